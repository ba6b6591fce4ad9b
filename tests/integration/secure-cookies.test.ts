import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { startTestShop, type TestShop } from './support/test-app';

// The shop behind an https PUBLIC_URL.
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ secureCookies: true });
});
afterAll(async () => shop?.close());

describe('cookies on https', () => {
  it('names the session cookie __Host-sid and marks both cookies Secure', async () => {
    const { registered, browser } = await signUp(shop);
    const session = registered.cookies.find((cookie) => cookie.name === '__Host-sid');
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(session!.domain).toBeUndefined();
    expect(registered.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    expect((await browser.get('/auth/verify')).status).toBe(200);

    const page = await shop.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.secure).toBe(true);
  });

  it('binds the XSRF token to the __Host-sid session: sign-up issues a new Secure one, the visitor one stops working', async () => {
    const browser = new Browser(shop.app);
    await browser.get('/auth/verify');
    const visitorToken = browser.cookies.get('XSRF-TOKEN')!;
    const { registered } = await signUp(shop, browser);
    const issued = registered.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(issued).toMatchObject({ secure: true, path: '/' });
    expect(issued!.httpOnly).toBeFalsy();
    expect(issued!.value).not.toBe(visitorToken);

    const stale = await shop.app.inject({
      method: 'POST',
      url: '/api/api/v1/auth/logout',
      headers: { cookie: `__Host-sid=${browser.cookies.get('__Host-sid')}; XSRF-TOKEN=${visitorToken}`, 'x-xsrf-token': visitorToken },
    });
    expect(stale.statusCode).toBe(403);
    expect((await browser.post('/auth/logout')).status).toBe(200);
  });
});
