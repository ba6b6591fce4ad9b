import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/**
 * Counters of refused attempts (login throttling, OTP sends, rate limits) are the one write
 * a refusal is meant to make, so they are left out; every other table must not change.
 */
const LEFT_OUT = new Set(['rate_limits']);

/**
 * Columns that the shop's background workers change on their own time, not a request: the mail
 * sender marks a queued mail taken, sent or failed whenever it runs, so a mail queued by an
 * earlier (allowed) call can change state during a refused one. What a request writes (the
 * mail itself: its recipient, subject and bodies, and the rows there are) is still compared.
 */
const WORKER_COLUMNS: Record<string, readonly string[]> = {
  mail_queue: ['attempts', 'next_attempt_at', 'last_error', 'sent_at', 'gave_up_at'],
};

export type Snapshot = Map<string, string>;

/** Row count and a checksum of every row of every table in the shop's schema. */
export async function snapshotDatabase(db: Db): Promise<Snapshot> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const snapshot: Snapshot = new Map();
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    if (LEFT_OUT.has(name)) continue;
    const skipped = WORKER_COLUMNS[name];
    // The row as text, less the workers' columns (jsonb minus a text[] drops those keys).
    const rowText = skipped ? `(to_jsonb(t) - array[${skipped.map((column) => `'${column}'`).join(', ')}])::text` : 't::text';
    const result = await db.execute<{ rows: string; sum: string }>(
      sql.raw(`select count(*)::text as rows, coalesce(md5(string_agg(md5(${rowText}), '' order by md5(${rowText}))), '') as sum from "${name}" t`),
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
