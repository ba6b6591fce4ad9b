import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products } from '../../src/server/db/schema';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { startTestShop, type TestShop } from './support/test-app';

let shop: TestShop;
let line: { productId: string; variantId: string };
let otherColour: { productId: string; variantId: string };
beforeAll(async () => {
  shop = await startTestShop();
  const [first] = await shop.database.db
    .select({ productId: productVariants.productId, variantId: productVariants.id })
    .from(productVariants)
    .limit(1);
  line = first!;
  const [second] = await shop.database.db
    .select({ productId: productVariants.productId, variantId: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, line.productId), ne(productVariants.id, line.variantId)))
    .limit(1);
  otherColour = second!;
});
afterAll(async () => shop?.close());

describe('cart', () => {
  it('needs a signed-in user for every call', async () => {
    const visitor = new Browser(shop.app);
    expect((await visitor.get('/cart/getusercart')).status).toBe(401);
    expect((await visitor.post('/cart/add', line)).status).toBe(401);
  });

  it('keeps the same product and colour as one line, another colour as another, with server prices', async () => {
    const { browser } = await signUp(shop);
    const empty = await browser.get('/cart/getusercart');
    expect(empty.status).toBe(200);
    expect(contractErrors('getCart', 200, empty.body)).toEqual([]);
    expect(empty.body.data.products).toEqual([]);

    const added = await browser.post('/cart/add', line);
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Product added to cart successfully');
    expect((await browser.post('/cart/add', line)).status).toBe(200);
    expect((await browser.post('/cart/add', otherColour)).status).toBe(200);

    const cart = (await browser.get('/cart/getusercart')).body.data;
    expect(contractErrors('getCart', 200, { success: true, data: cart })).toEqual([]);
    expect(cart._id).toBe(empty.body.data._id);
    expect(cart.products.map((item: { variantId: string }) => item.variantId)).toEqual([line.variantId, otherColour.variantId]);
    const [product] = await shop.database.db.select().from(products).where(eq(products.id, line.productId));
    expect(cart.products[0].price).toBe(product!.finalPricePaise / 100);
    expect(cart.products[0].name).toBe(product!.name);
    expect(cart.products[0].variant.images.length).toBeGreaterThan(0);
  });

  it('removes a line with the spec message, and only from your own cart', async () => {
    const { browser: owner } = await signUp(shop);
    await owner.post('/cart/add', line);
    const cartId = (await owner.get('/cart/getusercart')).body.data._id;

    const { browser: stranger } = await signUp(shop);
    const theft = await stranger.post('/cart/removetocart', { cartId, ...line });
    expect(theft.status).toBe(404);
    expect((await owner.get('/cart/getusercart')).body.data.products).toHaveLength(1);

    const removed = await owner.post('/cart/removetocart', { cartId, ...line });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Product remove to cart successfully');
    expect((await owner.get('/cart/getusercart')).body.data.products).toEqual([]);

    const again = await owner.post('/cart/removetocart', { cartId, ...line });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This product is not in your cart.');
  });

  it('ignores a userId in the body: the session decides whose cart it is', async () => {
    const { browser: victim } = await signUp(shop);
    const victimId = (await victim.get('/auth/verify')).body.data.user._id;
    const { browser: attacker } = await signUp(shop);
    expect((await attacker.post('/cart/add', { ...line, userId: victimId })).status).toBe(200);
    expect((await victim.get('/cart/getusercart')).body.data.products).toEqual([]);
    expect((await attacker.get('/cart/getusercart')).body.data.products).toHaveLength(1);
  });

  it('refuses a colour that belongs to another product, or a hidden product', async () => {
    const { browser } = await signUp(shop);
    const [foreign] = await shop.database.db
      .select({ variantId: productVariants.id })
      .from(productVariants)
      .where(ne(productVariants.productId, line.productId))
      .limit(1);
    const mismatch = await browser.post('/cart/add', { productId: line.productId, variantId: foreign!.variantId });
    expect(mismatch.status).toBe(404);
    expect(mismatch.body.message).toBe('This product or colour is no longer available.');

    await shop.database.db.update(products).set({ hidden: true }).where(eq(products.id, line.productId));
    try {
      expect((await browser.post('/cart/add', line)).status).toBe(404);
    } finally {
      await shop.database.db.update(products).set({ hidden: false }).where(eq(products.id, line.productId));
    }
  });
});
