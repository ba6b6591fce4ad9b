import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { newestMigrationMillis, openDatabase, PGLITE_EXTENSIONS } from './client';
import { serviceAreas } from './schema';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('embedded database', () => {
  it('keeps its data across a restart', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'shop-pglite-'));
    folders.push(folder);
    const first = await openDatabase({ pgliteDir: folder });
    await first.migrate();
    await first.db.insert(serviceAreas).values({ pincodePrefix: '462', deliverable: true, codAvailable: true });
    await first.close();

    const second = await openDatabase({ pgliteDir: folder });
    await second.migrate(); // idempotent: a second start applies nothing twice
    const rows = await second.db.select().from(serviceAreas).where(eq(serviceAreas.pincodePrefix, '462'));
    await second.close();
    expect(rows).toEqual([{ pincodePrefix: '462', deliverable: true, codAvailable: true, note: '' }]);
  }, 60_000);

  it('checks at a restart that no migration is pending in one query, and migrates when one is', async () => {
    const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
    const database = await openDatabase({ pglite: client });
    await database.migrate();
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
    const folder = await mkdtemp(path.join(tmpdir(), 'shop-pglite-'));
    folders.push(folder);
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
    const folder = await mkdtemp(path.join(tmpdir(), 'shop-pglite-'));
    folders.push(folder);
    const first = await openDatabase({ pgliteDir: path.join(folder, 'pglite') });
    expect(first.folderLock?.holder.pid).toBe(process.pid);
    await expect(openDatabase({ pgliteDir: path.join(folder, 'pglite') })).rejects.toThrow(`in use by process ${process.pid}`);
    await first.close();
    const second = await openDatabase({ pgliteDir: path.join(folder, 'pglite') });
    await second.close();
    expect(existsSync(path.join(folder, 'pglite.lock'))).toBe(false);
  }, 60_000);

  it('can be closed twice', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await database.close();
    await expect(database.close()).resolves.toBeUndefined();
  }, 30_000);
});
