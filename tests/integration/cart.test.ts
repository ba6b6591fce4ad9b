import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, productVariants, products, variantSizes } from '../../src/server/db/schema';
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

  describe('the size and quantity chosen with Add To Cart (beyond the spec)', () => {
    const setStock = (size: string, stock: number, variantId = line.variantId) =>
      shop.database.db
        .insert(variantSizes)
        .values({ variantId, size: size as 'M', stock })
        .onConflictDoUpdate({ target: [variantSizes.variantId, variantSizes.size], set: { stock } });
    const linesOf = async (browser: Browser) => (await browser.get('/cart/getusercart')).body.data.products as Record<string, unknown>[];

    beforeAll(async () => {
      await setStock('M', 12);
      await setStock('L', 4);
      await setStock('XL', 0);
    });

    it('stores them on the line and answers them with the cart', async () => {
      const { browser } = await signUp(shop);
      const added = await browser.post('/cart/add', { ...line, size: 'M', quantity: 10 });
      expect(added.status).toBe(200);
      expect(added.body.message).toBe('Product added to cart successfully');
      const cart = await browser.get('/cart/getusercart');
      expect(contractErrors('getCart', 200, cart.body)).toEqual([]);
      expect(cart.body.data.products).toHaveLength(1);
      expect(cart.body.data.products[0]).toMatchObject({ ...line, size: 'M', quantity: 10 });
    });

    it('keeps one line per colour: a new choice replaces the old, an add without one keeps it', async () => {
      const { browser } = await signUp(shop);
      await browser.post('/cart/add', { ...line, size: 'M', quantity: 10 });
      expect((await browser.post('/cart/add', { ...line, size: 'L', quantity: 2 })).status).toBe(200);
      expect(await linesOf(browser)).toMatchObject([{ variantId: line.variantId, size: 'L', quantity: 2 }]);

      // An older client (the spec's body) adds the same colour again: the choice stays.
      expect((await browser.post('/cart/add', line)).status).toBe(200);
      expect(await linesOf(browser)).toMatchObject([{ variantId: line.variantId, size: 'L', quantity: 2 }]);

      // A size alone replaces the pair: the quantity chosen for L says nothing about M.
      expect((await browser.post('/cart/add', { ...line, size: 'M' })).status).toBe(200);
      const [only] = await linesOf(browser);
      expect(only).toMatchObject({ size: 'M' });
      expect(only).not.toHaveProperty('quantity');
    });

    it('keeps the spec shape for a line added without them, and takes a quantity without a size', async () => {
      const { browser } = await signUp(shop);
      await browser.post('/cart/add', line);
      const [plain] = await linesOf(browser);
      expect(Object.keys(plain!).sort()).toEqual(['lineTotal', 'name', 'price', 'productId', 'variant', 'variantId']);

      expect((await browser.post('/cart/add', { ...otherColour, quantity: 3 })).status).toBe(200);
      const [, second] = await linesOf(browser);
      expect(second).toMatchObject({ variantId: otherColour.variantId, quantity: 3 });
      expect(second).not.toHaveProperty('size');
    });

    it('refuses a sold-out size, more than is left, more than a line takes, and a quantity that is not a whole number, storing nothing', async () => {
      const { browser } = await signUp(shop);
      await browser.post('/cart/add', { ...line, size: 'L', quantity: 1 });

      const soldOut = await browser.post('/cart/add', { ...line, size: 'XL', quantity: 1 });
      expect(soldOut.status).toBe(409);
      expect(soldOut.body.message).toBe('Sorry, size XL is sold out in this colour. Please choose another size.');
      expect(contractErrors('addToCart', 409, soldOut.body)).toEqual([]);

      const tooMany = await browser.post('/cart/add', { ...line, size: 'L', quantity: 5 });
      expect(tooMany.status).toBe(409);
      expect(tooMany.body.message).toBe('Sorry, only 4 left in size L. Please lower the quantity.');

      // A size this colour does not list at all is sold out, as the product page shows it.
      await shop.database.db.delete(variantSizes).where(and(eq(variantSizes.variantId, line.variantId), eq(variantSizes.size, 'XXL')));
      const unlisted = await browser.post('/cart/add', { ...line, size: 'XXL' });
      expect(unlisted.status).toBe(409);
      expect(unlisted.body.message).toBe('Sorry, size XXL is sold out in this colour. Please choose another size.');

      for (const [body, message] of [
        [{ ...line, size: 'M', quantity: 21 }, /quantity must be <= 20/],
        [{ ...line, quantity: 21 }, /quantity must be <= 20/],
        [{ ...line, size: 'M', quantity: 0 }, /quantity must be >= 1/],
        [{ ...line, size: 'M', quantity: 2.5 }, /quantity must be integer/],
        [{ ...line, size: 'M', quantity: '3' }, /quantity must be integer/],
        [{ ...line, size: 'S', quantity: 1 }, /size must be one of: M, L, XL, XXL/],
        [{ ...line, size: 'm', quantity: 1 }, /size must be one of/],
        [{ ...line, size: null }, /size must be/],
      ] as const) {
        const refused = await browser.post('/cart/add', body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.message).toMatch(message);
      }

      expect(await linesOf(browser)).toMatchObject([{ variantId: line.variantId, size: 'L', quantity: 1 }]);
      const stored = await shop.database.db.select().from(cartItems).where(eq(cartItems.variantId, line.variantId));
      expect(stored.every((row) => row.quantity === null || (row.quantity >= 1 && row.quantity <= 20))).toBe(true);
    });

    it('answers the stored choice even when the stock has dropped since (checkout clamps it)', async () => {
      const { browser } = await signUp(shop);
      await browser.post('/cart/add', { ...line, size: 'M', quantity: 10 });
      await setStock('M', 2);
      try {
        const cart = await browser.get('/cart/getusercart');
        expect(cart.status).toBe(200);
        expect(cart.body.data.products[0]).toMatchObject({ size: 'M', quantity: 10 });
      } finally {
        await setStock('M', 12);
      }
    });
  });
});
