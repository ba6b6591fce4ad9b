import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from '../../src/server/metrics/metrics-server';
import { signUp } from './support/accounts';
import { draftFor, startOrderShop, stockedLine, type StockedLine } from './support/order-shop';
import { startTestShop, type TestShop } from './support/test-app';

// The shop's Prometheus figures, read over real HTTP from the metrics server as
// Prometheus would, after real requests through the shop.

let shop: TestShop;
let line: StockedLine;
let server: Awaited<ReturnType<typeof startMetricsServer>>;

beforeAll(async () => {
  shop = await startOrderShop({ metrics: true });
  line = await stockedLine(shop.database.db, 50);
  server = await startMetricsServer(shop.app.metrics!.registry, 0, '127.0.0.1');
});
afterAll(async () => {
  await server?.close();
  await shop?.close();
});

async function scrape(): Promise<string> {
  const answer = await fetch(server.url);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.text();
}

/** The value of one sample (`name{labels} value`), or undefined when the figures lack it. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('counts requests by route and status, with their latency', async () => {
    const before = await scrape();
    const route = '/api/api/v1/product/tags/:tag';
    const seen = sample(before, 'shop_http_requests_total', { method: 'GET', route, status: '200' }) ?? 0;
    for (let i = 0; i < 3; i += 1) expect((await shop.app.inject({ method: 'GET', url: '/api/api/v1/product/tags/trending' })).statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, 'shop_http_requests_total', { method: 'GET', route, status: '200' })).toBe(seen + 3);
    const timed = sample(after, 'shop_http_request_duration_seconds_count', { method: 'GET', route });
    expect(timed).toBeGreaterThanOrEqual(3);
    expect(sample(after, 'shop_http_request_duration_seconds_bucket', { method: 'GET', route, le: '+Inf' })).toBe(timed);
    expect(sample(after, 'shop_http_request_duration_seconds_bucket', { method: 'GET', route, le: '10' })).toBe(timed);
    expect(after).toContain('# TYPE shop_http_request_duration_seconds histogram');
    // The first read filled the catalogue cache, the next two were answered from it.
    expect(sample(after, 'shop_catalogue_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'shop_catalogue_cache_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
  });

  it('counts orders placed and refused by payment method, and shows the mail queue', async () => {
    const { browser, email } = await signUp(shop);
    const before = await scrape();
    const placedBefore = sample(before, 'shop_orders_total', { payment_method: 'cod', outcome: 'placed' }) ?? 0;
    const refusedBefore = sample(before, 'shop_orders_total', { payment_method: 'cod', outcome: 'refused' }) ?? 0;
    expect((await browser.post('/order/cod', draftFor(line, 1, email))).status).toBe(200);
    // A total that is not the server's: refused with the reason, nothing placed.
    expect((await browser.post('/order/cod', { ...draftFor(line, 1, email), totalAmount: 1 })).status).toBe(409);
    const after = await scrape();
    expect(sample(after, 'shop_orders_total', { payment_method: 'cod', outcome: 'placed' })).toBe(placedBefore + 1);
    expect(sample(after, 'shop_orders_total', { payment_method: 'cod', outcome: 'refused' })).toBe(refusedBefore + 1);
    expect(sample(after, 'shop_mail_queue_depth')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'shop_mail_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
  });

  it("shows the render pool, the database pool on PostgreSQL and Node's event-loop lag", async () => {
    const text = await scrape();
    expect(sample(text, 'shop_render_pool_jobs', { state: 'queued' })).toBe(0);
    expect(sample(text, 'shop_render_pool_jobs', { state: 'running' })).toBe(0);
    const pool = sample(text, 'shop_db_pool_connections', { state: 'total' });
    if (shop.kind === 'postgres') expect(pool).toBeGreaterThanOrEqual(1);
    else expect(pool).toBeUndefined();
    expect(sample(text, 'shop_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'shop_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'shop_process_resident_memory_bytes')).toBeGreaterThan(50 * 1024 * 1024);
    expect(sample(text, 'shop_process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('counts answers no route gave (pages, unknown addresses) under one label', async () => {
    const label = { method: 'GET', route: 'page or not found', status: '404' };
    const before = sample(await scrape(), 'shop_http_requests_total', label) ?? 0;
    expect((await shop.app.inject({ method: 'GET', url: '/api/api/v1/no-such-thing' })).statusCode).toBe(404);
    expect(sample(await scrape(), 'shop_http_requests_total', label)).toBe(before + 1);
  });

  it('answers only GET /metrics', async () => {
    expect((await fetch(server.url.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(server.url, { method: 'POST' })).status).toBe(404);
  });
});

describe('a shop without METRICS_PORT', () => {
  it('keeps no figures', async () => {
    const plain = await startTestShop();
    try {
      expect(plain.app.metrics).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
