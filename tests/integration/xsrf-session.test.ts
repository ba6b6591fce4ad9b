import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, productVariants, users } from '../../src/server/db/schema';
import { PASSWORD, codeIn, signUp } from './support/accounts';
import { Browser } from './support/browser';
import { startTestShop, type TestShop } from './support/test-app';

// The XSRF token is bound to the browser's session: a token issued to another
// visitor or another session, planted as cookie and echoed in the header, must not pass.

let shop: TestShop;
let line: { productId: string; variantId: string };
beforeAll(async () => {
  shop = await startTestShop();
  const [first] = await shop.database.db.select({ productId: productVariants.productId, variantId: productVariants.id }).from(productVariants).limit(1);
  line = first!;
});
afterAll(async () => shop?.close());

const STALE_TOKEN = 'The security token of this page is missing or out of date. Please reload the page and try again.';
const API = '/api/api/v1';

/** A write with exactly these cookies and this XSRF header, as a forger would send it. */
function forged(path: string, cookies: Record<string, string>, token: string, payload: unknown) {
  return shop.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    headers: { cookie: Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; '), 'x-xsrf-token': token },
    payload: payload as Record<string, unknown>,
  });
}

const xsrfIn = (response: { cookies: { name: string; value: string }[] }) => response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;

async function cartLines(email: string): Promise<number> {
  const rows = await shop.database.db
    .select({ id: cartItems.id })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(users, eq(users.id, carts.userId))
    .where(eq(users.email, email));
  return rows.length;
}

describe('XSRF token bound to the session', () => {
  it("refuses another visitor's token, or another session's, sent as cookie and header with a shopper's session", async () => {
    const { browser: shopperB, email: emailB } = await signUp(shop);
    const { browser: shopperA } = await signUp(shop);
    const visitor = new Browser(shop.app);
    await visitor.get('/auth/verify');
    const sidB = shopperB.cookies.get('sid')!;

    for (const token of [visitor.cookies.get('XSRF-TOKEN')!, shopperA.cookies.get('XSRF-TOKEN')!]) {
      const response = await forged('/cart/add', { sid: sidB, 'XSRF-TOKEN': token }, token, line);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(STALE_TOKEN);
    }
    expect(await cartLines(emailB)).toBe(0);
    // B's own token, as B's page sends it, still works.
    expect((await shopperB.post('/cart/add', line)).status).toBe(200);
    expect(await cartLines(emailB)).toBe(1);
  });

  it("gives a visitor's token up at login: the login answer carries the new one, the old one no longer passes", async () => {
    const { email } = await signUp(shop);
    const browser = new Browser(shop.app);
    await browser.get('/auth/verify');
    const visitorToken = browser.cookies.get('XSRF-TOKEN')!;

    const login = await browser.post('/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    const sessionToken = xsrfIn(login);
    expect(sessionToken).toBeDefined();
    expect(sessionToken).not.toBe(visitorToken);

    const stale = await forged('/cart/add', { sid: browser.cookies.get('sid')!, 'XSRF-TOKEN': visitorToken }, visitorToken, line);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(STALE_TOKEN);
    // The page keeps working without a reload: its next write echoes the new cookie.
    expect((await browser.post('/cart/add', line)).status).toBe(200);
  });

  it('reissues the token at logout and at a new login (session rotation), and the flows go on', async () => {
    const { browser, email, registered } = await signUp(shop);
    const afterSignUp = xsrfIn(registered);
    expect(afterSignUp).toBeDefined();
    expect((await browser.post('/cart/add', line)).status).toBe(200);

    const logout = await browser.post('/auth/logout');
    expect(logout.status).toBe(200);
    expect(xsrfIn(logout)).toBeDefined();
    expect(xsrfIn(logout)).not.toBe(afterSignUp);
    // The signed-in token is no good once its session is gone.
    const replay = await forged('/auth/login', { 'XSRF-TOKEN': afterSignUp! }, afterSignUp!, { email, password: PASSWORD });
    expect(replay.statusCode).toBe(403);

    const first = await browser.post('/auth/login', { email, password: PASSWORD });
    expect(first.status).toBe(200);
    const firstToken = xsrfIn(first)!;
    const firstSid = browser.cookies.get('sid')!;
    const second = await browser.post('/auth/login', { email, password: PASSWORD });
    expect(second.status).toBe(200);
    expect(xsrfIn(second)).toBeDefined();
    const rotated = await forged('/cart/add', { sid: browser.cookies.get('sid')!, 'XSRF-TOKEN': firstToken }, firstToken, line);
    expect(rotated.statusCode).toBe(403);
    expect(browser.cookies.get('sid')).not.toBe(firstSid);
    expect((await browser.post('/cart/add', line)).status).toBe(200);
  });

  it("reissues the token when a password reset ends the browser's session", async () => {
    const { browser, email } = await signUp(shop);
    const signedInToken = browser.cookies.get('XSRF-TOKEN')!;
    expect((await browser.post('/otp/forgot-password', { email })).status).toBe(200);
    const code = codeIn((await shop.mail.next(email)).text);
    const reset = await browser.post('/auth/save-pswd', { email, password: 'Lassi#2024', otp: code });
    expect(reset.status).toBe(200);
    expect(browser.cookies.has('sid')).toBe(false);
    expect(xsrfIn(reset)).toBeDefined();
    expect(xsrfIn(reset)).not.toBe(signedInToken);
    const stale = await forged('/auth/login', { 'XSRF-TOKEN': signedInToken }, signedInToken, { email, password: 'Lassi#2024' });
    expect(stale.statusCode).toBe(403);
    expect((await browser.post('/auth/login', { email, password: 'Lassi#2024' })).status).toBe(200);
  });
});
