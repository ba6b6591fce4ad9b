import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../src/server/adapters/mail/smtp';
import { diskStore } from '../../src/server/adapters/storage/disk';
import { buildApp, type ShopApp } from '../../src/server/app';
import { products } from '../../src/server/db/schema';
import { TEST_SECRET, startTestShop, testDocumentsFolder, type TestShop } from './support/test-app';

// Two app servers on one database, as behind a load balancer.
let shop: TestShop;
let second: ShopApp;
beforeAll(async () => {
  shop = await startTestShop();
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
