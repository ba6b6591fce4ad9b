import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from './client';
import { vacuumWhereDue } from './embedded-vacuum';

// A bare embedded database with one table of its own (no migrations: the rules read only
// pg_stat_user_tables, whatever the tables).
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pglite: await PGlite.create('memory://') });
  await database.db.execute(sql`create table parcels (id int primary key, state text not null)`);
}, 60_000);
afterAll(async () => database?.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function countPlan(): Promise<string> {
  const plan = rowsOf<{ 'QUERY PLAN': string }>(await database.db.execute(sql`explain (analyze, costs off) select count(*) from parcels where id > 0`));
  return plan.map((row) => row['QUERY PLAN']).join('\n');
}

describe('the embedded database vacuum (PGlite has no autovacuum)', () => {
  it('vacuums a table its rows were written to, then leaves it until enough of it changes again', async () => {
    await database.db.execute(sql`insert into parcels select g, 'packed' from generate_series(1, 2000) g`);
    expect(await vacuumWhereDue(database.db)).toEqual(['parcels']);
    // Every page is marked all-visible: a count is read from the index alone.
    await database.db.execute(sql`set enable_seqscan = off`);
    expect(await countPlan()).toMatch(/Index Only Scan[\s\S]*Heap Fetches: 0/);
    await database.db.execute(sql`reset enable_seqscan`);
    expect(await vacuumWhereDue(database.db)).toEqual([]);
    // 40 rows changed: under both 50 + 20 % (dead rows) and 50 + 10 % (changed rows) of 2,000.
    await database.db.execute(sql`update parcels set state = 'weighed' where id <= 40`);
    expect(await vacuumWhereDue(database.db)).toEqual([]);
  });

  it('vacuums a table whose dead rows pass 50 + 20 % of its live ones, and reclaims them', async () => {
    await database.db.execute(sql`update parcels set state = 'delivered' where id <= 600`);
    expect(await vacuumWhereDue(database.db)).toEqual(['parcels']);
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    const [stats] = rowsOf<{ dead: number }>(await database.db.execute(sql`select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'parcels'`));
    expect(stats?.dead).toBe(0);
  });
});
