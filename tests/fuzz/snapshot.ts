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

/** Each database's checksum statement, made once: the tables of the shop's schema do not change during a test file. */
const statements = new WeakMap<Db, Promise<string>>();

async function snapshotStatement(db: Db): Promise<string> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts = rowsOf<{ name: string }>(tables)
    .filter(({ name }) => !LEFT_OUT.has(name))
    .map(({ name }) => {
      const skipped = WORKER_COLUMNS[name];
      // The row as text, less the workers' columns (jsonb minus a text[] drops those keys).
      const rowText = skipped ? `(to_jsonb(t) - array[${skipped.map((column) => `'${column}'`).join(', ')}])::text` : 't::text';
      return `select '${name}' as name, count(*)::text as rows, coalesce(md5(string_agg(md5(${rowText}), '' order by md5(${rowText}))), '') as sum from "${name}" t`;
    });
  return parts.join('\nunion all\n');
}

/**
 * Row count and a checksum of every row of every table in the shop's schema, in one statement:
 * one query per table cost PGlite ~35-110 ms of CPU a snapshot (41 round trips, each planned and
 * answered through the WASM driver), one union ~10 ms, the same checksums (CI time:
 * the authorisation matrix takes ~650 snapshots).
 */
export async function snapshotDatabase(db: Db): Promise<Snapshot> {
  let statement = statements.get(db);
  if (!statement) {
    statement = snapshotStatement(db);
    statements.set(db, statement);
  }
  const result = await db.execute<{ name: string; rows: string; sum: string }>(sql.raw(await statement));
  const snapshot: Snapshot = new Map();
  for (const row of rowsOf<{ name: string; rows: string; sum: string }>(result)) snapshot.set(row.name, `${row.rows} rows ${row.sum}`);
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
