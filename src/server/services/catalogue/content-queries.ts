import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, customiserGarments, customiserGraphics, serviceAreas, videos } from '../../db/schema';
import { paiseToRupees } from '../../../shared/money';
import type { GarmentType } from '../../../shared/catalogue-options';
import type { components } from '../../../api/schema.gen';

type Schemas = components['schemas'];

export async function listBanners(db: Db): Promise<Schemas['Banner'][]> {
  const rows = await db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.position), asc(banners.id));
  return rows.map((row) => ({ _id: row.id, imagePath: row.image, alt: row.alt, link: row.link }));
}

/** The newest active home video, or null when the shop has none (the home page hides the section). */
export async function getHomeVideo(db: Db): Promise<Schemas['Video'] | null> {
  const [row] = await db.select().from(videos).where(eq(videos.active, true)).orderBy(desc(videos.createdAt)).limit(1);
  return row ? { mobileVideoPath: row.mobilePath, desktopVideoPath: row.desktopPath } : null;
}

export async function listGarments(db: Db, type: GarmentType): Promise<Schemas['GarmentColour'][]> {
  const rows = await db
    .select()
    .from(customiserGarments)
    .where(and(eq(customiserGarments.type, type), eq(customiserGarments.active, true)))
    .orderBy(asc(customiserGarments.position), asc(customiserGarments.color));
  return rows.map((row) => ({
    _id: row.id,
    color: row.color,
    hex: row.hex,
    front: row.front,
    back: row.back,
    price: paiseToRupees(row.basePricePaise),
  }));
}

export async function listGraphics(db: Db): Promise<Schemas['Graphic'][]> {
  const rows = await db
    .select()
    .from(customiserGraphics)
    .where(eq(customiserGraphics.active, true))
    .orderBy(asc(customiserGraphics.position), asc(customiserGraphics.name));
  return rows.map((row) => ({ _id: row.id, name: row.name, Image: row.image }));
}

/** The shop's delivery rule for a pincode: the longest matching prefix wins; no rule, no delivery. */
export async function checkPincode(db: Pick<Db, 'select'>, pincode: string): Promise<{ status: boolean; codAvailable: boolean }> {
  const [rule] = await db
    .select()
    .from(serviceAreas)
    .where(sql`starts_with(${pincode}, ${serviceAreas.pincodePrefix})`)
    .orderBy(desc(sql`length(${serviceAreas.pincodePrefix})`))
    .limit(1);
  if (!rule || !rule.deliverable) return { status: false, codAvailable: false };
  return { status: true, codAvailable: rule.codAvailable };
}
