import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customiserGarments, designs, documents } from '../../db/schema';
import { DomainError } from '../../errors';
import type { GarmentType } from '../../../shared/catalogue-options';
import { parsedOrFirstMessage } from '../../../shared/form-rules';
import { garmentFieldsSchema } from '../../../shared/garment-rules';
import { paiseToRupees } from '../../../shared/money';
import { checkedRendition, MAX_IMAGE_BYTES, tooLargeError } from '../products/product-images';
import { fieldOf, type StaffForm, type StaffFormShape, type StaffMediaDeps } from './staff-form';

/** The studio lays its print area over a square photo, as the seed draws its blanks. */
export const GARMENT_IMAGE = { width: 1000, height: 1000, quality: 85, fit: 'contain' } as const;

export const GARMENT_MESSAGES = {
  lastColour: 'The studio needs at least one shown colour of each garment. Add or show another colour first.',
  notFound: 'There is no such garment colour.',
} as const;

export interface StaffGarment {
  _id: string;
  type: GarmentType;
  color: string;
  hex: string;
  front: string;
  back: string;
  /** The blank garment's price in rupees. */
  price: number;
  position: number;
  active: boolean;
}

type Deps = StaffMediaDeps;

type GarmentRow = typeof customiserGarments.$inferSelect;

export function toStaffGarment(row: GarmentRow): StaffGarment {
  return { _id: row.id, type: row.type, color: row.color, hex: row.hex, front: row.front, back: row.back, price: paiseToRupees(row.basePricePaise), position: row.position, active: row.active };
}

/** Every garment colour of the studio, hidden ones too, by garment then studio order. */
export async function listStaffGarments(db: Db): Promise<StaffGarment[]> {
  const rows = await db.select().from(customiserGarments).orderBy(asc(customiserGarments.type), asc(customiserGarments.position), asc(customiserGarments.color));
  return rows.map(toStaffGarment);
}

/** The colour's fields checked by the shared rule: a garment the studio knows, a name, a swatch and a whole-rupee price. */
export function garmentFields(fields: { type: string; color: string; hex: string; price: string }) {
  const checked = parsedOrFirstMessage(garmentFieldsSchema, fields);
  if (!checked.ok) throw new DomainError('INVALID_DATA', checked.message);
  return checked.value;
}

/** The add-garment form's parts, which the route reads off the request. */
export const GARMENT_FORM: StaffFormShape = {
  name: 'the garment form',
  fields: ['type', 'color', 'hex', 'price'],
  files: ['front', 'back'],
  maxFileBytes: MAX_IMAGE_BYTES,
  tooLarge: tooLargeError,
};

/**
 * Adds a garment colour to the studio from the staff form: type, color, hex, price (rupees)
 * and the front and back photos (JPEG, PNG or WebP, checked by content, re-encoded into a
 * 1000x1000 WebP). It goes last in its garment's colours.
 */
export async function addGarment(deps: Deps, form: StaffForm): Promise<StaffGarment> {
  const values = garmentFields({ type: fieldOf(form, 'type'), color: fieldOf(form, 'color'), hex: fieldOf(form, 'hex'), price: fieldOf(form, 'price') });
  const photos = await Promise.all(
    (['front', 'back'] as const).map(async (side) => {
      const file = form.files.get(side);
      if (!file) throw new DomainError('INVALID_DATA', `${side} is required. Please add the ${side} photo.`);
      return checkedRendition(file.bytes, file.filename, GARMENT_IMAGE);
    }),
  );
  const taken = async (db: Pick<Db, 'select'>) =>
    (await db.select({ id: customiserGarments.id }).from(customiserGarments).where(and(eq(customiserGarments.type, values.type), sql`lower(${customiserGarments.color}) = lower(${values.color})`))).length > 0;
  const conflict = new DomainError('CONFLICT', `The studio already has a ${values.color} ${values.type}. Show it, or remove it first.`);
  if (await taken(deps.db)) throw conflict;

  const stem = `gm-${randomBytes(9).toString('base64url')}`;
  const keys = { front: `${stem}-front.webp`, back: `${stem}-back.webp` };
  await deps.store.put(keys.front, photos[0]!);
  await deps.store.put(keys.back, photos[1]!);
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (await taken(tx)) throw conflict;
      for (const [key, body] of [[keys.front, photos[0]!], [keys.back, photos[1]!]] as const) {
        await tx.insert(documents).values({ key, contentType: 'image/webp', sizeBytes: body.length, sha256: createHash('sha256').update(body).digest('hex') });
      }
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${customiserGarments.position}), -1)` })
        .from(customiserGarments)
        .where(eq(customiserGarments.type, values.type));
      const [inserted] = await tx
        .insert(customiserGarments)
        .values({ ...values, front: keys.front, back: keys.back, position: Number(last?.max ?? -1) + 1 })
        .returning();
      return inserted!;
    });
    await deps.cache.changed();
    return toStaffGarment(row);
  } catch (error) {
    await deps.store.delete(keys.front).catch(() => {});
    await deps.store.delete(keys.back).catch(() => {});
    // Two staff adding the same colour at once: the unique index has the last word.
    if ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') throw conflict;
    throw error;
  }
}

export async function garmentById(db: Db, garmentId: string): Promise<GarmentRow> {
  const [row] = await db.select().from(customiserGarments).where(eq(customiserGarments.id, garmentId));
  if (!row) throw new DomainError('NOT_FOUND', GARMENT_MESSAGES.notFound);
  return row;
}

/** Refuses to take away the last colour the studio shows for a garment (the studio would have nothing to print on). */
export async function refuseLastShown(db: Db, row: GarmentRow): Promise<void> {
  if (!row.active) return;
  const others = await db
    .select({ id: customiserGarments.id })
    .from(customiserGarments)
    .where(and(eq(customiserGarments.type, row.type), eq(customiserGarments.active, true), ne(customiserGarments.id, row.id)))
    .limit(1);
  if (others.length === 0) throw new DomainError('CONFLICT', GARMENT_MESSAGES.lastColour);
}

/**
 * Removes a colour and its photos. Refused while a saved design is on it: its previews and
 * print files are drawn on the colour's photos, and the shopper may still order it (hide it instead).
 */
export async function deleteGarment(deps: Deps, garmentId: string): Promise<void> {
  const row = await garmentById(deps.db, garmentId);
  await refuseLastShown(deps.db, row);
  const [used] = await deps.db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(designs)
    .where(and(sql`${designs.document}->>'garment' = ${row.type}`, sql`${designs.document}->>'color' = ${row.color}`));
  const n = Number(used?.n ?? 0);
  if (n > 0) throw new DomainError('CONFLICT', `${n} saved design${n === 1 ? ' is' : 's are'} on the ${row.color} ${row.type}, so it cannot be removed. Hide it instead.`);
  await deps.db.transaction(async (tx) => {
    await tx.delete(customiserGarments).where(eq(customiserGarments.id, garmentId));
    await tx.delete(documents).where(inArray(documents.key, [row.front, row.back]));
  });
  for (const key of [row.front, row.back]) await deps.store.delete(key).catch(() => {});
  await deps.cache.changed();
}
