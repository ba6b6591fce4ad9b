import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentStore } from '../../adapters/storage/store';
import type { Db } from '../../db/client';
import { documents, products, productVariants } from '../../db/schema';
import { DomainError } from '../../errors';
import { PRODUCT_LIMITS, PRODUCT_MESSAGES } from '../../../shared/product-rules';
import type { CatalogueCache } from '../catalogue/cache';
import { productImageKey, type ProductPhoto } from './create-product';
import { removeRendition } from '../documents/focal-images';

type Deps = { db: Db; store: DocumentStore; cache: CatalogueCache };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const PHOTO_MESSAGES = {
  noColour: 'There is no such colour of this product.',
  tooMany: `At most ${PRODUCT_LIMITS.imagesPerVariant} images per colour.`,
  notTheColours: "The photos to keep must be this colour's own photos, each once.",
} as const;

/** A colour of a product, or NOT_FOUND: the product id in the path must own the colour. */
export async function colourOf(db: Pick<Db, 'select'>, productId: string, variantId: string) {
  const [row] = await db
    .select({ id: productVariants.id, color: productVariants.color, images: productVariants.images, retired: productVariants.retired, productName: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', PHOTO_MESSAGES.noColour);
  return row;
}

/**
 * Stores re-encoded photos under fresh keys and hands them to `write` (which records them in
 * the same transaction as their document rows). A photo cut round a focal point keeps its whole
 * picture beside it (pm- for p-, as the add form's), so its crop can be moved later. When
 * anything fails, the files stored are removed again.
 */
export async function withStoredPhotos<T>(deps: Deps, productName: string, photos: (Buffer | ProductPhoto)[], write: (tx: Tx, keys: string[]) => Promise<T>): Promise<T> {
  const keys: string[] = [];
  const stored: string[] = [];
  const row = (key: string, body: Buffer) => ({ key, contentType: 'image/webp', sizeBytes: body.length, sha256: createHash('sha256').update(body).digest('hex') });
  try {
    const rows: (typeof documents.$inferInsert)[] = [];
    for (const photo of photos) {
      const key = productImageKey(productName);
      const body = Buffer.isBuffer(photo) ? photo : photo.body;
      await deps.store.put(key, body);
      stored.push(key);
      keys.push(key);
      if (Buffer.isBuffer(photo)) {
        rows.push(row(key, body));
      } else {
        const masterKey = `pm${key.slice(1)}`;
        await deps.store.put(masterKey, photo.master);
        stored.push(masterKey);
        rows.push({ ...row(key, body), masterKey, focalX: photo.focal.x, focalY: photo.focal.y }, row(masterKey, photo.master));
      }
    }
    return await deps.db.transaction(async (tx) => {
      if (rows.length > 0) await tx.insert(documents).values(rows);
      return write(tx, keys);
    });
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.store.delete(key)));
    throw error;
  }
}

/**
 * Drops photos no colour shows any more: their document rows and those of the uncropped pictures
 * kept for their focal point (documents.master_key), then their files with their narrower copies
 * and square crops (a file left behind is only wasted space).
 */
export async function forgetPhotos(deps: Deps, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const masters = (await deps.db.select({ masterKey: documents.masterKey }).from(documents).where(inArray(documents.key, keys)))
    .map((row) => row.masterKey)
    .filter((key): key is string => key !== null && !keys.includes(key));
  const all = [...keys, ...masters];
  await deps.db.delete(documents).where(inArray(documents.key, all));
  await Promise.all(all.map((key) => removeRendition(deps.store, key)));
}

/** Adds photos (already checked and re-encoded) after a colour's own; at most PRODUCT_LIMITS.imagesPerVariant in all. */
export async function addColourPhotos(deps: Deps, productId: string, variantId: string, renditions: (Buffer | ProductPhoto)[]): Promise<string[]> {
  if (renditions.length === 0) throw new DomainError('INVALID_DATA', PRODUCT_MESSAGES.imagesRequired);
  const colour = await colourOf(deps.db, productId, variantId);
  if (colour.images.length + renditions.length > PRODUCT_LIMITS.imagesPerVariant) throw new DomainError('INVALID_DATA', PHOTO_MESSAGES.tooMany);
  const images = await withStoredPhotos(deps, colour.productName, renditions, async (tx, keys) => {
    // Locked, so that two uploads at once both land and the limit holds for their sum.
    const [row] = await tx.select({ images: productVariants.images }).from(productVariants).where(eq(productVariants.id, variantId)).for('update');
    const images = [...(row?.images ?? []), ...keys];
    if (images.length > PRODUCT_LIMITS.imagesPerVariant) throw new DomainError('INVALID_DATA', PHOTO_MESSAGES.tooMany);
    await tx.update(productVariants).set({ images }).where(eq(productVariants.id, variantId));
    return images;
  });
  await deps.cache.changed();
  return images;
}

/**
 * Sets a colour's photos to `keep`, in that order (the first is the cover): a reorder, a
 * removal or both. Only the colour's own photos may be named, each once, and one must stay.
 * The photos left out are deleted.
 */
export async function arrangeColourPhotos(deps: Deps, productId: string, variantId: string, keep: string[]): Promise<string[]> {
  if (keep.length === 0) throw new DomainError('INVALID_DATA', PRODUCT_MESSAGES.imagesRequired);
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ images: productVariants.images })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
      .for('update');
    if (!row) throw new DomainError('NOT_FOUND', PHOTO_MESSAGES.noColour);
    if (new Set(keep).size !== keep.length || keep.some((key) => !row.images.includes(key))) throw new DomainError('INVALID_DATA', PHOTO_MESSAGES.notTheColours);
    await tx.update(productVariants).set({ images: keep }).where(eq(productVariants.id, variantId));
    return row.images.filter((key) => !keep.includes(key));
  });
  await forgetPhotos(deps, removed);
  await deps.cache.changed();
  return keep;
}
