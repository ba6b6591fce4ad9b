import { and, eq, gt, lt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discountCodes, orders, payments, productVariants, products, variantSizes } from '../../src/server/db/schema';
import { DEFAULT_CODE_LOOKUP_LIMIT } from '../../src/server/services/discounts/code-lookup-limit';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { draftFor, startOrderShop, stockOf, withDelivery, type StockedLine } from './support/order-shop';
import type { TestShop } from './support/test-app';
import { signedIn } from './staff-shop';

// One price for one cart: Buy Now and 'Checkout all' of the same item are quoted, shown and
// charged alike (items, code, delivery, COD fee), and the order's transaction prices it again.

let shop: TestShop;
let staff: Browser;
/** A product under ₹999, so that one of it pays the delivery charge (₹49 below ₹999 by default). */
let small: StockedLine;

/** A COD-able colour priced from ₹300 to under ₹999, with `stock` units in size M. */
async function smallLine(stock: number): Promise<StockedLine> {
  const [row] = await shop.database.db
    .select({ productId: products.id, variantId: productVariants.id, finalPricePaise: products.finalPricePaise })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.hidden, false), eq(products.codAvailable, true), gt(products.finalPricePaise, 30_000), lt(products.finalPricePaise, 99_900)))
    .orderBy(productVariants.id)
    .limit(1);
  await shop.database.db
    .insert(variantSizes)
    .values({ variantId: row!.variantId, size: 'M', stock })
    .onConflictDoUpdate({ target: [variantSizes.variantId, variantSizes.size], set: { stock } });
  return { productId: row!.productId, variantId: row!.variantId, size: 'M', price: row!.finalPricePaise / 100 };
}

beforeAll(async () => {
  shop = await startOrderShop();
  small = await smallLine(500);
  staff = await signedIn(shop.app, shop.database, 'staff');
});
afterAll(async () => shop?.close());

const COD_DEFAULTS = { minOrder: 0, maxOrder: null, feeKind: 'flat', fee: 0, offForDesigns: false, confirmDesigns: true, confirmAbove: null, maxRefusals: null, blockedPincodes: [] as string[] };
async function setCodFee(fee: number) {
  const answer = await staff.request('PUT', '/staff/settings/cod', { ...COD_DEFAULTS, fee });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
beforeEach(() => setCodFee(0));

let addressCounter = 0;
/** A new signed-in shopper, from an address of its own (the look-up limit counts per address too). */
async function shopper(address = `10.42.0.${++addressCounter}`): Promise<Browser> {
  const signed = await signedIn(shop.app, shop.database, 'shopper');
  const browser = new Browser(shop.app, address);
  for (const [name, value] of signed.cookies) browser.cookies.set(name, value);
  return browser;
}

const NO_LIMITS = { minOrder: 0, maxDiscount: null, validFrom: null, validTo: null, totalUses: null, usesPerShopper: null, firstOrderOnly: false, scope: [], paused: false };
let codeCounter = 0;
async function makeCode(kind: 'flat' | 'percent', amount: number): Promise<string> {
  const made = await staff.post('/staff/discount-codes', { ...NO_LIMITS, code: `ONE${Date.now() % 100000}${codeCounter++}`, kind, amount });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data.code as string;
}

/** Buy Now: the spec's draft for one of `line`, its total and code as given. */
function buyNow(browser: Browser, path: '/order/cod' | '/order/payment', totalAmount: number, discountCode?: string, line = small) {
  return browser.post(path, { ...draftFor(line, 1), totalAmount, ...(discountCode ? { discountCode } : {}) });
}

/** 'Checkout all' of one of `line` in the cart, its total and code as given. */
async function checkoutAll(browser: Browser, paymentMethod: 'cod' | 'online', totalAmount: number, discountCode?: string, line = small) {
  const { product: _product, totalAmount: _total, ...details } = draftFor(line, 1);
  const items = [{ productId: line.productId, variantId: line.variantId, size: line.size, quantity: 1, price: line.price }];
  return browser.post('/order/cart-checkout', { ...details, items, totalAmount, paymentMethod, ...(discountCode ? { discountCode } : {}) });
}

async function withInCart(line = small): Promise<Browser> {
  const browser = await shopper();
  expect((await browser.post('/cart/add', { productId: line.productId, variantId: line.variantId, size: 'M', quantity: 1 })).status).toBe(200);
  return browser;
}

/** The checkout page's quote for one of `line`, with a code when given. */
function quote(browser: Browser, discountCode?: string, line = small) {
  return browser.post('/order/discount-quote', { items: [{ productId: line.productId, variantId: line.variantId, quantity: 1 }], ...(discountCode ? { discountCode } : {}) });
}

const orderRow = async (id: string) => (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const ordersOf = async (browser: Browser) => (await browser.get('/order/getorderbyid')).body.data as unknown[];

describe('one price for one cart', () => {
  it('charges a small Buy Now the delivery charge the cart checkout of the same item pays, and quotes it so', async () => {
    expect(small.price).toBeLessThan(999);
    // The test's own arithmetic: ₹49 below ₹999.
    const expected = Math.round((small.price + 49) * 100) / 100;
    expect(withDelivery(small.price)).toBe(expected);

    const buyer = await shopper();
    const quoted = await quote(buyer);
    expect(quoted.status).toBe(200);
    expect(contractErrors('quoteDiscountCode', 200, quoted.body)).toEqual([]);
    expect(quoted.body.data).toMatchObject({ code: null, applies: false, problem: null, saving: 0, subtotal: small.price, delivery: 49, total: expected });

    const single = await buyNow(buyer, '/order/cod', expected);
    expect(single.status, JSON.stringify(single.body)).toBe(200);
    expect(single.body.message).toBe('Order placed successfully with COD.');
    expect(single.body.data).toMatchObject({ totalAmount: expected, deliveryCharge: 49, codFee: 0 });

    const carter = await withInCart();
    expect((await carter.get('/cart/getusercart')).body.data.totals).toMatchObject({ deliveryCharge: 49, payable: expected });
    const all = await checkoutAll(carter, 'cod', expected);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.orders[0]).toMatchObject({ totalAmount: expected, deliveryCharge: 49, codFee: 0 });

    // Online, the payment is for the same amount by either button.
    const online = await buyNow(await shopper(), '/order/payment', expected);
    expect(online.status, JSON.stringify(online.body)).toBe(200);
    expect(contractErrors('startOnlinePayment', 200, online.body)).toEqual([]);
    const onlineAll = await checkoutAll(await withInCart(), 'online', expected);
    expect(onlineAll.status, JSON.stringify(onlineAll.body)).toBe(200);
    const amounts = [];
    for (const transactionId of [online.body.data.transactionId, onlineAll.body.data.transactionId]) {
      const [payment] = await shop.database.db.select().from(payments).where(eq(payments.transactionId, transactionId));
      amounts.push(payment!.amountPaise);
    }
    expect(amounts).toEqual([Math.round(expected * 100), Math.round(expected * 100)]);
  });

  it('gives a code on Buy Now the same total as the same code on the cart, and counts its use', async () => {
    const code = await makeCode('flat', 60);
    const expected = Math.round((small.price - 60 + 49) * 100) / 100;

    const buyer = await shopper();
    const quoted = await quote(buyer, code.toLowerCase());
    expect(quoted.status).toBe(200);
    expect(contractErrors('quoteDiscountCode', 200, quoted.body)).toEqual([]);
    expect(quoted.body.data).toMatchObject({ code, applies: true, problem: null, saving: 60, subtotal: small.price, delivery: 49, total: expected });
    const single = await buyNow(buyer, '/order/cod', expected, code);
    expect(single.status, JSON.stringify(single.body)).toBe(200);
    expect(single.body.data).toMatchObject({ totalAmount: expected, deliveryCharge: 49 });
    expect(await orderRow(single.body.data._id)).toMatchObject({ discountCode: code, discountPaise: 6000, deliveryPaise: 4900, totalPaise: Math.round(expected * 100) });

    const carter = await withInCart();
    expect((await carter.request('PUT', '/cart/discount-code', { code })).body.data.totals).toMatchObject({ discount: 60, payable: expected });
    const all = await checkoutAll(carter, 'cod', expected, code);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.orders[0]).toMatchObject({ totalAmount: expected, deliveryCharge: 49 });

    const [row] = await shop.database.db.select().from(discountCodes).where(eq(discountCodes.code, code));
    expect(row).toMatchObject({ usesCount: 2, discountGivenPaise: 12_000 });
  });

  it('refuses a tampered totalAmount on Buy Now with the real figure, and writes nothing', async () => {
    const code = await makeCode('flat', 60);
    const buyer = await shopper();
    const stockBefore = await stockOf(shop.database.db, small);
    const tampered: [string, number, string | undefined][] = [
      // The old Buy Now total: the line alone, no delivery.
      ['/order/cod', small.price, undefined],
      ['/order/payment', small.price, undefined],
      // The code's saving taken twice, and a code the page never applied.
      ['/order/cod', Math.round((small.price - 120 + 49) * 100) / 100, code],
      ['/order/cod', Math.round((small.price - 60 + 49) * 100) / 100, undefined],
    ];
    for (const [path, total, withCode] of tampered) {
      const answer = await buyNow(buyer, path as '/order/cod', total, withCode);
      expect(answer.status, `${path} ${total}`).toBe(409);
      const real = withCode ? small.price - 60 + 49 : small.price + 49;
      expect(answer.body.message).toBe(`The order total is ${inr(real)}, not ${inr(total)}. Please review your order and try again.`);
    }
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await stockOf(shop.database.db, small)).toBe(stockBefore);
    const [row] = await shop.database.db.select().from(discountCodes).where(eq(discountCodes.code, code));
    expect(row!.usesCount).toBe(0);
  });

  it('adds the same COD fee by either button, on the quote’s total', async () => {
    await setCodFee(40);
    const expected = Math.round((small.price + 49 + 40) * 100) / 100;
    const buyer = await shopper();
    const quoted = (await quote(buyer)).body.data;
    const cod = await buyer.post('/order/cod-quote', { pincode: '462011', amount: quoted.total, productIds: [small.productId], hasDesign: false });
    expect(cod.body.data).toMatchObject({ allowed: true, fee: 40, total: expected });
    // Without the fee: refused, with it, placed.
    expect((await buyNow(buyer, '/order/cod', withDelivery(small.price))).status).toBe(409);
    const single = await buyNow(buyer, '/order/cod', expected);
    expect(single.status, JSON.stringify(single.body)).toBe(200);
    expect(single.body.data).toMatchObject({ totalAmount: expected, deliveryCharge: 49, codFee: 40 });

    const carter = await withInCart();
    expect((await checkoutAll(carter, 'cod', withDelivery(small.price))).status).toBe(409);
    const all = await checkoutAll(carter, 'cod', expected);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.orders[0]).toMatchObject({ totalAmount: expected, deliveryCharge: 49, codFee: 40 });
  });

  it('counts a Buy Now code against the look-up limit: past it the order is refused (429) and nothing is placed', async () => {
    const code = await makeCode('percent', 10);
    const buyer = await shopper('10.42.9.1');
    // All but one look-up spent on made-up codes.
    for (let n = 0; n < DEFAULT_CODE_LOOKUP_LIMIT.perShopper - 1; n++) expect((await quote(buyer, `GUESS${n}`)).status).toBe(200);
    // A made-up code sent with the order is the last look-up: refused as not applying.
    const guessed = await buyNow(buyer, '/order/cod', withDelivery(small.price), 'GUESSZ');
    expect(guessed.status).toBe(409);
    expect(guessed.body.message).toContain('There is no code GUESSZ.');
    // The order call counted it: the real code is now refused before it is looked up, on the
    // order call as on the quote, and no order is placed.
    const saving = Math.floor(small.price / 10);
    for (const answer of [await buyNow(buyer, '/order/cod', Math.round((small.price - saving + 49) * 100) / 100, code), await quote(buyer, code)]) {
      expect(answer.status).toBe(429);
      expect(answer.body.message).toMatch(/^Too many discount code tries\. Please try again in \d+ minutes?\.$/);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await ordersOf(buyer)).toEqual([]);
    // Without a code the shopper still buys: only a code is a look-up.
    expect((await quote(buyer)).status).toBe(200);
    expect((await buyNow(buyer, '/order/cod', withDelivery(small.price))).status).toBe(200);
  });
});

const inr = (rupees: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2, maximumFractionDigits: 2 }).format(rupees);
