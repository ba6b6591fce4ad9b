import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, createApiClient, unwrap } from './client';
import { ApiError } from './errors';

// A real HTTP server on loopback that records what the client sent.
let seen: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];
let baseUrl = '';
const server = createServer((request, response) => {
  seen.push({ method: request.method, url: request.url, headers: request.headers });
  if (request.url?.startsWith('/api/api/v1/banner')) {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, data: [] }));
  } else if (request.url?.startsWith('/api/api/v1/product/product/')) {
    response
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ success: false, message: 'Product not found. Please try again later.', code: 'NOT_FOUND' }));
  } else if (request.url?.startsWith('/api/api/v1/video')) {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{not json');
  } else {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, message: 'ok' }));
  }
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => createApiClient({ baseUrl, readCookie: (name) => (name === 'XSRF-TOKEN' ? 'nonce.mac' : undefined) });

describe('api client', () => {
  it('sends the XSRF header on state-changing calls only', async () => {
    seen = [];
    await client().GET('/banner');
    await client().POST('/otp/saveotp', { body: { email: 'a@b.in' } });
    expect(seen[0]!.headers['x-xsrf-token']).toBeUndefined();
    expect(seen[1]!.method).toBe('POST');
    expect(seen[1]!.headers['x-xsrf-token']).toBe('nonce.mac');
    expect(seen[1]!.headers['content-type']).toMatch(/application\/json/);
  });

  it("returns the envelope's data", async () => {
    await expect(unwrap(client().GET('/banner'))).resolves.toEqual([]);
  });

  it("reports the server's status and message", async () => {
    const error = await unwrap(
      client().GET('/product/product/{productId}', { params: { path: { productId: '00000000-0000-4000-8000-000000000000' } } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe(404);
    expect((error as ApiError).message).toBe('Product not found. Please try again later.');
    expect((error as ApiError).code).toBe('NOT_FOUND');
  });

  it('reports PARSING_ERROR and FETCH_ERROR', async () => {
    const parsing = await unwrap(client().GET('/video/get-video')).catch((e: ApiError) => e.kind);
    expect(parsing).toBe('PARSING_ERROR');
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9/api/api/v1' });
    const fetchError = await unwrap(offline.GET('/banner')).catch((e: ApiError) => e.kind);
    expect(fetchError).toBe('FETCH_ERROR');
  });
});

describe('apiUrl', () => {
  it('fills a contract path with its encoded parameters under the API base', () => {
    expect(apiUrl('/staff/orders/{orderId}/print/{side}', { orderId: 'a1b2', side: 'back' })).toBe('/api/api/v1/staff/orders/a1b2/print/back');
    expect(apiUrl('/staff/orders/{orderId}/print/{side}', { orderId: 'a/b c', side: 'front' })).toBe('/api/api/v1/staff/orders/a%2Fb%20c/print/front');
  });
});
