import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FocalPoint } from '../../../shared/focal-crop';
import { banners, documents, productVariants } from '../../db/schema';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { cropRendition, removeRendition, type CroppedSize } from '../documents/focal-images';
import { PRODUCT_IMAGE } from '../products/product-images';
import { BANNER_IMAGE, focalValue } from './staff-banners';
import type { StaffMediaDeps } from './staff-form';

export interface ImageFocus {
  imagePath: string;
  /** The whole picture the crop is cut from (the image itself for one uploaded before focal points). */
  masterPath: string;
  focalX: number;
  focalY: number;
}

/** The rendition key beside `key`: same prefix (and product slug), a fresh random tail, as the upload makes. */
function freshKey(key: string): string {
  const stem = key.replace(/\.webp$/, '');
  // Uploads end their keys with randomBytes(9) in base64url: 12 characters.
  return `${stem.length > 12 ? stem.slice(0, -12) : `${stem}-`}${randomBytes(9).toString('base64url')}.webp`;
}

async function usesOf(db: Db, key: string): Promise<{ size: CroppedSize } | null> {
  const [banner] = await db.select({ id: banners.id }).from(banners).where(eq(banners.image, key)).limit(1);
  if (banner) return { size: BANNER_IMAGE };
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(sql`${key} = any(${productVariants.images})`)
    .limit(1);
  return variant ? { size: PRODUCT_IMAGE } : null;
}

/**
 * Moves the crop of a banner or product photo to a new focal point without a new upload: the
 * rendition is cut again from the whole picture (for a file from before focal points, the file
 * itself) under a new key, since a key's bytes never change (they are cached for a year), and
 * every banner and colour that showed the old key shows the new one.
 */
export async function changeImageFocus(deps: StaffMediaDeps, key: string, focal: FocalPoint): Promise<ImageFocus> {
  const [row] = await deps.db.select().from(documents).where(eq(documents.key, key));
  const use = row ? await usesOf(deps.db, key) : null;
  if (!row || !use) throw new DomainError('NOT_FOUND', 'There is no banner or product photo with this image.');
  const masterKey = row.masterKey ?? key;
  const master = await deps.store.read(masterKey);
  if (!master) throw new DomainError('NOT_FOUND', 'The whole picture this image was cut from is missing. Please upload it again.');

  const body = await cropRendition(master, use.size, focal);
  const next = freshKey(key);
  await deps.store.put(next, body);
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(documents).values({
        key: next,
        contentType: 'image/webp',
        sizeBytes: body.length,
        sha256: createHash('sha256').update(body).digest('hex'),
        focalX: focal.x,
        focalY: focal.y,
        masterKey,
      });
      const movedBanners = await tx.update(banners).set({ image: next }).where(eq(banners.image, key)).returning({ id: banners.id });
      const movedColours = await tx
        .update(productVariants)
        .set({ images: sql`array_replace(${productVariants.images}, ${key}, ${next})` })
        .where(sql`${key} = any(${productVariants.images})`)
        .returning({ id: productVariants.id });
      // Another move (or a removal) of the same image got there first: this one would leave an orphan.
      if (movedBanners.length + movedColours.length === 0) throw new DomainError('CONFLICT', 'This image was changed meanwhile. Please reload and try again.');
      // The old crop goes unless it is itself the whole picture the new one was cut from.
      if (masterKey !== key) await tx.delete(documents).where(eq(documents.key, key));
    });
  } catch (error) {
    await deps.store.delete(next).catch(() => {});
    throw error;
  }
  if (masterKey !== key) await removeRendition(deps.store, key);
  await deps.cache.changed();
  return { imagePath: next, masterPath: masterKey, focalX: focalValue(focal.x), focalY: focalValue(focal.y) };
}
