import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customiserGarments, orders } from '../../src/server/db/schema';
import { PRINT_PRICE_PER_SIDE_PAISE } from '../../src/shared/design-price';
import { signUp } from './support/accounts';
import { contractErrors } from './support/contract';
import { draftFor, startOrderShop, stockedLine, type StockedLine } from './support/order-shop';
import type { TestShop } from './support/test-app';
import type { Browser } from './support/browser';
import { signedIn } from './staff-shop';

let shop: TestShop;
let cheap: StockedLine;
let garment: { color: string; basePricePaise: number };

beforeAll(async () => {
  shop = await startOrderShop();
  cheap = await stockedLine(shop.database.db, 40, 3);
  [garment] = (await shop.database.db
    .select({ color: customiserGarments.color, basePricePaise: customiserGarments.basePricePaise })
    .from(customiserGarments)
    .where(and(eq(customiserGarments.type, 'tshirt'), eq(customiserGarments.active, true)))
    .limit(1)) as [typeof garment];
});
afterAll(async () => shop?.close());

const details = (email: string) => {
  const { product: _product, totalAmount: _total, ...rest } = draftFor(cheap, 1, email);
  return rest;
};

async function setRule(staff: Browser, freeDeliveryFrom: number, deliveryCharge: number) {
  const saved = await staff.request('PUT', '/staff/settings/delivery', { freeDeliveryFrom, deliveryCharge });
  expect(saved.status).toBe(200);
  expect(contractErrors('staffSetDeliveryRule', 200, saved.body)).toEqual([]);
}

describe('cart totals and the delivery charge', () => {
  it('answers line totals, subtotal, delivery and payable; staff move the free-delivery figure and checkout charges the same', async () => {
    const staff = await signedIn(shop.app, shop.database, 'staff');
    const rule = await staff.get('/staff/settings/delivery');
    expect(rule.body.data).toEqual({ freeDeliveryFrom: 999, deliveryCharge: 49 });
    expect(contractErrors('staffGetDeliveryRule', 200, rule.body)).toEqual([]);

    const { browser, email } = await signUp(shop);
    expect((await browser.post('/cart/add', { productId: cheap.productId, variantId: cheap.variantId, size: 'M', quantity: 2 })).status).toBe(200);
    const subtotal = cheap.price * 2;
    // The rule from here on: free from a figure above this cart, ₹79 below it.
    await setRule(staff, Math.ceil(subtotal) + 1, 79);
    const cart = await browser.get('/cart/getusercart');
    expect(contractErrors('getCart', 200, cart.body)).toEqual([]);
    expect(cart.body.data.products[0].lineTotal).toBe(subtotal);
    expect(cart.body.data.totals).toEqual({ subtotal, discount: 0, deliveryCharge: 79, payable: subtotal + 79, freeDeliveryFrom: Math.ceil(subtotal) + 1, deliveryChargeBelow: 79 });

    const items = [{ productId: cheap.productId, variantId: cheap.variantId, size: 'M', quantity: 2, price: cheap.price }];
    // A page that left the delivery charge out is refused with the real figure, and nothing is placed.
    const short = await browser.post('/order/cart-checkout', { ...details(email), items, totalAmount: subtotal, paymentMethod: 'cod' });
    expect(short.status).toBe(409);
    expect(short.body.message).toContain('₹');
    expect((await browser.get('/order/getorderbyid')).body.data).toEqual([]);

    const placed = await browser.post('/order/cart-checkout', { ...details(email), items, totalAmount: subtotal + 79, paymentMethod: 'cod' });
    expect(placed.status).toBe(200);
    expect(contractErrors('checkoutCart', 200, placed.body)).toEqual([]);
    expect(placed.body.data.orders[0]).toMatchObject({ deliveryCharge: 79, totalAmount: subtotal + 79, checkoutNumber: placed.body.data.orders[0].trackingId });

    // From the figure on, delivery is free.
    await setRule(staff, Math.floor(subtotal), 79);
    await browser.post('/cart/add', { productId: cheap.productId, variantId: cheap.variantId, size: 'M', quantity: 2 });
    expect((await browser.get('/cart/getusercart')).body.data.totals).toMatchObject({ subtotal, deliveryCharge: 0, payable: subtotal });
    await setRule(staff, 999, 49);
  });

  it('refuses a rule that is not whole rupees, and keeps the one saved', async () => {
    const staff = await signedIn(shop.app, shop.database, 'staff');
    expect((await staff.request('PUT', '/staff/settings/delivery', { freeDeliveryFrom: 999.5, deliveryCharge: 49 })).status).toBe(400);
    expect((await staff.request('PUT', '/staff/settings/delivery', { freeDeliveryFrom: 999, deliveryCharge: -1 })).status).toBe(400);
    expect((await staff.get('/staff/settings/delivery')).body.data).toEqual({ freeDeliveryFrom: 999, deliveryCharge: 49 });
  });
});

describe('a team order: one design in several sizes', () => {
  async function savedDesign(browser: Browser) {
    const text = { id: 'text-1', kind: 'text', content: 'Team Bhopal', color: '#ffffff', fontSize: 24, fontWeight: 'bold', fontStyle: 'normal', x: 300, y: 160, rotation: 0, width: 600 };
    const document = { version: 1, garment: 'tshirt', color: garment.color, size: 'M', sides: { front: [text], back: [] } };
    const created = await browser.post('/designs', { document });
    expect(created.status).toBe(201);
    return { id: created.body.data._id as string, price: (garment.basePricePaise + PRINT_PRICE_PER_SIDE_PAISE) / 100 };
  }

  it('keeps a line per size with its own quantity, never merges two sizes silently, and orders each as its own order of one checkout', async () => {
    const { browser, email } = await signUp(shop);
    const { id, price } = await savedDesign(browser);
    for (const [size, quantity] of [['M', 4], ['L', 6], ['XL', 2]] as const) {
      const set = await browser.request('PUT', `/designs/${id}/cart`, { size, quantity });
      expect(set.status).toBe(200);
      expect(contractErrors('setDesignCartLine', 200, set.body)).toEqual([]);
    }
    // The studio's own 'Add to cart' (no size sent) leaves a team order's lines as they are.
    expect((await browser.post(`/designs/${id}/cart`)).status).toBe(200);
    let cart = await browser.get('/cart/getusercart');
    expect(contractErrors('getCart', 200, cart.body)).toEqual([]);
    expect(cart.body.data.designs.map((line: { size: string; quantity: number; lineTotal: number }) => [line.size, line.quantity, line.lineTotal])).toEqual([
      ['M', 4, price * 4],
      ['L', 6, price * 6],
      ['XL', 2, price * 2],
    ]);
    const subtotal = price * 12;
    expect(cart.body.data.totals.subtotal).toBe(subtotal);

    // Moving the XL line to L would merge two lines: refused, and nothing changes.
    const merge = await browser.request('PUT', `/designs/${id}/cart`, { size: 'L', quantity: 2, replaceSize: 'XL' });
    expect(merge.status).toBe(409);
    expect(merge.body.message).toBe("This design is already in your cart in size L. Change that line's quantity instead.");
    // Moving it to XXL changes that line only.
    expect((await browser.request('PUT', `/designs/${id}/cart`, { size: 'XXL', quantity: 3, replaceSize: 'XL' })).status).toBe(200);
    cart = await browser.get('/cart/getusercart');
    expect(cart.body.data.designs.map((line: { size: string; quantity: number }) => `${line.quantity} ${line.size}`)).toEqual(['4 M', '6 L', '3 XXL']);
    // A size taken out alone.
    expect((await browser.request('DELETE', `/designs/${id}/cart?size=XXL`)).status).toBe(200);
    expect((await browser.request('PUT', `/designs/${id}/cart`, { size: 'XL', quantity: 2 })).status).toBe(200);

    const designs = [
      { designId: id, size: 'M', quantity: 4, price },
      { designId: id, size: 'L', quantity: 6, price },
      { designId: id, size: 'XL', quantity: 2, price },
    ];
    const delivery = subtotal >= 999 ? 0 : 49;
    const placed = await browser.post('/order/cart-checkout', { ...details(email), items: [], designs, totalAmount: subtotal + delivery, paymentMethod: 'cod' });
    expect(placed.status).toBe(200);
    expect(contractErrors('checkoutCart', 200, placed.body)).toEqual([]);
    const placedOrders = placed.body.data.orders as { size: string; trackingId: string; checkoutNumber: string; product: { size: string; quantity: number } }[];
    expect(placedOrders.map((order) => `${order.product.quantity} ${order.product.size}`).sort()).toEqual(['2 XL', '4 M', '6 L']);
    expect(new Set(placedOrders.map((order) => order.checkoutNumber))).toEqual(new Set([placedOrders[0]!.trackingId]));
    expect((await browser.get('/cart/getusercart')).body.data.designs).toEqual([]);
    const rows = await shop.database.db.select().from(orders).where(eq(orders.designId, id));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.checkoutId)).size).toBe(1);
  });
});
