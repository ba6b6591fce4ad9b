import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from '../../src/server/adapters/storage/disk';
import { s3Store } from '../../src/server/adapters/storage/s3';
import type { DocumentStore } from '../../src/server/adapters/storage/store';
import { openDatabase, type Database } from '../../src/server/db/client';
import { designs, designUploads, invoices, orders, users, variantSizes } from '../../src/server/db/schema';
import { writeBackupFile } from '../../src/server/services/backups/make-backup';
import { restoreBackup, type RestoreTarget } from '../../src/server/services/backups/restore-backup';
import { verifyBackup } from '../../src/server/services/backups/verify-backup';
import { signUp } from './support/accounts';
import { draftFor, startOrderShop, stockedLine } from './support/order-shop';
import { startS3Server } from './support/s3-server';
import { adminUrl, databaseUrl } from './support/template';
import { testDocumentsFolder, type TestShop } from './support/test-app';

/**
 * The restore drill: a shop takes orders (each with its tax invoice) and a design with an
 * uploaded image, is backed up while checkouts keep coming, and the backup is restored into a
 * fresh target of the same kind (a new data folder on PGlite, a new database on PostgreSQL).
 * Everything acknowledged before the backup began is there, consistent, and every stored file
 * byte for byte. Real parts throughout: the shop's app, its database, pg_dump and pg_restore.
 */

let shop: TestShop;
let work: string;
const dropDatabases: string[] = [];
beforeAll(async () => {
  shop = await startOrderShop();
  work = await mkdtemp(path.join(os.tmpdir(), 'backup-drill-'));
});
afterAll(async () => {
  await shop?.close();
  if (work) await rm(work, { recursive: true, force: true });
  for (const name of dropDatabases) await dropPostgres(name);
});

/** A new empty PostgreSQL database beside the test's (its URL), dropped after the file. */
async function emptyPostgres(): Promise<string> {
  const testUrl = process.env.TEST_DATABASE_URL!;
  const name = `shop_restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(testUrl) });
  await admin.connect();
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  await admin.end();
  dropDatabases.push(name);
  return databaseUrl(testUrl, name);
}

async function dropPostgres(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL!) });
  await admin.connect();
  await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  await admin.end();
}

/** A fresh target of the shop's own kind, with its own documents folder. */
async function freshTarget(): Promise<RestoreTarget & { documents: string; open: () => Promise<Database> }> {
  const folder = await mkdtemp(path.join(work, 'target-'));
  const documents = path.join(folder, 'documents');
  const pgliteDir = path.join(folder, 'pglite');
  const url = shop.kind === 'postgres' ? await emptyPostgres() : undefined;
  return {
    databaseUrl: url,
    pgliteDir,
    store: diskStore(documents),
    documents,
    open: () => openDatabase(url ? { databaseUrl: url, poolSize: 2 } : { pgliteDir }),
  };
}

async function keysOf(store: DocumentStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys.sort();
}

let backupFile: string;
/** What the shop had acknowledged before the backup began. */
let acknowledged: { id: string; invoiceNumber: string }[] = [];
let uploadKey: string;
let stockAtStart: number;
let line: Awaited<ReturnType<typeof stockedLine>>;

describe('the restore drill', () => {
  it('backs the shop up while checkouts run, and the restore holds every acknowledged order, invoice and stored file', async () => {
    const db = shop.database.db;
    stockAtStart = 5000;
    line = await stockedLine(db, stockAtStart, 3);
    const { browser, email } = await signUp(shop);
    const [shopper] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));

    // A design with the shopper's own image: the image lives in the store, the design in the database.
    const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#c0ffee' } }).png().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'mine.png');
    const uploaded = await browser.request('POST', '/designs/uploads', form);
    expect(uploaded.status).toBe(201);
    uploadKey = uploaded.body.data.src as string;
    const design = { version: 1, garment: 'tshirt', color: 'black', size: 'L', sides: { front: [{ id: 'image-0', kind: 'image', src: uploadKey, x: 300, y: 300, width: 10, height: 10, rotation: 0, naturalWidth: 8, naturalHeight: 8 }], back: [] } };
    expect((await browser.post('/designs', { document: design })).status).toBe(201);

    // Orders placed (each COD order in Bhopal gets its tax invoice at once) before and while the backup runs.
    const placed: { id: string; invoiceNumber: string }[] = [];
    let checkingOut = true;
    const checkouts = Array.from({ length: 3 }, async () => {
      while (checkingOut) {
        const answer = await browser.post('/order/cod', draftFor(line));
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        placed.push({ id: answer.body.data._id, invoiceNumber: answer.body.data.invoiceNumber });
        // A shopper's pace, not a load test: the drill wants checkouts spread over the backup.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    while (placed.length < 6) await new Promise((resolve) => setTimeout(resolve, 20));
    // Every order answered so far, as the backup begins.
    acknowledged = [...placed];
    backupFile = await writeBackupFile(path.join(work, 'backups'), { database: shop.database, store: diskStore(testDocumentsFolder()), shopVersion: 'drill' });
    const duringBackup = placed.length - acknowledged.length;
    checkingOut = false;
    await Promise.all(checkouts);
    // The checkouts did run while the backup was made (else this drill proves less than it says).
    expect(duringBackup).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(6);
    for (const order of acknowledged) expect(order.invoiceNumber).toMatch(/^BT\/\d{2}-\d{2}\/\d{6}$/);

    const manifest = await verifyBackup(backupFile);
    expect(manifest.database).toBe(shop.kind);

    const target = await freshTarget();
    const restored = await restoreBackup(backupFile, target);
    expect(restored.documents).toBe(manifest.parts.length - 1);
    const copy = await target.open();
    try {
      const rows = await copy.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, acknowledged.map((order) => order.id)));
      expect(rows.map((row) => row.id).sort()).toEqual(acknowledged.map((order) => order.id).sort());
      const numbers = await copy.db.select({ number: invoices.number }).from(invoices).where(inArray(invoices.number, acknowledged.map((order) => order.invoiceNumber)));
      expect(numbers.map((row) => row.number).sort()).toEqual(acknowledged.map((order) => order.invoiceNumber).sort());
      // One snapshot: the stock it holds is the start less exactly the orders it holds on that line, and each of those has its invoice.
      const [stock] = await copy.db.select({ stock: variantSizes.stock }).from(variantSizes).where(sql`${variantSizes.variantId} = ${line.variantId} and ${variantSizes.size} = 'M'`);
      const mine = (await copy.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper!.id))).map((row) => row.id);
      // Each COD order is a checkout of its own, with one invoice.
      const invoiced = await copy.db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.userId, shopper!.id), eq(invoices.kind, 'invoice')));
      const inSnapshot = mine.length;
      expect(inSnapshot).toBeGreaterThanOrEqual(acknowledged.length);
      expect(invoiced).toHaveLength(inSnapshot);
      expect(stock!.stock).toBe(stockAtStart - inSnapshot);
      // The design and its upload are there, and the upload's file byte for byte.
      const [upload] = await copy.db.select().from(designUploads).where(eq(designUploads.key, uploadKey));
      expect(upload).toBeDefined();
      expect(await copy.db.select({ id: designs.id }).from(designs).where(sql`${designs.document}::text like ${`%${uploadKey}%`}`)).toHaveLength(1);
      // The restored database is as current as the shop's: nothing left to migrate.
      await copy.migrate();
    } finally {
      await copy.close();
    }
    const source = diskStore(testDocumentsFolder());
    const backedUp = manifest.parts.filter((part) => part.name.startsWith('documents/')).map((part) => part.name.slice('documents/'.length)).sort();
    expect(backedUp).toContain(uploadKey);
    expect(await keysOf(target.store)).toEqual(backedUp);
    for (const key of backedUp) expect((await target.store.read(key))!.equals((await source.read(key))!), key).toBe(true);
  }, 240_000);

  it('refuses a backup with one byte flipped, and writes nothing', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    const bytes = Buffer.from(await readFile(backupFile));
    bytes[Math.floor(bytes.length * 0.6)]! ^= 0x10;
    await writeFile(damaged, bytes);
    const target = await freshTarget();
    await expect(restoreBackup(damaged, target)).rejects.toThrow(/^The backup .*damaged\.tar\.gz is damaged or not a shop backup: /);
    expect(await readdir(path.dirname(target.pgliteDir))).toEqual([]);
    if (target.databaseUrl) expect(await tablesIn(target.databaseUrl)).toBe(0);
  }, 120_000);

  it('refuses to restore into a target that is not empty, or into the other kind of database', async () => {
    const target = await freshTarget();
    await restoreBackup(backupFile, target);
    const again = restoreBackup(backupFile, { ...target, store: diskStore(path.join(work, 'unused-documents')) });
    if (shop.kind === 'postgres') await expect(again).rejects.toThrow(/^The database DATABASE_URL names already has \d+ tables in its public schema: a backup restores only into an empty database/);
    else await expect(again).rejects.toThrow(`${target.pgliteDir} already holds an embedded database: a backup restores only into an empty data folder`);
    expect(await readdir(path.join(work))).not.toContain('unused-documents');

    const otherKind = shop.kind === 'postgres' ? { databaseUrl: undefined } : { databaseUrl: 'postgres://nobody@127.0.0.1:1/none' };
    const copied = path.join(work, 'copied.tar.gz');
    await copyFile(backupFile, copied);
    await expect(restoreBackup(copied, { ...target, ...otherKind, pgliteDir: path.join(work, 'other-kind') })).rejects.toThrow(/a backup restores into the kind of database it was made from/);
  }, 180_000);
});


describe('a shop whose files are in an S3-compatible bucket', () => {
  it('backs up the bucket through the store and restores the files into another bucket prefix, byte for byte', async () => {
    const s3 = await startS3Server('shop-files');
    try {
      const bucket = (prefix: string) => s3Store({ ...s3.credentials, endpoint: s3.endpoint, bucket: 'shop-files', prefix });
      const source = bucket('shop/');
      const files = { 'p-s3-1.webp': randomBytes(5000), [`upload-${'b'.repeat(100)}.png`]: randomBytes(200_000), 'x-3.pdf': Buffer.alloc(0) };
      for (const [key, body] of Object.entries(files)) await source.put(key, body);
      const file = await writeBackupFile(path.join(work, 'backups-s3'), { database: shop.database, store: source, shopVersion: 'drill' });
      const target = { ...(await freshTarget()), store: bucket('restored/') };
      const { documents } = await restoreBackup(file, target);
      expect(documents).toBe(3);
      expect(await keysOf(target.store)).toEqual(Object.keys(files).sort());
      for (const [key, body] of Object.entries(files)) expect((await target.store.read(key))!.equals(body), key).toBe(true);
    } finally {
      await s3.close();
    }
  }, 180_000);
});

async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(`select count(*) as count from information_schema.tables where table_schema = 'public'`);
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}
