import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoices, orders } from '../../src/server/db/schema';
import { cancelUnconfirmedCod, codConfirmToken } from '../../src/server/services/cod/cod-confirmation';
import { changeOrderStatus } from '../../src/server/services/orders/change-status';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { draftFor, queuedMailsTo, startOrderShop, stockOf, stockedLine, type StockedLine } from './support/order-shop';
import { TEST_SECRET, type TestShop } from './support/test-app';
import { signedIn } from './staff-shop';

let shop: TestShop;
let line: StockedLine;
let staff: Browser;
beforeAll(async () => {
  shop = await startOrderShop();
  line = await stockedLine(shop.database.db, 500);
  staff = await signedIn(shop.app, shop.database, 'staff');
});
afterAll(async () => shop?.close());

const DEFAULTS = { minOrder: 0, maxOrder: null, feeKind: 'flat', fee: 0, offForDesigns: false, confirmDesigns: true, confirmAbove: null, maxRefusals: null, blockedPincodes: [] as string[] };
type Rules = Omit<typeof DEFAULTS, 'maxOrder' | 'confirmAbove' | 'maxRefusals' | 'feeKind'> & { maxOrder: number | null; confirmAbove: number | null; maxRefusals: number | null; feeKind: 'flat' | 'percent' };

async function setRules(change: Partial<Rules>) {
  const answer = await staff.request('PUT', '/staff/settings/cod', { ...DEFAULTS, ...change });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(contractErrors('staffSetCodRules', 200, answer.body)).toEqual([]);
}
beforeEach(() => setRules({}));

/** Buy Now with COD for `quantity` units, sending `total` (the line's own total unless given). */
async function buyCod(browser: Browser, quantity: number, total?: number, pincode = '462011') {
  const draft = { ...draftFor(line, quantity), pincode };
  if (total !== undefined) draft.totalAmount = total;
  return browser.post('/order/cod', draft);
}
const refused = (reason: string) => `${reason} Please choose Online Payment.`;
const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

describe('staff COD settings', () => {
  it('answers the defaults, saves rules and the pincode list, and refuses bad figures in words, changing nothing', async () => {
    const first = await staff.get('/staff/settings/cod');
    expect(first.status).toBe(200);
    expect(contractErrors('staffGetCodRules', 200, first.body)).toEqual([]);
    expect(first.body.data).toEqual(DEFAULTS);
    await setRules({ minOrder: 100, maxOrder: 5000, feeKind: 'percent', fee: 2.55, blockedPincodes: ['462011', '110001', '462011'] });
    expect((await staff.get('/staff/settings/cod')).body.data).toMatchObject({ minOrder: 100, maxOrder: 5000, feeKind: 'percent', fee: 2.55, blockedPincodes: ['110001', '462011'] });
    const bad: [Partial<Rules>, string][] = [
      [{ minOrder: 600, maxOrder: 500 }, 'The COD minimum cannot be above the COD maximum.'],
      [{ feeKind: 'percent', fee: 20.5 }, 'A percent fee is from 0 to 20 %, in steps of 0.01 %.'],
      [{ feeKind: 'flat', fee: 49.5 }, 'Enter amounts in whole rupees from 0 to 1,00,000.'],
      [{ blockedPincodes: ['46201'] }, "'46201' is not a 6-digit pincode."],
    ];
    for (const [change, message] of bad) {
      const answer = await staff.request('PUT', '/staff/settings/cod', { ...DEFAULTS, ...change });
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    }
    // Every refusal left the saved rules as they were.
    expect((await staff.get('/staff/settings/cod')).body.data).toMatchObject({ minOrder: 100, maxOrder: 5000, feeKind: 'percent', fee: 2.55, blockedPincodes: ['110001', '462011'] });
  });
});

describe('each COD rule at its edges, enforced at checkout and explained by the quote', () => {
  it('minimum and maximum order value', async () => {
    const { browser } = await signUp(shop);
    const value = line.price * 2;
    await setRules({ minOrder: value });
    expect((await buyCod(browser, 2)).status).toBe(200);
    await setRules({ minOrder: value + 1 });
    const under = await buyCod(browser, 2);
    expect({ status: under.status, message: under.body.message }).toEqual({ status: 403, message: refused(`Cash on Delivery is available for orders of ${inr(value + 1)} or more.`) });
    await setRules({ maxOrder: value });
    const atMax = await buyCod(browser, 2);
    expect(atMax.status).toBe(200);
    await setRules({ maxOrder: value - 1 });
    const over = await buyCod(browser, 2);
    expect({ status: over.status, message: over.body.message }).toEqual({ status: 403, message: refused(`Cash on Delivery is available for orders up to ${inr(value - 1)}.`) });
    const quote = await browser.post('/order/cod-quote', { pincode: '462011', amount: value, productIds: [line.productId], hasDesign: false });
    expect(contractErrors('quoteCashOnDelivery', 200, quote.body)).toEqual([]);
    expect(quote.body.data).toEqual({ allowed: false, note: `Cash on Delivery is available for orders up to ${inr(value - 1)}.`, fee: 0, total: value, needsConfirmation: false });
    const allowed = await browser.post('/order/cod-quote', { pincode: '462011', amount: value - 1, productIds: [line.productId], hasDesign: false });
    expect(allowed.body.data).toEqual({ allowed: true, note: `Cash on Delivery is available for orders up to ${inr(value - 1)}.`, fee: 0, total: value - 1, needsConfirmation: false });
  });

  it('a flat fee is part of the total, its own line on the order and on the tax invoice; a percent fee is rounded up to the rupee', async () => {
    const { browser } = await signUp(shop);
    await setRules({ fee: 40 });
    const withoutFee = await buyCod(browser, 1);
    expect(withoutFee.status).toBe(409);
    expect(withoutFee.body.message).toContain(`The order total is ${inr(line.price + 40)}`);
    const placed = await buyCod(browser, 1, line.price + 40);
    expect(placed.status).toBe(200);
    expect(contractErrors('placeCodOrder', 200, placed.body)).toEqual([]);
    expect(placed.body.data).toMatchObject({ totalAmount: line.price + 40, codFee: 40, status: 'Processing' });
    const [invoice] = await shop.database.db.select().from(invoices).where(and(eq(invoices.kind, 'invoice'), eq(invoices.checkoutNumber, placed.body.data.checkoutNumber)));
    const feeLine = invoice!.lines.find((entry) => entry.description === 'Cash on Delivery fee')!;
    expect(feeLine).toMatchObject({ hsn: '9965', unitPricePaise: 4000, quantity: 1 });
    expect(invoice!.totalPaise).toBe(Math.round((line.price + 40) * 100));

    await setRules({ feeKind: 'percent', fee: 2.5 });
    const fee = Math.ceil((line.price * 3 * 2.5) / 100);
    const quote = await browser.post('/order/cod-quote', { pincode: '462011', amount: line.price * 3, productIds: [line.productId], hasDesign: false });
    expect(quote.body.data).toMatchObject({ allowed: true, fee, total: line.price * 3 + fee });
    expect(quote.body.data.note).toBe(`Cash on Delivery is available for this order, with a ${inr(fee)} fee.`);
    expect((await buyCod(browser, 3, line.price * 3 + fee)).body.data).toMatchObject({ codFee: fee, totalAmount: line.price * 3 + fee });
  });

  it("staff's pincodes without COD, and the pincode's own delivery rule", async () => {
    const { browser } = await signUp(shop);
    await setRules({ blockedPincodes: ['462011'] });
    const blocked = await buyCod(browser, 1);
    expect({ status: blocked.status, message: blocked.body.message }).toEqual({ status: 403, message: refused('Cash on Delivery is not available at this pincode.') });
    expect((await buyCod(browser, 1, undefined, '462016')).status).toBe(200);
    await setRules({});
    expect((await buyCod(browser, 1, undefined, '180001')).body.message).toBe(refused('Cash on Delivery is not available at this pincode.'));
  });

  it('refused deliveries (RTO) in the last 90 days', async () => {
    const { browser } = await signUp(shop);
    const first = (await buyCod(browser, 1)).body.data;
    const ctx = shop.app.orders;
    await changeOrderStatus(ctx, first._id, 'Shipped', { kind: 'system' });
    const before = await stockOf(shop.database.db, line);
    const back = await changeOrderStatus(ctx, first._id, 'Returned to origin', { kind: 'system' });
    expect(back).toMatchObject({ status: 'Returned to origin', paymentStatus: 'Cancelled' });
    expect(await stockOf(shop.database.db, line)).toBe(before + 1);
    await setRules({ maxRefusals: 2 });
    expect((await buyCod(browser, 1)).status).toBe(200);
    await setRules({ maxRefusals: 1 });
    const refusedNow = await buyCod(browser, 1);
    expect({ status: refusedNow.status, message: refusedNow.body.message }).toEqual({
      status: 403,
      message: refused('Cash on Delivery is not available on this account after 1 refused delivery in the last 90 days.'),
    });
    await shop.database.db.execute(sql`update orders set updated_at = now() - interval '89 days' where id = ${first._id}`);
    expect((await buyCod(browser, 1)).status).toBe(403);
    await shop.database.db.execute(sql`update orders set updated_at = now() - interval '91 days' where id = ${first._id}`);
    expect((await buyCod(browser, 1)).status).toBe(200);
    // Another shopper is not counted against.
    const other = await signUp(shop);
    expect((await buyCod(other.browser, 1)).status).toBe(200);
  });
});

/** The confirmation link's token in the newest mail queued to `email`. */
async function mailedToken(email: string): Promise<string> {
  const mails = await queuedMailsTo(shop.database.db, email);
  const mail = mails.at(-1)!;
  expect(mail.subject).toMatch(/^Please confirm your Cash on Delivery order: BT/);
  const token = /\/confirm-order\?token=([^\s"]+)/.exec(mail.textBody)?.[1];
  expect(token).toBeTruthy();
  return decodeURIComponent(token!);
}

describe('confirmation of a COD order above the staff-set value', () => {
  it('waits for the mailed link (no invoice yet), which confirms once only; forged and expired links change nothing', async () => {
    const { browser, email } = await signUp(shop);
    await setRules({ confirmAbove: line.price });
    const atLimit = await buyCod(browser, 1);
    expect(atLimit.body.data.status).toBe('Processing');
    const placed = await buyCod(browser, 2);
    expect(placed.status).toBe(200);
    expect(placed.body.message).toBe('Order placed successfully with COD.');
    const order = placed.body.data;
    expect(order).toMatchObject({ status: 'Awaiting confirmation', paymentStatus: 'COD pending', canCancel: true });
    expect(new Date(order.codConfirmBy).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(await shop.database.db.select().from(invoices).where(eq(invoices.checkoutNumber, order.checkoutNumber))).toEqual([]);
    const token = await mailedToken(email);

    const visitor = new Browser(shop.app);
    const forgeries = [token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'), token.replace(/\.\d+\./, (part) => `.${Number(part.slice(1, -1)) + 3600}.`), codConfirmToken('another-secret-of-at-least-32-characters', order._id, new Date(Date.now() + 3600_000)), 'nonsense'];
    for (const forged of forgeries) {
      const answer = await visitor.post('/order/confirm-cod', { token: forged });
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message: 'This confirmation link is not valid. Please open the link in your e-mail again, or see your order in My Orders.' });
    }
    // Signed by the shop, but past its 24 hours.
    const expired = await visitor.post('/order/confirm-cod', { token: codConfirmToken(TEST_SECRET, order._id, new Date(Date.now() - 1000)) });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toMatch(/^This confirmation link has expired/);
    const [still] = await shop.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(still!.status).toBe('Awaiting confirmation');

    const confirmed = await visitor.post('/order/confirm-cod', { token });
    expect(confirmed.status).toBe(200);
    expect(contractErrors('confirmCodOrder', 200, confirmed.body)).toEqual([]);
    expect(confirmed.body).toMatchObject({ message: 'Thank you: your Cash on Delivery order is confirmed.', data: { checkoutNumber: order.checkoutNumber } });
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'Processing', codConfirmBy: null });
    expect(row!.codConfirmedAt).toBeInstanceOf(Date);
    expect(await shop.database.db.select().from(invoices).where(eq(invoices.checkoutNumber, order.checkoutNumber))).toHaveLength(1);
    expect((await queuedMailsTo(shop.database.db, email)).at(-1)!.subject).toBe(`Order placed: ${order.checkoutNumber}`);

    const again = await visitor.post('/order/confirm-cod', { token });
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: 'This order is already confirmed.' });
  });

  it('confirms once when the link is tapped and the code typed many times at once: one invoice, one order mail', async () => {
    const { browser, email } = await signUp(shop);
    await setRules({ confirmAbove: 1 });
    const order = (await buyCod(browser, 1)).body.data;
    expect(order.status).toBe('Awaiting confirmation');
    const token = await mailedToken(email);
    const code = await mailedCode(email);
    const visitor = new Browser(shop.app);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => visitor.post('/order/confirm-cod', { token })),
      ...Array.from({ length: 6 }, () => browser.post('/order/confirm-cod/code', { orderId: order._id, code })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(11).fill(409)]);
    for (const answer of answers.filter((one) => one.status === 409)) expect(answer.body.message).toBe('This order is already confirmed.');
    expect(await shop.database.db.select().from(invoices).where(eq(invoices.checkoutNumber, order.checkoutNumber))).toHaveLength(1);
    const placedMails = (await queuedMailsTo(shop.database.db, email)).filter((mail) => mail.subject === `Order placed: ${order.checkoutNumber}`);
    expect(placedMails).toHaveLength(1);
  });

  it('an order left unconfirmed past 24 hours is cancelled by the sweep, its stock released, and its link then refused', async () => {
    const { browser, email } = await signUp(shop);
    await setRules({ confirmAbove: 1 });
    const before = await stockOf(shop.database.db, line);
    const order = (await buyCod(browser, 3)).body.data;
    expect(order.status).toBe('Awaiting confirmation');
    expect(await stockOf(shop.database.db, line)).toBe(before - 3);
    const token = await mailedToken(email);
    // Not yet due: the sweep leaves it.
    await cancelUnconfirmedCod(shop.app.orders);
    expect((await shop.database.db.select().from(orders).where(eq(orders.id, order._id)))[0]!.status).toBe('Awaiting confirmation');
    await shop.database.db.execute(sql`update orders set cod_confirm_by = now() - interval '1 minute' where id = ${order._id}`);
    expect(await cancelUnconfirmedCod(shop.app.orders)).toBeGreaterThanOrEqual(1);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'Cancelled', paymentStatus: 'Cancelled' });
    expect(await stockOf(shop.database.db, line)).toBe(before);
    expect((await queuedMailsTo(shop.database.db, email)).at(-1)!.textBody).toContain('was not confirmed within 24 hours');
    const late = await new Browser(shop.app).post('/order/confirm-cod', { token });
    expect({ status: late.status, message: late.body.message }).toEqual({ status: 409, message: 'This order was cancelled, so it can no longer be confirmed.' });
    // A second sweep finds nothing more to do for it.
    await cancelUnconfirmedCod(shop.app.orders);
    expect(await stockOf(shop.database.db, line)).toBe(before);
  });
});

/** The 6-digit code in the newest confirmation mail queued to `email`. */
async function mailedCode(email: string): Promise<string> {
  const mail = (await queuedMailsTo(shop.database.db, email)).at(-1)!;
  const code = /Or enter this code at your order in My Orders: (\d{6})/.exec(mail.textBody)?.[1];
  expect(code, mail.textBody).toBeTruthy();
  return code!;
}

describe('confirmation by the code typed in My Orders', () => {
  it("confirms with the mailed code, counts wrong codes (5, then only the link), refuses another account's order and bad input, changing nothing", async () => {
    const { browser, email } = await signUp(shop);
    await setRules({ confirmAbove: 1 });
    const order = (await buyCod(browser, 1)).body.data;
    expect(order.status).toBe('Awaiting confirmation');
    const code = await mailedCode(email);
    const wrong = code === '000000' ? '000001' : '000000';
    const confirmByCode = (who: Browser, body: { orderId: string; code: string }) => who.post('/order/confirm-cod/code', body);
    const status = async () => (await shop.database.db.select().from(orders).where(eq(orders.id, order._id)))[0]!;

    // Another account cannot, even with the right code; a visitor is asked to sign in.
    const other = await signUp(shop);
    expect((await confirmByCode(other.browser, { orderId: order._id, code })).status).toBe(404);
    expect((await confirmByCode(new Browser(shop.app), { orderId: order._id, code })).status).toBe(401);
    // Not 6 digits: said so, not counted.
    const letters = await confirmByCode(browser, { orderId: order._id, code: '12ab56' });
    expect({ status: letters.status, message: letters.body.message }).toEqual({ status: 400, message: 'Please enter the 6-digit code from your e-mail.' });
    expect((await status()).codCodeTries).toBe(0);
    // A wrong code says how many tries are left.
    const first = await confirmByCode(browser, { orderId: order._id, code: wrong });
    expect({ status: first.status, message: first.body.message }).toEqual({ status: 400, message: 'This code is not right. Please check the 6 digits in your e-mail (4 tries left).' });
    expect(await status()).toMatchObject({ status: 'Awaiting confirmation', codCodeTries: 1 });
    // Spaces typed between the digits are fine.
    const right = await confirmByCode(browser, { orderId: order._id, code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(contractErrors('confirmCodOrderByCode', 200, right.body)).toEqual([]);
    expect(right.body).toMatchObject({ message: 'Thank you: your Cash on Delivery order is confirmed.', data: { checkoutNumber: order.checkoutNumber } });
    expect(await status()).toMatchObject({ status: 'Processing', codConfirmBy: null });
    expect(await shop.database.db.select().from(invoices).where(eq(invoices.checkoutNumber, order.checkoutNumber))).toHaveLength(1);
    const again = await confirmByCode(browser, { orderId: order._id, code });
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: 'This order is already confirmed.' });

    // Five wrong codes: then not even the right one; the mailed link still confirms.
    const next = (await buyCod(browser, 1)).body.data;
    const nextCode = await mailedCode(email);
    const nextWrong = nextCode === '999999' ? '999998' : '999999';
    for (let left = 4; left >= 1; left--) {
      const answer = await confirmByCode(browser, { orderId: next._id, code: nextWrong });
      expect(answer.body.message).toBe(`This code is not right. Please check the 6 digits in your e-mail (${left} ${left === 1 ? 'try' : 'tries'} left).`);
    }
    const fifth = await confirmByCode(browser, { orderId: next._id, code: nextWrong });
    expect({ status: fifth.status, message: fifth.body.message }).toEqual({ status: 409, message: 'Too many wrong codes: please confirm this order with the link in your e-mail.' });
    const locked = await confirmByCode(browser, { orderId: next._id, code: nextCode });
    expect({ status: locked.status, message: locked.body.message }).toEqual({ status: 409, message: 'Too many wrong codes: please confirm this order with the link in your e-mail.' });
    expect((await shop.database.db.select().from(orders).where(eq(orders.id, next._id)))[0]!.status).toBe('Awaiting confirmation');
    expect((await new Browser(shop.app).post('/order/confirm-cod', { token: await mailedToken(email) })).status).toBe(200);

    // Past its 24 hours the code is refused too.
    const late = (await buyCod(browser, 1)).body.data;
    const lateCode = await mailedCode(email);
    await shop.database.db.execute(sql`update orders set cod_confirm_by = now() - interval '1 minute' where id = ${late._id}`);
    const expired = await confirmByCode(browser, { orderId: late._id, code: lateCode });
    expect({ status: expired.status, message: expired.body.message }).toEqual({ status: 409, message: 'This code has expired: an order is kept for 24 hours. Please place it again.' });
  });
});
