import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureServerBuilt } from '../../src/server/cli/server-build.mjs';
import { REPO_ROOT } from '../../src/server/runtime';
import { freePort, startLoggedShop } from './support/shop-process';
import { SEED_IMAGE_CACHE } from './support/template';

/**
 * The first start on a new data folder, as `npm start` makes it: the embedded database is created,
 * the pincode directory loaded and the demo catalogue seeded in a child process of the shop, which
 * exits before the shop opens the database and listens (what that work leaves in memory goes with
 * it: resident memory). Always on PGlite (DATABASE_URL emptied): on PostgreSQL the shop
 * seeds an empty database in its own process.
 */
let dataDir = '';
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface LogRecord {
  level: number;
  pid: number;
  msg: string;
}

describe('a first start on a new data folder', () => {
  it('seeds in a child process that has exited when the shop is ready, and serves the catalogue it seeded', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-first-start-'));
    const port = await freePort();
    const shop = await startLoggedShop(
      [path.relative(REPO_ROOT, await ensureServerBuilt('main'))],
      { DATA_DIR: dataDir, DATABASE_URL: '', SEED_IMAGE_CACHE, LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1' },
      150_000,
    );
    const { child } = shop;
    try {
      const stdout = shop.stdout();
      const records = stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogRecord);
      const seeded = records.find((record) => record.msg.startsWith('Demo catalogue ready:'));
      const pincodes = records.find((record) => record.msg.startsWith('Offline pincode directory loaded:'));
      const ready = records.find((record) => record.msg.startsWith('Shop ready at'));
      expect(seeded, stdout).toBeDefined();
      expect(pincodes?.pid).toBe(seeded!.pid);
      expect(ready!.pid).toBe(child.pid);
      expect(seeded!.pid).not.toBe(child.pid);
      // The preparing process is gone: signal 0 only asks whether a process exists.
      expect(() => process.kill(seeded!.pid, 0)).toThrow();
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);

      const list = (await (await fetch(`http://127.0.0.1:${port}/api/api/v1/product/tags/newarrival?page=1&limit=8`)).json()) as {
        data: { products: unknown[] };
      };
      expect(list.data.products.length).toBeGreaterThan(0);
      expect(records.filter((record) => record.level >= 40).map((record) => record.msg)).toEqual([]);
      expect(shop.stderr()).toBe('');
    } finally {
      await shop.stop();
    }
  }, 180_000);
});
