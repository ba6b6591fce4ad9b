import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, invoices, orders, payments } from '../../src/server/db/schema';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { draftFor, startOrderShop, stockedLine, withDelivery, type StockedLine } from './support/order-shop';
import { decideSandboxPayment } from './support/sandbox-gateway';
import { DEFAULT_CODE_LOOKUP_LIMIT } from '../../src/server/services/discounts/code-lookup-limit';
import type { TestShop } from './support/test-app';
import { signedIn } from './staff-shop';

let shop: TestShop;
let staff: Browser;
let tee: StockedLine;
let other: StockedLine;

beforeAll(async () => {
  shop = await startOrderShop();
  tee = await stockedLine(shop.database.db, 50, 1);
  other = await stockedLine(shop.database.db, 50, 2);
  staff = await signedIn(shop.app, shop.database, 'staff');
});
afterAll(async () => shop?.close());

const rupees = (paise: number) => paise / 100;
const NO_LIMITS = { minOrder: 0, maxDiscount: null, validFrom: null, validTo: null, totalUses: null, usesPerShopper: null, firstOrderOnly: false, scope: [], paused: false };
let codeCounter = 0;
const newCode = (prefix: string) => `${prefix}${Date.now() % 100000}${codeCounter++}`;

async function makeCode(fields: Record<string, unknown>) {
  const made = await staff.post('/staff/discount-codes', { ...NO_LIMITS, kind: 'percent', amount: 10, ...fields });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  expect(contractErrors('staffCreateDiscountCode', 200, made.body)).toEqual([]);
  return made.body.data as { id: string; code: string };
}

/** A new shopper with lines in the cart (size M, the quantities given). */
async function shopperWith(lines: [StockedLine, number][]) {
  const browser = await signedIn(shop.app, shop.database, 'shopper');
  for (const [line, quantity] of lines) expect((await browser.post('/cart/add', { productId: line.productId, variantId: line.variantId, size: 'M', quantity })).status).toBe(200);
  return browser;
}

/** A new shopper with lines in the cart, speaking from the client address given (for the per-address limit). */
async function shopperAt(address: string, lines: [StockedLine, number][]) {
  const signed = await shopperWith(lines);
  const browser = new Browser(shop.app, address);
  for (const [name, value] of signed.cookies) browser.cookies.set(name, value);
  return browser;
}

const itemsOf = (lines: [StockedLine, number][]) => lines.map(([line, quantity]) => ({ productId: line.productId, variantId: line.variantId, size: 'M', quantity, price: line.price }));
const { product: _p, totalAmount: _t, ...DETAILS } = draftFor({ productId: '', variantId: '', size: 'M', price: 0 });

/** The code put on the shopper's cart, as the cart page does: the order takes only that one. */
async function applyOnCart(browser: Browser, code: string) {
  const applied = await browser.request('PUT', '/cart/discount-code', { code });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
}

/** 'Checkout all' of the lines with a code and the total the page would show (from the cart's answer). */
function checkout(browser: Browser, lines: [StockedLine, number][], totalAmount: number, paymentMethod: 'cod' | 'online', discountCode?: string) {
  return browser.post('/order/cart-checkout', { ...DETAILS, items: itemsOf(lines), totalAmount, paymentMethod, ...(discountCode ? { discountCode } : {}) });
}

describe('discount codes', () => {
  it('applies a code in the cart: the server prices the saving per line and in all, and refuses plainly when a code does not apply', async () => {
    const lines: [StockedLine, number][] = [
      [tee, 2],
      [other, 1],
    ];
    const subtotalPaise = Math.round(tee.price * 100) * 2 + Math.round(other.price * 100);
    const browser = await shopperWith(lines);
    const { code } = await makeCode({ code: newCode('save'), kind: 'percent', amount: 10, maxDiscount: 100000 });

    // Typed in lower case with spaces: the same code.
    const applied = await browser.request('PUT', '/cart/discount-code', { code: ` ${code.toLowerCase()} ` });
    expect(applied.status).toBe(200);
    expect(contractErrors('applyDiscountCode', 200, applied.body)).toEqual([]);
    const discountPaise = Math.floor(subtotalPaise / 10 / 100) * 100;
    const cart = applied.body.data;
    expect(cart.discountCode).toEqual({ code, applies: true, saving: rupees(discountPaise), problem: null });
    expect(cart.totals).toMatchObject({ subtotal: rupees(subtotalPaise), discount: rupees(discountPaise), payable: rupees(subtotalPaise - discountPaise + (subtotalPaise < 99_900 ? 4900 : 0)) });
    const perLine = cart.products.map((line: { saving?: number }) => Math.round((line.saving ?? 0) * 100));
    expect(perLine.reduce((sum: number, share: number) => sum + share, 0)).toBe(discountPaise);
    // The code stays on the cart: a later read is priced the same.
    expect((await browser.get('/cart/getusercart')).body.data.totals.discount).toBe(rupees(discountPaise));

    const refusals: [Record<string, unknown>, string][] = [
      [{ minOrder: Math.ceil(subtotalPaise / 100) + 1000 }, `This code needs an order of ₹${(Math.ceil(subtotalPaise / 100) + 1000).toLocaleString('en-IN')} or more.`],
      [{ validFrom: '2019-01-01', validTo: '2020-01-31' }, 'This code expired on 31 Jan 2020.'],
      [{ validFrom: '2099-03-01' }, 'This code starts on 1 Mar 2099.'],
      [{ paused: true }, 'This code is paused just now. Try again later.'],
      [{ scope: ['studio-designs'] }, 'This code is not for the items in your cart.'],
    ];
    for (const [fields, reason] of refusals) {
      const { code: refused } = await makeCode({ code: newCode('no'), ...fields });
      const answer = await browser.request('PUT', '/cart/discount-code', { code: refused });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(reason);
    }
    const unknown = await browser.request('PUT', '/cart/discount-code', { code: 'NOSUCHCODE' });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'There is no code NOSUCHCODE. Check the spelling and try again.']);
    // A refused code leaves the one held.
    expect((await browser.get('/cart/getusercart')).body.data.discountCode.code).toBe(code);

    const removed = await browser.request('DELETE', '/cart/discount-code');
    expect(removed.status).toBe(200);
    expect(removed.body.data.discountCode).toBeUndefined();
    expect(removed.body.data.totals.discount).toBe(0);
  });

  it('charges the discounted amount online; the invoice shows each line’s discount, taxes what is left, and reconciles to the charge', async () => {
    const lines: [StockedLine, number][] = [
      [tee, 1],
      [other, 2],
    ];
    const browser = await shopperWith(lines);
    const { code, id } = await makeCode({ code: newCode('flat'), kind: 'flat', amount: 150 });
    const cart = (await browser.request('PUT', '/cart/discount-code', { code })).body.data;
    expect(cart.totals.discount).toBe(150);
    const payable = cart.totals.payable as number;
    expect(payable).toBe(withDelivery(cart.totals.subtotal) - 150);

    // The checkout page's quote, for the quantities chosen there, is the server's too.
    const quote = await browser.post('/order/discount-quote', { discountCode: code, items: itemsOf(lines).map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })) });
    expect(contractErrors('quoteDiscountCode', 200, quote.body)).toEqual([]);
    expect(quote.body.data).toMatchObject({ code, applies: true, saving: 150, problem: null });
    expect(quote.body.data.items.reduce((sum: number, line: { saving: number }) => sum + Math.round(line.saving * 100), 0)).toBe(15_000);

    // A page that left the code out of its total is refused with the real figure; nothing is placed.
    expect((await checkout(browser, lines, payable + 150, 'online', code)).status).toBe(409);
    const answer = await checkout(browser, lines, payable, 'online', code);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { redirectUrl, transactionId } = answer.body.data;
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(payment!.amountPaise).toBe(Math.round(payable * 100));
    expect((await decideSandboxPayment(shop.app, redirectUrl, 'pay')).statusCode).toBe(303);

    const placed = await shop.database.db.select().from(orders).where(eq(orders.discountCode, code));
    expect(placed.map((order) => order.discountPaise).reduce((a, b) => a + b, 0)).toBe(15_000);
    const [invoice] = await shop.database.db.select().from(invoices).where(eq(invoices.checkoutNumber, placed[0]!.checkoutNumber!));
    expect(invoice!.totalPaise).toBe(payment!.amountPaise);
    const goods = invoice!.lines.filter((line) => line.hsn !== '9965');
    expect(goods.reduce((sum, line) => sum + line.discountPaise, 0)).toBe(15_000);
    for (const line of goods) {
      // The taxable value is of the price after the line's discount.
      expect(line.totalPaise).toBe(line.unitPricePaise * line.quantity - line.discountPaise);
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.totalPaise);
    }
    // Each order charges its line less its share: a refund of it reads this.
    for (const order of placed) expect(order.totalPaise).toBe(order.unitPricePaise * order.quantity - order.discountPaise + order.deliveryPaise);

    const listed = (await staff.get('/staff/discount-codes')).body;
    expect(contractErrors('staffListDiscountCodes', 200, listed)).toEqual([]);
    expect(listed.data.find((row: { id: string }) => row.id === id)).toMatchObject({ uses: 1, discountGiven: 150 });
  });

  it('gives the last use to one of two shoppers checking out at once', async () => {
    const lines: [StockedLine, number][] = [[tee, 1]];
    const { code } = await makeCode({ code: newCode('last'), kind: 'flat', amount: 100, totalUses: 1 });
    const [a, b] = await Promise.all([shopperWith(lines), shopperWith(lines)]);
    await Promise.all([applyOnCart(a, code), applyOnCart(b, code)]);
    const total = withDelivery(tee.price) - 100;
    const answers = await Promise.all([checkout(a, lines, total, 'cod', code), checkout(b, lines, total, 'cod', code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toContain('This code has been used up.');
    const [row] = await shop.database.db.select().from(discountCodes).where(eq(discountCodes.code, code));
    expect(row!.usesCount).toBe(1);
    expect(await shop.database.db.select().from(orders).where(eq(orders.discountCode, code))).toHaveLength(1);
  });

  it('holds a shopper to their uses and a first-order code to a first order; the spec’s Buy Now body, without a code, takes none', async () => {
    const lines: [StockedLine, number][] = [[tee, 1]];
    const { code } = await makeCode({ code: newCode('once'), kind: 'flat', amount: 50, usesPerShopper: 1, firstOrderOnly: true });
    const browser = await shopperWith(lines);
    expect((await browser.request('PUT', '/cart/discount-code', { code })).status).toBe(200);
    // Buy Now's spec body, with a code held on the cart but none sent: no discount, the
    // delivery charge as on the cart (one price for one cart; before, Buy Now charged the line alone).
    const buyNow = await browser.post('/order/cod', draftFor(tee, 1, 'asha@example.in'));
    expect(buyNow.status).toBe(200);
    expect(buyNow.body.data.totalAmount).toBe(withDelivery(tee.price));
    // That order was a first order: the code now refuses.
    const again = await browser.request('PUT', '/cart/discount-code', { code });
    expect([again.status, again.body.message]).toEqual([400, 'This code is for a first order only.']);

    const { code: perShopper } = await makeCode({ code: newCode('one'), kind: 'flat', amount: 50, usesPerShopper: 1 });
    await browser.post('/cart/add', { productId: tee.productId, variantId: tee.variantId, size: 'M', quantity: 1 });
    await applyOnCart(browser, perShopper);
    const total = withDelivery(tee.price) - 50;
    expect((await checkout(browser, lines, total, 'cod', perShopper)).status).toBe(200);
    await browser.post('/cart/add', { productId: tee.productId, variantId: tee.variantId, size: 'M', quantity: 1 });
    const second = await checkout(browser, lines, total, 'cod', perShopper);
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('You have already used this code.');
  });

  it("gives a code's use back when the online payment fails, takes it again on 'Try again', and refuses 'Try again' once the last use went to another shopper", async () => {
    const lines: [StockedLine, number][] = [[tee, 1]];
    const { code } = await makeCode({ code: newCode('retry'), kind: 'flat', amount: 60, totalUses: 1, usesPerShopper: 1 });
    const usesOf = async () => (await shop.database.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0]!;
    const total = withDelivery(tee.price) - 60;

    const browser = await shopperWith(lines);
    await applyOnCart(browser, code);
    const started = await checkout(browser, lines, total, 'online', code);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await usesOf()).usesCount).toBe(1);
    const ref = { transactionId: started.body.data.transactionId as string, orderId: (started.body.data.orders as { _id: string }[])[0]!._id };
    await decideSandboxPayment(shop.app, started.body.data.redirectUrl, 'fail');
    // The failed checkout holds the code no more: its one use is free again.
    expect(await usesOf()).toMatchObject({ usesCount: 0, discountGivenPaise: 0 });
    expect((await browser.request('PUT', '/cart/discount-code', { code })).status).toBe(200);

    // 'Try again' takes the use again, for the discount the orders kept.
    const again = await browser.post('/order/retryPayment', ref);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await usesOf()).toMatchObject({ usesCount: 1, discountGivenPaise: 6000 });
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.transactionId, again.body.data.transactionId));
    expect(payment!.amountPaise).toBe(Math.round(total * 100));

    // Failed again; meanwhile another shopper takes the last use: 'Try again' says why and brings nothing back.
    await decideSandboxPayment(shop.app, again.body.data.redirectUrl, 'fail');
    expect((await usesOf()).usesCount).toBe(0);
    const rival = await shopperWith(lines);
    await applyOnCart(rival, code);
    expect((await checkout(rival, lines, total, 'cod', code)).status).toBe(200);
    const refused = await browser.post('/order/retryPayment', { transactionId: again.body.data.transactionId, orderId: ref.orderId });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('This code has been used up.');
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, ref.orderId));
    expect(order!.status).toBe('Cancelled');
    expect((await usesOf()).usesCount).toBe(1);
  });

  it('lets staff edit, pause and delete codes; a used code is ended, not deleted, and says so', async () => {
    const { id, code } = await makeCode({ code: newCode('edit'), kind: 'percent', amount: 5 });
    const paused = await staff.request('PUT', `/staff/discount-codes/${id}`, { ...NO_LIMITS, code, kind: 'percent', amount: 15, maxDiscount: 200, paused: true });
    expect(paused.status).toBe(200);
    expect(contractErrors('staffUpdateDiscountCode', 200, paused.body)).toEqual([]);
    expect(paused.body.data).toMatchObject({ amount: 15, maxDiscount: 200, paused: true, ended: false });
    const bad = await staff.request('PUT', `/staff/discount-codes/${id}`, { ...NO_LIMITS, code, kind: 'percent', amount: 95 });
    expect([bad.status, bad.body.message]).toEqual([400, 'A percent off is a whole number from 1 to 90.']);
    expect((await staff.post('/staff/discount-codes', { ...NO_LIMITS, code, kind: 'flat', amount: 10 })).status).toBe(409);

    const unused = await staff.request('DELETE', `/staff/discount-codes/${id}`);
    expect(contractErrors('staffDeleteDiscountCode', 200, unused.body)).toEqual([]);
    expect(unused.body).toMatchObject({ data: { ended: false }, message: `Code ${code} deleted.` });
    expect(await shop.database.db.select().from(discountCodes).where(eq(discountCodes.id, id))).toEqual([]);

    const lines: [StockedLine, number][] = [[other, 1]];
    const used = await makeCode({ code: newCode('used'), kind: 'flat', amount: 20 });
    const browser = await shopperWith(lines);
    await applyOnCart(browser, used.code);
    expect((await checkout(browser, lines, withDelivery(other.price) - 20, 'cod', used.code)).status).toBe(200);
    const ended = await staff.request('DELETE', `/staff/discount-codes/${used.id}`);
    expect(ended.body).toMatchObject({ data: { ended: true } });
    expect(ended.body.message).toContain('so it is kept for the orders that used it and ended instead');
    const [row] = await shop.database.db.select().from(discountCodes).where(eq(discountCodes.id, used.id));
    expect(row!.endedAt).not.toBeNull();
    const later = await shopperWith(lines);
    const refused = await later.request('PUT', '/cart/discount-code', { code: used.code });
    expect([refused.status, refused.body.message]).toEqual([400, 'This code has ended.']);
  });

  describe('look-ups of a code are limited per account and per client address', () => {
    const TOO_MANY = /^Too many discount code tries\. Please try again in \d+ minutes?\.$/;
    // Read when each test runs: `tee` is stocked in beforeAll.
    const lines = (): [StockedLine, number][] => [[tee, 1]];
    const quoteOf = (browser: Browser, discountCode: string) =>
      browser.post('/order/discount-quote', { discountCode, items: itemsOf(lines()).map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })) });
    const applyTo = (browser: Browser, code: string) => browser.request('PUT', '/cart/discount-code', { code });
    /** The `n`th made-up code, alternating the checkout page's quote and the cart's code as the attack did. */
    const guess = (browser: Browser, n: number) => (n % 2 === 0 ? quoteOf(browser, `GUESS${n}`) : applyTo(browser, `GUESS${n}`));

    it('answers a mistyped code plainly under the limit and refuses the look-up after it, on both calls, with 429 in words; placing the order is never limited', async () => {
      const { code } = await makeCode({ code: newCode('half'), kind: 'percent', amount: 50 });
      const shopper = await shopperAt('10.39.0.1', lines());
      const typo = await applyTo(shopper, 'NOSUCHCODE');
      expect([typo.status, typo.body.message]).toEqual([400, 'There is no code NOSUCHCODE. Check the spelling and try again.']);
      const quotedTypo = await quoteOf(shopper, 'NOSUCHCODE');
      expect(quotedTypo.status).toBe(200);
      expect(quotedTypo.body.data).toMatchObject({ applies: false, problem: 'There is no code NOSUCHCODE. Check the spelling and try again.' });
      for (let n = 2; n < DEFAULT_CODE_LOOKUP_LIMIT.perShopper; n++) expect((await guess(shopper, n)).status, `look-up ${n + 1}`).not.toBe(429);

      // One more, the real code among them: refused on both calls without being looked up.
      for (const answer of [await applyTo(shopper, code), await quoteOf(shopper, code)]) {
        expect(answer.status).toBe(429);
        expect(answer.body.message).toMatch(TOO_MANY);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(contractErrors('applyDiscountCode', 429, (await applyTo(shopper, 'GUESSX')).body)).toEqual([]);
      expect(contractErrors('quoteDiscountCode', 429, (await quoteOf(shopper, 'GUESSX')).body)).toEqual([]);
      expect((await shopper.get('/cart/getusercart')).body.data.discountCode).toBeUndefined();

      // The order calls are never limited: the shopper still checks out. They take only the
      // cart's code, so the real one, never applied, is refused as a made-up one is, unlooked-up.
      const withReal = await checkout(shopper, lines(), withDelivery(tee.price) - Math.floor(tee.price / 2), 'cod', code);
      const withGuess = await checkout(shopper, lines(), withDelivery(tee.price) - Math.floor(tee.price / 2), 'cod', 'GUESSY');
      expect([withReal.status, withReal.body.message]).toEqual([409, `Code ${code} is not on your cart. Apply it in your cart, then place the order again.`]);
      expect([withGuess.status, withGuess.body.message]).toEqual([409, 'Code GUESSY is not on your cart. Apply it in your cart, then place the order again.']);
      expect(await shop.database.db.select().from(orders).where(eq(orders.discountCode, code))).toEqual([]);
      const placed = await checkout(shopper, lines(), withDelivery(tee.price), 'cod');
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect((await shopper.post('/order/cod', draftFor(tee, 1, 'asha@example.in'))).status).toBe(200);
    });

    it('limits every account speaking from one address together, and leaves other addresses alone', async () => {
      const address = '10.39.1.1';
      let used = 0;
      while (used < DEFAULT_CODE_LOOKUP_LIMIT.perIp) {
        const shopper = await shopperAt(address, lines());
        for (let n = 0; n < DEFAULT_CODE_LOOKUP_LIMIT.perShopper && used < DEFAULT_CODE_LOOKUP_LIMIT.perIp; n++, used++) {
          expect((await guess(shopper, n)).status, `look-up ${used + 1} from the address`).not.toBe(429);
        }
      }
      const fresh = await shopperAt(address, lines());
      for (const answer of [await applyTo(fresh, 'GUESS1'), await quoteOf(fresh, 'GUESS2')]) {
        expect(answer.status).toBe(429);
        expect(answer.body.message).toMatch(TOO_MANY);
      }
      // The same account from another address is counted on its own there.
      const elsewhere = new Browser(shop.app, '10.39.1.2');
      for (const [name, value] of fresh.cookies) elsewhere.cookies.set(name, value);
      const typo = await applyTo(elsewhere, 'NOSUCHCODE');
      expect([typo.status, typo.body.message]).toEqual([400, 'There is no code NOSUCHCODE. Check the spelling and try again.']);
    });

    it('does not count the checkout page asking again for the code already on the cart', async () => {
      const { code } = await makeCode({ code: newCode('held'), kind: 'flat', amount: 40 });
      const shopper = await shopperAt('10.39.2.1', lines());
      expect((await applyTo(shopper, code)).status).toBe(200);
      for (let n = 0; n < DEFAULT_CODE_LOOKUP_LIMIT.perShopper + 2; n++) {
        const quote = await quoteOf(shopper, code.toLowerCase());
        expect(quote.status, `quote ${n + 1} of the held code`).toBe(200);
        expect(quote.body.data).toMatchObject({ code, applies: true, saving: 40 });
      }
    });
  });
});
