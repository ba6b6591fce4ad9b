import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designUploads, designs } from '../../db/schema';
import { SIDES } from '../../../engine/model/design';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export { uploadKeysOf } from '../../../engine/model/upload-keys';

export const UPLOAD_GONE_MESSAGE = 'An image in this design is no longer stored (unused uploads are cleared after a day). Please upload it again.';
/** A design (sent to be saved, or read out of a PNG without the picture) that draws someone else's upload. */
export const UPLOAD_NOT_YOURS_MESSAGE =
  "An image in this design is another shopper's upload, so it cannot be used here. Open the design from its downloaded preview PNG (which carries its pictures), or upload the image yourself.";

/**
 * True when a saved design draws the upload whose key is `key` (an SQL expression). Saved
 * documents are the engine's current version (the server migrates before it saves), so a
 * layer's src sits at sides.<side>[i].src: containment the GIN index on designs.document answers.
 */
export function usedByADesign(key: SQL | SQL.Aliased | typeof designUploads.key): SQL {
  return sql`exists (select 1 from ${designs} where ${drawsUpload(key)})`;
}

/** True for a saved design (a row of designs) that draws the upload `key`, on either side. */
function drawsUpload(key: SQL | SQL.Aliased | typeof designUploads.key): SQL {
  const onSide = (side: string) =>
    sql`${designs.document} @> jsonb_build_object('sides', jsonb_build_object(${side}::text, jsonb_build_array(jsonb_build_object('src', ${key}))))`;
  return sql`(${sql.join(
    SIDES.map((side) => onSide(side)),
    sql` or `,
  )})`;
}

/** How the uploads a design draws stand towards one shopper. */
export interface UploadOwnership {
  /** Recorded as theirs, or (from before uploads had rows) drawn by one of their saved designs. */
  owned: Set<string>;
  /** Anyone else's: recorded to another shopper, to a closed account, or never theirs. */
  foreign: Set<string>;
}

/**
 * Whose the uploads `keys` are, seen from `userId`. An upload is the shopper's when its row
 * says so; one stored before uploads had rows has no owner on record, and counts as theirs
 * only when a design they saved already draws it (they had it then). A key with neither row
 * nor such a design is foreign: either someone else's old upload or gone (the caller checks
 * the file for the plainer message).
 */
export async function uploadOwnership(tx: Db | Tx, userId: string, keys: readonly string[]): Promise<UploadOwnership> {
  const owned = new Set<string>();
  const foreign = new Set<string>();
  if (keys.length === 0) return { owned, foreign };
  const rows = await tx.select({ key: designUploads.key, userId: designUploads.userId }).from(designUploads).where(inArray(designUploads.key, [...keys]));
  const recorded = new Map(rows.map((row) => [row.key, row.userId]));
  for (const key of keys) {
    if (recorded.has(key)) {
      (recorded.get(key) === userId ? owned : foreign).add(key);
      continue;
    }
    const [drawn] = await tx
      .select({ id: designs.id })
      .from(designs)
      .where(and(eq(designs.userId, userId), drawsUpload(sql`${key}::text`)))
      .limit(1);
    (drawn ? owned : foreign).add(key);
  }
  return { owned, foreign };
}
