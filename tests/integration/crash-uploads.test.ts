import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { documents, orders, productDetails, products, productVariants, users, variantSizes } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { grantStaff } from '../../src/server/services/staff/staff-accounts';
import { draftFor, stockedLine, type StockedLine } from './support/order-shop';
import { freePort, httpShopper, killHard, startShopProcess, templateCopyFor, type HttpShopper } from './support/shop-process';
import { productForm, samplePhoto } from './staff-shop';

/**
 * The real server process is killed with SIGKILL while staff add products (multipart, images
 * re-encoded and stored), shoppers upload their own images to the studio and place orders,
 * all at once; then it is started again on the same data. Every acknowledged order, product
 * and upload is there and whole; stock plus ordered units equals the stock before; no product
 * is half-written; every file the database points at is complete; a file left by a create
 * that never committed was never handed to anyone; temporary files are never served.
 * Runs on PGlite and on PostgreSQL.
 */

const PASSWORD = 'Chai@1234';
let dataDir: string;
let env: NodeJS.ProcessEnv;
let drop = async () => {};
let shop: ChildProcess | null = null;
let staffEmail = '';
const shopperEmails: string[] = [];
let line: StockedLine;
let stockBefore = 0;

/** The database directly; on PGlite only while no server process holds it. */
async function openDirect(): Promise<Database> {
  if (env.DATABASE_URL) return openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 2 });
  return openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-crash-uploads-'));
  const copy = await templateCopyFor(dataDir);
  drop = copy.drop;
  env = { ...copy.env, DATA_DIR: dataDir, SESSION_SECRET: randomBytes(24).toString('hex'), SMTP_URL: 'smtp://127.0.0.1:9', PAYMENT_PROVIDER: 'sandbox' };
  const database = await openDirect();
  try {
    staffEmail = `crash-staff${Date.now()}@example.in`;
    await grantStaff(database.db, { email: staffEmail, password: PASSWORD, name: 'Neha Staff' });
    const passwordHash = await hashPassword(PASSWORD);
    for (let i = 0; i < 3; i++) {
      const email = `crash-shopper${Date.now()}-${i}@example.in`;
      await database.db.insert(users).values({ username: 'Asha', email, phone: '9876543210', address: '12 MP Nagar, Bhopal', passwordHash });
      shopperEmails.push(email);
    }
    line = await stockedLine(database.db, 500);
    stockBefore = 500;
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  if (shop) await killHard(shop);
  await drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signedIn(base: string, email: string): Promise<HttpShopper> {
  const client = httpShopper(base);
  const login = await client.post('/auth/login', { email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return client;
}

describe('a crash in the middle of uploads, product creates and checkouts', () => {
  it('loses nothing acknowledged and leaves nothing half-written or reachable', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    shop = await startShopProcess(env, port);
    const staff = await signedIn(base, staffEmail);
    const shoppers = await Promise.all(shopperEmails.map((email) => signedIn(base, email)));
    const photos = [await samplePhoto(900, 1200), await samplePhoto(1000, 1250, 'png')];
    const design = await samplePhoto(800, 800, 'png');

    const acknowledged = { products: [] as { _id: string; name: string; variants: { images: string[] }[] }[], uploads: [] as string[], orders: [] as string[] };
    let dead = false;
    let made = 0;
    const addProducts = async () => {
      while (!dead) {
        const name = `Crash Tee ${made++}`;
        const form = productForm({
          name,
          images: [
            { variant: 0, body: photos[0]!, filename: 'a.jpg' },
            { variant: 0, body: photos[1]!, filename: 'b.png', type: 'image/png' },
            { variant: 1, body: photos[0]!, filename: 'c.jpg' },
          ],
        });
        const answer = await staff.post('/product/create', form).catch(() => null);
        if (answer?.status === 200) acknowledged.products.push({ ...answer.body.data, name });
      }
    };
    const uploadDesigns = async (client: HttpShopper) => {
      while (!dead) {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(design)], { type: 'image/png' }), 'me.png');
        const answer = await client.post('/designs/uploads', form).catch(() => null);
        if (answer?.status === 201) acknowledged.uploads.push(answer.body.data.src);
      }
    };
    const placeOrders = async (client: HttpShopper, email: string) => {
      while (!dead) {
        const answer = await client.post('/order/cod', draftFor(line, 1, email)).catch(() => null);
        if (answer?.status === 200) acknowledged.orders.push(answer.body.data._id);
      }
    };
    const workers = [
      addProducts(),
      addProducts(),
      ...shoppers.map((client) => uploadDesigns(client)),
      ...shoppers.map((client, i) => placeOrders(client, shopperEmails[i]!)),
    ];
    // The kill lands while every kind of request is in flight, after a few of each were acknowledged.
    const deadline = Date.now() + 60_000;
    while (acknowledged.products.length < 2 || acknowledged.uploads.length < 3 || acknowledged.orders.length < 3) {
      if (Date.now() > deadline) throw new Error(`too slow before the kill: ${JSON.stringify({ p: acknowledged.products.length, u: acknowledged.uploads.length, o: acknowledged.orders.length })}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    await killHard(shop);
    dead = true;
    await Promise.all(workers);

    shop = await startShopProcess(env, port);
    const visitor = httpShopper(base);

    // Every acknowledged product is there with every image it was answered with, served whole.
    for (const product of acknowledged.products) {
      const detail = await visitor.get(`/product/product/${product._id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data.name).toBe(product.name);
      expect(detail.body.data.variants.map((variant: { images: string[] }) => variant.images)).toEqual(product.variants.map((variant) => variant.images));
      for (const key of product.variants.flatMap((variant) => variant.images)) {
        const file = await visitor.bytes(`/document/${key}`);
        expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/webp']);
        expect((await sharp(file.body).metadata()).width).toBe(800);
      }
    }
    // Every acknowledged studio upload is served whole.
    for (const src of acknowledged.uploads) {
      const file = await visitor.bytes(`/document/${src}`);
      expect(file.status).toBe(200);
      expect((await sharp(file.body).stats()).channels.length).toBeGreaterThan(0);
    }
    // Every acknowledged order is there (each shopper sees theirs).
    const listed = new Set<string>();
    for (const email of shopperEmails) {
      const client = await signedIn(base, email);
      for (const order of (await client.get('/order/getorderbyid')).body.data as { _id: string }[]) listed.add(order._id);
    }
    for (const id of acknowledged.orders) expect(listed.has(id)).toBe(true);

    // What the files folder holds: temporary names (a write cut short) are not file names the
    // shop hands out, and the contract refuses them before any handler looks.
    const folder = path.join(dataDir, 'documents');
    const files = await readdir(folder);
    for (const temp of files.filter((name) => name.startsWith('.'))) {
      const answer = await visitor.get(`/document/${temp}`);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    await killHard(shop);
    shop = null;

    // Straight from the database, with no server holding it.
    const database = await openDirect();
    try {
      const db = database.db;
      // Stock is conserved: what is on the shelf plus what was ordered is what there was.
      const [shelf] = await db.select({ stock: variantSizes.stock }).from(variantSizes).where(and(eq(variantSizes.variantId, line.variantId), eq(variantSizes.size, 'M')));
      const placed = await db.select({ quantity: orders.quantity, status: orders.status }).from(orders).where(eq(orders.variantId, line.variantId));
      const units = placed.filter((order) => order.status !== 'Cancelled').reduce((sum, order) => sum + order.quantity, 0);
      expect(units).toBeGreaterThanOrEqual(acknowledged.orders.length);
      expect(shelf!.stock + units).toBe(stockBefore);

      // No half-written product: every product the crash run made has its details, both colours, sizes and images.
      const crashProducts = await db.select({ id: products.id }).from(products).where(like(products.name, 'Crash Tee %'));
      expect(crashProducts.length).toBeGreaterThanOrEqual(acknowledged.products.length);
      const ids = crashProducts.map((row) => row.id);
      const details = await db.select({ productId: productDetails.productId }).from(productDetails).where(inArray(productDetails.productId, ids));
      expect(new Set(details.map((row) => row.productId)).size).toBe(ids.length);
      const variants = await db.select().from(productVariants).where(inArray(productVariants.productId, ids));
      expect(variants).toHaveLength(ids.length * 2);
      const sizes = await db.select({ variantId: variantSizes.variantId }).from(variantSizes).where(inArray(variantSizes.variantId, variants.map((variant) => variant.id)));
      expect(sizes).toHaveLength(variants.length * 2);
      const referenced = variants.flatMap((variant) => variant.images);
      expect(referenced).toHaveLength(ids.length * 3);

      // Every file a product points at has its documents row and is whole on disk.
      const rows = await db.select({ key: documents.key }).from(documents).where(inArray(documents.key, referenced));
      expect(rows).toHaveLength(referenced.length);
      for (const key of referenced) expect((await sharp(await readFile(path.join(folder, key))).metadata()).format).toBe('webp');

      // A product image file nothing points at can only come from a create the crash cut off
      // before its commit: its name was never answered to anyone, so no page can reach it.
      const answered = new Set(acknowledged.products.flatMap((product) => product.variants.flatMap((variant) => variant.images)));
      const unreferenced = files.filter((name) => name.startsWith('p-') && !referenced.includes(name));
      for (const name of unreferenced) expect(answered.has(name)).toBe(false);
      // Studio uploads are whole files or absent (written under a temporary name, then renamed).
      for (const name of files.filter((file) => file.startsWith('upload-'))) expect((await sharp(await readFile(path.join(folder, name))).metadata()).format).toBe('png');
      console.log(
        `[crash-uploads] acknowledged before the kill: ${acknowledged.products.length} products, ${acknowledged.uploads.length} uploads, ${acknowledged.orders.length} orders; ` +
          `after: ${ids.length} products, ${units} units ordered, ${unreferenced.length} unreferenced product image files, ${files.filter((name) => name.startsWith('.')).length} temporary files`,
      );
    } finally {
      await database.close();
    }
  }, 180_000);
});
