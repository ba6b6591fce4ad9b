import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { orders, rateLimits, users, variantSizes } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { grantStaff } from '../../src/server/services/staff/staff-accounts';
import { draftFor, stockedLine } from './support/order-shop';
import { freePort, httpShopper, killHard, startShopProcess, templateCopyFor } from './support/shop-process';
import { productForm, samplePhoto } from './staff-shop';

/**
 * Scale-out, PostgreSQL only (vite.config.ts leaves this file out of the PGlite project: an
 * embedded database belongs to one process). Two app processes on one PostgreSQL database and
 * one shared DATA_DIR (the documents folder standing for a shared volume; the S3-compatible
 * store is the other way), behind a small load balancer on loopback that sends requests to
 * either in turn and, like a real one, puts the client's address in X-Forwarded-For. The app
 * servers trust it (TRUST_PROXY) and nothing else: no sticky sessions, no shared memory.
 */

const PASSWORD = 'Chai@1234';
let database: Database;
let dataDir: string;
let drop = async () => {};
let servers: ChildProcess[] = [];
let balancer: http.Server;
let base = '';

/**
 * Round robin over the app servers. A test may pin a request with `x-route-to: a|b`; the
 * balancer says which one answered in `x-served-by`, and sends `x-client-ip` (the address a
 * real balancer would see) as X-Forwarded-For.
 */
function startBalancer(ports: number[]): Promise<http.Server> {
  let next = 0;
  const server = http.createServer((request, response) => {
    const pinned = request.headers['x-route-to'];
    const index = pinned === 'a' ? 0 : pinned === 'b' ? 1 : next++ % ports.length;
    const { 'x-route-to': _route, 'x-client-ip': client, ...passed } = request.headers;
    const headers = { ...passed, 'x-forwarded-for': String(client ?? request.socket.remoteAddress), 'x-forwarded-proto': 'http' };
    const upstream = http.request({ host: '127.0.0.1', port: ports[index], method: request.method, path: request.url, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': index === 0 ? 'a' : 'b' });
      answer.pipe(response);
    });
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-scale-'));
  const copy = await templateCopyFor(dataDir);
  drop = copy.drop;
  database = await openDatabase({ databaseUrl: copy.env.DATABASE_URL!, poolSize: 2 });
  const env = {
    ...copy.env,
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(24).toString('hex'),
    // Mail goes nowhere reachable: the tests sign shoppers in with passwords, and order mail failing is logged only.
    SMTP_URL: 'smtp://127.0.0.1:9',
    TRUST_PROXY: '127.0.0.1',
    PAYMENT_PROVIDER: 'sandbox',
  };
  const ports = [await freePort(), await freePort()];
  servers = await Promise.all(ports.map((port) => startShopProcess(env, port)));
  balancer = await startBalancer(ports);
  base = `http://127.0.0.1:${(balancer.address() as { port: number }).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => balancer?.close(resolve));
  for (const server of servers) await killHard(server);
  await database?.close();
  await drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

let counter = 0;
async function newShopper(role: 'shopper' | 'staff' = 'shopper') {
  const email = `scale${Date.now()}${counter++}@example.in`;
  if (role === 'staff') await grantStaff(database.db, { email, password: PASSWORD, name: 'Neha Staff' });
  else await database.db.insert(users).values({ username: 'Asha', email, phone: '9876543210', address: '12 MP Nagar, Bhopal', passwordHash: await hashPassword(PASSWORD) });
  return email;
}

describe('two app servers behind a load balancer', () => {
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
    const client = httpShopper(base, { 'x-client-ip': '203.0.113.20' });
    const servedBy = new Set<string>();
    // Ten wrong passwords for one e-mail, spread over both servers (the policy allows ten per 15 minutes).
    for (let i = 0; i < 10; i++) {
      const failed = await client.post('/auth/login', { email, password: 'Wrong@1234' });
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
    const scanner = httpShopper(base, { 'x-client-ip': '198.51.100.66' });
    const answers = [];
    for (let i = 0; i < 100; i++) answers.push((await scanner.get(`/api/no-such-thing-${i}`)).status);
    expect(answers.every((status) => status === 404)).toBe(true);
    expect((await scanner.get('/api/one-more', { 'x-route-to': 'a' })).status).toBe(429);
    expect((await scanner.get('/api/one-more', { 'x-route-to': 'b' })).status).toBe(429);
    // The limit is per shopper address (TRUST_PROXY reads it from the balancer), not per balancer.
    const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, '404:ip:198.51.100.66'));
    expect(row?.count).toBe(102);
    expect((await httpShopper(base, { 'x-client-ip': '198.51.100.67' }).get('/api/no-such-thing')).status).toBe(404);
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
    expect(new Set(placed.map((answer) => answer.headers.get('x-served-by')))).toEqual(new Set(['a', 'b']));
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
});
