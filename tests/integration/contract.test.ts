import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractErrors } from './support/contract';
import { startTestShop, type TestShop } from './support/test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const API = '/api/api/v1';

/** The storefront's start-up call hands out the XSRF-TOKEN cookie that state-changing calls must echo. */
async function xsrf(): Promise<{ cookie: string; token: string }> {
  const response = await shop.app.inject({ method: 'GET', url: `${API}/auth/verify` });
  const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return { cookie: `XSRF-TOKEN=${cookie.value}`, token: cookie.value };
}

describe('requests that break the contract', () => {
  it.each([
    ['/product/tags/newarrival?page=-1', /page must be >= 1/],
    ['/product/tags/newarrival?page=0', /page must be >= 1/],
    ['/product/tags/newarrival?limit=51', /limit must be <= 50/],
    ['/product/tags/newarrival?limit=0', /limit must be >= 1/],
    ['/product/tags/newarrival?page=abc', /page must be integer/],
    ['/product/tags/sale', /tag must be one of: trending, newarrival, lowsell/],
    ['/product/category/shoes', /category must be one of/],
    ['/product/subcategory/hoodie,kurta/upperwear', /subcategories\.1 must be one of: t-shirt, oversize-t-shirt, regular-t-shirt, hoodie, shacket/],
    ['/product/subcategory/' + Array(11).fill('hoodie').join(',') + '/upperwear', /subcategories must NOT have more than 10 items/],
    ['/product/search?query=' + 'x'.repeat(101), /query must NOT have more than 100 characters/],
    ['/document/' + 'x'.repeat(300) + '.png', /file must/],
  ])('GET %s gets 400 with a clear message', async (url, message) => {
    const response = await shop.app.inject({ method: 'GET', url: `${API}${url}` });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(body.message).toMatch(message);
    expect(contractErrors('listProductsByTag', 400, body)).toEqual([]);
  });

  it('refuses malformed JSON, unknown fields, missing fields and wrong types', async () => {
    const { cookie, token } = await xsrf();
    const post = (payload: string, contentType = 'application/json') =>
      shop.app.inject({
        method: 'POST',
        url: `${API}/auth/login`,
        headers: { 'content-type': contentType, cookie, 'x-xsrf-token': token },
        payload,
      });

    const malformed = await post('{"email": "a@b.in", ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });

    const extra = await post(JSON.stringify({ email: 'a@b.in', password: 'Secret123!', admin: true }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('Invalid body: admin is not allowed.');

    const missing = await post(JSON.stringify({ email: 'a@b.in' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Invalid body: password is required.');

    const wrongType = await post(JSON.stringify({ email: 42, password: 'Secret123!' }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/email must be string/);

    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const wrongMedia = await post('email=a', type);
      expect(wrongMedia.statusCode).toBe(415);
      expect(wrongMedia.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }

    const noBody = await shop.app.inject({ method: 'POST', url: `${API}/auth/login`, headers: { cookie, 'x-xsrf-token': token } });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().success).toBe(false);
  });

  it('refuses a body that is too large', async () => {
    const { cookie, token } = await xsrf();
    const response = await shop.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': token },
      payload: JSON.stringify({ email: 'a@b.in', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('security schemes', () => {
  it('asks a visitor to log in for their cart', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `${API}/cart/getusercart` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Please log in first.', code: 'UNAUTHORIZED' });
  });

  it('refuses a state-changing call without the XSRF token', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: `${API}/otp/saveotp`,
      headers: { 'content-type': 'application/json' },
      payload: { email: 'a@b.in' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(response.json().message).toMatch(/security token/);
  });

  it('refuses a forged XSRF token even when cookie and header agree', async () => {
    const forged = 'abc.def';
    const response = await shop.app.inject({
      method: 'POST',
      url: `${API}/otp/saveotp`,
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${forged}`, 'x-xsrf-token': forged },
      payload: { email: 'a@b.in' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('issues the XSRF-TOKEN cookie readable by the page on page loads, start-up and refused writes', async () => {
    const loads = [
      await shop.app.inject({ method: 'GET', url: '/new-arrivals', headers: { accept: 'text/html' } }),
      await shop.app.inject({ method: 'GET', url: `${API}/auth/verify` }),
      await shop.app.inject({ method: 'POST', url: `${API}/otp/saveotp`, payload: { email: 'a@b.in' } }),
    ];
    for (const response of loads) {
      const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
      expect(cookie).toBeDefined();
      expect(cookie!.httpOnly).toBeFalsy();
      expect(cookie!.sameSite).toBe('Lax');
      expect(cookie!.path).toBe('/');
    }
  });

  it('keeps catalogue reads free of Set-Cookie (they are the hot path)', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `${API}/product/tags/trending` });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('keeps a valid token instead of minting a new one', async () => {
    const { cookie } = await xsrf();
    const again = await shop.app.inject({ method: 'GET', url: `${API}/auth/verify`, headers: { cookie } });
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });
});

describe('errors never leak and always use the envelope', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `${API}/nothing/here` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'There is nothing at GET /api/api/v1/nothing/here.', code: 'NOT_FOUND' });
  });

  it('hides the details of a server failure', async () => {
    await shop.database.close();
    const response = await shop.app.inject({ method: 'GET', url: `${API}/product/product/11111111-1111-4111-8111-111111111111` });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
  });
});
