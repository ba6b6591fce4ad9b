import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../src/server/db/schema';
import { changeOrderStatus } from '../../src/server/services/orders/change-status';
import { signUp } from './support/accounts';
import { draftFor, queuedMailsTo, startOrderShop, stockedLine, type StockedLine } from './support/order-shop';
import type { TestShop } from './support/test-app';

/**
 * Issue #15: a COD order with someone else's e-mail typed at checkout mailed them 'Order
 * placed' with the shopper's free text. Order mails go to the account's address (verified by
 * the sign-up code); the typed address stays on the order as a contact and gets nothing.
 */

let shop: TestShop;
let line: StockedLine;
/** The staff member who moves orders here (the status history records who moved each). */
let staffId: string;
beforeAll(async () => {
  shop = await startOrderShop();
  line = await stockedLine(shop.database.db, 50);
  const [staff] = await shop.database.db
    .insert(users)
    .values({ username: 'Staff', email: 'mail-staff@example.in', phone: '9876543210', address: 'Bhopal', passwordHash: '!', role: 'staff' })
    .returning({ id: users.id });
  staffId = staff!.id;
});
afterAll(async () => shop?.close());

describe('who order mails go to', () => {
  it("mails placed, shipped and cancelled to the account's verified address only, never to the address typed at checkout", async () => {
    const { browser, email: account } = await signUp(shop);
    const typed = `someone-else-${Date.now()}@example.in`;
    const draft = { ...draftFor(line, 1, typed), name: 'Win a prize at prize.example' };

    const placed = await browser.post('/order/cod', draft);
    expect(placed.status).toBe(200);
    const order = placed.body.data;
    const mail = await shop.mail.next(account);
    expect(mail.subject).toBe(`Order placed: ${order.trackingId}`);

    await changeOrderStatus(shop.app.orders, order._id, 'Shipped', { kind: 'staff', userId: staffId });
    expect((await shop.mail.next(account)).subject).toBe(`Order shipped: ${order.trackingId}`);

    const second = (await browser.post('/order/cod', draft)).body.data;
    expect((await shop.mail.next(account)).subject).toBe(`Order placed: ${second.trackingId}`);
    const cancelled = await browser.request('DELETE', '/order/cancelOrder', { orderId: second._id, trackingId: second.trackingId });
    expect(cancelled.status).toBe(200);
    expect((await shop.mail.next(account)).subject).toBe(`Order cancelled: ${second.trackingId}`);

    // Nothing was queued for, or reached, the typed address; it is kept on the order as a contact.
    expect(await queuedMailsTo(shop.database.db, typed)).toEqual([]);
    expect(shop.mail.mails.filter((caught) => caught.to === typed)).toEqual([]);
    const [row] = await shop.database.db.select({ email: orders.email }).from(orders).where(eq(orders.id, order._id));
    expect(row!.email).toBe(typed);
  });
});
