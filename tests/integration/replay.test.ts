import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../src/server/adapters/mail/smtp';
import { diskStore } from '../../src/server/adapters/storage/disk';
import { buildApp, type AppDeps, type ShopApp } from '../../src/server/app';
import type { Mailer } from '../../src/server/adapters/mail/mailer';
import type { Database } from '../../src/server/db/client';
import { ensureStorefrontBuilt } from '../../src/server/cli/storefront-build';
import { products } from '../../src/server/db/schema';
import { securityHeaderSet } from '../../src/server/plugins/headers';
import { WEB_ROOT } from '../../src/server/runtime';
import { listProducts } from '../../src/server/services/catalogue/queries';
import { signUp } from './support/accounts';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { TEST_AUTH_POLICY, TEST_SECRET, openTestDatabase, testDocumentsFolder, type TestShop } from './support/test-app';

// Kept answers replayed before Fastify (src/server/plugins/replay.ts): only a listening server has
// them (app.inject() does not pass through it), so this file talks to one over a socket and counts
// the requests that reach Fastify's pipeline.
let app: ShopApp;
let base: string;
let shop: TestShop;
let reachedFastify = 0;
let closeAll: () => Promise<void>;

/** The shop with the storefront build, as main.ts wires it (`logger`: Fastify's, off unless given). */
function shopOn(database: Database, mailer: Mailer, logger?: AppDeps['logger']): Promise<ShopApp> {
  return buildApp({
    database,
    store: diskStore(testDocumentsFolder()),
    mailer,
    authPolicy: TEST_AUTH_POLICY,
    secret: TEST_SECRET,
    secureCookies: false,
    webRoot: WEB_ROOT,
    paymentSweepMs: 0,
    ...(logger ? { logger } : {}),
  });
}

beforeAll(async () => {
  expect(ensureStorefrontBuilt()).toBe(true);
  const { database, drop } = await openTestDatabase();
  const mail: MailCatcher = await startMailCatcher();
  const mailer = smtpMailer(mail.url);
  app = await shopOn(database, mailer);
  app.addHook('onRequest', (_request, _reply, done) => {
    reachedFastify += 1;
    done();
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  shop = { app, database, kind: database.kind, mail, contractViolations: [], close: async () => {} };
  closeAll = async () => {
    await app.close();
    await mailer.close();
    await mail.close();
    await database.close();
    await drop();
  };
}, 300_000);
afterAll(async () => {
  await closeAll?.();
});

/** One GET over the socket: status, headers (without Date) and body bytes. */
async function get(url: string, headers: Record<string, string> = {}) {
  const before = reachedFastify;
  const response = await fetch(`${base}${url}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const all = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers: all, body, fullPath: reachedFastify > before, setCookie: response.headers.getSetCookie() };
}

async function firstProduct() {
  const card = (await listProducts(app.orders.db, { tag: 'newarrival' }, 1, 8)).products[0]!;
  return { id: card._id, page: `/display/${card._id}/${card.variantId}` };
}

const asBrowser = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

describe('a catalogue read', () => {
  it('is replayed byte for byte, security headers included, until the catalogue changes', async () => {
    const { id } = await firstProduct();
    const url = `/api/api/v1/product/product/${id}`;
    const first = await get(url);
    const replayed = await get(url);
    expect(first.fullPath).toBe(true);
    expect(replayed.fullPath).toBe(false);
    expect(replayed.status).toBe(200);
    expect(replayed.body.equals(first.body)).toBe(true);
    expect(replayed.headers).toEqual(first.headers);
    for (const [name, value] of Object.entries(securityHeaderSet({ https: false }))) expect(replayed.headers[name]).toBe(value);
    // A catalogue read takes no XSRF cookie, replayed or not.
    expect(replayed.setCookie).toEqual([]);

    // A row changed behind the shop's back is not seen (as with the catalogue cache) until a write announces it.
    await shop.database.db.update(products).set({ name: 'Replayed Renamed Tee' }).where(eq(products.id, id));
    expect(JSON.parse((await get(url)).body.toString()).data.name).not.toBe('Replayed Renamed Tee');
    await app.catalogueCache.productsChanged([id]);
    const after = await get(url);
    expect(after.fullPath).toBe(true);
    expect(JSON.parse(after.body.toString()).data.name).toBe('Replayed Renamed Tee');
  });

  it('is kept per Accept-Encoding, compressed as the full path compressed it', async () => {
    const url = '/api/api/v1/product/tags/newarrival?page=1&limit=8';
    // fetch asks for gzip unless told otherwise.
    const plain = [await get(url, { 'accept-encoding': 'identity' }), await get(url, { 'accept-encoding': 'identity' })];
    const brotli = [await get(url, { 'accept-encoding': 'br' }), await get(url, { 'accept-encoding': 'br' })];
    expect(plain.map((answer) => answer.fullPath)).toEqual([true, false]);
    expect(brotli.map((answer) => answer.fullPath)).toEqual([true, false]);
    // fetch decodes the brotli body: the same JSON as the identity answer.
    expect(brotli[1]!.body.equals(plain[1]!.body)).toBe(true);
    expect(brotli[1]!.headers['content-encoding']).toBe('br');
    expect(plain[1]!.headers['content-encoding']).toBeUndefined();
  });

  it('is never kept when it is not a 200 (an unknown product), nor replayed to a conditional request', async () => {
    const missing = '/api/api/v1/product/product/00000000-0000-4000-8000-000000000000';
    const answers = [await get(missing), await get(missing)];
    expect(answers.map((answer) => [answer.status, answer.fullPath])).toEqual([
      [404, true],
      [404, true],
    ]);
    const { id } = await firstProduct();
    const url = `/api/api/v1/product/product/${id}`;
    await get(url);
    expect((await get(url, { 'if-none-match': '"x"' })).fullPath).toBe(true);
  });
});

describe("a visitor's page", () => {
  it('is replayed with a fresh XSRF cookie, or none when the browser holds a valid one, as the full path gives it', async () => {
    const { page } = await firstProduct();
    const first = await get(page, asBrowser);
    const kept = await get(page, asBrowser);
    const replayed = await get(page, asBrowser);
    expect(first.status).toBe(200);
    expect([kept.fullPath, replayed.fullPath]).toEqual([true, false]);
    expect(replayed.body.equals(kept.body)).toBe(true);
    const { 'set-cookie': _kept, ...keptHeaders } = kept.headers;
    const { 'set-cookie': _replayed, ...replayedHeaders } = replayed.headers;
    expect(replayedHeaders).toEqual(keptHeaders);
    // A new token each time, in the same form as the security hook's.
    const shape = /^XSRF-TOKEN=[\w-]{24}\.[\w-]{43}; Path=\/; SameSite=Lax$/;
    expect(kept.setCookie[0]).toMatch(shape);
    expect(replayed.setCookie[0]).toMatch(shape);
    expect(replayed.setCookie[0]).not.toBe(kept.setCookie[0]);
    const token = /^XSRF-TOKEN=([^;]+)/.exec(replayed.setCookie[0]!)![1]!;
    const holding = await get(page, { ...asBrowser, cookie: `XSRF-TOKEN=${token}` });
    expect(holding.fullPath).toBe(false);
    expect(holding.setCookie).toEqual([]);
    const forged = await get(page, { ...asBrowser, cookie: `XSRF-TOKEN=${token.slice(0, -2)}xx` });
    expect(forged.fullPath).toBe(false);
    expect(forged.setCookie[0]).toMatch(shape);
  });

  it("is never replayed to a signed-in shopper, whose page is their own", async () => {
    const { page } = await firstProduct();
    await get(page, asBrowser);
    await get(page, asBrowser);
    expect((await get(page, asBrowser)).fullPath).toBe(false);
    const { browser } = await signUp(shop);
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const mine = await get(page, { ...asBrowser, cookie });
    expect(mine.fullPath).toBe(true);
    expect(mine.headers['cache-control']).toBe('private, no-store');
  });

  it('is dropped with the catalogue: an edited name is in the next page', async () => {
    const { id, page } = await firstProduct();
    await get(page, asBrowser);
    await get(page, asBrowser);
    expect((await get(page, asBrowser)).fullPath).toBe(false);
    await shop.database.db.update(products).set({ name: 'Page Renamed Tee' }).where(eq(products.id, id));
    await app.catalogueCache.changed();
    const next = await get(page, { accept: 'text/html' });
    expect(next.fullPath).toBe(true);
    expect(next.body.toString()).toContain('Page Renamed Tee');
  });
});

describe('with every request logged (LOG_LEVEL info, the default of npm start)', () => {
  it('replays, and logs each replayed answer as a completed request', async () => {
    const lines: string[] = [];
    const logged = await shopOn(shop.database, smtpMailer(shop.mail.url), { level: 'info', stream: { write: (line: string) => lines.push(line) } });
    let reached = 0;
    logged.addHook('onRequest', (_request, _reply, done) => {
      reached += 1;
      done();
    });
    try {
      const at = await logged.listen({ port: 0, host: '127.0.0.1' });
      const { id } = await firstProduct();
      const url = `/api/api/v1/product/product/${id}`;
      for (let i = 0; i < 3; i++) expect((await fetch(`${at}${url}`)).status).toBe(200);
      // The first answer is kept by the full path, the next two are replayed without reaching it.
      expect(reached).toBe(1);
      const completed = lines
        .map((line) => JSON.parse(line) as { msg: string; replayed?: boolean; req?: { method: string; url: string }; res: { statusCode: number } })
        .filter((record) => record.msg === 'request completed');
      expect(completed).toHaveLength(3);
      expect(completed.filter((record) => record.replayed === true).map((record) => [record.req?.method, record.req?.url, record.res.statusCode])).toEqual([
        ['GET', url, 200],
        ['GET', url, 200],
      ]);
    } finally {
      await logged.close();
    }
  });
});
