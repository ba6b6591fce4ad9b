import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../src/server/adapters/mail/smtp';
import { diskStore } from '../../src/server/adapters/storage/disk';
import { buildApp, type ShopApp } from '../../src/server/app';
import { productVariants, products, variantSizes } from '../../src/server/db/schema';
import { signUp } from './support/accounts';
import { draftFor, startOrderShop, stockedLine } from './support/order-shop';
import { TEST_SECRET, testDocumentsFolder, type TestShop } from './support/test-app';

// Two app servers on one database, as behind a load balancer.
let shop: TestShop;
let second: ShopApp;
beforeAll(async () => {
  shop = await startOrderShop();
  second = await buildApp({
    database: shop.database,
    store: diskStore(testDocumentsFolder()),
    mailer: smtpMailer(shop.mail.url),
    secret: TEST_SECRET,
    secureCookies: false,
    webRoot: null,
  });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await shop?.close();
});

async function productName(app: ShopApp, id: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/api/v1/product/product/${id}` });
  return response.json().data.name;
}

describe('catalogue cache', () => {
  it('serves cached reads until a write on any server announces a change', async () => {
    const [product] = await shop.database.db.select({ id: products.id, name: products.name }).from(products).limit(1);
    const id = product!.id;
    expect(await productName(shop.app, id)).toBe(product!.name);
    expect(await productName(second, id)).toBe(product!.name);

    await shop.database.db.update(products).set({ name: 'Renamed Test Tee' }).where(eq(products.id, id));
    // Still the cached copy: reads do not hit the database.
    expect(await productName(shop.app, id)).toBe(product!.name);
    expect(await productName(second, id)).toBe(product!.name);

    // A write on the second server drops both caches (the first through LISTEN/NOTIFY).
    await second.catalogueCache.changed();
    expect(await productName(second, id)).toBe('Renamed Test Tee');
    await expect.poll(() => productName(shop.app, id), { timeout: 5000 }).toBe('Renamed Test Tee');
  });

  it('loads a key once for many simultaneous requests', async () => {
    await shop.app.catalogueCache.changed();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 'value';
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => shop.app.catalogueCache.get('k', load)));
    expect(answers.every((answer) => answer === 'value')).toBe(true);
    expect(loads).toBe(1);
  });
});

interface ProductAnswer {
  isAvailable: boolean;
  variants: { _id: string; sizes: { size: string; stock: number }[]; inStock: boolean }[];
}

async function productAnswer(app: ShopApp, id: string): Promise<ProductAnswer> {
  return (await app.inject({ method: 'GET', url: `/api/api/v1/product/product/${id}` })).json().data;
}

const stockOfM = (answer: ProductAnswer, variantId: string) => answer.variants.find((v) => v._id === variantId)!.sizes.find((s) => s.size === 'M')?.stock;

describe('catalogue cache and stock', () => {
  it('drops the cached product on every stock change, on every app server, and says when nothing is left', async () => {
    const line = await stockedLine(shop.database.db, 10, 2);
    // Only size M of this one colour has stock: the product is available while it lasts.
    const variants = await shop.database.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, line.productId));
    await shop.database.db.update(variantSizes).set({ stock: 0 }).where(inArray(variantSizes.variantId, variants.map((v) => v.id)));
    await stockedLine(shop.database.db, 10, 2);
    await shop.app.catalogueCache.changed();
    for (const app of [shop.app, second]) {
      const answer = await productAnswer(app, line.productId);
      expect(stockOfM(answer, line.variantId)).toBe(10);
      expect(answer.isAvailable).toBe(true);
    }

    const { browser, email } = await signUp(shop);
    // Two orders of one unit each: no size sells out, yet every server shows the new count.
    for (const expected of [9, 8]) {
      expect((await browser.post('/order/cod', draftFor(line, 1, email))).status).toBe(200);
      expect(stockOfM(await productAnswer(shop.app, line.productId), line.variantId)).toBe(expected);
      await expect.poll(async () => stockOfM(await productAnswer(second, line.productId), line.variantId), { timeout: 5000 }).toBe(expected);
    }

    // The rest sells: the product is no longer available anywhere.
    const last = await browser.post('/order/cod', draftFor(line, 8, email));
    expect(last.status).toBe(200);
    for (const app of [shop.app, second]) {
      await expect.poll(async () => (await productAnswer(app, line.productId)).isAvailable, { timeout: 5000 }).toBe(false);
      expect(stockOfM(await productAnswer(app, line.productId), line.variantId)).toBe(0);
    }

    // A cancelled order puts 8 back: shown at once, and available again.
    const [latest] = (await browser.get('/order/getorderbyid')).body.data as { _id: string; trackingId: string }[];
    expect((await browser.request('DELETE', '/order/cancelOrder', { orderId: latest!._id, trackingId: latest!.trackingId })).status).toBe(200);
    for (const app of [shop.app, second]) {
      await expect.poll(async () => stockOfM(await productAnswer(app, line.productId), line.variantId), { timeout: 5000 }).toBe(8);
      expect((await productAnswer(app, line.productId)).isAvailable).toBe(true);
    }
  });

  it('keeps serving unrelated catalogue reads from the cache when one product\'s stock changes', async () => {
    const line = await stockedLine(shop.database.db, 20, 3);
    const [other] = await shop.database.db.select({ id: products.id }).from(products).where(eq(products.hidden, false)).limit(2).offset(1);
    expect(other!.id).not.toBe(line.productId);
    // Read on the second server, which the first test's last change has already reached.
    const name = await productName(second, other!.id);
    // Renamed behind the cache's back: as long as the cached copy is served, the old name shows.
    await shop.database.db.update(products).set({ name: 'Not Yet Shown Tee' }).where(eq(products.id, other!.id));
    const { browser, email } = await signUp(shop);
    expect((await browser.post('/order/cod', draftFor(line, 1, email))).status).toBe(200);
    // Once the second server has heard of the order, the other product is still its cached copy.
    await expect.poll(async () => stockOfM(await productAnswer(second, line.productId), line.variantId), { timeout: 5000 }).toBe(19);
    expect(await productName(second, other!.id)).toBe(name);
    await shop.database.db.update(products).set({ name }).where(eq(products.id, other!.id));
  });
});
