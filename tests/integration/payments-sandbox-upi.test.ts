import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import type { Browser } from './support/browser';
import { draftFor, orderRowOf, startOrderShop, stockOf, stockedLine, type StockedLine } from './support/order-shop';
import type { TestShop } from './support/test-app';

// UPI on the sandbox gateway's page, as a shopper uses it: the page offers a UPI link (a phone
// opens the UPI app with it) and a QR of the same request (a desktop shows it to the phone);
// the sandbox's stand-in UPI app pays or declines; the page, watching, goes back to the shop.

let shop: TestShop;
let line: StockedLine;
beforeAll(async () => {
  shop = await startOrderShop({ publicUrl: 'https://shop.example.in' });
  line = await stockedLine(shop.database.db, 20);
});
afterAll(async () => shop?.close());

async function startPayment(browser: Browser, email: string) {
  const started = await browser.post('/order/payment', draftFor(line, 1, email));
  expect(started.status).toBe(200);
  return started.body.data as { redirectUrl: string; orderId: string; transactionId: string };
}

/** The UPI request's address on the gateway's page: the link's, which the QR encodes too. */
async function upiLinkOf(redirectUrl: string) {
  const page = await shop.app.inject({ method: 'GET', url: redirectUrl });
  expect(page.statusCode).toBe(200);
  const link = /<a class="app" href="([^"]+)">Pay ₹[\d,.]+ with a UPI app<\/a>/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
  expect(link).toBeDefined();
  return { page, link: link! };
}

const pressInUpiApp = (link: string, decision: string, token = new URL(link).searchParams.get('t')!) =>
  shop.app.inject({
    method: 'POST',
    url: new URL(link).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ t: token, decision }).toString(),
  });

describe('UPI on the sandbox gateway', () => {
  it('offers a UPI link and its QR, watches the page, and goes back to the shop once the UPI app has paid', async () => {
    const { browser, email } = await signUp(shop);
    const { redirectUrl, orderId, transactionId } = await startPayment(browser, email);
    const { page, link } = await upiLinkOf(redirectUrl);
    // Absolute, on the shop's public address: a phone that scans the QR reaches it.
    expect(link.startsWith(`https://shop.example.in/sandbox-gateway/pay/${transactionId}/upi?t=`)).toBe(true);
    expect(page.body).toMatch(/<div role="img" aria-label="UPI QR code: ₹[\d,.]+ to Bhopal Threads"><svg [^>]*viewBox/);
    expect(page.body).toContain(`<meta http-equiv="refresh" content="4;url=/sandbox-gateway/pay/${transactionId}?watch=1">`);

    // While nothing is decided the watching page stays.
    expect((await shop.app.inject({ method: 'GET', url: `${redirectUrl}?watch=1` })).statusCode).toBe(200);

    // The phone opens the request in its UPI app and pays.
    const app = await shop.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(app.statusCode).toBe(200);
    expect(app.body).toContain('Bhopal Threads (bhopalthreads@sandbox)');
    const paid = await pressInUpiApp(link, 'pay');
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Paid.');
    expect(await orderRowOf(shop.database.db, orderId)).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });

    // The desktop's page, at its next look, goes to the shop's status page, where the spec's alert shows.
    const watched = await shop.app.inject({ method: 'GET', url: `${redirectUrl}?watch=1` });
    expect(watched.statusCode).toBe(303);
    expect(watched.headers.location).toBe(`/status/${transactionId}/${orderId}`);
    const confirmed = await browser.post('/order/status', { transactionId, orderId });
    expect(confirmed.body.message).toBe("Order placed successfully! Please check your 'My Orders' list.");

    // Paying twice from the app changes nothing.
    const again = await pressInUpiApp(link, 'pay');
    expect(again.body).toContain('This request was already completed.');
  });

  it('declined in the UPI app, the payment fails and the stock comes back', async () => {
    const { browser, email } = await signUp(shop);
    const before = await stockOf(shop.database.db, line);
    const { redirectUrl, orderId } = await startPayment(browser, email);
    const { link } = await upiLinkOf(redirectUrl);
    expect((await pressInUpiApp(link, 'decline')).body).toContain('Declined.');
    expect(await orderRowOf(shop.database.db, orderId)).toMatchObject({ paymentStatus: 'Failed' });
    expect(await stockOf(shop.database.db, line)).toBe(before);
  });

  it('refuses a UPI request whose token is not this payment’s', async () => {
    const { browser, email } = await signUp(shop);
    const first = await startPayment(browser, email);
    const second = await startPayment(browser, email);
    const { link: firstLink } = await upiLinkOf(first.redirectUrl);
    const { link: secondLink } = await upiLinkOf(second.redirectUrl);
    const firstToken = new URL(firstLink).searchParams.get('t')!;
    // The first payment's token does not open or pay the second.
    const opened = await shop.app.inject({ method: 'GET', url: `${new URL(secondLink).pathname}?t=${firstToken}` });
    expect(opened.statusCode).toBe(403);
    expect((await pressInUpiApp(secondLink, 'pay', firstToken)).statusCode).toBe(403);
    expect((await pressInUpiApp(secondLink, 'pay', '')).statusCode).toBe(403);
    expect(await orderRowOf(shop.database.db, second.orderId)).toMatchObject({ paymentStatus: 'Pending' });
  });
});
