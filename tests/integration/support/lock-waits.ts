import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../../src/server/db/client';
import * as schema from '../../../src/server/db/schema';
import { databaseUrl } from './template';

/**
 * On PostgreSQL: a pool of a test's own on the shop's database, for a transaction that holds a
 * row while requests come, and for watching them wait. The shop's own pool is small and its
 * listeners keep some of it, so a test holding one of its connections could starve the requests.
 */
export async function sideConnections(db: Db): Promise<{ db: Db; close: () => Promise<void> }> {
  const [row] = await db.execute(sql`select current_database() as name`).then((result) => (result as unknown as { rows: { name: string }[] }).rows);
  const pool = new pg.Pool({ connectionString: databaseUrl(process.env.TEST_DATABASE_URL!, row!.name), max: 2 });
  return { db: drizzle({ client: pool, schema }) as unknown as Db, close: () => pool.end() };
}

/**
 * On PostgreSQL: until at least `count` sessions of this test file's database wait for a row
 * lock, so a test knows that a request has reached the row another transaction holds (and did
 * not read past it), or until `orDone` settles (a request that went past it). Throws after ten
 * seconds.
 */
export async function lockWaiters(db: Db, count: number, orDone?: Promise<unknown>): Promise<void> {
  let done = false;
  void orDone?.then(
    () => (done = true),
    () => (done = true),
  );
  for (let waited = 0; !done; waited += 50) {
    const [row] = await db
      .execute(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`)
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    if ((row?.n ?? 0) >= count) return;
    if (waited > 10_000) throw new Error(`fewer than ${count} sessions ever waited for a row lock`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
