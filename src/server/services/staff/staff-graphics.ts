import { createHash, randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { customiserGraphics, designs, designTemplates, documents } from '../../db/schema';
import { DomainError } from '../../errors';
import { parsedOrFirstMessage } from '../../../shared/form-rules';
import { graphicFormSchema } from '../../../shared/staff-media-rules';
import { sniffContentType } from '../documents/sniff';
import { fileLabel, imageReadError, MAX_IMAGE_BYTES, tooLargeError } from '../products/product-images';
import type { StaffForm, StaffFormShape, StaffMediaDeps, StaffUploadFile } from './staff-form';

/** A graphic is stored at most this many pixels on its long side: 2 400 px prints 8 in at 300 DPI. */
export const GRAPHIC_MAX_SIDE = 2400;
/** Smaller than this and the studio's low-resolution warning would fire at any useful print size. */
export const GRAPHIC_MIN_SIDE = 300;
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED = new Set(['image/png', 'image/webp', 'image/jpeg']);

export const GRAPHIC_MESSAGES = {
  notFound: 'There is no such graphic.',
} as const;

export interface StaffGraphic {
  _id: string;
  name: string;
  Image: string;
  position: number;
  active: boolean;
}

type Deps = StaffMediaDeps;

type GraphicRow = typeof customiserGraphics.$inferSelect;

const toStaffGraphic = (row: GraphicRow): StaffGraphic => ({ _id: row.id, name: row.name, Image: row.image, position: row.position, active: row.active });

/** Every graphic, hidden ones too, in the studio's order. */
export async function listStaffGraphics(db: Db): Promise<StaffGraphic[]> {
  const rows = await db.select().from(customiserGraphics).orderBy(asc(customiserGraphics.position), asc(customiserGraphics.name));
  return rows.map(toStaffGraphic);
}

/**
 * A graphic checked by content (PNG, WebP or JPEG) and re-encoded as PNG, which keeps its
 * transparency for laying over any garment colour; metadata dropped, at most GRAPHIC_MAX_SIDE.
 * SVG is refused: staff export vector art as PNG, so no script ever reaches a shopper.
 */
export async function graphicRendition(bytes: Buffer, filename: string | undefined): Promise<Buffer> {
  const label = fileLabel(filename);
  const type = sniffContentType(bytes);
  if (!type || !ACCEPTED.has(type)) {
    throw new DomainError('INVALID_DATA', `${label} is not a PNG, WebP or JPEG image. Please upload the graphic as a PNG with a transparent background.`);
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { width = 0, height = 0 } = await image.metadata();
    if (Math.max(width, height) < GRAPHIC_MIN_SIDE) {
      throw new DomainError('INVALID_DATA', `${label} is too small (${width}x${height}). Please upload a graphic at least ${GRAPHIC_MIN_SIDE} pixels on its longer side.`);
    }
    return await image
      .rotate()
      .resize(GRAPHIC_MAX_SIDE, GRAPHIC_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 8 })
      .toBuffer();
  } catch (error) {
    throw imageReadError(error, label, 'PNG');
  }
}

/** The add-graphic form's parts, which the route reads off the request. */
export const GRAPHIC_FORM: StaffFormShape = { name: 'the graphic form', fields: ['name'], files: ['image'], maxFileBytes: MAX_IMAGE_BYTES, tooLarge: tooLargeError };

/** Adds a graphic (name and image) last in the studio's graphic picker. */
export async function addGraphic(deps: Deps, form: StaffForm): Promise<StaffGraphic> {
  const checked = parsedOrFirstMessage(graphicFormSchema<StaffUploadFile>(), { name: form.fields.get('name'), image: form.files.get('image') });
  if (!checked.ok) throw new DomainError('INVALID_DATA', checked.message);
  const { name, image: file } = checked.value;
  const png = await graphicRendition(file.bytes, file.filename);

  const key = `gr-${randomBytes(9).toString('base64url')}.png`;
  await deps.store.put(key, png);
  try {
    const row = await deps.db.transaction(async (tx) => {
      await tx.insert(documents).values({ key, contentType: 'image/png', sizeBytes: png.length, sha256: createHash('sha256').update(png).digest('hex') });
      const [last] = await tx.select({ max: sql<number>`coalesce(max(${customiserGraphics.position}), -1)` }).from(customiserGraphics);
      const [inserted] = await tx
        .insert(customiserGraphics)
        .values({ name, image: key, position: Number(last?.max ?? -1) + 1 })
        .returning();
      return inserted!;
    });
    await deps.cache.changed();
    return toStaffGraphic(row);
  } catch (error) {
    await deps.store.delete(key).catch(() => {});
    throw error;
  }
}

/** Shows or hides a graphic in the studio's picker; designs that placed it keep it. */
export async function setGraphicShown(deps: Omit<Deps, 'store'>, graphicId: string, active: boolean): Promise<StaffGraphic> {
  const [row] = await deps.db.update(customiserGraphics).set({ active }).where(eq(customiserGraphics.id, graphicId)).returning();
  if (!row) throw new DomainError('NOT_FOUND', GRAPHIC_MESSAGES.notFound);
  await deps.cache.changed();
  return toStaffGraphic(row);
}

/**
 * Removes a graphic from the picker. Its file goes too unless a saved design placed it: that
 * design's previews and 300 DPI print files are drawn from it. Says which happened.
 */
export async function deleteGraphic(deps: Deps, graphicId: string): Promise<{ fileKept: boolean }> {
  const [row] = await deps.db.delete(customiserGraphics).where(eq(customiserGraphics.id, graphicId)).returning();
  if (!row) throw new DomainError('NOT_FOUND', GRAPHIC_MESSAGES.notFound);
  // A layer names its graphic by key as a JSON string: the quoted key cannot match anything else.
  const [used] = await deps.db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(designs)
    .where(sql`strpos(${designs.document}::text, ${`"${row.image}"`}) > 0`);
  // A starter template placed it too: shoppers who start from that template need its file.
  const [inTemplate] = await deps.db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(designTemplates)
    .where(sql`strpos(${designTemplates.document}::text, ${`"${row.image}"`}) > 0`);
  const fileKept = Number(used?.n ?? 0) + Number(inTemplate?.n ?? 0) > 0;
  if (!fileKept) {
    await deps.db.delete(documents).where(eq(documents.key, row.image));
    await deps.store.delete(row.image).catch(() => {});
  }
  await deps.cache.changed();
  return { fileKept };
}
