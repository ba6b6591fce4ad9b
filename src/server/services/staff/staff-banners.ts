import { createHash, randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, documents } from '../../db/schema';
import { DomainError } from '../../errors';
import { parsedOrFirstMessage } from '../../../shared/form-rules';
import { bannerFormSchema } from '../../../shared/staff-media-rules';
import type { StaffMediaDeps } from './staff-form';

/** The carousel's size, as the seed draws its banners. */
export const BANNER_IMAGE = { width: 1600, height: 640, quality: 82, fit: 'cover' } as const;

export interface StaffBanner {
  _id: string;
  imagePath: string;
  alt: string;
  link: string;
  position: number;
  active: boolean;
}

type Deps = StaffMediaDeps;

const toStaffBanner = (row: typeof banners.$inferSelect): StaffBanner => ({ _id: row.id, imagePath: row.image, alt: row.alt, link: row.link, position: row.position, active: row.active });

export async function listStaffBanners(db: Db): Promise<StaffBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
  return rows.map(toStaffBanner);
}

/** The banner form as the route read it: the image already checked and re-encoded as it arrived. */
export interface BannerForm {
  image: Buffer | undefined;
  alt: string | undefined;
  link: string | undefined;
}

/** Checks the banner form (image, alt, link), stores the image and adds the banner last. */
export async function addBanner(deps: Deps, form: BannerForm): Promise<StaffBanner> {
  const checked = parsedOrFirstMessage(bannerFormSchema<Buffer>(), form);
  if (!checked.ok) throw new DomainError('INVALID_DATA', checked.message);
  const { image, alt, link } = checked.value;

  const key = `b-${randomBytes(9).toString('base64url')}.webp`;
  await deps.store.put(key, image);
  try {
    const row = await deps.db.transaction(async (tx) => {
      await tx.insert(documents).values({ key, contentType: 'image/webp', sizeBytes: image.length, sha256: createHash('sha256').update(image).digest('hex') });
      const [last] = await tx.select({ max: sql<number>`coalesce(max(${banners.position}), -1)` }).from(banners);
      const [inserted] = await tx
        .insert(banners)
        .values({ image: key, alt, link, position: Number(last?.max ?? -1) + 1 })
        .returning();
      return inserted!;
    });
    await deps.cache.changed();
    return toStaffBanner(row);
  } catch (error) {
    await deps.store.delete(key).catch(() => {});
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

/** Removes a banner; its image goes too when only the banner used it (uploaded banners, b-*.webp). */
export async function deleteBanner(deps: Deps, bannerId: string): Promise<void> {
  const [row] = await deps.db.delete(banners).where(eq(banners.id, bannerId)).returning();
  if (!row) throw new DomainError('NOT_FOUND', 'There is no such banner.');
  if (row.image.startsWith('b-')) {
    await deps.db.delete(documents).where(eq(documents.key, row.image));
    await deps.store.delete(row.image).catch(() => {});
  }
  await deps.cache.changed();
}
