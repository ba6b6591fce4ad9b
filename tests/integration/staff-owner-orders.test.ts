import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema';
import { grantStaff } from '../../src/server/services/staff/staff-accounts';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { deliveredDaysAgo, draftFor, startOrderShop, stockedLine, type StockedLine } from './support/order-shop';
import { decideSandboxPayment } from './support/sandbox-gateway';
import type { TestShop } from './support/test-app';
import { indiaDay } from '../../src/shared/india-time';

/** The owner's order tools on both databases: search, filters, order page, bulk moves, slips and alerts. */

let shop: TestShop;
let staff: Browser;
let line: StockedLine;
const OWNER = 'owner@bhopalthreads.in';
const PARTNER = 'partner@bhopalthreads.in';

beforeAll(async () => {
  shop = await startOrderShop();
  await grantStaff(shop.database.db, { email: 'owner-staff@example.in', password: 'Staff@1234', name: 'Neha Staff' });
  staff = new Browser(shop.app);
  expect((await staff.post('/auth/login', { email: 'owner-staff@example.in', password: 'Staff@1234' })).status).toBe(200);
  line = await stockedLine(shop.database.db, 50, 2);
});
afterAll(async () => shop?.close());

/** A shopper's COD order (its placed mail read), as My Orders shows it. */
async function codOrder(phone = '9876543210') {
  const { browser, email } = await signUp(shop);
  const placed = await browser.post('/order/cod', { ...draftFor(line, 1, email), phoneNumber: phone });
  expect(placed.status).toBe(200);
  await shop.mail.next(email);
  const mine = (await browser.get('/order/getorderbyid')).body.data;
  const order = (Array.isArray(mine) ? mine : mine.orders)[0] as { _id: string; trackingId: string };
  return { browser, email, order };
}

/** A download as staff's browser makes it (the raw bytes, not JSON). */
const download = (url: string) => shop.app.inject({ method: 'GET', url: `/api/api/v1${url}`, headers: { cookie: [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } });

const shortIdOf = (id: string) => id.replaceAll('-', '').slice(-8).toUpperCase();
const idsIn = (body: { data: { orders: { _id: string }[] } }) => body.data.orders.map((order) => order._id);

describe('one search box finds an order', () => {
  it("by the id the shopper sees (with or without '#', any case), tracking id, e-mail and phone", async () => {
    // A phone number of this attempt's own: a retry must not find the first attempt's order too.
    const phone = `91${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const { email, order } = await codOrder(phone);
    const short = shortIdOf(order._id);
    const spaced = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
    for (const q of [`#${short}`, short.toLowerCase(), `#${short.toLowerCase()}`, ` ${short} `, order.trackingId.toLowerCase(), email.toUpperCase(), phone, spaced]) {
      const found = await staff.get(`/staff/orders?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(contractErrors('staffListOrders', 200, found.body)).toEqual([]);
      expect(idsIn(found.body), q).toEqual([order._id]);
      expect(found.body.data.orders[0]).toMatchObject({ shortId: `#${short}`, customer: { phoneNumber: phone } });
    }
    // Another order's id is not found by this one's digits, nor by a near miss.
    // (The near miss changes the last character: '0', or '1' when the id ends in '0'.)
    const nearMiss = `${short.slice(0, 7)}${short.endsWith('0') ? '1' : '0'}`;
    expect(idsIn((await staff.get(`/staff/orders?q=${nearMiss}`)).body)).not.toContain(order._id);
  });

  it('reads the shopper-visible id through its index, not a scan of every order', async () => {
    const db = shop.database.db;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute(sql`explain select id from orders where upper(right(${orders.id}::text, 8)) = 'ABCDEF12'`);
      const text = JSON.stringify(plan);
      expect(text).toContain('orders_short_id_idx');
    });
  });

  it('filters by status, payment, date range and custom design; refuses a reversed range in words', async () => {
    const { order } = await codOrder();
    const today = indiaDay(new Date());
    const byAll = await staff.get(`/staff/orders?q=${order.trackingId}&status=Processing&paymentStatus=COD%20pending&from=${today}&to=${today}&design=catalogue`);
    expect(idsIn(byAll.body)).toEqual([order._id]);
    expect(idsIn((await staff.get(`/staff/orders?q=${order.trackingId}&paymentStatus=Paid`)).body)).toEqual([]);
    expect(idsIn((await staff.get(`/staff/orders?q=${order.trackingId}&design=custom`)).body)).toEqual([]);
    expect(idsIn((await staff.get(`/staff/orders?q=${order.trackingId}&from=2020-01-01&to=2020-01-31`)).body)).toEqual([]);
    const reversed = await staff.get(`/staff/orders?from=${today}&to=2020-01-01`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Choose a from date on or before the to date, at most 367 days apart.');
  });
});

describe('the order page', () => {
  it('shows the order, its checkout and the history of moves with who and when', async () => {
    const { order } = await codOrder();
    expect((await staff.post(`/staff/orders/${order._id}/status`, { status: 'Shipped' })).status).toBe(200);
    const page = await staff.get(`/staff/orders/${order._id}`);
    expect(page.status).toBe(200);
    expect(contractErrors('staffGetOrder', 200, page.body)).toEqual([]);
    expect(page.body.data.order).toMatchObject({ _id: order._id, status: 'Shipped', customer: { phoneNumber: '9876543210' } });
    const history = page.body.data.history as { from: string | null; to: string; by: string; who: string; at: string }[];
    expect(history.map((move) => [move.from, move.to, move.by])).toEqual([
      [null, 'Processing', 'shopper'],
      ['Processing', 'Shipped', 'staff'],
    ]);
    expect(history[1]!.who).toBe('Neha Staff (owner-staff@example.in)');
    expect(Date.parse(history[1]!.at)).toBeGreaterThanOrEqual(Date.parse(history[0]!.at));
    expect((await staff.get('/staff/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('bulk moves and packing slips', () => {
  it('moves the chosen orders, reports the one that may not move, and prints a slip per order', async () => {
    const first = await codOrder();
    const second = await codOrder();
    expect((await staff.post(`/staff/orders/${second.order._id}/status`, { status: 'Cancelled' })).status).toBe(200);
    const moved = await staff.post('/staff/orders/bulk-status', { orderIds: [first.order._id, second.order._id], status: 'Shipped' });
    expect(moved.status).toBe(200);
    expect(contractErrors('staffMoveOrders', 200, moved.body)).toEqual([]);
    expect(moved.body.message).toBe('1 of 2 orders moved to Shipped.');
    expect(moved.body.data.results).toMatchObject([
      { orderId: first.order._id, moved: true, status: 'Shipped' },
      { orderId: second.order._id, moved: false, status: 'Cancelled' },
    ]);
    expect((await shop.mail.next(first.email)).subject).toBe(`Order shipped: ${first.order.trackingId}`);

    const slips = await download(`/staff/packing-slips?ids=${first.order._id}&ids=${second.order._id}`);
    expect(slips.statusCode).toBe(200);
    expect(slips.headers['content-type']).toBe('application/pdf');
    expect(slips.headers['content-disposition']).toBe('attachment; filename="packing-slips-2.pdf"');
    expect(slips.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // One page per order.
    expect(slips.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const unknown = await download('/staff/packing-slips?ids=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe("the owner's alerts go through the mail queue", () => {
  it('mail every address on the list on a new order, a cancellation, a return request and a failed payment', async () => {
    const saved = await staff.request('PUT', '/staff/settings/alerts', { emails: [` ${OWNER.toUpperCase()} `, PARTNER, OWNER] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.emails).toEqual([OWNER, PARTNER]);
    expect((await staff.request('PUT', '/staff/settings/alerts', { emails: ['not-an-address'] })).body.message).toBe("'not-an-address' is not an e-mail address. Please check it.");

    const { browser, order } = await codOrder();
    for (const to of [OWNER, PARTNER]) {
      const placed = await shop.mail.next(to);
      expect(placed.subject).toMatch(new RegExp(`^New order ${order.trackingId}: ₹`));
      expect(placed.text).toContain(`#${shortIdOf(order._id)}`);
      expect(placed.text).toContain('size M x 1');
      expect(placed.text).toContain(`Amount: ₹${line.price.toLocaleString('en-IN')}`);
    }
    expect((await browser.request('DELETE', '/order/cancelOrder', { orderId: order._id, trackingId: order.trackingId })).status).toBe(200);
    expect((await shop.mail.next(OWNER)).subject).toBe(`Order cancelled: ${order.trackingId}`);

    const delivered = await codOrder();
    await shop.mail.next(OWNER);
    for (const status of ['Shipped', 'Delivered']) expect((await staff.post(`/staff/orders/${delivered.order._id}/status`, { status })).status).toBe(200);
    await deliveredDaysAgo(shop.database.db, delivered.order._id, 1);
    expect((await delivered.browser.post('/order/returnOrder', { orderId: delivered.order._id, trackingId: delivered.order.trackingId })).status).toBe(200);
    const asked = await shop.mail.next(OWNER);
    expect(asked.subject).toBe(`Return requested: ${delivered.order.trackingId}`);
    expect(asked.html).toContain('Accept or refuse it on the orders screen.');

    const online = await signUp(shop);
    const started = await online.browser.post('/order/payment', draftFor(line, 1, online.email));
    expect(started.status).toBe(200);
    await decideSandboxPayment(shop.app, started.body.data.redirectUrl, 'fail');
    const [failedOrder] = await shop.database.db.select().from(orders).where(eq(orders.id, started.body.data.orderId));
    expect((await shop.mail.next(OWNER)).subject).toBe(`Payment failed: ${failedOrder!.trackingId}`);

    // An empty list stops them: the next order mails the shopper only.
    expect((await staff.request('PUT', '/staff/settings/alerts', { emails: [] })).status).toBe(200);
    await codOrder();
    await expect(shop.mail.next(OWNER, 1500)).rejects.toThrow();
  });
});
