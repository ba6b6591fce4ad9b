import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pincodeDirectory } from '../../db/schema';
import type { PostalLookup, PostalPlace } from './lookup';

/** The directory shipped with the shop (src/server/cli/gen-pincode-directory.ts writes it; src/server/README.md: Pincodes and delivery dates). */
export const PINCODE_DIRECTORY_FILE = new URL('../../db/data/pincode-directory.csv.gz', import.meta.url);

type DirectoryRow = typeof pincodeDirectory.$inferInsert;

/** One CSV line of the directory (fields quoted when they hold a comma or a quote). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += c;
    }
  }
  fields.push(field);
  return fields;
}

/** The directory's rows, read from its gzip'd CSV. */
export function readDirectory(gzipped: Buffer): DirectoryRow[] {
  const [, ...lines] = gunzipSync(gzipped).toString('utf8').split('\n');
  return lines.flatMap((line) => {
    const [pincode, block, district, state] = csvFields(line);
    return pincode && block && district && state ? [{ pincode, block, district, state }] : [];
  });
}

/**
 * Loads the offline directory into an empty table (every start looks at one row; the first
 * start on a database writes its ~19,000 rows in multi-row inserts of 1,000, in one
 * transaction, so a start cut short leaves the table empty and the next one loads it whole).
 * Several app servers starting together may race: the primary key keeps one copy of each row.
 */
export async function loadPincodeDirectoryIfEmpty(db: Db, file: URL = PINCODE_DIRECTORY_FILE): Promise<number> {
  const [any] = await db.select({ pincode: pincodeDirectory.pincode }).from(pincodeDirectory).limit(1);
  if (any) return 0;
  const rows = readDirectory(await readFile(file));
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += 1000) {
      await tx.insert(pincodeDirectory).values(rows.slice(start, start + 1000)).onConflictDoNothing();
    }
  });
  return rows.length;
}

/**
 * The shop's own directory first, then `fallback` (the India Post lookup) only for a pincode it
 * lacks, so a known pincode answers with no third party at all. Block fills city, as
 * India Post's answer does (the spec's lookup).
 */
export function directoryFirstLookup(db: Pick<Db, 'select'>, fallback: PostalLookup): PostalLookup {
  return {
    async lookup(pincode): Promise<PostalPlace | null> {
      const [row] = await db
        .select({ block: pincodeDirectory.block, state: pincodeDirectory.state })
        .from(pincodeDirectory)
        .where(eq(pincodeDirectory.pincode, pincode))
        .limit(1);
      if (row) return { city: row.block, state: row.state };
      return fallback.lookup(pincode);
    },
  };
}
