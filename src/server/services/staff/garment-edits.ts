import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { customiserGarments, designs, documents } from '../../db/schema';
import { DomainError } from '../../errors';
import { paiseToRupees } from '../../../shared/money';
import { checkedRendition } from '../products/product-images';
import { GARMENT_IMAGE, garmentById, garmentFields, refuseLastShown, toStaffGarment, type StaffGarment } from './staff-garments';
import type { StaffForm, StaffMediaDeps } from './staff-form';

export interface GarmentChange {
  type?: string | undefined;
  color?: string | undefined;
  hex?: string | undefined;
  /** The blank's price in whole rupees. */
  price?: number | undefined;
  active?: boolean | undefined;
}

/**
 * Changes any field of a studio garment colour: its garment, name, swatch, blank price and
 * whether the studio shows it. Saved designs name their garment and colour, so those two stay
 * while a design is on the colour; the last shown colour of a garment cannot be hidden or moved away.
 */
export async function changeGarment(deps: Omit<StaffMediaDeps, 'store'>, garmentId: string, change: GarmentChange): Promise<StaffGarment> {
  const row = await garmentById(deps.db, garmentId);
  const values = garmentFields({
    type: change.type ?? row.type,
    color: change.color ?? row.color,
    hex: change.hex ?? row.hex,
    price: String(change.price ?? paiseToRupees(row.basePricePaise)),
  });
  const active = change.active ?? row.active;
  const renamed = values.type !== row.type || values.color !== row.color;
  if ((!active || values.type !== row.type) && row.active) await refuseLastShown(deps.db, row);
  if (renamed) {
    const [used] = await deps.db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(designs)
      .where(and(sql`${designs.document}->>'garment' = ${row.type}`, sql`${designs.document}->>'color' = ${row.color}`));
    const n = Number(used?.n ?? 0);
    if (n > 0) {
      throw new DomainError(
        'CONFLICT',
        `${n} saved design${n === 1 ? ' is' : 's are'} on the ${row.color} ${row.type}, so its garment and colour name cannot change. Add a new colour instead.`,
      );
    }
    const same = await deps.db
      .select({ id: customiserGarments.id })
      .from(customiserGarments)
      .where(and(eq(customiserGarments.type, values.type), sql`lower(${customiserGarments.color}) = lower(${values.color})`, ne(customiserGarments.id, garmentId)))
      .limit(1);
    if (same.length > 0) throw new DomainError('CONFLICT', `The studio already has a ${values.color} ${values.type}.`);
  }
  const [updated] = await deps.db.update(customiserGarments).set({ ...values, active }).where(eq(customiserGarments.id, garmentId)).returning();
  await deps.cache.changed();
  return toStaffGarment(updated!);
}

/** Replaces the front photo, the back photo or both (checked by content and re-encoded as the add form's); the old files are removed. */
export async function replaceGarmentPhotos(deps: StaffMediaDeps, garmentId: string, form: StaffForm): Promise<StaffGarment> {
  const row = await garmentById(deps.db, garmentId);
  const sides = (['front', 'back'] as const).filter((side) => form.files.has(side));
  if (sides.length === 0) throw new DomainError('INVALID_DATA', 'Choose a new front photo, back photo or both.');
  const photos = await Promise.all(sides.map((side) => checkedRendition(form.files.get(side)!.bytes, form.files.get(side)!.filename, GARMENT_IMAGE)));
  const stem = `gm-${randomBytes(9).toString('base64url')}`;
  const keys = sides.map((side) => `${stem}-${side}.webp`);
  const stored: string[] = [];
  try {
    for (const [i, key] of keys.entries()) {
      await deps.store.put(key, photos[i]!);
      stored.push(key);
    }
    const updated = await deps.db.transaction(async (tx) => {
      await tx.insert(documents).values(keys.map((key, i) => ({ key, contentType: 'image/webp', sizeBytes: photos[i]!.length, sha256: createHash('sha256').update(photos[i]!).digest('hex') })));
      const set = Object.fromEntries(sides.map((side, i) => [side, keys[i]!]));
      const [next] = await tx.update(customiserGarments).set(set).where(eq(customiserGarments.id, garmentId)).returning();
      return next!;
    });
    const old = sides.map((side) => row[side]);
    await deps.db.delete(documents).where(inArray(documents.key, old));
    await Promise.allSettled(old.map((key) => deps.store.delete(key)));
    await deps.cache.changed();
    return toStaffGarment(updated);
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.store.delete(key)));
    throw error;
  }
}
