import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/**
 * Counters of refused attempts (login throttling, OTP sends, rate limits) are the one write
 * a refusal is meant to make, so they are left out; every other table must not change.
 */
const LEFT_OUT = new Set(['rate_limits']);

export type Snapshot = Map<string, string>;

/** Row count and a checksum of every row of every table in the shop's schema. */
export async function snapshotDatabase(db: Db): Promise<Snapshot> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const snapshot: Snapshot = new Map();
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    if (LEFT_OUT.has(name)) continue;
    const result = await db.execute<{ rows: string; sum: string }>(
      sql.raw(`select count(*)::text as rows, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as sum from "${name}" t`),
    );
    const [row] = rowsOf<{ rows: string; sum: string }>(result);
    snapshot.set(name, `${row!.rows} rows ${row!.sum}`);
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots, with both states. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).map((name) => `${name}: ${before.get(name)} -> ${after.get(name)}`);
}

// drizzle's execute answers { rows } on both drivers.
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
