import { count, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, shipmentEvents, shipments } from '../../src/server/db/schema';
import { deliveryPromise } from '../../src/server/services/shipments/delivery-promise';
import { refusedDeliveries } from '../../src/server/services/cod/cod-decision';
import type { Browser } from './support/browser';
import { signedIn } from './staff-shop';
import { signUp } from './support/accounts';
import { draftFor, queuedMailsTo, startOrderShop, stockOf, stockedLine, type StockedLine, orderRowOf } from './support/order-shop';
import type { TestShop } from './support/test-app';

const TOKEN = 'courier-webhook-token-for-tests';

let shop: TestShop;
let line: StockedLine;
let staff: Browser;
beforeAll(async () => {
  shop = await startOrderShop({ courierWebhookToken: TOKEN });
  line = await stockedLine(shop.database.db, 30);
  staff = await signedIn(shop.app, shop.database, 'staff');
});
afterAll(async () => shop?.close());

const orderRow = (id: string) => orderRowOf(shop.database.db, id);
const eventCount = async () => (await shop.database.db.select({ n: count() }).from(shipmentEvents))[0]!.n;
const mailCount = async () => (await shop.database.db.select({ n: count() }).from(mailQueue))[0]!.n;

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const text = (await (await pdf.getPage(1)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await pdf.destroy();
  return text;
}

/** A shopper's COD order (Processing), placed as the checkout places it. */
async function codOrder(quantity = 1) {
  const { browser, email } = await signUp(shop);
  const placed = await browser.post('/order/cod', draftFor(line, quantity, email));
  expect(placed.status).toBe(200);
  return { browser, email, orderId: placed.body.data._id as string, trackingId: placed.body.data.trackingId as string };
}

/** The courier's status webhook as Shiprocket posts it (with fields the shop does not read). */
function webhook(awb: string, code: number, status: string, at: string, apiKey: string | null = TOKEN) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/api/v1/courier/webhook',
    headers: { 'content-type': 'application/json', ...(apiKey === null ? {} : { 'x-api-key': apiKey }) },
    payload: {
      awb,
      courier_name: 'Bhopal Threads Courier',
      current_status: status,
      current_status_id: code,
      shipment_status: status,
      shipment_status_id: code,
      current_timestamp: at,
      order_id: 'ignored',
      etd: '2026-12-03 18:00:00',
      scans: [{ date: '2026-12-01 10:00:00', status: 'X', activity: status, location: 'Bhopal Hub', 'sr-status': String(code), 'sr-status-label': status }],
      is_return: 0,
    },
  });
}

async function shipped() {
  const order = await codOrder();
  const made = await staff.post(`/staff/orders/${order.orderId}/shipment`);
  expect(made.status).toBe(200);
  return { ...order, awb: made.body.data.awb as string };
}

describe('Create shipment (the shop\u2019s own courier)', () => {
  it('books a ready order: AWB, a label naming it, the order Shipped, the shopper mailed with the courier, AWB and promised day', async () => {
    const { browser, email, orderId, trackingId } = await codOrder(2);
    const promised = (await orderRow(orderId)).promisedDeliveryOn;
    expect(promised).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const made = await staff.post(`/staff/orders/${orderId}/shipment`);
    expect(made.status).toBe(200);
    const { awb, courier, status } = made.body.data;
    expect(status).toBe('Shipped');
    expect(awb).toMatch(/^BTL\d{11}$/);
    expect(made.body.message).toBe(`Shipment created with ${courier}, AWB ${awb}. The order is now Shipped and the shopper has been mailed.`);

    const label = await shop.app.inject({ method: 'GET', url: `/api/api/v1/staff/orders/${orderId}/shipment/label`, headers: { cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.headers['content-disposition']).toBe(`attachment; filename="label-${awb}.pdf"`);
    const text = await pdfText(label.rawPayload);
    expect(text).toContain(awb);
    expect(text).toContain('COD: collect Rs');
    expect(text).toContain(trackingId);
    expect(text).toContain('462011');

    const mail = await shop.mail.next(email);
    // The order-placed mail first, then the shipped one.
    const shippedMail = mail.subject.startsWith('Order shipped') ? mail : await shop.mail.next(email);
    expect(shippedMail.subject).toBe(`Order shipped: ${trackingId}`);
    expect(shippedMail.text).toContain(`shipped with ${courier}. Its AWB number is ${awb}.`);
    expect(shippedMail.text).toMatch(/Delivery by \w{3}, \d{1,2} \w{3}\./);

    const mine = (await browser.get('/order/getorderbyid')).body.data.find((order: { _id: string }) => order._id === orderId);
    expect(mine.promisedDelivery).toBe(promised);
    expect(mine.shipment).toMatchObject({ courier, awb, state: 'created', trackingUrl: null });
    expect(mine.shipment.events).toHaveLength(1);

    const again = await staff.post(`/staff/orders/${orderId}/shipment`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`This order already has a shipment (AWB ${awb}).`);

    const listed = (await staff.get(`/staff/orders?trackingId=${trackingId}`)).body.data.orders[0];
    expect(listed.shipment).toEqual({ awb, courier, state: 'created' });
  });

  it('refuses an order that is not ready, and a label before a shipment, changing nothing', async () => {
    const { orderId, trackingId, browser } = await codOrder();
    expect((await browser.request('DELETE', '/order/cancelOrder', { orderId, trackingId })).status).toBe(200);
    const refused = await staff.post(`/staff/orders/${orderId}/shipment`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only an order in Processing can be shipped; this one is Cancelled.');
    expect((await staff.get(`/staff/orders/${orderId}/shipment/label`)).status).toBe(404);
    expect(await shop.database.db.select().from(shipments).where(eq(shipments.orderId, orderId))).toEqual([]);
  });

  it('ships many at once, each saying how it went', async () => {
    const first = await codOrder();
    const second = await codOrder();
    const answer = await staff.post('/staff/shipments', { orderIds: [first.orderId, second.orderId, first.orderId.toUpperCase()] });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('2 of 2 orders shipped.');
    expect(answer.body.data.results.map((result: { shipped: boolean }) => result.shipped)).toEqual([true, true]);
    expect((await orderRow(second.orderId)).status).toBe('Shipped');
  });
});

describe('the courier\u2019s status webhook', () => {
  it('refuses a forged or unsigned update and changes nothing', async () => {
    const { awb, orderId } = await shipped();
    const before = { events: await eventCount(), mails: await mailCount(), order: await orderRow(orderId) };
    for (const key of ['wrong-token-of-the-same-size!!!', 'short', null, '']) {
      const forged = await webhook(awb, 7, 'DELIVERED', '02 12 2026 15:00:00', key);
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    expect(await eventCount()).toBe(before.events);
    expect(await mailCount()).toBe(before.mails);
    expect(await orderRow(orderId)).toEqual(before.order);
  });

  it('moves the order along once per event: out for delivery mails once, delivered makes it returnable; a replay changes nothing', async () => {
    const { awb, orderId, trackingId, email, browser } = await shipped();
    const transit = await webhook(awb, 18, 'IN TRANSIT', '01 12 2026 09:00:00');
    expect(transit.json().data).toEqual({ known: true, newEvents: 1, state: 'in_transit' });

    const outForDelivery = await webhook(awb, 17, 'OUT FOR DELIVERY', '02 12 2026 08:30:00');
    expect(outForDelivery.json().data).toEqual({ known: true, newEvents: 1, state: 'out_for_delivery' });
    const mailsAfterOut = await queuedMailsTo(shop.database.db, email);
    expect(mailsAfterOut.filter((mail) => mail.subject === `Out for delivery: ${trackingId}`)).toHaveLength(1);
    expect((await webhook(awb, 17, 'OUT FOR DELIVERY', '02 12 2026 08:30:00')).json().data).toEqual({ known: true, newEvents: 0, state: 'out_for_delivery' });
    expect(await queuedMailsTo(shop.database.db, email)).toHaveLength(mailsAfterOut.length);

    const delivered = await webhook(awb, 7, 'DELIVERED', '02 12 2026 15:10:00');
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data).toEqual({ known: true, newEvents: 1, state: 'delivered' });
    const after = await orderRow(orderId);
    expect(after).toMatchObject({ status: 'Delivered', paymentStatus: 'Paid' });
    const snapshot = { events: await eventCount(), mails: await mailCount(), order: after };

    const replay = await webhook(awb, 7, 'DELIVERED', '02 12 2026 15:10:00');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ known: true, newEvents: 0, state: 'delivered' });
    // A late scan from before delivery joins the timeline but moves nothing back.
    expect((await webhook(awb, 18, 'IN TRANSIT', '02 12 2026 07:00:00')).json().data).toEqual({ known: true, newEvents: 1, state: 'delivered' });
    expect(await orderRow(orderId)).toEqual(snapshot.order);
    expect(await mailCount()).toBe(snapshot.mails);
    expect(await eventCount()).toBe(snapshot.events + 1);

    const mine = (await browser.get('/order/getorderbyid')).body.data.find((order: { _id: string }) => order._id === orderId);
    expect(mine.shipment.state).toBe('delivered');
    const events = mine.shipment.events as { at: string; label: string; location: string; state: string | null }[];
    expect(events.map((event) => event.label).sort()).toEqual(['DELIVERED', 'IN TRANSIT', 'IN TRANSIT', 'OUT FOR DELIVERY', 'Shipment created with Bhopal Threads Courier']);
    expect(events.map((event) => event.at)).toEqual(events.map((event) => event.at).sort());
    expect(events.find((event) => event.label === 'DELIVERED')).toMatchObject({ label: 'DELIVERED', location: 'Bhopal Hub', state: 'delivered', at: '2026-12-02T09:40:00.000Z' });
    expect(mine.canReturn).toBe(true);
    expect((await browser.post('/order/returnOrder', { orderId, trackingId })).status).toBe(200);
  });

  it('takes an AWB it never made without changing anything, and refuses an unreadable body', async () => {
    const before = await eventCount();
    expect((await webhook('UNKNOWN12345', 7, 'DELIVERED', '02 12 2026 15:10:00')).json().data).toEqual({ known: false, newEvents: 0, state: null });
    const unreadable = await webhook('BTL00000000001', 7, 'DELIVERED', 'yesterday');
    expect(unreadable.statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it("returned to origin (RTO) moves the order to 'Returned to origin', puts the units back and counts against the account's COD", async () => {
    const stock = await stockOf(shop.database.db, line);
    const { awb, orderId, email, browser } = await shipped();
    expect(await stockOf(shop.database.db, line)).toBe(stock - 1);
    const userId = (await orderRow(orderId)).userId;
    expect(await refusedDeliveries(shop.database.db, userId)).toBe(0);

    expect((await webhook(awb, 9, 'RTO INITIATED', '03 12 2026 11:00:00')).json().data).toEqual({ known: true, newEvents: 1, state: 'rto' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'Returned to origin', paymentStatus: 'Cancelled' });
    expect(await stockOf(shop.database.db, line)).toBe(stock);
    expect((await queuedMailsTo(shop.database.db, email)).map((mail) => mail.subject)).toContain(`Order returned to us: ${(await orderRow(orderId)).trackingId}`);
    expect(await refusedDeliveries(shop.database.db, userId)).toBe(1);
    expect(await refusedDeliveries(shop.database.db, userId, new Date(Date.now() + 91 * 86_400_000))).toBe(0);
    // RTO delivered at the shop later: the same outcome, nothing moves twice.
    expect((await webhook(awb, 10, 'RTO DELIVERED', '05 12 2026 11:00:00')).json().data).toEqual({ known: true, newEvents: 1, state: 'rto' });
    expect(await stockOf(shop.database.db, line)).toBe(stock);
    expect((await browser.get('/order/getorderbyid')).body.data[0].shipment.state).toBe('rto');
  });
});

describe('the public tracking page', () => {
  it('answers the order id with its e-mail or phone, and a wrong pair exactly as an unknown order', async () => {
    const { awb, trackingId, email } = await shipped();
    const visitor = () => shop.app.inject({ method: 'POST', url: '/api/api/v1/order/track', headers: { 'content-type': 'application/json' }, payload: {} });
    expect((await visitor()).statusCode).toBe(400);
    const track = (orderId: string, contact: string) =>
      shop.app.inject({ method: 'POST', url: '/api/api/v1/order/track', headers: { 'content-type': 'application/json' }, payload: { orderId, contact } });
    const byEmail = await track(trackingId.toLowerCase(), email.toUpperCase());
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data).toMatchObject({ trackingId, status: 'Shipped', quantity: 1, shipment: { awb, state: 'created' } });
    expect(JSON.stringify(byEmail.json())).not.toContain('MP Nagar');
    expect((await track(trackingId, '+91 98765 43210')).statusCode).toBe(200);
    const wrong = await track(trackingId, 'someone@example.in');
    const unknown = await track('BT000000-AAAAAAAA', email);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('No order matches this order id and e-mail address or phone number.');
  });
});

describe('delivery dates before the order', () => {
  it('staff set dispatch days and holidays; the pincode check and the promise use them; bad input is refused with a sentence', async () => {
    const saved = await staff.request('PUT', '/staff/settings/delivery-dates', { dispatchDaysStock: 1, dispatchDaysPrinted: 3, cutoffHour: 14, holidays: ['2026-12-02', '2026-12-02', '2026-11-25'] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.holidays).toEqual(['2026-11-25', '2026-12-02']);
    const bad = await staff.request('PUT', '/staff/settings/delivery-dates', { dispatchDaysStock: 1, dispatchDaysPrinted: 3, cutoffHour: 14, holidays: ['2026-02-30'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("'2026-02-30' is not a date; write holidays as YYYY-MM-DD.");
    expect((await staff.get('/staff/settings/delivery-dates')).body.data.holidays).toEqual(['2026-11-25', '2026-12-02']);

    // Bhopal (462): the shop's courier takes 2 days. Monday 30 Nov 10:00 + 1 dispatch + 2, with Wed 2 Dec a holiday: Fri 4 Dec.
    const ctx = shop.app.orders;
    expect(await deliveryPromise(ctx, '462011', new Date('2026-11-30T10:00:00+05:30'))).toEqual({ stock: '2026-12-04', printed: '2026-12-07' });
    // At the cut-off: from Tuesday; Sunday 6 Dec skipped.
    expect(await deliveryPromise(ctx, '462011', new Date('2026-11-30T14:00:00+05:30'))).toEqual({ stock: '2026-12-05', printed: '2026-12-08' });
    expect(await deliveryPromise(ctx, '744101', new Date('2026-11-30T10:00:00+05:30'))).toEqual({ stock: null, printed: null });

    const check = await shop.app.inject({ method: 'GET', url: '/api/api/v1/order/serviceCheck/462011' });
    expect(check.json().data).toMatchObject({ status: true, codAvailable: true });
    expect(check.json().data.deliveryBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(check.json().data.printedDeliveryBy > check.json().data.deliveryBy).toBe(true);
    expect((await shop.app.inject({ method: 'GET', url: '/api/api/v1/order/serviceCheck/744101' })).json().data).toEqual({ status: false, codAvailable: false, deliveryBy: null, printedDeliveryBy: null });
  });
});
