import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { orders, products, rateLimits, users, variantSizes } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { grantStaff } from '../../src/server/services/staff/staff-accounts';
import { draftFor, stockOf, stockedLine } from './support/order-shop';
import { startHaproxy } from './support/haproxy';
import { freePort, httpShopper, killHard, startShopProcess, templateCopyFor } from './support/shop-process';
import { productForm, samplePhoto } from './staff-shop';

/**
 * Scale-out, PostgreSQL only (vite.config.ts leaves this file out of the PGlite project: an
 * embedded database belongs to one process). Two app processes on one PostgreSQL database and
 * one shared DATA_DIR (the documents folder standing for a shared volume; the S3-compatible
 * store is the other way), behind Debian's haproxy (support/haproxy.ts): round robin, no sticky
 * sessions, health checks, X-Forwarded-For. haproxy reaches the servers from 127.0.0.2 and the
 * servers trust that address (TRUST_PROXY) and nothing else; shoppers connect from other
 * loopback addresses, so each has an address of its own as on the internet.
 */

const PASSWORD = 'Chai@1234';
const PROXY_ADDRESS = '127.0.0.2';
let database: Database;
let dataDir: string;
let drop = async () => {};
let env: NodeJS.ProcessEnv;
let ports: number[] = [];
let servers: ChildProcess[] = [];
let balancer: Awaited<ReturnType<typeof startHaproxy>> | undefined;
let base = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-scale-'));
  const copy = await templateCopyFor(dataDir);
  drop = copy.drop;
  database = await openDatabase({ databaseUrl: copy.env.DATABASE_URL!, poolSize: 2 });
  env = {
    ...copy.env,
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(24).toString('hex'),
    // Mail goes nowhere reachable: the tests sign shoppers in with passwords, and order mail failing is logged only.
    SMTP_URL: 'smtp://127.0.0.1:9',
    TRUST_PROXY: PROXY_ADDRESS,
    PAYMENT_PROVIDER: 'sandbox',
    // Told to stop, a server fails haproxy's health checks for 2 s (taken out within about 1 s)
    // before it closes: closing at once dropped a checkout whose connection it had just accepted.
    SHUTDOWN_DRAIN_MS: '2000',
  };
  ports = [await freePort(), await freePort()];
  servers = await Promise.all(ports.map((port) => startShopProcess(env, port)));
  balancer = await startHaproxy([{ name: 'a', port: ports[0]! }, { name: 'b', port: ports[1]! }], PROXY_ADDRESS);
  base = balancer.base;
}, 120_000);

afterAll(async () => {
  await balancer?.stop();
  for (const server of servers) await killHard(server);
  await database?.close();
  await drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** SIGTERM, as a rolling deploy stops a server: it finishes its in-flight requests and exits. */
async function stopGently(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

let counter = 0;
async function newShopper(role: 'shopper' | 'staff' = 'shopper') {
  const email = `scale${Date.now()}${counter++}@example.in`;
  if (role === 'staff') await grantStaff(database.db, { email, password: PASSWORD, name: 'Neha Staff' });
  else await database.db.insert(users).values({ username: 'Asha', email, phone: '9876543210', address: '12 MP Nagar, Bhopal', passwordHash: await hashPassword(PASSWORD) });
  return email;
}

describe('two app servers behind haproxy', () => {
  it('balances: both servers answer', async () => {
    const client = httpShopper(base);
    const servedBy = new Set<string>();
    for (let i = 0; i < 4; i++) servedBy.add((await client.get('/banner')).headers.get('x-served-by')!);
    expect([...servedBy].sort()).toEqual(['a', 'b']);
  });

  it('a session made on one server works on the other, and a logout on the other ends it everywhere', async () => {
    const email = await newShopper();
    const onA = httpShopper(base, { 'x-route-to': 'a' });
    const login = await onA.post('/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.headers.get('x-served-by')).toBe('a');

    const onB = httpShopper(base, { 'x-route-to': 'b' });
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const verified = await onB.get('/auth/verify');
    expect(verified.headers.get('x-served-by')).toBe('b');
    expect(verified.body.data.user.email).toBe(email);
    // A write on B with the XSRF token A issued: one shared secret signs them.
    const line = await stockedLine(database.db, 50);
    expect((await onB.post('/cart/add', { productId: line.productId, variantId: line.variantId })).status).toBe(200);
    expect((await onA.get('/cart/getusercart')).body.data.products).toHaveLength(1);

    expect((await onB.post('/auth/logout')).status).toBe(200);
    const after = await onA.get('/cart/getusercart');
    expect(after.status).toBe(401);
  });

  it('rate limits count across both: login failures and requests for missing addresses', async () => {
    const email = await newShopper();
    const client = httpShopper(base, {}, { localAddress: '127.0.0.20' });
    const servedBy = new Set<string>();
    // Ten wrong passwords for one e-mail, spread over both servers (the policy allows ten per 15 minutes).
    // All ten at once: one after another, the slow-down after the third failure (250 ms more each)
    // slept 5 s; the counter is one atomic upsert, so none is lost between the servers either way.
    await client.get('/auth/verify');
    const failures = await Promise.all(Array.from({ length: 10 }, () => client.post('/auth/login', { email, password: 'Wrong@1234' })));
    for (const failed of failures) {
      expect(failed.status).toBe(401);
      servedBy.add(failed.headers.get('x-served-by')!);
    }
    expect([...servedBy].sort()).toEqual(['a', 'b']);
    for (const server of ['a', 'b']) {
      const blocked = await client.post('/auth/login', { email, password: PASSWORD }, { 'x-route-to': server });
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
    }

    // 100 requests for missing addresses a minute per client address, counted by both servers together.
    const scanner = httpShopper(base, {}, { localAddress: '127.0.0.66' });
    // Twenty at a time (as a scanner sends them): the count is one atomic upsert, so none is lost between the servers.
    const answers: number[] = [];
    for (let i = 0; i < 100; i += 20) {
      answers.push(...(await Promise.all(Array.from({ length: 20 }, async (_, j) => (await scanner.get(`/api/no-such-thing-${i + j}`)).status))));
    }
    expect(answers.filter((status) => status === 404)).toHaveLength(100);
    expect((await scanner.get('/api/one-more', { 'x-route-to': 'a' })).status).toBe(429);
    expect((await scanner.get('/api/one-more', { 'x-route-to': 'b' })).status).toBe(429);
    // The limit is per shopper address (haproxy's X-Forwarded-For, believed from haproxy only), not per balancer.
    const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, '404:ip:127.0.0.66'));
    expect(row?.count).toBe(102);
    expect((await httpShopper(base, {}, { localAddress: '127.0.0.67' }).get('/api/no-such-thing')).status).toBe(404);
  });

  it('believes X-Forwarded-For from haproxy only: a shopper cannot pick their address, through it or around it', async () => {
    const count = async (ip: string) => (await database.db.select().from(rateLimits).where(eq(rateLimits.key, `404:ip:${ip}`)))[0]?.count ?? 0;
    // Through haproxy with a forged header: haproxy appends what it saw, and the server takes that.
    const forger = httpShopper(base, { 'x-forwarded-for': '198.51.100.7' }, { localAddress: '127.0.0.30' });
    expect((await forger.get('/api/no-such-thing')).status).toBe(404);
    // Straight to an app server, from an address that is not the balancer's: the header is ignored.
    const around = httpShopper(`http://127.0.0.1:${ports[0]}`, { 'x-forwarded-for': '198.51.100.8' }, { localAddress: '127.0.0.31' });
    expect((await around.get('/api/no-such-thing')).status).toBe(404);
    expect([await count('127.0.0.30'), await count('127.0.0.31'), await count('198.51.100.7'), await count('198.51.100.8')]).toEqual([1, 1, 0, 0]);
  });

  it('a file uploaded through one server is served by the other, and a product added on one is listed by the other at once', async () => {
    const shopper = httpShopper(base, { 'x-route-to': 'a' });
    expect((await shopper.post('/auth/login', { email: await newShopper(), password: PASSWORD })).status).toBe(200);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await samplePhoto(600, 600, 'png'))], { type: 'image/png' }), 'me.png');
    const uploaded = await shopper.post('/designs/uploads', form);
    expect(uploaded.status).toBe(201);
    expect(uploaded.headers.get('x-served-by')).toBe('a');
    const { src } = uploaded.body.data as { src: string };
    const fromA = await shopper.bytes(`/document/${src}`, { 'x-route-to': 'a' });
    const fromB = await shopper.bytes(`/document/${src}`, { 'x-route-to': 'b' });
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('x-served-by')).toBe('b');
    expect(fromB.headers.get('content-type')).toBe('image/png');
    expect(fromB.body.equals(fromA.body)).toBe(true);

    // B has the new-arrivals list cached before A adds a product; LISTEN/NOTIFY drops B's cache.
    const visitor = httpShopper(base, { 'x-route-to': 'b' });
    expect((await visitor.get('/product/tags/newarrival?page=1&limit=8')).status).toBe(200);
    const staff = httpShopper(base, { 'x-route-to': 'a' });
    expect((await staff.post('/auth/login', { email: await newShopper('staff'), password: PASSWORD })).status).toBe(200);
    const name = `Scale Out Tee ${Date.now()}`;
    const created = await staff.post('/product/create', productForm({ name, images: [{ variant: 0, body: await samplePhoto(), filename: 'a.jpg' }, { variant: 1, body: await samplePhoto(), filename: 'b.jpg' }] }));
    expect(created.status).toBe(200);
    await expect
      .poll(async () => (await visitor.get('/product/tags/newarrival?page=1&limit=8')).body.data.products[0]?.name, { timeout: 5000, interval: 100 })
      .toBe(name);
    const image = created.body.data.variants[0].images[0] as string;
    const served = await visitor.bytes(`/document/${image}`);
    expect([served.status, served.headers.get('x-served-by'), served.headers.get('content-type')]).toEqual([200, 'b', 'image/webp']);
  });

  it('never oversells: concurrent cash-on-delivery orders for the last units, spread over both servers', async () => {
    const line = await stockedLine(database.db, 7, 1);
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const client = httpShopper(base);
        const email = await newShopper();
        expect((await client.post('/auth/login', { email, password: PASSWORD })).status).toBe(200);
        return { client, email };
      }),
    );
    // 24 orders of one unit each for 7 units, all at once, half through each server.
    const attempts = await Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        const { client, email } = shoppers[i % shoppers.length]!;
        return client.post('/order/cod', draftFor(line, 1, email), { 'x-route-to': i % 2 === 0 ? 'a' : 'b' });
      }),
    );
    const placed = attempts.filter((answer) => answer.status === 200);
    const refused = attempts.filter((answer) => answer.status !== 200);
    expect(placed).toHaveLength(7);
    // Both servers took part (which one wins the last units is a race: CI once saw all 7 on a).
    expect(new Set(attempts.map((answer) => answer.headers.get('x-served-by')))).toEqual(new Set(['a', 'b']));
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('Sorry, size M is out of stock.');
    }
    const [stock] = await database.db
      .select({ stock: variantSizes.stock })
      .from(variantSizes)
      .where(and(eq(variantSizes.variantId, line.variantId), eq(variantSizes.size, 'M')));
    expect(stock!.stock).toBe(0);
    const rows = await database.db.select().from(orders).where(eq(orders.variantId, line.variantId));
    expect(rows.filter((row) => row.status !== 'Cancelled').reduce((sum, row) => sum + row.quantity, 0)).toBe(7);
  });
  it('a catalogue edit on one server is shown by the other within a second (LISTEN/NOTIFY drops its cache)', async () => {
    const [product] = await database.db.select().from(products).where(and(eq(products.hidden, false), eq(products.codAvailable, true))).limit(1);
    const visitor = httpShopper(base, { 'x-route-to': 'b' });
    const page = async () => (await visitor.get(`/product/product/${product!.id}`)).body.data as { name: string; price: number };
    // B has the product page cached (the second read is from its memory).
    expect((await page()).name).toBe(product!.name);
    expect((await page()).name).toBe(product!.name);

    const staff = httpShopper(base, { 'x-route-to': 'a' });
    expect((await staff.post('/auth/login', { email: await newShopper('staff'), password: PASSWORD })).status).toBe(200);
    const name = `Rolled Out Tee ${Date.now()}`;
    const edit = {
      name,
      description: product!.description,
      price: product!.pricePaise / 100 + 1,
      discount: product!.discount,
      category: product!.category,
      subCategory: product!.subCategory,
      returnPolicy: product!.returnPolicy,
      tags: product!.tags,
      codAvailable: product!.codAvailable,
    };
    const edited = await staff.call('PUT', `/staff/products/${product!.id}`, edit);
    expect([edited.status, edited.headers.get('x-served-by')]).toEqual([200, 'a']);
    const answeredAt = performance.now();
    let shownAfter = Infinity;
    for (;;) {
      const seen = await page();
      if (seen.name === name) {
        shownAfter = performance.now() - answeredAt;
        expect(seen.price).toBe(edit.price);
        break;
      }
      if (performance.now() - answeredAt > 5000) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(shownAfter).toBeLessThan(1000);
  });

  it('a rolling restart of one server during a burst of checkouts loses no acknowledged order', async () => {
    const line = await stockedLine(database.db, 10_000, 2);
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const client = httpShopper(base, {}, { localAddress: `127.0.0.${100 + i}` });
        const email = await newShopper();
        expect((await client.post('/auth/login', { email, password: PASSWORD })).status).toBe(200);
        return { client, email };
      }),
    );
    const answers: { status: number; id?: string; by: string | null; phase: string; body?: unknown }[] = [];
    let phase = 'before';
    let stop = false;
    // Six shoppers check out one unit after another, without pause (but for a short one while a starts), until told to stop.
    const burst = Promise.all(
      shoppers.map(async ({ client, email }) => {
        while (!stop) {
          const seenPhase = phase;
          const answer = await client.post('/order/cod', draftFor(line, 1, email)).catch((error: unknown) => ({ status: 0, body: { message: String(error), cause: String((error as { cause?: unknown }).cause) }, headers: new Headers() }));
          answers.push({ status: answer.status, id: answer.body?.data?._id, by: answer.headers.get('x-served-by'), phase: seenPhase, ...(answer.status === 200 ? {} : { body: answer.body }) });
          // While a starts again, orders keep coming (to b) at a walk: flat out they took CPU from a's start on 2 cores.
          if (phase === 'a starting') await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Server a goes down gently (SIGTERM: in-flight requests finish), comes back on its port, and haproxy takes it in again.
    phase = 'restarting';
    const stopped = stopGently(servers[0]!);
    // While it drains, a tells health checks it is stopping and still serves what reaches it.
    const straightToA = `http://127.0.0.1:${ports[0]}`;
    await expect.poll(async () => (await fetch(`${straightToA}/healthz`)).status, { timeout: 1500, interval: 20 }).toBe(503);
    expect((await httpShopper(straightToA).get('/banner')).status).toBe(200);
    expect(await stopped).toBe(0);
    phase = 'a down';
    // Long enough for a few orders, and for haproxy's health checks to see it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    phase = 'a starting';
    servers[0] = await startShopProcess(env, ports[0]!);
    phase = 'a back';
    await expect
      .poll(async () => (await httpShopper(base, { 'x-route-to': 'a' }).get('/banner')).headers.get('x-served-by'), { timeout: 10_000, interval: 100 })
      .toBe('a');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    stop = true;
    await burst;

    const failed = answers.filter((answer) => answer.status !== 200);
    // haproxy's own account of every request that did not end in a 200, to tell whose side failed.
    expect(failed, balancer!.log().filter((line) => line && !/ 200 /.test(line)).slice(-40).join('\n')).toEqual([]);
    const acknowledged = answers.map((answer) => answer.id!);
    // Both served orders before the restart, b alone while a was down, and a again once back.
    const servedIn = (phase: string) => new Set(answers.filter((answer) => answer.phase === phase).map((answer) => answer.by));
    expect(servedIn('before')).toEqual(new Set(['a', 'b']));
    expect(servedIn('a down')).toEqual(new Set(['b']));
    expect(answers.some((answer) => answer.phase === 'a back' && answer.by === 'a')).toBe(true);

    const rows = await database.db.select({ id: orders.id, quantity: orders.quantity }).from(orders).where(eq(orders.variantId, line.variantId));
    const stored = new Set(rows.map((row) => row.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // Nothing placed that nobody was told of, and stock moved by exactly what was ordered.
    expect(rows).toHaveLength(acknowledged.length);
    expect(await stockOf(database.db, line)).toBe(10_000 - acknowledged.length);
  }, 120_000);
});
