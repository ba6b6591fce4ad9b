import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { newestMigrationMillis, openDatabase, PGLITE_EXTENSIONS } from './client';
import { serviceAreas } from './schema';

// One data folder, made and migrated once (a new folder costs PGlite's initdb and every
// migration, 5-10 s apiece: CI time); each test reopens it as a restarted shop would.
let parent: string;
let folder: string;
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'shop-pglite-'));
  folder = path.join(parent, 'pglite');
  const first = await openDatabase({ pgliteDir: folder });
  await first.migrate();
  await first.close();
}, 60_000);
afterAll(async () => {
  if (parent) await rm(parent, { recursive: true, force: true });
});

describe('embedded database', () => {
  it('keeps its data across a restart', async () => {
    const first = await openDatabase({ pgliteDir: folder });
    await first.migrate(); // nothing pending: the folder was migrated when it was made
    await first.db.insert(serviceAreas).values({ pincodePrefix: '462', deliverable: true, codAvailable: true });
    await first.close();

    const second = await openDatabase({ pgliteDir: folder });
    await second.migrate(); // idempotent: a second start applies nothing twice
    const rows = await second.db.select().from(serviceAreas).where(eq(serviceAreas.pincodePrefix, '462'));
    await second.close();
    expect(rows).toEqual([{ pincodePrefix: '462', deliverable: true, codAvailable: true, note: '', transitDays: 4 }]);
  }, 60_000);

  it('checks at a restart that no migration is pending in one query, and migrates when one is', async () => {
    // A copy of the migrated folder in memory, so that the row deleted below stays in the copy.
    const source = await PGlite.create(folder, { extensions: PGLITE_EXTENSIONS });
    const dump = await source.dumpDataDir('none');
    await source.close();
    const client = await PGlite.create('memory://', { loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
    const database = await openDatabase({ pglite: client });
    const sent: string[] = [];
    for (const method of ['query', 'exec', 'transaction'] as const) {
      const original = client[method].bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        sent.push(`${method} ${String(args[0])}`);
        return original(...args);
      };
    }
    await database.migrate();
    expect(sent).toEqual(['query select max(created_at) as newest from drizzle.__drizzle_migrations']);

    // The newest migration's row gone: the migrator runs (and applies it again, here failing on what exists).
    await client.query('delete from drizzle.__drizzle_migrations where created_at = $1', [newestMigrationMillis()]);
    sent.length = 0;
    await database.migrate().catch(() => {});
    expect(sent.length).toBeGreaterThan(1);
    await database.close();
  }, 60_000);

  it('opens with a buffer pool sized to the shop, not PostgreSQL\'s 128 MB default', async () => {
    // Every page of shared_buffers is resident in the WASM heap from the start (bench:memory).
    const database = await openDatabase({ pgliteDir: folder });
    const settings = (await database.db.execute(
      sql`select name, current_setting(name) as setting from unnest(array['shared_buffers', 'search_path']) as name`,
    )) as unknown as { rows: { name: string; setting: string }[] };
    await database.close();
    expect(Object.fromEntries(settings.rows.map((row) => [row.name, row.setting]))).toEqual({
      shared_buffers: '16MB',
      // PGlite's own start parameters are kept beside ours.
      search_path: 'public',
    });
  }, 60_000);

  it('belongs to one opener at a time: a second open of the folder is refused until the first closes', async () => {
    const first = await openDatabase({ pgliteDir: folder });
    expect(first.folderLock?.holder.pid).toBe(process.pid);
    await expect(openDatabase({ pgliteDir: folder })).rejects.toThrow(`in use by process ${process.pid}`);
    await first.close();
    const second = await openDatabase({ pgliteDir: folder });
    await second.close();
    expect(existsSync(path.join(parent, 'pglite.lock'))).toBe(false);
  }, 60_000);

  it('can be closed twice', async () => {
    const database = await openDatabase({ pgliteDir: folder });
    await database.close();
    await expect(database.close()).resolves.toBeUndefined();
    // The second close released nothing twice: the folder opens again.
    await (await openDatabase({ pgliteDir: folder })).close();
  }, 30_000);

  it('lets the event loop turn between queued transactions, so the shop still reads its sockets under load', async () => {
    const database = await openDatabase({ pgliteDir: folder });
    try {
      const finished: string[] = [];
      // Twenty requests' transactions queued at once, as under a rush of checkouts.
      const transactions = Array.from({ length: 20 }, (_, index) =>
        database.db
          .transaction(async (tx) => {
            for (let step = 0; step < 5; step++) await tx.execute(sql`select ${step}::int`);
          })
          .then(() => finished.push(`transaction ${index}`)),
      );
      // What the loop does between turns (a socket read, a new connection, a timer): here a timer.
      const turned = new Promise<void>((resolve) => setTimeout(() => resolve(void finished.push('turn')), 0));
      await Promise.all([...transactions, turned]);
      expect(finished).toHaveLength(21);
      expect(finished.indexOf('turn')).toBeLessThan(5);
    } finally {
      await database.close();
    }
  }, 30_000);
});
