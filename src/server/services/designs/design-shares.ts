import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customiserGarments, designs } from '../../db/schema';
import { DomainError } from '../../errors';
import type { Design } from '../../../engine/model/design';
import { parseDesign } from '../../../engine/model/validate';
import { designUnitPricePaise, printedSidesOf } from '../../../shared/design-price';
import { createDesign, DESIGN_MESSAGES, type SavedDesign } from './designs';
import type { RenderPool } from './render-pool';
import { dropStoredCopies, remixUploads } from './carried-images';
import type { DesignUploadDeps } from './design-upload';
import { uploadKeysOf } from '../../../engine/model/upload-keys';

/** Random bytes in a share slug: 144 bits, past guessing (base64url, 24 characters). */
export const SHARE_SLUG_BYTES = 18;
/** What a slug looks like; anything else is not looked up. */
export const SHARE_SLUG = /^[A-Za-z0-9_-]{24}$/;

export const SHARE_MESSAGES = {
  shared: 'Anyone with the link can now see this design.',
  unshared: 'The link no longer works.',
  notShared: 'This design is not shared, or its link has been stopped.',
  remixed: 'A copy of this design is now yours.',
} as const;

/** A new share slug from the operating system's random source. */
export function newShareSlug(): string {
  return randomBytes(SHARE_SLUG_BYTES).toString('base64url');
}

/** A shared design as its public page shows it: no owner, nothing private. */
export interface SharedDesign {
  slug: string;
  name: string;
  document: Design;
  previewFront: string | null;
  previewBack: string | null;
  /** The garment colour's swatch (null when the colour is no longer sold). */
  colorHex: string | null;
  /** Rupees, as the cart would charge now; null when the colour is no longer sold. */
  price: number | null;
  printedSides: number;
  /** When the design last changed: the version its link preview image is drawn from. */
  updatedAt: string;
}

/**
 * Shares one of the shopper's saved designs: its link while it is shared, a new slug when it
 * was not (so a link stopped once never comes back).
 */
export async function shareDesign(db: Db, userId: string, id: string): Promise<{ slug: string }> {
  return db.transaction(async (tx) => {
    const [own] = await tx.select({ slug: designs.shareSlug }).from(designs).where(and(eq(designs.id, id), eq(designs.userId, userId))).for('update');
    if (!own) throw new DomainError('NOT_FOUND', DESIGN_MESSAGES.notFound);
    if (own.slug) return { slug: own.slug };
    const slug = newShareSlug();
    await tx.update(designs).set({ shareSlug: slug }).where(eq(designs.id, id));
    return { slug };
  });
}

/** Stops sharing: the link answers 404 from now on. Stopping an unshared design is fine. */
export async function unshareDesign(db: Db, userId: string, id: string): Promise<void> {
  const [own] = await db.update(designs).set({ shareSlug: null }).where(and(eq(designs.id, id), eq(designs.userId, userId))).returning({ id: designs.id });
  if (!own) throw new DomainError('NOT_FOUND', DESIGN_MESSAGES.notFound);
}

/** The design behind a share link, or null (never shared, stopped, or deleted). */
export async function findSharedDesign(db: Db, slug: string): Promise<SharedDesign | null> {
  if (!SHARE_SLUG.test(slug)) return null;
  const [found] = await db
    .select({ row: designs, hex: customiserGarments.hex, basePricePaise: customiserGarments.basePricePaise, active: customiserGarments.active })
    .from(designs)
    .leftJoin(customiserGarments, and(eq(customiserGarments.type, sqlGarment()), eq(customiserGarments.color, sqlColor())))
    .where(and(isNotNull(designs.shareSlug), eq(designs.shareSlug, slug)))
    .limit(1);
  if (!found) return null;
  const parsed = parseDesign(found.row.document);
  if (!parsed.ok) return null;
  const design = parsed.design;
  const printedSides = printedSidesOf(design.sides);
  const sold = found.basePricePaise !== null && found.active === true;
  return {
    slug,
    name: found.row.name,
    document: design,
    previewFront: found.row.previewFront,
    previewBack: found.row.previewBack,
    colorHex: found.hex,
    price: sold && printedSides > 0 ? designUnitPricePaise(found.basePricePaise!, printedSides) / 100 : null,
    printedSides,
    updatedAt: found.row.updatedAt.toISOString(),
  };
}

// The garment and colour of a saved document, for the join to its blank (documents are saved at the current version).
function sqlGarment() {
  return sqlText('garment');
}
function sqlColor() {
  return sqlText('color');
}
function sqlText(field: 'garment' | 'color') {
  return sql<string>`${designs.document} ->> ${field}`;
}

/** The shared design, or 404 in words. */
export async function getSharedDesign(db: Db, slug: string): Promise<SharedDesign> {
  const shared = await findSharedDesign(db, slug);
  if (!shared) throw new DomainError('NOT_FOUND', SHARE_MESSAGES.notShared);
  return shared;
}

/**
 * 'Make it yours': a copy of a shared design saved to the shopper's own designs (re-validated
 * and drawn like any save), its uploaded pictures copied as the remixer's own. The original is
 * only read, never changed.
 */
export async function remixSharedDesign(deps: DesignUploadDeps & { pool?: RenderPool }, userId: string, slug: string): Promise<SavedDesign> {
  const shared = await getSharedDesign(deps.db, slug);
  // The original's pictures become the remixer's own copies: a design draws only its owner's uploads.
  const own = await remixUploads(deps, userId, shared.document);
  try {
    return await createDesign(deps.db, userId, own.document, deps.store, deps.pool);
  } catch (error) {
    if (own.stored > 0) await dropStoredCopies(deps, uploadKeysOf(own.document).filter((key) => !uploadKeysOf(shared.document).includes(key)));
    throw error;
  }
}
