import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../src/server/adapters/mail/smtp';
import { diskStore } from '../../src/server/adapters/storage/disk';
import { buildApp, type ShopApp } from '../../src/server/app';
import { rateLimits, sandboxGatewayPayments } from '../../src/server/db/schema';
import { SANDBOX_FORM_COOKIE, SANDBOX_FORM_EXPIRED } from '../../src/server/routes/sandbox-gateway';
import { pruneExpiredHits } from '../../src/server/services/auth/rate-limit';
import { signUp } from './support/accounts';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { draftFor, startOrderShop, stockedLine } from './support/order-shop';
import { openSandboxPage } from './support/sandbox-gateway';
import { TEST_SECRET, openTestDatabase, testDocumentsFolder, type TestShop } from './support/test-app';

/** Headers and transport: helmet's headers and CSP, HSTS on https only, body limits, 404 limits, timeouts. */

interface Built {
  app: ShopApp;
  db: TestShop['database']['db'];
  close(): Promise<void>;
}

let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(async () => mail?.close());

/** The shop on its own database with the transport settings a test chooses. */
async function build(options: { secureCookies?: boolean; trustProxy?: boolean; notFoundLimit?: { max: number; windowSeconds: number } } = {}): Promise<Built> {
  const { database, drop } = await openTestDatabase();
  const mailer = smtpMailer(mail.url);
  const app = await buildApp({
    database,
    store: diskStore(testDocumentsFolder()),
    mailer,
    secret: TEST_SECRET,
    secureCookies: options.secureCookies ?? false,
    webRoot: null,
    paymentSweepMs: 0,
    trustProxy: options.trustProxy ?? false,
    ...(options.notFoundLimit ? { notFoundLimit: options.notFoundLimit } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await mailer.close();
      await database.close();
      await drop();
    },
  };
}

const directives = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? '').split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  ) as Record<string, string[]>;

describe('security headers on plain http', () => {
  let shop: Built;
  beforeAll(async () => {
    shop = await build();
  });
  afterAll(async () => shop?.close());

  it('sends a strict Content-Security-Policy and the other helmet headers on pages, API answers and errors', async () => {
    for (const url of ['/healthz', '/api/api/v1/product/tags/newarrival?page=1&limit=2', '/api/api/v1/no-such-thing']) {
      const response = await shop.app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy'] as string);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['style-src']).toEqual(["'self'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
      expect(JSON.stringify(csp)).not.toContain('unsafe');
      expect(response.headers).toMatchObject({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
      // HSTS on http would be ignored by browsers and is a promise nobody made: only with an https PUBLIC_URL.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers a JSON body over 1 MB with 413 and the error envelope', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.in', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('bounds how long a request may take to arrive and how long a socket may idle', () => {
    // The Node server the shop listens with: a slow client is cut off instead of holding a socket for ever.
    expect(shop.app.server.requestTimeout).toBe(300_000);
    expect(shop.app.server.headersTimeout).toBeLessThanOrEqual(60_000);
    expect(shop.app.server.timeout).toBe(60_000);
    expect(shop.app.server.keepAliveTimeout).toBeGreaterThan(60_000);
  });

  it('prunes rate-limit counters whose window has ended and keeps live ones', async () => {
    await shop.db.insert(rateLimits).values([
      { key: 'test:ended', count: 5, windowEndsAt: sql`now() - interval '1 minute'` },
      { key: 'test:live', count: 5, windowEndsAt: sql`now() + interval '1 minute'` },
    ]);
    expect(await pruneExpiredHits(shop.db)).toBeGreaterThanOrEqual(1);
    const keys = (await shop.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('test:live');
    expect(keys).not.toContain('test:ended');
  });
});

describe('security headers on https', () => {
  it('adds HSTS for a year and upgrades stray http:// subresources', async () => {
    const shop = await build({ secureCookies: true });
    try {
      const response = await shop.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directives(response.headers['content-security-policy'] as string)['upgrade-insecure-requests']).toEqual([]);
    } finally {
      await shop.close();
    }
  });
});

describe('requests for addresses that do not exist', () => {
  let shop: Built;
  beforeAll(async () => {
    shop = await build({ notFoundLimit: { max: 3, windowSeconds: 60 }, trustProxy: true });
  });
  afterAll(async () => shop?.close());

  const probe = (url: string, ip: string, accept = 'application/json') =>
    shop.app.inject({ method: 'GET', url, headers: { accept, 'x-forwarded-for': ip } });

  it('are limited per client address in the database, and the limit leaves real routes and storefront pages alone', async () => {
    for (const path of ['/wp-admin', '/.env', '/api/api/v1/nothing']) {
      const response = await probe(path, '203.0.113.7');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const refused = await probe('/phpmyadmin', '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Too many requests for addresses that do not exist. Please try again later.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The count lives in the shared database (every app server counts together), keyed by the shopper's address.
    const [row] = await shop.db.select().from(rateLimits).where(eq(rateLimits.key, '404:ip:203.0.113.7'));
    expect(row?.count).toBe(4);

    // Another client (told apart through X-Forwarded-For, since TRUST_PROXY is on) is not affected.
    expect((await probe('/wp-admin', '198.51.100.9')).statusCode).toBe(404);
    // Routes that exist and storefront deep links (answered by the page fallback) never count.
    expect((await probe('/healthz', '203.0.113.7')).statusCode).toBe(200);
    expect((await probe('/display/some-product', '203.0.113.7', 'text/html')).statusCode).toBe(503);
    const [after] = await shop.db.select().from(rateLimits).where(eq(rateLimits.key, '404:ip:203.0.113.7'));
    expect(after?.count).toBe(4);
  });
});

describe('the sandbox payment page', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startOrderShop();
  });
  afterAll(async () => shop?.close());

  async function startPayment() {
    const line = await stockedLine(shop.database.db, 20);
    const { browser, email } = await signUp(shop);
    const started = await browser.post('/order/payment', draftFor(line, 1, email));
    expect(started.status).toBe(200);
    return started.body.data as { redirectUrl: string; transactionId: string };
  }
  const stateOf = async (transactionId: string) =>
    (await shop.database.db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.transactionId, transactionId)))[0]!.state;
  const post = (url: string, body: Record<string, string>, cookie = '') =>
    shop.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams(body).toString(),
    });

  it('allows its one inline style by hash, not with unsafe-inline', async () => {
    const { redirectUrl } = await startPayment();
    const { response } = await openSandboxPage(shop.app, redirectUrl);
    const style = /<style>([\s\S]*?)<\/style>/.exec(response.body)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp['style-src']).toEqual([`'sha256-${hash}'`]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(response.body).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  });

  it('refuses a Pay, Fail or Cancel posted without the form token, with another browser\'s, or for another payment', async () => {
    const first = await startPayment();
    const second = await startPayment();
    const tab = await openSandboxPage(shop.app, first.redirectUrl);
    const otherTab = await openSandboxPage(shop.app, second.redirectUrl);
    expect(tab.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const forged = [
      post(first.redirectUrl, { decision: 'pay' }),
      post(first.redirectUrl, { decision: 'cancel', token: tab.token }),
      post(first.redirectUrl, { decision: 'fail', token: 'x'.repeat(43) }, `${SANDBOX_FORM_COOKIE}=${tab.nonce}`),
      post(first.redirectUrl, { decision: 'pay', token: otherTab.token }, `${SANDBOX_FORM_COOKIE}=${otherTab.nonce}`),
      post(first.redirectUrl, { decision: 'pay', token: tab.token }, `${SANDBOX_FORM_COOKIE}=${'A'.repeat(24)}`),
    ];
    for (const response of await Promise.all(forged)) {
      expect(response.statusCode).toBe(403);
      expect(response.body).toBe(SANDBOX_FORM_EXPIRED);
    }
    expect(await stateOf(first.transactionId)).toBe('PENDING');

    const pressed = await tab.press('fail');
    expect(pressed.statusCode).toBe(303);
    expect(await stateOf(first.transactionId)).toBe('FAILED');
    expect(await stateOf(second.transactionId)).toBe('PENDING');
  });
});
