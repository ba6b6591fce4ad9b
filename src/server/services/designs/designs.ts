import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema';
import { DomainError } from '../../errors';
import type { Design } from '../../../engine/model/design';
import { parseDesign } from '../../../engine/model/validate';

/** A shopper keeps at most this many designs; plenty for a wardrobe, bounded for the database. */
export const MAX_DESIGNS_PER_USER = 50;

export const DESIGN_MESSAGES = {
  saved: 'Design saved',
  updated: 'Design updated',
  deleted: 'Design deleted',
  notFound: 'Design not found.',
  tooMany: `You can keep up to ${MAX_DESIGNS_PER_USER} designs. Delete one to save another.`,
} as const;

export interface SavedDesign {
  _id: string;
  document: Design;
  createdAt: string;
  updatedAt: string;
}

/**
 * The engine's own validator on the server: a saved design is migrated to the current
 * version and checked, so the print renderer only ever sees documents it can draw.
 */
export function validDesignDocument(json: unknown): Design {
  const parsed = parseDesign(json);
  if (!parsed.ok) throw new DomainError('INVALID_DATA', `The design is not valid: ${parsed.errors.slice(0, 5).join('; ')}`);
  return parsed.design;
}

type Row = typeof designs.$inferSelect;

function toSaved(row: Row): SavedDesign {
  // Stored documents were valid when saved; reading migrates one saved by an older version.
  const parsed = parseDesign(row.document);
  return {
    _id: row.id,
    document: parsed.ok ? parsed.design : (row.document as Design),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listDesigns(db: Db, userId: string): Promise<SavedDesign[]> {
  const rows = await db.select().from(designs).where(eq(designs.userId, userId)).orderBy(desc(designs.updatedAt)).limit(MAX_DESIGNS_PER_USER);
  return rows.map(toSaved);
}

export async function getDesign(db: Db, userId: string, id: string): Promise<SavedDesign> {
  const [row] = await db.select().from(designs).where(and(eq(designs.id, id), eq(designs.userId, userId)));
  // Another shopper's design answers exactly like a missing one: ids reveal nothing.
  if (!row) throw new DomainError('NOT_FOUND', DESIGN_MESSAGES.notFound);
  return toSaved(row);
}

export async function createDesign(db: Db, userId: string, json: unknown): Promise<SavedDesign> {
  const document = validDesignDocument(json);
  const [counted] = await db.select({ n: count() }).from(designs).where(eq(designs.userId, userId));
  if ((counted?.n ?? 0) >= MAX_DESIGNS_PER_USER) throw new DomainError('CONFLICT', DESIGN_MESSAGES.tooMany);
  const [row] = await db.insert(designs).values({ userId, document }).returning();
  if (!row) throw new DomainError('UNAVAILABLE', 'The design could not be saved. Please try again.');
  return toSaved(row);
}

export async function updateDesign(db: Db, userId: string, id: string, json: unknown): Promise<SavedDesign> {
  const document = validDesignDocument(json);
  const [row] = await db
    .update(designs)
    .set({ document, updatedAt: new Date() })
    .where(and(eq(designs.id, id), eq(designs.userId, userId)))
    .returning();
  if (!row) throw new DomainError('NOT_FOUND', DESIGN_MESSAGES.notFound);
  return toSaved(row);
}

export async function deleteDesign(db: Db, userId: string, id: string): Promise<void> {
  const removed = await db.delete(designs).where(and(eq(designs.id, id), eq(designs.userId, userId))).returning({ id: designs.id });
  if (removed.length === 0) throw new DomainError('NOT_FOUND', DESIGN_MESSAGES.notFound);
}
