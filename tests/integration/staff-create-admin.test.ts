import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ShopApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { users } from '../../src/server/db/schema';
import { openRuntime, REPO_ROOT, type Runtime } from '../../src/server/runtime';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { Browser } from './support/browser';

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const CLI = path.join(REPO_ROOT, 'src/server/cli/create-admin.ts');

/** Runs `npm run create-admin` as a user would (same script), with the shop's environment. */
function createAdmin(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(TSX, [CLI, ...args], { cwd: REPO_ROOT, env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', ...env }, timeout: 150_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}`.trim() });
    });
  });
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'create-admin-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

describe('npm run create-admin (embedded database)', () => {
  // No shop holds the data folder, so the command opens the database itself.
  const idle = { DATA_DIR: '', PORT: '9' };

  it('creates a staff account on a stopped shop, then says it already exists', async () => {
    const env = { ...idle, DATA_DIR: dataDir };
    const created = await createAdmin(['--email', 'Owner@Example.in', '--password', 'Staff@1234', '--name', 'Shop Owner'], env);
    expect(created).toEqual({ code: 0, out: 'Created the staff account owner@example.in. It can log in at /login and open /admin.' });
    const again = await createAdmin(['--email', 'owner@example.in'], env);
    expect(again).toEqual({ code: 0, out: 'owner@example.in was already staff. Nothing changed.' });
    // Each run makes and migrates the embedded database itself: a minute apiece on a busy machine.
  }, 300_000);

  it('refuses a weak password or a missing e-mail with a message and exit code 1', async () => {
    const env = { ...idle, DATA_DIR: dataDir };
    const weak = await createAdmin(['--email', 'weak@example.in', '--password', 'short'], env);
    expect(weak.code).toBe(1);
    expect(weak.out).toBe('Password must be at least 8 characters long and contain at least one letter and one number.');
    const missing = await createAdmin(['--password', 'Staff@1234'], env);
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/^--email is required\./);
  }, 60_000);

  describe('while the shop is running on the same data folder', () => {
    let runtime: Runtime;
    let app: ShopApp;
    let port: number;
    beforeAll(async () => {
      const config = await loadConfig({ DATA_DIR: dataDir });
      runtime = await openRuntime(config);
      app = await buildApp({
        database: runtime.database,
        store: runtime.store,
        mailer: { send: async () => {}, close: async () => {} },
        secret: config.sessionSecret,
        secureCookies: false,
        webRoot: null,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as { port: number }).port;
      // As main.ts does: the data folder's lock file says where the shop listens.
      await runtime.database.folderLock!.announce({ address: '127.0.0.1', port });
    });
    afterAll(async () => {
      await app?.close();
      await runtime?.database.close();
    });

    it('promotes a shopper through the running shop (which holds the database), and their login becomes staff', async () => {
      await runtime.database.db
        .insert(users)
        .values({ username: 'Asha', email: 'asha@example.in', phone: '9876543210', address: 'Bhopal', passwordHash: await hashPassword('Chai@1234') });
      // No PORT: the command finds the shop, and its port, in the data folder's lock file.
      const promoted = await createAdmin(['--email', 'asha@example.in'], { DATA_DIR: dataDir, PORT: '' });
      expect(promoted).toEqual({ code: 0, out: `Promoted asha@example.in to staff. It can now open /admin. (through the shop running at http://127.0.0.1:${port})` });
      const [row] = await runtime.database.db.select({ role: users.role }).from(users).where(eq(users.email, 'asha@example.in'));
      expect(row?.role).toBe('staff');
      const browser = new Browser(app);
      expect((await browser.post('/auth/login', { email: 'asha@example.in', password: 'Chai@1234' })).body.data.user.role).toBe('staff');
    }, 60_000);

    it('refuses a grant signed with another secret', async () => {
      const forged = await fetch(`http://127.0.0.1:${port}/internal/staff/grant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-grant-signature': 'f'.repeat(64) },
        body: JSON.stringify({ email: 'mallory@example.in', password: 'Staff@1234', timestamp: Math.floor(Date.now() / 1000) }),
      });
      expect(forged.status).toBe(403);
      const [row] = await runtime.database.db.select().from(users).where(eq(users.email, 'mallory@example.in'));
      expect(row).toBeUndefined();
    });
  });
});
