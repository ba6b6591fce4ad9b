import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { mailQueue, orders, products, users } from '../../src/server/db/schema';
import { DomainError } from '../../src/server/errors';
import { placeOrders, productLine } from '../../src/server/services/orders/place-order';
import { exactInr } from '../../src/server/services/orders/pricing';
import { signUp } from './support/accounts';
import type { Browser } from './support/browser';
import { lockWaiters } from './support/lock-waits';
import { draftFor, startOrderShop, stockOf, stockedLine, type StockedLine } from './support/order-shop';
import type { TestShop } from './support/test-app';
import { signedIn } from './staff-shop';

let shop: TestShop;
let staff: Browser;
beforeAll(async () => {
  shop = await startOrderShop();
  staff = await signedIn(shop.app, shop.database, 'staff');
});
afterAll(async () => shop?.close());

const refusal = (nowRupees: number, shownRupees: number) => `The price of this product is ${exactInr(Math.round(nowRupees * 100))}, not ${exactInr(Math.round(shownRupees * 100))}. Please review your order and try again.`;

/** The staff edit screen's save of a product with a new price (no discount), through the staff API. */
async function staffSetsPrice(line: StockedLine, price: number) {
  const [product] = await shop.database.db.select().from(products).where(eq(products.id, line.productId));
  const saved = await staff.request('PUT', `/staff/products/${line.productId}`, {
    name: product!.name,
    description: product!.description,
    price,
    discount: 0,
    category: product!.category,
    subCategory: product!.subCategory,
    returnPolicy: product!.returnPolicy,
    tags: product!.tags,
    codAvailable: product!.codAvailable,
  });
  expect(saved.status).toBe(200);
}

async function shopperOrders(email: string) {
  const [user] = await shop.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { userId: user!.id, orders: await shop.database.db.select().from(orders).where(eq(orders.userId, user!.id)) };
}

describe('a staff price edit racing a checkout', () => {
  it('refuses the order at the price the shopper was quoted once staff have changed it, and writes nothing', async () => {
    const line = await stockedLine(shop.database.db, 20, 2);
    const { browser, email } = await signUp(shop);
    // The shopper's quote: the product page's price.
    const page = await browser.get(`/product/product/${line.productId}`);
    expect(page.body.data.finalPrice).toBe(line.price);
    const stock = await stockOf(shop.database.db, line);
    await staffSetsPrice(line, line.price + 100);

    const placed = await browser.post('/order/cod', draftFor(line, 1, email));
    expect(placed.status).toBe(409);
    expect(placed.body.message).toBe(refusal(line.price + 100, line.price));
    expect((await shopperOrders(email)).orders).toEqual([]);
    expect(await stockOf(shop.database.db, line)).toBe(stock);
  });

  it('reads the price inside the order transaction: an edit landing after the checks before it is still refused', async () => {
    const line = await stockedLine(shop.database.db, 20, 3);
    const { email } = await signUp(shop);
    const { userId } = await shopperOrders(email);
    const stock = await stockOf(shop.database.db, line);
    const mailsBefore = (await shop.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, email))).length;
    // The edit commits just as the checkout opens its transaction: after the delivery checks, before the prices are read.
    const db = shop.database.db;
    const racing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<Db['transaction']>) => {
          await staffSetsPrice(line, line.price + 50);
          return target.transaction(...args);
        };
      },
    });
    const { product, totalAmount, ...details } = draftFor(line, 2, email);
    const attempt = placeOrders(racing, {
      userId,
      details,
      lines: [productLine(product)],
      totalAmount,
      method: 'cod',
      press: { idempotencyKey: crypto.randomUUID() },
    });
    await expect(attempt).rejects.toThrow(DomainError);
    await expect(attempt).rejects.toMatchObject({ kind: 'CONFLICT', message: refusal(line.price + 50, line.price) });
    expect((await shopperOrders(email)).orders).toEqual([]);
    expect(await stockOf(shop.database.db, line)).toBe(stock);
    expect((await db.select().from(mailQueue).where(eq(mailQueue.toAddress, email))).length).toBe(mailsBefore);

    // At the new price the same checkout goes through.
    const fresh = draftFor({ ...line, price: line.price + 50 }, 2, email);
    const { product: freshProduct, totalAmount: freshTotal, ...freshDetails } = fresh;
    const placed = await placeOrders(db, { userId, details: freshDetails, lines: [productLine(freshProduct)], totalAmount: freshTotal, method: 'cod' });
    expect(placed.orders.map((order) => order.unitPricePaise)).toEqual([Math.round((line.price + 50) * 100)]);
  });

  // Row locks that a second connection waits on: PGlite has one connection, so this test exists in
  // the PostgreSQL project only (declared there, never skipped or passed empty on PGlite).
  const onPostgres = inject('dbKind') === 'postgres' ? it : null;
  onPostgres?.('on PostgreSQL a checkout waits for a price edit still being saved, then refuses the old price', async () => {
    const line = await stockedLine(shop.database.db, 20, 4);
    const { browser, email } = await signUp(shop);
    const db = shop.database.db;
    const newPaise = Math.round((line.price + 30) * 100);
    let commit = () => {};
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let updated = () => {};
    const rowLocked = new Promise<void>((resolve) => (updated = resolve));
    // The staff edit has written the new price and holds the row, not yet committed.
    const edit = db.transaction(async (tx) => {
      await tx.update(products).set({ pricePaise: newPaise, discount: 0, finalPricePaise: newPaise }).where(eq(products.id, line.productId));
      updated();
      await committing;
    });
    await rowLocked;
    const attempt = browser.post('/order/cod', draftFor(line, 1, email));
    // Until the checkout is seen waiting for the product row (it must not read the old price and go on).
    await lockWaiters(db, 1);
    commit();
    await edit;
    const answer = await attempt;
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 409, message: refusal(newPaise / 100, line.price) });
    expect((await shopperOrders(email)).orders).toEqual([]);
  });
});
