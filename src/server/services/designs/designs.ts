import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DocumentStore } from '../../adapters/storage/store';
import type { Db } from '../../db/client';
import { customiserGarments, designs, orders } from '../../db/schema';
import { DomainError } from '../../errors';
import type { Design, Side } from '../../../engine/model/design';
import { designRefusedMessage, parseDesign } from '../../../engine/model/validate';
import { layerImageReader, takeUpUploads } from './layer-sources';
import { designCostProblem } from '../../../engine/model/design-cost';
import { printRefusal } from '../../../engine/model/print-quality';
import { unprintableInDesign } from '../../../engine/model/printable-design';
import { unprintableMessage } from '../../../shared/printable-text';
import { renderPreview } from './design-renders';
import type { RenderPool } from './render-pool';


/** A shopper keeps at most this many designs; plenty for a wardrobe, bounded for the database. */
export const MAX_DESIGNS_PER_USER = 50;
export const MAX_DESIGN_NAME = 60;

export const DESIGN_MESSAGES = {
  saved: 'Design saved',
  updated: 'Design updated',
  deleted: 'Design deleted',
  notFound: 'Design not found.',
  tooMany: `You can keep up to ${MAX_DESIGNS_PER_USER} designs. Delete one to save another.`,
  ordered: 'This design has been ordered, so it is kept as it was. Save your changes as a new design.',
  orderedDelete: 'This design is in an order, so it cannot be deleted: we print your order from it.',
  orderedRename: 'This design is in an order, so it keeps the name it was ordered with.',
  renamed: 'Design renamed',
  nameRequired: 'Please enter a name for the design.',
  nameTooLong: `Please keep the name to ${MAX_DESIGN_NAME} characters.`,
} as const;

export interface SavedDesign {
  _id: string;
  /** The shopper's name for it; '' until they give one (My designs). */
  name: string;
  /** In an order: kept as it was, so it cannot change, be renamed or be deleted. */
  ordered: boolean;
  document: Design;
  /** Document keys of the WebP previews (garment with the design), null for a blank side. */
  previewFront: string | null;
  previewBack: string | null;
  /** While shared, its public link's last part (/d/{slug}); null when not shared. */
  shareSlug: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A design the engine's validator refused. The shopper reads a plain sentence; the
 * validator's `path: message` errors ride along as `problems` for the log and the tests.
 */
export class InvalidDesignError extends DomainError {
  override name = 'InvalidDesignError';
  constructor(readonly problems: readonly string[]) {
    super('INVALID_DATA', designRefusedMessage(problems));
  }
}

/**
 * The engine's own validator on the server: a saved design is migrated to the current
 * version and checked, its texts against the print fonts, its images against what a print
 * may cost (design-cost.ts) and its uploads against the lowest resolution the shop prints
 * (print-quality.ts), so the print renderer only ever sees documents it can draw and a
 * saved design's print file is never promised in vain.
 */
export function validDesignDocument(json: unknown): Design {
  const parsed = parseDesign(json);
  if (!parsed.ok) throw new InvalidDesignError(parsed.errors.slice(0, 5));
  const unprintable = unprintableInDesign(parsed.design);
  if (unprintable.length > 0) throw new DomainError('INVALID_DATA', unprintableMessage(unprintable));
  const tooCostly = designCostProblem(parsed.design);
  if (tooCostly) throw new DomainError('INVALID_DATA', tooCostly);
  // An upload under 72 DPI prints as blocks: refused here, at save, and not at print, so a design
  // saved or ordered before the rule still prints.
  const tooBlurry = printRefusal(parsed.design);
  if (tooBlurry) throw new DomainError('INVALID_DATA', tooBlurry);
  return parsed.design;
}

type Row = typeof designs.$inferSelect;

function toSaved(row: Row, ordered = false): SavedDesign {
  // Stored documents were valid when saved; reading migrates one saved by an older version.
  const parsed = parseDesign(row.document);
  return {
    _id: row.id,
    name: row.name,
    ordered,
    document: parsed.ok ? parsed.design : (row.document as Design),
    previewFront: row.previewFront,
    previewBack: row.previewBack,
    shareSlug: row.shareSlug,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Written out: drizzle leaves columns unqualified in a one-table select, and "id" would then be the order's.
const orderedFlag = sql<boolean>`exists (select 1 from ${orders} where ${orders.designId} = "designs"."id")`;

export async function listDesigns(db: Db, userId: string): Promise<SavedDesign[]> {
  const rows = await db.select({ row: designs, ordered: orderedFlag }).from(designs).where(eq(designs.userId, userId)).orderBy(desc(designs.updatedAt)).limit(MAX_DESIGNS_PER_USER);
  return rows.map(({ row, ordered }) => toSaved(row, ordered === true));
}

export async function getDesign(db: Db, userId: string, id: string): Promise<SavedDesign> {
  const [found] = await db.select({ row: designs, ordered: orderedFlag }).from(designs).where(and(eq(designs.id, id), eq(designs.userId, userId)));
  // Another shopper's design answers exactly like a missing one: ids reveal nothing.
  if (!found) throw new DomainError('NOT_FOUND', DESIGN_MESSAGES.notFound);
  return toSaved(found.row, found.ordered === true);
}

/** Renders and stores both sides' previews; returns their keys. */
async function storePreviews(db: Db, store: DocumentStore | undefined, design: Design, pool: RenderPool | undefined): Promise<{ previewFront: string | null; previewBack: string | null }> {
  if (!store) return { previewFront: null, previewBack: null };
  const [garment] = await db
    .select({ front: customiserGarments.front, back: customiserGarments.back })
    .from(customiserGarments)
    .where(and(eq(customiserGarments.type, design.garment), eq(customiserGarments.color, design.color)))
    .limit(1);
  const readImage = layerImageReader(store);
  const id = randomUUID();
  const side = async (which: Side): Promise<string | null> => {
    const photo = garment ? await store.read(garment[which]) : null;
    const webp = await renderPreview(design, which, photo, readImage, pool);
    if (!webp) return null;
    const key = `design-${id}-${which}.webp`;
    await store.put(key, webp);
    return key;
  };
  const previewFront = await side('front');
  try {
    return { previewFront, previewBack: await side('back') };
  } catch (error) {
    // The back could not be drawn (a busy render queue, say): the save fails whole.
    await dropPreviews(store, { previewFront, previewBack: null });
    throw error;
  }
}

async function dropPreviews(store: DocumentStore | undefined, row: { previewFront: string | null; previewBack: string | null }) {
  if (!store) return;
  for (const key of [row.previewFront, row.previewBack]) if (key) await store.delete(key).catch(() => undefined);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the design row, then asks whether it has been ordered. A checkout locks the same row
 * before writing its order, so a change and an order of one design never both go through.
 */
async function lockedAndOrdered(tx: Tx, id: string): Promise<boolean> {
  await tx.select({ id: designs.id }).from(designs).where(eq(designs.id, id)).for('update');
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.designId, id)).limit(1);
  return Boolean(order);
}

async function isOrdered(db: Db, id: string): Promise<boolean> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.designId, id)).limit(1);
  return Boolean(order);
}

/** Saves a new design; with a store, its previews are rendered (in `pool`'s workers) and kept beside it. */
export async function createDesign(db: Db, userId: string, json: unknown, store?: DocumentStore, pool?: RenderPool): Promise<SavedDesign> {
  const document = validDesignDocument(json);
  const [counted] = await db.select({ n: count() }).from(designs).where(eq(designs.userId, userId));
  if ((counted?.n ?? 0) >= MAX_DESIGNS_PER_USER) throw new DomainError('CONFLICT', DESIGN_MESSAGES.tooMany);
  await takeUpUploads(db, store, document, userId);
  const previews = await storePreviews(db, store, document, pool);
  let row: Row | undefined;
  try {
    row = await db.transaction(async (tx) => {
      await takeUpUploads(tx, store, document, userId);
      const [inserted] = await tx.insert(designs).values({ userId, document, ...previews }).returning();
      return inserted;
    });
  } catch (error) {
    await dropPreviews(store, previews);
    throw error;
  }
  if (!row) throw new DomainError('UNAVAILABLE', 'The design could not be saved. Please try again.');
  return toSaved(row);
}

/** Replaces a design's document. An ordered design is what staff print, so it never changes. */
export async function updateDesign(db: Db, userId: string, id: string, json: unknown, store?: DocumentStore, pool?: RenderPool): Promise<SavedDesign> {
  const document = validDesignDocument(json);
  const [current] = await db.select().from(designs).where(and(eq(designs.id, id), eq(designs.userId, userId)));
  if (!current) throw new DomainError('NOT_FOUND', DESIGN_MESSAGES.notFound);
  if (await isOrdered(db, id)) throw new DomainError('CONFLICT', DESIGN_MESSAGES.ordered);
  await takeUpUploads(db, store, document, userId);
  const previews = await storePreviews(db, store, document, pool);
  let row: Row | undefined;
  try {
    row = await db.transaction(async (tx) => {
      if (await lockedAndOrdered(tx, id)) throw new DomainError('CONFLICT', DESIGN_MESSAGES.ordered);
      await takeUpUploads(tx, store, document, userId);
      const [updated] = await tx
        .update(designs)
        .set({ document, ...previews, updatedAt: new Date() })
        .where(and(eq(designs.id, id), eq(designs.userId, userId)))
        .returning();
      return updated;
    });
  } catch (error) {
    await dropPreviews(store, previews);
    throw error;
  }
  if (!row) throw new DomainError('NOT_FOUND', DESIGN_MESSAGES.notFound);
  await dropPreviews(store, current);
  return toSaved(row);
}

export async function deleteDesign(db: Db, userId: string, id: string, store?: DocumentStore): Promise<void> {
  const [current] = await db.select().from(designs).where(and(eq(designs.id, id), eq(designs.userId, userId)));
  if (!current) throw new DomainError('NOT_FOUND', DESIGN_MESSAGES.notFound);
  if (await isOrdered(db, id)) throw new DomainError('CONFLICT', DESIGN_MESSAGES.orderedDelete);
  await db.transaction(async (tx) => {
    if (await lockedAndOrdered(tx, id)) throw new DomainError('CONFLICT', DESIGN_MESSAGES.orderedDelete);
    await tx.delete(designs).where(and(eq(designs.id, id), eq(designs.userId, userId)));
  });
  await dropPreviews(store, current);
}

/**
 * Names a saved design (My designs). An ordered design keeps the name it was ordered with,
 * like everything else about it; the document and its place in the list do not change.
 */
export async function renameDesign(db: Db, userId: string, id: string, name: string): Promise<SavedDesign> {
  const trimmed = name.trim();
  if (trimmed === '') throw new DomainError('INVALID_DATA', DESIGN_MESSAGES.nameRequired);
  if (trimmed.length > MAX_DESIGN_NAME) throw new DomainError('INVALID_DATA', DESIGN_MESSAGES.nameTooLong);
  const row = await db.transaction(async (tx) => {
    const [own] = await tx.select({ id: designs.id }).from(designs).where(and(eq(designs.id, id), eq(designs.userId, userId)));
    if (!own) throw new DomainError('NOT_FOUND', DESIGN_MESSAGES.notFound);
    if (await lockedAndOrdered(tx, id)) throw new DomainError('CONFLICT', DESIGN_MESSAGES.orderedRename);
    const [renamed] = await tx.update(designs).set({ name: trimmed }).where(eq(designs.id, id)).returning();
    return renamed!;
  });
  return toSaved(row);
}
