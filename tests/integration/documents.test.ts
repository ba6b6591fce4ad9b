import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, testDocumentsFolder, type TestShop } from './support/test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const API = '/api/api/v1';

describe('GET /document/{file}', () => {
  it('serves a seeded image with its type read from its bytes and immutable caching', async () => {
    const { body } = await shop.app.inject({ method: 'GET', url: `${API}/product/tags/newarrival?limit=1` }).then((r) => ({ body: r.json() }));
    const image = body.data.products[0].images[0] as string;
    const response = await shop.app.inject({ method: 'GET', url: `${API}/document/${image}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('serves graphics as PNG or WebP by content, whatever the name says', async () => {
    const graphic = readdirSync(testDocumentsFolder()).find((name) => name.startsWith('graphic-'));
    expect(graphic).toBeDefined();
    const response = await shop.app.inject({ method: 'GET', url: `${API}/document/${graphic}` });
    expect(response.statusCode).toBe(200);
    expect(['image/png', 'image/webp']).toContain(response.headers['content-type']);
  });

  it('serves a narrower WebP copy for ?w=, made once and then read from the store', async () => {
    const { body } = await shop.app.inject({ method: 'GET', url: `${API}/product/tags/newarrival?limit=1` }).then((r) => ({ body: r.json() }));
    const image = body.data.products[0].images[0] as string;
    const original = await shop.app.inject({ method: 'GET', url: `${API}/document/${image}` });
    const originalWidth = (await sharp(original.rawPayload).metadata()).width!;
    expect(originalWidth).toBeGreaterThan(320);
    // The store is shared by this file's runs: start without the copy, so that this run makes it.
    const kept = path.join(testDocumentsFolder(), image.replace(/\.[a-z0-9]+$/, '__w320.webp'));
    rmSync(kept, { force: true });

    const first = await shop.app.inject({ method: 'GET', url: `${API}/document/${image}?w=320` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.etag).not.toBe(original.headers.etag);
    const metadata = await sharp(first.rawPayload).metadata();
    expect(metadata.width).toBe(320);
    expect(first.rawPayload.length).toBeLessThan(original.rawPayload.length);
    expect(existsSync(kept)).toBe(true);

    const again = await shop.app.inject({ method: 'GET', url: `${API}/document/${image}?w=320` });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('sends an image already narrower than ?w= as it is', async () => {
    const { body } = await shop.app.inject({ method: 'GET', url: `${API}/product/tags/newarrival?limit=1` }).then((r) => ({ body: r.json() }));
    const image = body.data.products[0].images[0] as string;
    const original = await shop.app.inject({ method: 'GET', url: `${API}/document/${image}` });
    const response = await shop.app.inject({ method: 'GET', url: `${API}/document/${image}?w=1280` });
    const width = (await sharp(original.rawPayload).metadata()).width!;
    if (width <= 1280) expect(response.rawPayload.equals(original.rawPayload)).toBe(true);
    else expect((await sharp(response.rawPayload).metadata()).width).toBe(1280);
  });

  it.each(['333', '0', '-480', 'big', '480.5'])('refuses a width that is not on the list: w=%s', async (w) => {
    const response = await shop.app.inject({ method: 'GET', url: `${API}/document/missing-file.webp?w=${w}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('answers a byte range with 206 and Content-Range (Safari plays video this way), and 416 past the end', async () => {
    const { body } = await shop.app.inject({ method: 'GET', url: `${API}/product/tags/newarrival?limit=1` }).then((r) => ({ body: r.json() }));
    const image = body.data.products[0].images[0] as string;
    const url = `${API}/document/${image}`;
    const whole = await shop.app.inject({ method: 'GET', url });
    const size = whole.rawPayload.length;
    expect(whole.headers['accept-ranges']).toBe('bytes');

    const first = await shop.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);

    const rest = await shop.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-' } });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 100-${size - 1}/${size}`);
    expect(rest.rawPayload.equals(whole.rawPayload.subarray(100))).toBe(true);

    const tail = await shop.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);

    const past = await shop.app.inject({ method: 'GET', url, headers: { range: `bytes=${size}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expect(past.json()).toMatchObject({ success: false, code: 'RANGE_NOT_SATISFIABLE' });

    // Several ranges, another unit or nonsense: the whole file, as HTTP allows.
    for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=abc']) {
      const answer = await shop.app.inject({ method: 'GET', url, headers: { range } });
      expect(answer.statusCode, range).toBe(200);
      expect(answer.rawPayload.length).toBe(size);
    }
  });

  it('answers 404 for a missing file', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `${API}/document/missing-file.webp` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'No such file.', code: 'NOT_FOUND' });
  });

  it.each(['..%2F..%2Fpackage.json', '%2E%2E%2Fsession-secret', '.env', 'a%00.webp', '..%5C..%5Cwin.ini', 'x'.repeat(200) + '.png'])(
    'never walks out of the store: %s',
    async (file) => {
      const response = await shop.app.inject({ method: 'GET', url: `${API}/document/${file}` });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json().success).toBe(false);
    },
  );
});

describe('storefront fallback without a build', () => {
  it('says the storefront is not built instead of a blank page', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/new-arrivals', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/npm run build/);
  });

  it('answers /healthz', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
