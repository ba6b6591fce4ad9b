import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn } from './support/accounts';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { freePort, httpShopper, killHard, startShopProcess, templateCopyFor } from './support/shop-process';
import { withDelivery } from './support/order-shop';

/**
 * The real server process (src/server/main.ts) is killed with SIGKILL in the middle of
 * concurrent checkouts and started again on the same data: every order it acknowledged is
 * there, and stock plus the units of the orders equals the stock before.
 */
let mail: MailCatcher;
let dataDir: string;
let env: NodeJS.ProcessEnv;
let dropDatabase = async () => {};
beforeAll(async () => {
  mail = await startMailCatcher();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-crash-'));
  const copy = await templateCopyFor(dataDir);
  dropDatabase = copy.drop;
  env = { ...copy.env, DATA_DIR: dataDir, SMTP_URL: mail.url, SESSION_SECRET: randomBytes(24).toString('hex'), PAYMENT_PROVIDER: 'sandbox' };
});
afterAll(async () => {
  await mail?.close();
  await dropDatabase();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a crash in the middle of checkouts', () => {
  it('keeps every acknowledged order and never loses or invents stock', async () => {
    const port = await freePort();
    let shop = await startShopProcess(env, port);
    const base = `http://127.0.0.1:${port}`;
    const client = httpShopper(base);
    try {
      const email = `crash${Date.now()}@example.in`;
      await client.call('GET', '/auth/verify');
      expect((await client.call('POST', '/otp/saveotp', { email })).status).toBe(200);
      const otp = codeIn((await mail.next(email, 10_000)).text);
      const registered = await client.call('POST', '/auth/register', { username: 'Crash Test', email, password: 'Chai@1234', phone: '9876543210', address: '1 MP Nagar', otp });
      expect(registered.status).toBe(200);

      type Product = { _id: string; finalPrice: number; codAvailable: boolean; variants: { _id: string; sizes: { size: string; stock: number }[] }[] };
      const stockNow = async (productId: string, variantId: string) => {
        const product = (await client.call('GET', `/product/product/${productId}`)).body.data as Product;
        return product.variants.find((v) => v._id === variantId)!.sizes.find((s) => s.size === 'M')!.stock;
      };
      const list = (await client.call('GET', '/product/tags/trending?page=1&limit=8')).body.data as { products: { _id: string }[] };
      let chosen: { product: Product; variantId: string; stock: number } | undefined;
      for (const item of list.products) {
        const product = (await client.call('GET', `/product/product/${item._id}`)).body.data as Product;
        const variant = product.variants.find((v) => (v.sizes.find((s) => s.size === 'M')?.stock ?? 0) >= 5);
        if (product.codAvailable && variant) {
          chosen = { product, variantId: variant._id, stock: variant.sizes.find((s) => s.size === 'M')!.stock };
          break;
        }
      }
      expect(chosen).toBeDefined();
      const { product, variantId, stock: before } = chosen!;
      const draft = {
        name: 'Crash Test',
        email,
        phoneNumber: '9876543210',
        product: { productId: product._id, variantId, quantity: 1, price: product.finalPrice, size: 'M' },
        deliveryAddress: '1 MP Nagar',
        pincode: '462011',
        city: 'Bhopal',
        state: 'Madhya Pradesh',
        totalAmount: withDelivery(product.finalPrice),
      };

      // Orders keep coming until the process dies; the kill lands after a few acknowledgements.
      const acknowledged: string[] = [];
      let dead = false;
      const buyer = async () => {
        while (!dead) {
          const answer = await client.call('POST', '/order/cod', draft).catch(() => null);
          if (answer?.status === 200) acknowledged.push((answer.body.data as { _id: string })._id);
        }
      };
      const buyers = Array.from({ length: 8 }, buyer);
      while (acknowledged.length < 3) await new Promise((resolve) => setTimeout(resolve, 5));
      const killed = killHard(shop);
      dead = true;
      await Promise.all(buyers);
      await killed;

      shop = await startShopProcess(env, port);
      const orders = (await client.call('GET', '/order/getorderbyid')).body.data as { _id: string; status: string; product: { quantity: number } }[];
      const ids = new Set(orders.map((order) => order._id));
      for (const id of acknowledged) expect(ids.has(id)).toBe(true);
      const ordered = orders.filter((order) => order.status !== 'Cancelled').reduce((sum, order) => sum + order.product.quantity, 0);
      expect(ordered).toBeGreaterThanOrEqual(acknowledged.length);
      expect((await stockNow(product._id, variantId)) + ordered).toBe(before);
    } finally {
      await killHard(shop);
    }
  }, 120_000);
});
