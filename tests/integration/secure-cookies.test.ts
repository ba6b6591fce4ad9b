import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
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
});
