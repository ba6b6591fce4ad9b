import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSandboxCallback } from '../../src/server/adapters/payments/sandbox/provider';
import { payments, refundBankAccounts, refunds, sandboxGatewayPayments, sandboxGatewayRefunds } from '../../src/server/db/schema';
import { signUp } from './support/accounts';
import type { Browser } from './support/browser';
import { draftFor, startOrderShop, stockedLine, type StockedLine, orderRowOf } from './support/order-shop';
import { decideSandboxPayment } from './support/sandbox-gateway';
import { TEST_SECRET, type TestShop } from './support/test-app';
import { signedIn } from './staff-shop';

let shop: TestShop;
let staff: Browser;
let line: StockedLine;
beforeAll(async () => {
  shop = await startOrderShop();
  staff = await signedIn(shop.app, shop.database, 'staff');
  line = await stockedLine(shop.database.db, 50, 2);
});
afterAll(async () => shop?.close());

const db = () => shop.database.db;
const orderRow = (id: string) => orderRowOf(db(), id);
const refundRows = (orderId: string) => db().select().from(refunds).where(eq(refunds.orderId, orderId));
const gatewayRefunds = (transactionId: string) => db().select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.transactionId, transactionId));
const paise = (quantity: number) => Math.round(line.price * 100) * quantity;

interface RefundOnOrder {
  refund: { amount: number; status: string; toBankAccount: boolean; refundedAt: string | null } | null;
  refundBankAccount: { accountHolder: string; accountNumber: string; ifsc: string } | null;
  bankDetailsWanted: boolean;
  status: string;
  paymentStatus: string;
}
const mine = async (browser: Browser, orderId: string) => ((await browser.get('/order/getorderbyid')).body.data as ({ _id: string } & RefundOnOrder)[]).find((order) => order._id === orderId)!;
const staffView = async (trackingId: string) => {
  const answer = await staff.get(`/staff/orders?trackingId=${trackingId}`);
  return (answer.body.data.orders as { refund: Record<string, unknown> | null; nextStatuses: string[] }[])[0]!;
};

/** A shopper's paid online order of `quantity` units (paid on the sandbox gateway's page). */
async function paidOrder(quantity = 1) {
  const { browser, email } = await signUp(shop);
  const started = (await browser.post('/order/payment', draftFor(line, quantity, email))).body.data as { redirectUrl: string; orderId: string; transactionId: string };
  await decideSandboxPayment(shop.app, started.redirectUrl, 'pay');
  const order = await orderRow(started.orderId);
  expect(order).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });
  return { browser, email, orderId: order.id, trackingId: order.trackingId, transactionId: started.transactionId };
}

describe('refunds through the sandbox gateway', () => {
  it('refunds a cancelled paid order once, even when the shopper and staff cancel it at the same moment', async () => {
    const { browser, orderId, trackingId, transactionId } = await paidOrder(2);
    const answers = await Promise.all([
      browser.request('DELETE', '/order/cancelOrder', { orderId, trackingId }),
      browser.request('DELETE', '/order/cancelOrder', { orderId, trackingId }),
      staff.post(`/staff/orders/${orderId}/status`, { status: 'Cancelled' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const [refund, ...more] = await refundRows(orderId);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ provider: 'sandbox', status: 'refunded', amountPaise: paise(2), paymentTransactionId: transactionId, attempts: 1 });
    // The gateway's ledger has one refund page for it, and the shop confirmed it there.
    expect(await gatewayRefunds(transactionId)).toMatchObject([{ refundId: refund!.refundId, amountPaise: paise(2), state: 'COMPLETED', reference: refund!.providerReference }]);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded' });
    const [payment] = await db().select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(payment!.status).toBe('refunded');
    const view = await mine(browser, orderId);
    expect(view.refund).toMatchObject({ amount: paise(2) / 100, status: 'refunded', toBankAccount: false });
    expect(view.refund!.refundedAt).not.toBeNull();
    // A staff retry of a refund already made changes nothing.
    const retried = await staff.post(`/staff/orders/${orderId}/refund/retry`);
    expect(retried.status).toBe(409);
    expect(retried.body.message).toBe('This refund has already been made.');
    expect(await gatewayRefunds(transactionId)).toHaveLength(1);
  });

  it('a payment made after the order was cancelled is refunded once, though its callback comes twice at once', async () => {
    const { browser, email } = await signUp(shop);
    const { orderId, transactionId } = (await browser.post('/order/payment', draftFor(line, 1, email))).body.data as { orderId: string; transactionId: string };
    const { trackingId } = await orderRow(orderId);
    expect((await browser.request('DELETE', '/order/cancelOrder', { orderId, trackingId })).status).toBe(200);
    // The shopper still pays at the gateway; its signed callback arrives twice, together.
    await db().update(sandboxGatewayPayments).set({ state: 'COMPLETED' }).where(eq(sandboxGatewayPayments.transactionId, transactionId));
    const callback = signSandboxCallback(TEST_SECRET, { transactionId, amountPaise: paise(1), state: 'COMPLETED' });
    const post = () =>
      shop.app.inject({ method: 'POST', url: '/api/api/v1/order/callback', headers: { 'content-type': 'application/json', 'x-verify': callback.xVerify }, payload: { response: callback.response } });
    // Both callbacks read the payment as pending before either records it; the gateway then
    // answers one at once and the other only after the first callback has made the refund, as
    // a slow status check would. Answered together, the second would queue behind the first's
    // row locks and the refund's own guards would hide a payment recorded twice.
    const gateway = shop.app.orders.payments;
    const checkStatus = gateway.checkStatus;
    let bothAsked = () => {};
    let firstHandled = () => {};
    const bothAskedNow = new Promise<void>((resolve) => (bothAsked = resolve));
    const firstHandledNow = new Promise<void>((resolve) => (firstHandled = resolve));
    let asked = 0;
    gateway.checkStatus = async (id) => {
      asked += 1;
      if (asked === 1) await bothAskedNow;
      else {
        bothAsked();
        await firstHandledNow;
      }
      return checkStatus(id);
    };
    try {
      const answers = await Promise.all([post().finally(firstHandled), post().finally(firstHandled)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    } finally {
      gateway.checkStatus = checkStatus;
    }
    expect(asked).toBe(2);
    expect(await refundRows(orderId)).toMatchObject([{ status: 'refunded', amountPaise: paise(1) }]);
    expect(await gatewayRefunds(transactionId)).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded' });
    const [payment] = await db().select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(payment!.status).toBe('refunded');
  });

  it('refunds a paid order when staff accept its return, and the order becomes Refunded', async () => {
    const { browser, email, orderId, trackingId, transactionId } = await paidOrder(1);
    for (const status of ['Shipped', 'Delivered']) expect((await staff.post(`/staff/orders/${orderId}/status`, { status })).status).toBe(200);
    expect((await browser.post('/order/returnOrder', { orderId, trackingId })).status).toBe(200);
    // An online order's refund goes back to how the shopper paid: no bank details asked.
    expect((await mine(browser, orderId)).bankDetailsWanted).toBe(false);
    expect((await staff.post(`/staff/orders/${orderId}/return`, { decision: 'accept' })).status).toBe(200);
    expect(await refundRows(orderId)).toMatchObject([{ status: 'refunded', amountPaise: paise(1), provider: 'sandbox' }]);
    expect(await gatewayRefunds(transactionId)).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Refunded', paymentStatus: 'Refunded' });
    const mails = [];
    for (let i = 0; i < 6; i++) mails.push((await shop.mail.next(email, 30_000)).text);
    expect(mails.some((text) => text.includes('Your refund has been made'))).toBe(true);
    const view = await staffView(trackingId);
    expect(view.refund).toMatchObject({ status: 'refunded', provider: 'sandbox', attempts: 1, bankAccount: null });
    expect(view.nextStatuses).toEqual([]);
  });
});

describe('a cash on delivery return: bank details and the payout', () => {
  const BANK = { accountHolder: 'Asha Verma', accountNumber: '1234 5678 9012', confirmAccountNumber: '123456789012', ifsc: 'sbin0001234' };

  it('asks for bank details, refuses a bad IFSC plainly, keeps them from other shoppers, and staff mark the payout once', async () => {
    const { browser, email } = await signUp(shop);
    const placed = (await browser.post('/order/cod', draftFor(line, 1, email))).body.data as { _id: string; trackingId: string };
    const ref = { orderId: placed._id, trackingId: placed.trackingId };
    // Not wanted before there is a return.
    expect((await browser.request('PUT', '/order/refundBankDetails', { ...ref, ...BANK })).status).toBe(409);
    for (const status of ['Shipped', 'Delivered']) expect((await staff.post(`/staff/orders/${placed._id}/status`, { status })).status).toBe(200);
    expect((await browser.post('/order/returnOrder', ref)).status).toBe(200);
    expect(await mine(browser, placed._id)).toMatchObject({ bankDetailsWanted: true, refundBankAccount: null, refund: null });

    const badIfsc = await browser.request('PUT', '/order/refundBankDetails', { ...ref, ...BANK, ifsc: 'SBIN1001234' });
    expect(badIfsc.status).toBe(400);
    expect(badIfsc.body.message).toBe('Please enter a valid IFSC: 11 characters, like SBIN0001234 (4 letters, a zero, then 6 letters or digits).');
    const differ = await browser.request('PUT', '/order/refundBankDetails', { ...ref, ...BANK, confirmAccountNumber: '123456789013' });
    expect(differ.body.message).toBe('The two account numbers do not match. Please type it again.');
    expect(await db().select().from(refundBankAccounts).where(eq(refundBankAccounts.orderId, placed._id))).toEqual([]);

    // Another shopper can neither set them (not found) nor read them (their list has no such order).
    const other = await signUp(shop);
    const stranger = await other.browser.request('PUT', '/order/refundBankDetails', { ...ref, ...BANK, accountNumber: '999999999999', confirmAccountNumber: '999999999999' });
    expect(stranger.status).toBe(404);
    expect(((await other.browser.get('/order/getorderbyid')).body.data as unknown[]).length).toBe(0);

    const saved = await browser.request('PUT', '/order/refundBankDetails', { ...ref, ...BANK });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Bank details saved. We will send your refund to this account.');
    expect((await mine(browser, placed._id)).refundBankAccount).toEqual({ accountHolder: 'Asha Verma', accountNumber: 'XXXX9012', ifsc: 'SBIN0001234' });

    // Staff accept the return: a refund to pay out by hand, never sent to a provider.
    expect((await staff.post(`/staff/orders/${placed._id}/return`, { decision: 'accept' })).status).toBe(200);
    expect(await refundRows(placed._id)).toMatchObject([{ provider: 'cod', status: 'pending', amountPaise: paise(1), attempts: 0 }]);
    expect((await mine(browser, placed._id)).refund).toMatchObject({ status: 'pending', toBankAccount: true });
    const listed = await staffView(placed.trackingId);
    expect(listed.refund).toMatchObject({ provider: 'cod', status: 'pending', bankAccount: { accountHolder: 'Asha Verma', accountNumber: '123456789012', ifsc: 'SBIN0001234' } });
    expect(listed.nextStatuses).toEqual([]);
    expect((await staff.post(`/staff/orders/${placed._id}/status`, { status: 'Refunded' })).status).toBe(409);
    expect((await staff.post(`/staff/orders/${placed._id}/refund/retry`)).status).toBe(409);

    expect((await staff.post(`/staff/orders/${placed._id}/refund/payout`, { reference: '  ' })).body.message).toBe('Please enter the bank transfer’s reference (UTR).');
    const [paid, again] = await Promise.all([
      staff.post(`/staff/orders/${placed._id}/refund/payout`, { reference: 'UTR2026112800123' }),
      staff.post(`/staff/orders/${placed._id}/refund/payout`, { reference: 'UTR2026112800123' }),
    ]);
    expect([paid.status, again.status].sort()).toEqual([200, 409]);
    expect(await refundRows(placed._id)).toMatchObject([{ status: 'refunded', providerReference: 'UTR2026112800123' }]);
    expect(await orderRow(placed._id)).toMatchObject({ status: 'Refunded', paymentStatus: 'Refunded' });
    const after = await mine(browser, placed._id);
    expect(after).toMatchObject({ bankDetailsWanted: false, refund: { status: 'refunded', toBankAccount: true } });
    // Paid out: the account it went to can no longer be changed.
    expect((await browser.request('PUT', '/order/refundBankDetails', { ...ref, ...BANK })).status).toBe(409);
  });

  it('staff cannot mark a payout before the shopper gave bank details', async () => {
    const { browser, email } = await signUp(shop);
    const placed = (await browser.post('/order/cod', draftFor(line, 1, email))).body.data as { _id: string; trackingId: string };
    await db().execute(sql`update orders set status = 'Return requested', payment_status = 'Paid', delivered_at = now() where id = ${placed._id}`);
    expect((await staff.post(`/staff/orders/${placed._id}/return`, { decision: 'accept' })).status).toBe(200);
    const early = await staff.post(`/staff/orders/${placed._id}/refund/payout`, { reference: 'UTR1' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The shopper has not given bank details yet.');
    expect(await refundRows(placed._id)).toMatchObject([{ status: 'pending' }]);
  });
});
