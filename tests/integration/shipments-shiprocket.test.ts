import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiprocketCourier } from '../../src/server/adapters/couriers/shiprocket/provider';
import { shipments } from '../../src/server/db/schema';
import type { Browser } from './support/browser';
import { signedIn } from './staff-shop';
import { signUp } from './support/accounts';
import { draftFor, startOrderShop, stockedLine, type StockedLine, orderRowOf } from './support/order-shop';
import { startShiprocketDouble, type ShiprocketDouble } from './support/shiprocket-double';
import type { TestShop } from './support/test-app';

const LOGIN = { email: 'api-user@bhopalthreads.in', password: 'Sr-api-passw0rd', pickupLocation: 'Bhopal Store' };
const TOKEN = 'shiprocket-webhook-token-0001';

let double: ShiprocketDouble;
let shop: TestShop;
let line: StockedLine;
let staff: Browser;
const config = () => ({ ...LOGIN, baseUrl: double.url, pickupPincode: '462011', webhookToken: TOKEN, timeoutMs: 15_000 });
beforeAll(async () => {
  double = await startShiprocketDouble(LOGIN);
  double.serviceable.set('462011', { days: 2, cod: true });
  shop = await startOrderShop({ courier: shiprocketCourier(config()) });
  line = await stockedLine(shop.database.db, 20);
  staff = await signedIn(shop.app, shop.database, 'staff');
});
afterAll(async () => {
  await shop?.close();
  await double?.close();
});

const orderRow = (id: string) => orderRowOf(shop.database.db, id);
const since = (mark: number) => double.requests.slice(mark);

async function codOrder() {
  const { browser, email } = await signUp(shop);
  const placed = await browser.post('/order/cod', draftFor(line, 2, email));
  expect(placed.status).toBe(200);
  return { browser, email, orderId: placed.body.data._id as string, trackingId: placed.body.data.trackingId as string };
}

describe('Shiprocket, against a double that checks what its API checks', () => {
  it('logs in once with the API user, then asks serviceability with the bearer token and the query Shiprocket takes', async () => {
    const mark = double.requests.length;
    const check = await shop.app.inject({ method: 'GET', url: '/api/api/v1/order/serviceCheck/462011' });
    expect(check.json().data.deliveryBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [login, ask] = since(mark);
    expect(login).toMatchObject({ method: 'POST', path: '/v1/external/auth/login', body: { email: LOGIN.email, password: LOGIN.password } });
    expect(login!.contentType).toBe('application/json');
    expect(ask).toMatchObject({ method: 'GET', path: '/v1/external/courier/serviceability/', query: { pickup_postcode: '462011', delivery_postcode: '462011', weight: '0.35', cod: '0' } });
    expect(ask!.authorization).toMatch(/^Bearer [0-9a-f]{48}$/);
    // Not served by Shiprocket: no date, the spec's answer otherwise unchanged.
    expect((await shop.app.inject({ method: 'GET', url: '/api/api/v1/order/serviceCheck/110001' })).json().data).toMatchObject({ status: true, deliveryBy: null, printedDeliveryBy: null });
  });

  it('creates the adhoc order with the fields Shiprocket requires, assigns the AWB, fetches the label without the token and keeps it', async () => {
    const { orderId, trackingId } = await codOrder();
    const order = await orderRow(orderId);
    const mark = double.requests.length;
    const made = await staff.post(`/staff/orders/${orderId}/shipment`);
    expect({ status: made.status, message: made.body.message }).toMatchObject({ status: 200 });
    const { awb, courier } = made.body.data;
    expect(courier).toBe('Xpressbees');
    const [create, assign, label, file] = since(mark);
    expect(create).toMatchObject({
      method: 'POST',
      path: '/v1/external/orders/create/adhoc',
      body: {
        order_id: trackingId,
        pickup_location: LOGIN.pickupLocation,
        billing_customer_name: 'Asha Verma',
        billing_pincode: '462011',
        billing_phone: '9876543210',
        billing_country: 'India',
        shipping_is_billing: true,
        payment_method: 'COD',
        sub_total: order.totalPaise / 100,
        weight: 0.7,
        order_items: [{ units: 2, selling_price: order.unitPricePaise / 100 }],
      },
    });
    expect(create!.authorization).toMatch(/^Bearer /);
    expect(create!.body!.order_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const shipmentId = double.shipments.keys().next().value;
    expect(assign).toMatchObject({ path: '/v1/external/courier/assign/awb', body: { shipment_id: shipmentId } });
    expect(label).toMatchObject({ path: '/v1/external/courier/generate/label', body: { shipment_id: [shipmentId] } });
    expect(file!.path).toMatch(/^\/labels\//);
    expect(file!.authorization).toBeUndefined();

    const pdf = await shop.app.inject({ method: 'GET', url: `/api/api/v1/staff/orders/${orderId}/shipment/label`, headers: { cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    const doc = await getDocument({ data: new Uint8Array(pdf.rawPayload) }).promise;
    const text = (await (await doc.getPage(1)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    await doc.destroy();
    expect(text.replace(/\s+/g, ' ')).toContain(`AWB ${awb}`);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Shipped' });
  });

  it('logs in again when Shiprocket refuses an expired token', async () => {
    const { orderId } = await codOrder();
    double.expireTokens();
    const mark = double.requests.length;
    const made = await staff.post(`/staff/orders/${orderId}/shipment`);
    expect({ status: made.status, message: made.body.message }).toMatchObject({ status: 200 });
    expect(since(mark).map((request) => request.path).slice(0, 3)).toEqual(['/v1/external/orders/create/adhoc', '/v1/external/auth/login', '/v1/external/orders/create/adhoc']);
  });

  it('an unreachable Shiprocket leaves the order as it was, with a sentence for staff', async () => {
    const { orderId } = await codOrder();
    const before = await orderRow(orderId);
    double.down = true;
    try {
      const refused = await staff.post(`/staff/orders/${orderId}/shipment`);
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe('The courier could not make the shipment: Shiprocket answered 503. Nothing was changed; try again.');
    } finally {
      double.down = false;
    }
    expect(await orderRow(orderId)).toEqual(before);
    expect(await shop.database.db.select().from(shipments).where(eq(shipments.orderId, orderId))).toEqual([]);
  });

  it('tracks by AWB, oldest first, with the states its status codes mean', async () => {
    double.scans.set('14100000001234', [
      { date: '2026-12-02 15:10:00', activity: 'Delivered', location: 'Bhopal', 'sr-status': '7' },
      { date: '2026-12-01 09:00:00', activity: 'In Transit', location: 'Indore Hub', 'sr-status': '18' },
    ]);
    const events = await shiprocketCourier(config()).track('14100000001234');
    expect(events.map((event) => [event.label, event.state, event.at.toISOString()])).toEqual([
      ['In Transit', 'in_transit', '2026-12-01T03:30:00.000Z'],
      ['Delivered', 'delivered', '2026-12-02T09:40:00.000Z'],
    ]);
  });

  it('takes its webhook only with the x-api-key token, and delivers the order once', async () => {
    const { orderId } = await codOrder();
    const { awb } = (await staff.post(`/staff/orders/${orderId}/shipment`)).body.data;
    const post = (key: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/api/v1/courier/webhook',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        payload: { awb: Number(awb), current_status: 'DELIVERED', current_status_id: 7, shipment_status: 'DELIVERED', shipment_status_id: 7, current_timestamp: '02 12 2026 15:10:00', scans: [] },
      });
    expect((await post('not-the-token')).statusCode).toBe(401);
    expect((await orderRow(orderId)).status).toBe('Shipped');
    expect((await post(TOKEN)).json().data).toEqual({ known: true, newEvents: 1, state: 'delivered' });
    expect((await post(TOKEN)).json().data).toEqual({ known: true, newEvents: 0, state: 'delivered' });
    expect((await orderRow(orderId)).status).toBe('Delivered');
  });
});
