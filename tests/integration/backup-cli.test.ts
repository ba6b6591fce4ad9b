import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { diskStore } from '../../src/server/adapters/storage/disk';
import { buildApp, type ShopApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { products } from '../../src/server/db/schema';
import { BACKUP_REQUEST_PATH, BACKUP_SIGNATURE_HEADER } from '../../src/server/routes/backup-request';
import { openRuntime, REPO_ROOT, type Runtime } from '../../src/server/runtime';
import { signBackupRequest } from '../../src/server/services/backups/backup-request';
import { verifyBackup } from '../../src/server/services/backups/verify-backup';
import { adminUrl, databaseUrl } from './support/template';
import { freePort, killHard, startShopProcess, templateCopyFor } from './support/shop-process';

/** A test of the embedded database's own path, registered only on the PGlite run. */
const onPglite = inject('dbKind') === 'pglite' ? it : null;

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');

/** Runs `npm run backup` or `npm run restore` as a user would (same scripts), with the shop's environment. */
function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(TSX, [path.join(REPO_ROOT, `src/server/cli/${script}.ts`), ...args], { cwd: REPO_ROOT, env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', S3_BUCKET: '', BACKUP_DIR: '', ...env }, timeout: 150_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout: stdout.trim(), stderr: stderr.trim() });
    });
  });
}

const lastLine = (text: string) => text.split('\n').at(-1)!;

let work: string;
let dataDir: string;
let env: Record<string, string>;
let drop: () => Promise<void>;
let acknowledgedMarks = 0;
let runtime: Runtime;
let app: ShopApp;
const extraDatabases: string[] = [];
const storedFiles: Record<string, Buffer> = { 'p-drill-1.webp': randomBytes(3000), 'invoice-drill-1.pdf': randomBytes(70_000) };

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'backup-cli-'));
  dataDir = path.join(work, 'shop');
  await mkdir(dataDir);
  const copy = await templateCopyFor(dataDir);
  drop = copy.drop;
  env = { DATA_DIR: dataDir, ...(copy.env as Record<string, string>) };
  // The shop as main.ts runs it: its own database, files in DATA_DIR/documents, listening, and (on PGlite) saying where in the lock file.
  const config = await loadConfig({ ...env });
  runtime = await openRuntime(config);
  for (const [key, body] of Object.entries(storedFiles)) await runtime.store.put(key, body);
  app = await buildApp({ database: runtime.database, store: runtime.store, mailer: { send: async () => {}, close: async () => {} }, secret: config.sessionSecret, secureCookies: false, webRoot: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await runtime.database.folderLock?.announce({ address: '127.0.0.1', port: (app.server.address() as { port: number }).port });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await runtime?.database.close();
  await drop?.();
  for (const name of extraDatabases) {
    const admin = new pg.Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL!) });
    await admin.connect();
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await admin.end();
  }
  if (work) await rm(work, { recursive: true, force: true });
});

/** A fresh restore target of the shop's kind: an empty data folder, and on PostgreSQL an empty database. */
async function freshTarget(): Promise<Record<string, string>> {
  const folder = await mkdtemp(path.join(work, 'target-'));
  await rm(folder, { recursive: true });
  if (!env.DATABASE_URL) return { DATA_DIR: folder };
  const name = `shop_restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL!) });
  await admin.connect();
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  await admin.end();
  extraDatabases.push(name);
  return { DATA_DIR: folder, DATABASE_URL: databaseUrl(process.env.TEST_DATABASE_URL!, name) };
}

describe('npm run backup and npm run restore, against a running shop', () => {
  let backup: string;

  it('backs up the running shop (on PGlite through it: it holds the database), prints the path last, and --verify checks it', async () => {
    // Writes go on while the command runs: numbered rows, each acknowledged before the next.
    const db = runtime.database.db;
    await db.execute(sql`create table drill_marks (n integer primary key)`);
    let writing = true;
    let written = 0;
    const writes = (async () => {
      while (writing) {
        await db.execute(sql`insert into drill_marks (n) values (${written + 1})`);
        written += 1;
        // A pace, and a turn for the event loop (PGlite answers without yielding to I/O).
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    while (written < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    acknowledgedMarks = written;
    const made = await cli('backup', [], env);
    writing = false;
    await writes;
    expect(written).toBeGreaterThan(acknowledgedMarks);
    expect(made.code, made.stderr).toBe(0);
    backup = lastLine(made.stdout);
    expect(path.dirname(backup)).toBe(path.join(dataDir, 'backups'));
    expect(path.basename(backup)).toMatch(/^shop-backup-.*\.tar\.gz$/);
    expect(made.stderr).toMatch(/^Backed up the (embedded|PostgreSQL) database and 2 stored files .*; checked against its checksums\.$/);
    // The shop served on throughout and still does.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const verified = await cli('backup', ['--verify', backup], {});
    expect(verified).toMatchObject({ code: 0, stdout: expect.stringMatching(new RegExp(`^${backup.replace(/[.]/g, '\\.')} is whole: the .* and 2 stored files`)) });
  }, 180_000);

  it('restores it into an empty target, byte for byte, and refuses to do it twice', async () => {
    const target = await freshTarget();
    const restored = await cli('restore', [backup], target);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^Restored the backup made .* with 2 stored files\. Start the shop with the same settings\.$/);
    // Every row written before the backup began is there, and no row without those before it (one snapshot).
    const copy = await openDatabase(target.DATABASE_URL ? { databaseUrl: target.DATABASE_URL, poolSize: 1 } : { pgliteDir: path.join(target.DATA_DIR!, 'pglite') });
    try {
      const result = await copy.db.execute(sql`select cast(count(*) as integer) as count, coalesce(max(n), 0) as newest from drill_marks`);
      const [marks] = (result as unknown as { rows: { count: number; newest: number }[] }).rows;
      expect(marks!.newest).toBeGreaterThanOrEqual(acknowledgedMarks);
      expect(marks!.count).toBe(marks!.newest);
    } finally {
      await copy.close();
    }
    const files = diskStore(path.join(target.DATA_DIR!, 'documents'));
    for (const [key, body] of Object.entries(storedFiles)) expect((await files.read(key))?.equals(body), key).toBe(true);
    const again = await cli('restore', [backup], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(env.DATABASE_URL ? /^The database DATABASE_URL names already has \d+ tables in its public schema/ : / already holds an embedded database: a backup restores only into an empty data folder/);
  }, 180_000);

  it('refuses a damaged backup and writes nothing; refuses the running shop as a target; says so when there is nothing to back up', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    const bytes = await readFile(backup);
    bytes[Math.floor(bytes.length / 3)]! ^= 0x04;
    await writeFile(damaged, bytes);
    const target = await freshTarget();
    const refused = await cli('restore', [damaged], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^The backup .*damaged\.tar\.gz is damaged or not a shop backup: /);
    expect(existsSync(target.DATA_DIR!)).toBe(false);
    expect((await cli('backup', ['--verify', damaged], {})).code).toBe(1);

    if (!env.DATABASE_URL) {
      const live = await cli('restore', [backup], { DATA_DIR: dataDir });
      expect(live.code).toBe(1);
      expect(live.stderr).toMatch(/^The embedded database in .* is in use by process \d+ .*: a backup restores only into a data folder no shop holds, and an empty one\.$/);
      const nothing = await cli('backup', [], { DATA_DIR: path.join(work, 'no-shop-here') });
      expect(nothing).toMatchObject({ code: 1, stderr: `There is no embedded database in ${path.join(work, 'no-shop-here')} (DATA_DIR) to back up.` });
    } else {
      const live = await cli('restore', [backup], { DATA_DIR: path.join(work, 'unused'), DATABASE_URL: env.DATABASE_URL });
      expect(live.code).toBe(1);
      expect(live.stderr).toMatch(/^The database DATABASE_URL names already has \d+ tables in its public schema/);
    }
    const usage = await cli('restore', [], {});
    expect(usage.code).toBe(1);
    expect(usage.stderr).toMatch(/^Name one backup file\.\nUsage: npm run restore -- FILE/);
  }, 180_000);

  // Only the embedded database is backed up through the shop (PostgreSQL's pg_dump needs no shop):
  // registered on PGlite alone, so the PostgreSQL run counts no skipped test.
  onPglite?.('the shop makes a backup only for a loopback caller with the session secret, and a fresh signature', async () => {
    const config = await loadConfig({ ...env });
    const now = Math.floor(Date.now() / 1000);
    const ask = (timestamp: number, secret: string, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'POST', url: BACKUP_REQUEST_PATH, remoteAddress, headers: { [BACKUP_SIGNATURE_HEADER]: signBackupRequest(secret, timestamp) }, payload: { timestamp } });
    expect((await ask(now, 'another-secret-that-is-at-least-32-characters')).statusCode).toBe(403);
    expect((await ask(now - 600, config.sessionSecret)).statusCode).toBe(403);
    expect((await ask(now, config.sessionSecret, '203.0.113.9')).statusCode).toBe(404);
    const answer = await ask(now, config.sessionSecret);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    const file = path.join(work, 'asked.tar.gz');
    await writeFile(file, answer.rawPayload);
    expect((await verifyBackup(file)).database).toBe('pglite');
  }, 120_000);
});

if (onPglite) describe('npm run backup against the shop started as npm start runs it', () => {
  let folder: string;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'backup-cli-process-'));
    await templateCopyFor(folder);
    const port = await freePort();
    // A PGlite start can take a minute on a busy machine.
    child = await startShopProcess({ DATA_DIR: folder, DATABASE_URL: '' }, port, 150_000);
    const announced = async () => (JSON.parse(await readFile(path.join(folder, 'pglite.lock'), 'utf8')) as { port?: number }).port === port;
    for (let i = 0; i < 100 && !(await announced().catch(() => false)); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  }, 300_000);
  afterAll(async () => {
    if (child) await killHard(child);
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('asks the shop process for the backup, which restores into a data folder that opens with its catalogue', async () => {
    const made = await cli('backup', [], { DATA_DIR: folder });
    expect(made.code, made.stderr).toBe(0);
    const file = lastLine(made.stdout);
    expect(file.startsWith(path.join(folder, 'backups', 'shop-backup-'))).toBe(true);
    const target = path.join(folder, 'restored');
    const restored = await cli('restore', [file], { DATA_DIR: target });
    expect(restored.code, restored.stderr).toBe(0);
    const copy = await openDatabase({ pgliteDir: path.join(target, 'pglite') });
    try {
      const [template] = (await copy.db.select({ id: products.id }).from(products).limit(1));
      expect(template).toBeDefined();
    } finally {
      await copy.close();
    }
    expect(child!.exitCode).toBeNull();
  }, 240_000);
});
