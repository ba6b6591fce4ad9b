import { createHash, randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, documents } from '../../db/schema';
import { DomainError } from '../../errors';
import { parsedOrFirstMessage } from '../../../shared/form-rules';
import { bannerFormSchema } from '../../../shared/staff-media-rules';
import type { StaffMediaDeps } from './staff-form';
import type { FocalPoint } from '../../../shared/focal-crop';
import { focalUpload, removeRendition } from '../documents/focal-images';

/** The carousel's size, as the seed draws its banners. */
export const BANNER_IMAGE = { width: 1600, height: 640, quality: 82, fit: 'cover' } as const;

export interface StaffBanner {
  _id: string;
  imagePath: string;
  alt: string;
  link: string;
  position: number;
  active: boolean;
  /** Where the banner is cropped round, and the whole picture it is cut from (the image itself for banners from before focal points). */
  focalX: number;
  focalY: number;
  masterPath: string;
}

type Deps = StaffMediaDeps;

type DocumentFocus = { focalX: number | null; focalY: number | null; masterKey: string | null } | null;

// A real column holds 0.3 as 0.30000001...: four decimals are more than a pointer can place.
export const focalValue = (value: number | null | undefined) => Math.round((value ?? 0.5) * 10_000) / 10_000;

const toStaffBanner = (row: typeof banners.$inferSelect, focus: DocumentFocus): StaffBanner => ({
  _id: row.id,
  imagePath: row.image,
  alt: row.alt,
  link: row.link,
  position: row.position,
  active: row.active,
  focalX: focalValue(focus?.focalX),
  focalY: focalValue(focus?.focalY),
  masterPath: focus?.masterKey ?? row.image,
});

export async function listStaffBanners(db: Db): Promise<StaffBanner[]> {
  const rows = await db
    .select({ banner: banners, focalX: documents.focalX, focalY: documents.focalY, masterKey: documents.masterKey })
    .from(banners)
    .leftJoin(documents, eq(documents.key, banners.image))
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map(({ banner, ...focus }) => toStaffBanner(banner, focus));
}

/** The banner form as the route read it: the image as uploaded (checked and cut here), and where to crop it. */
export interface BannerForm {
  image: { bytes: Buffer; filename: string | undefined } | undefined;
  alt: string | undefined;
  link: string | undefined;
  focal: FocalPoint;
}

const documentRow = (key: string, body: Buffer) => ({ key, contentType: 'image/webp', sizeBytes: body.length, sha256: createHash('sha256').update(body).digest('hex') });

/**
 * Checks the banner form (image, alt, link), keeps the whole picture, stores the 5:2 banner cut
 * round the focal point, and adds the banner last.
 */
export async function addBanner(deps: Deps, form: BannerForm): Promise<StaffBanner> {
  const checked = parsedOrFirstMessage(bannerFormSchema<NonNullable<BannerForm['image']>>(), form);
  if (!checked.ok) throw new DomainError('INVALID_DATA', checked.message);
  const { alt, link } = checked.value;
  const { master, cropped: image } = await focalUpload(checked.value.image.bytes, checked.value.image.filename, BANNER_IMAGE, form.focal);

  const tail = randomBytes(9).toString('base64url');
  const key = `b-${tail}.webp`;
  const masterKey = `bm-${tail}.webp`;
  await deps.store.put(masterKey, master);
  await deps.store.put(key, image);
  try {
    const row = await deps.db.transaction(async (tx) => {
      await tx.insert(documents).values(documentRow(masterKey, master));
      await tx.insert(documents).values({ ...documentRow(key, image), focalX: form.focal.x, focalY: form.focal.y, masterKey });
      const [last] = await tx.select({ max: sql<number>`coalesce(max(${banners.position}), -1)` }).from(banners);
      const [inserted] = await tx
        .insert(banners)
        .values({ image: key, alt, link, position: Number(last?.max ?? -1) + 1 })
        .returning();
      return inserted!;
    });
    await deps.cache.changed();
    return toStaffBanner(row, { focalX: form.focal.x, focalY: form.focal.y, masterKey });
  } catch (error) {
    await deps.store.delete(key).catch(() => {});
    await deps.store.delete(masterKey).catch(() => {});
    throw error;
  }
}

/** Shows or hides a banner, or moves it one place earlier or later in the carousel. */
export async function changeBanner(deps: Omit<Deps, 'store'>, bannerId: string, change: { active?: boolean; move?: 'earlier' | 'later' }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const all = await tx.select({ id: banners.id }).from(banners).orderBy(asc(banners.position), asc(banners.id));
    const index = all.findIndex((row) => row.id === bannerId);
    if (index < 0) throw new DomainError('NOT_FOUND', 'There is no such banner.');
    if (change.active !== undefined) await tx.update(banners).set({ active: change.active }).where(eq(banners.id, bannerId));
    if (change.move) {
      const target = change.move === 'earlier' ? index - 1 : index + 1;
      if (target >= 0 && target < all.length) [all[index], all[target]] = [all[target]!, all[index]!];
      // Positions are rewritten 0..n-1, which also mends gaps and ties.
      for (const [position, row] of all.entries()) await tx.update(banners).set({ position }).where(eq(banners.id, row.id));
    }
  });
  await deps.cache.changed();
}

/** Removes a banner; its image and the whole picture it was cut from go too when only the banner used them (uploaded banners, b-*.webp, and their crops). */
export async function deleteBanner(deps: Deps, bannerId: string): Promise<void> {
  const [row] = await deps.db.delete(banners).where(eq(banners.id, bannerId)).returning();
  if (!row) throw new DomainError('NOT_FOUND', 'There is no such banner.');
  const [focus] = await deps.db.select({ masterKey: documents.masterKey }).from(documents).where(eq(documents.key, row.image));
  // A seed banner's own file stays (the seed owns it); any crop the shop cut goes.
  if (row.image.startsWith('b-') || focus?.masterKey) {
    await deps.db.delete(documents).where(eq(documents.key, row.image));
    await removeRendition(deps.store, row.image);
    const gone = focus;
    if (gone?.masterKey && /^bm?-/.test(gone.masterKey)) {
      await deps.db.delete(documents).where(eq(documents.key, gone.masterKey));
      await deps.store.delete(gone.masterKey).catch(() => {});
    }
  }
  await deps.cache.changed();
}
