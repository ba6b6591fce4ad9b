import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { banners, products, reviews } from '../../src/server/db/schema';
import { encodeForm } from '../fuzz/multipart';
import type { Browser } from './support/browser';
import { samplePhoto, signedIn, startStaffShop, type StaffShop } from './staff-shop';

/** The defects `npm run fuzz` found, each pinned by the request that showed it. */

let shop: StaffShop;
let staff: Browser;
let shopper: Browser;
beforeAll(async () => {
  shop = await startStaffShop();
  staff = await signedIn(shop.app, shop.database, 'staff');
  shopper = await signedIn(shop.app, shop.database, 'shopper');
});
afterAll(async () => shop?.close());

const envelope = { success: false, message: expect.any(String), code: expect.any(String) };

/** A raw request as Node's HTTP client sends it, to a listening copy of the shop. */
function rawRequest(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('what the router and the HTTP parser refuse carries the error envelope', () => {
  it('an undecodable %-sequence in a path is a 400 with the envelope (was Fastify\'s own body)', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/api/api/v1/product/product/%E0%A4%A' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ ...envelope, code: 'BAD_REQUEST', message: 'The address is not valid (it has a broken %-encoding).' });
  });

  it('a path segment past the router\'s limit is a 414 with the envelope', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: `/api/api/v1/product/subcategory/${'a'.repeat(600)}/upperwear` });
    expect(answer.statusCode).toBe(414);
    expect(answer.json()).toEqual({ ...envelope, code: 'BAD_REQUEST', message: 'A part of the address is too long.' });
  });

  it('headers too large for Node\'s parser get a 431 with the envelope, over real HTTP', async () => {
    await shop.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = shop.app.server.address() as AddressInfo;
    const answer = await rawRequest(port, `/api/api/v1/banner?q=${'x'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ ...envelope, code: 'BAD_REQUEST' });
    // The server still answers the next one.
    expect((await rawRequest(port, '/api/api/v1/banner')).status).toBe(200);
  });
});

describe('a write whose operation takes no body refuses one', () => {
  it('logout with a JSON or form body is a 400 and the session lives on (was: logged out)', async () => {
    const browser = await signedIn(shop.app, shop.database, 'shopper');
    const json = await browser.request('POST', '/auth/logout', JSON.stringify({ a: 1 }), { 'content-type': 'application/json' });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ ...envelope, message: 'This call takes no request body.' });
    const form = encodeForm([{ name: 'a', value: '1' }]);
    const multipart = await browser.request('POST', '/auth/logout', form.body, { 'content-type': form.contentType });
    expect(multipart.status).toBe(400);
    expect((await browser.get('/auth/verify')).status).toBe(200);
    expect((await browser.post('/auth/logout')).status).toBe(200);
  });

  it('DELETE of a banner with a form body is a 400 and the banner stays (was: deleted)', async () => {
    const [banner] = await shop.database.db.select({ id: banners.id }).from(banners).limit(1);
    const form = encodeForm([{ name: 'x', value: 'y' }]);
    const answer = await staff.request('DELETE', `/staff/banners/${banner!.id}`, form.body, { 'content-type': form.contentType });
    expect(answer.status).toBe(400);
    const left = await shop.database.db.select({ id: banners.id }).from(banners);
    expect(left.map((row) => row.id)).toContain(banner!.id);
  });
});

describe('a malformed upload form is a 400, not a 500', () => {
  it('a banner form cut off half-way leaves no banner and no file', async () => {
    const before = await shop.database.db.select({ id: banners.id }).from(banners);
    const form = encodeForm([
      { name: 'alt', value: 'Festive drop' },
      { name: 'image', filename: 'banner.jpg', type: 'image/jpeg', bytes: await samplePhoto(1600, 640) },
    ]);
    for (const body of [form.body.subarray(0, form.body.length / 2), Buffer.from('hello, not a form')]) {
      const answer = await staff.request('POST', '/staff/banners', body, { 'content-type': form.contentType });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ ...envelope, code: 'BAD_REQUEST' });
    }
    const other = await staff.request('POST', '/staff/banners', form.body, { 'content-type': 'multipart/form-data; boundary=other' });
    expect(other.status).toBe(400);
    expect(await shop.database.db.select({ id: banners.id }).from(banners)).toHaveLength(before.length);
    expect(await shop.files()).toEqual([]);
  });

  it('a studio upload form cut off half-way is a 400', async () => {
    const form = encodeForm([{ name: 'image', filename: 'art.png', type: 'image/png', bytes: await samplePhoto(400, 400, 'png') }]);
    const answer = await shopper.request('POST', '/designs/uploads', form.body.subarray(0, 200), { 'content-type': form.contentType });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ ...envelope, message: 'The image could not be read. Please try another file.' });
    expect(await shop.files()).toEqual([]);
  });
});

describe('an SVG that declares entities is refused at once', () => {
  it('a "billion laughs" SVG gets a 400 in well under a second (it hung the upload for minutes)', async () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">' +
      '<!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&d;&d;&d;&d;</text></svg>';
    const form = encodeForm([{ name: 'image', filename: 'art.svg', type: 'image/svg+xml', bytes: Buffer.from(bomb) }]);
    const started = Date.now();
    const answer = await shopper.request('POST', '/designs/uploads', form.body, { 'content-type': form.contentType });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('SVG files that declare entities (<!ENTITY>) are not accepted. Please export the SVG again or upload a PNG.');
    expect(await shop.files()).toEqual([]);
  });

  it('a plain SVG is still taken', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="100" fill="#e4572e"/></svg>';
    const form = encodeForm([{ name: 'image', filename: 'art.svg', type: 'image/svg+xml', bytes: Buffer.from(svg) }]);
    const answer = await shopper.request('POST', '/designs/uploads', form.body, { 'content-type': form.contentType });
    expect(answer.status).toBe(201);
  });
});

describe('text holding U+0000 (which PostgreSQL cannot store) is a 400, not a 500', () => {
  const nul = { ...envelope, code: 'BAD_REQUEST', message: 'Text must not contain the NUL character (U+0000).' };

  it('in a JSON body, a query or a path, refused at the door', async () => {
    const [product] = await shop.database.db.select({ id: products.id }).from(products).limit(1);
    const review = await shopper.post(`/product/${product!.id}/addreview`, { rating: 3, comment: 'nul \u0000 here' });
    expect(review.status).toBe(400);
    expect(review.body).toEqual(nul);
    expect(await shop.database.db.select().from(reviews).where(eq(reviews.comment, 'nul \u0000 here')).catch(() => [])).toEqual([]);
    expect((await shopper.post('/otp/forgot-password', { email: 'nul\u0000@example.in' })).body).toEqual(nul);
    const search = await staff.get('/staff/products?query=%00');
    expect(search.status).toBe(400);
    expect(search.body).toEqual(nul);
  });

  it('in a multipart field, where the database refuses it: no banner and no file are left', async () => {
    const before = await shop.database.db.select({ id: banners.id }).from(banners);
    const filesBefore = await shop.files();
    const form = encodeForm([
      { name: 'alt', value: 'Festive\u0000drop' },
      { name: 'image', filename: 'banner.jpg', type: 'image/jpeg', bytes: await samplePhoto(1600, 640) },
    ]);
    const answer = await staff.request('POST', '/staff/banners', form.body, { 'content-type': form.contentType });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ ...envelope, code: 'BAD_REQUEST', message: 'The request holds text that cannot be stored (such as a NUL character).' });
    expect(await shop.database.db.select({ id: banners.id }).from(banners)).toHaveLength(before.length);
    expect(await shop.files()).toEqual(filesBefore);
  });
});
