import { execFile, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { products } from '../../src/server/db/schema';
import { REPO_ROOT } from '../../src/server/runtime';
import { freePort, httpShopper, killHard, startShopProcess } from './support/shop-process';

/**
 * One process per embedded database folder: the shop holds DATA_DIR/pglite.lock
 * with its pid, start time and where it listens. A second `npm start` or `npm run seed` on the
 * folder is refused by name before it opens anything; `npm run create-admin` finds the shop
 * from the lock whatever its port; a lock left by a SIGKILLed shop is taken over. Always on
 * PGlite (DATABASE_URL emptied): on PostgreSQL many app servers share one database.
 */

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');

let dataDir: string;
let env: NodeJS.ProcessEnv;
let shop: ChildProcess | null = null;
let port: number;

/** Runs a script as `npm run …` would (the same file through tsx), with the shop's settings but no PORT. */
function runScript(script: string, args: string[], extra: NodeJS.ProcessEnv = {}): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(TSX, [script, ...args], { cwd: REPO_ROOT, env: { ...process.env, LOG_LEVEL: 'silent', PORT: '', ...env, ...extra }, timeout: 120_000, killSignal: 'SIGKILL' }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}`.trim() });
    });
  });
}

async function lockFile(): Promise<{ pid: number; port?: number; url?: string } | null> {
  try {
    return JSON.parse(await readFile(path.join(dataDir, 'pglite.lock'), 'utf8')) as { pid: number; port?: number; url?: string };
  } catch {
    return null;
  }
}

/**
 * Starts the shop and waits until its lock file says where it listens: main.ts writes that
 * right after listen, so /healthz can answer a moment before it is there.
 */
async function startShop(onPort: number): Promise<ChildProcess> {
  // A PGlite start (and, after SIGKILL, its recovery) can take a minute on a busy machine.
  const child = await startShopProcess(env, onPort, 150_000);
  for (let i = 0; i < 100 && (await lockFile())?.port !== onPort; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  return child;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-folder-lock-'));
  env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  // A migrated folder with one product: the shop then skips the demo seed (images, video) it does not need here.
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await database.migrate();
    await database.db
      .insert(products)
      .values({ name: 'Plain Tee', description: 'Cotton', pricePaise: 49_900, finalPricePaise: 49_900, category: 'upperwear', subCategory: 't-shirt' });
  } finally {
    await database.close();
  }
  port = await freePort();
  shop = await startShop(port);
}, 300_000);

afterAll(async () => {
  if (shop) await killHard(shop);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded database folder belongs to one process', () => {
  it('refuses a second npm start on the same folder at once, before building, naming the shop that holds it', async () => {
    const second = await runScript('src/server/cli/start.ts', [], { PORT: String(await freePort()), HOST: '127.0.0.1' });
    expect(second.code).toBe(1);
    expect(second.out).toContain(`in use by process ${shop!.pid} (dist/server/main.mjs`);
    expect(second.out).toContain(`the shop at http://127.0.0.1:${port}`);
    expect(second.out).not.toContain('Building the storefront');
    // The running shop still holds the folder and answers.
    expect((await lockFile())?.pid).toBe(shop!.pid);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  }, 150_000);

  it('refuses npm run seed while the shop runs, naming it', async () => {
    const seed = await runScript('src/server/cli/seed.ts', []);
    expect(seed.code).toBe(1);
    expect(seed.out).toBe(
      `The embedded database in ${path.join(dataDir, 'pglite')} is in use by process ${shop!.pid} (dist/server/main.mjs, since ${(await lockFile() as { since?: string }).since}), ` +
        `the shop at http://127.0.0.1:${port}. Only one process may open it: stop that one first.`,
    );
  }, 150_000);

  it('create-admin without PORT finds the running shop from the lock, whatever its port, and the shop sees the account', async () => {
    const created = await runScript('src/server/cli/create-admin.ts', ['--email', 'boss@example.in', '--password', 'Staff@1234', '--name', 'Shop Owner']);
    expect(created).toEqual({
      code: 0,
      out: `Created the staff account boss@example.in. It can log in at /login and open /admin. (through the shop running at http://127.0.0.1:${port})`,
    });
    const login = await httpShopper(`http://127.0.0.1:${port}`).post('/auth/login', { email: 'boss@example.in', password: 'Staff@1234' });
    expect(login.status).toBe(200);
    expect(login.body.data.user.role).toBe('staff');
  }, 150_000);

  it('takes over the lock of a shop killed with SIGKILL, and the next shop finds its data', async () => {
    const killed = shop!;
    await killHard(killed);
    shop = null;
    // The killed shop could not clean up: its lock is still there, naming a process that is gone.
    expect((await lockFile())?.pid).toBe(killed.pid);

    const nextPort = await freePort();
    shop = await startShop(nextPort);
    expect(await lockFile()).toMatchObject({ pid: shop.pid, port: nextPort, url: `http://127.0.0.1:${nextPort}` });
    const login = await httpShopper(`http://127.0.0.1:${nextPort}`).post('/auth/login', { email: 'boss@example.in', password: 'Staff@1234' });
    expect(login.body.data?.user?.role).toBe('staff');

    // create-admin follows the shop to its new port.
    const again = await runScript('src/server/cli/create-admin.ts', ['--email', 'boss@example.in']);
    expect(again).toEqual({ code: 0, out: `boss@example.in was already staff. Nothing changed. (through the shop running at http://127.0.0.1:${nextPort})` });
  }, 300_000);

  it('releases the lock on a clean shutdown', async () => {
    const running = shop!;
    expect((await lockFile())?.pid).toBe(running.pid);
    const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
    running.kill('SIGTERM');
    expect(await exited).toBe(0);
    shop = null;
    expect(await lockFile()).toBeNull();
  }, 60_000);
});
