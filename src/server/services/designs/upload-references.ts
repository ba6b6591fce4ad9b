import { inArray, sql, type SQL } from 'drizzle-orm';
import type { DocumentStore } from '../../adapters/storage/store';
import type { Db } from '../../db/client';
import { designUploads, designs } from '../../db/schema';
import { DomainError } from '../../errors';
import { SIDES, type Design } from '../../../engine/model/design';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Keys the upload route gives out: `upload-<uuid>.png` or `.jpg`. */
const UPLOAD_KEY = /^upload-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;

export const UPLOAD_GONE_MESSAGE = 'An image in this design is no longer stored (unused uploads are cleared after a day). Please upload it again.';

/** The shopper uploads a layer of the design draws. */
export function uploadKeysOf(design: Design): string[] {
  const keys = SIDES.flatMap((side) => design.sides[side].flatMap((layer) => ('src' in layer && UPLOAD_KEY.test(layer.src) ? [layer.src] : [])));
  return [...new Set(keys)];
}

/**
 * True when a saved design draws the upload whose key is `key` (an SQL expression). Saved
 * documents are the engine's current version (the server migrates before it saves), so a
 * layer's src sits at sides.<side>[i].src: containment the GIN index on designs.document answers.
 */
export function usedByADesign(key: SQL | SQL.Aliased | typeof designUploads.key): SQL {
  const onSide = (side: string) =>
    sql`${designs.document} @> jsonb_build_object('sides', jsonb_build_object(${side}::text, jsonb_build_array(jsonb_build_object('src', ${key}))))`;
  return sql`exists (select 1 from ${designs} where ${sql.join(
    SIDES.map((side) => onSide(side)),
    sql` or `,
  )})`;
}

/**
 * Called in the transaction that saves a design: marks the uploads it draws as used now, so
 * the sweep (which only takes uploads unused for the grace period, and re-checks a row it has to
 * wait for) never removes an image a design is being saved with. The update holds the rows
 * until the save commits. An upload the sweep has already removed cannot be drawn or
 * printed, so the design is refused in words rather than saved with a hole in it; an image
 * uploaded before uploads had rows is taken as long as its file is there. Called once more
 * before the previews are drawn, so such a design is refused in these words at once.
 */
export async function takeUpUploads(tx: Db | Tx, store: DocumentStore | undefined, design: Design): Promise<void> {
  const keys = uploadKeysOf(design);
  if (keys.length === 0) return;
  const taken = await tx.update(designUploads).set({ usedAt: sql`now()` }).where(inArray(designUploads.key, keys)).returning({ key: designUploads.key });
  const found = new Set(taken.map((row) => row.key));
  for (const key of keys) {
    if (found.has(key)) continue;
    const file = store ? await store.open(key) : null;
    file?.stream.destroy();
    if (store && !file) throw new DomainError('INVALID_DATA', UPLOAD_GONE_MESSAGE);
  }
}
