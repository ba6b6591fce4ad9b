import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cartItems, customiserGarments, designs, orders } from '../../src/server/db/schema';
import { PRINT_PRICE_PER_SIDE_PAISE } from '../../src/shared/design-price';
import { signUp } from './support/accounts';
import { contractErrors } from './support/contract';
import { draftFor, queuedMailsTo, startOrderShop, stockOf, stockedLine, withDelivery, type StockedLine } from './support/order-shop';
import type { TestShop } from './support/test-app';
import { signedIn } from './staff-shop';
import type { Browser } from './support/browser';
import { lockWaiters, sideConnections } from './support/lock-waits';

let shop: TestShop;
let product: StockedLine;
let garment: { color: string; basePricePaise: number };
beforeAll(async () => {
  shop = await startOrderShop();
  product = await stockedLine(shop.database.db, 30, 6);
  [garment] = (await shop.database.db
    .select({ color: customiserGarments.color, basePricePaise: customiserGarments.basePricePaise })
    .from(customiserGarments)
    .where(and(eq(customiserGarments.type, 'tshirt'), eq(customiserGarments.active, true)))
    .limit(1)) as [typeof garment];
});
afterAll(async () => shop?.close());

const text = { id: 'text-1', kind: 'text', content: 'Bhopal', color: '#ffffff', fontSize: 24, fontWeight: 'bold', fontStyle: 'normal', x: 300, y: 160, rotation: 0, width: 600 };
const graphic = { id: 'graphic-2', kind: 'graphic', src: 'graphic-lotus.png', x: 400, y: 400, width: 280, height: 280, rotation: 0 };

/** A t-shirt design printed on both sides (or only the front), saved and put in the cart. */
async function designInCart(browser: Browser, sides: 'both' | 'front' = 'both') {
  const document = { version: 1, garment: 'tshirt', color: garment.color, size: 'L', sides: { front: [text], back: sides === 'both' ? [graphic] : [] } };
  const created = await browser.post('/designs', { document });
  expect(created.status).toBe(201);
  const id = created.body.data._id as string;
  expect((await browser.post(`/designs/${id}/cart`)).status).toBe(200);
  const printedSides = sides === 'both' ? 2 : 1;
  return { id, document, price: (garment.basePricePaise + printedSides * PRINT_PRICE_PER_SIDE_PAISE) / 100 };
}

/** 'Checkout all' for a design line (and optionally a product line), with the figures the cart showed. */
function checkoutBody(email: string, paymentMethod: 'cod' | 'online', lines: { design?: { id: string; price: number; quantity: number; size?: string }; product?: number }) {
  const { product: _product, totalAmount: _total, ...details } = draftFor(product, 1, email);
  const items = lines.product ? [{ productId: product.productId, variantId: product.variantId, size: product.size, quantity: lines.product, price: product.price }] : [];
  const designLines = lines.design ? [{ designId: lines.design.id, size: lines.design.size ?? 'L', quantity: lines.design.quantity, price: lines.design.price }] : [];
  const totalAmount = withDelivery(Math.round((lines.product ? product.price * lines.product * 100 : 0) + (lines.design ? lines.design.price * lines.design.quantity * 100 : 0)) / 100);
  return { ...details, items, designs: designLines, totalAmount, paymentMethod };
}

/** The shopper opens the sandbox gateway's page and presses Pay or Fail (its form cookie and token included). */
async function decideOnGateway(redirectUrl: string, decision: 'pay' | 'fail') {
  const page = await shop.app.inject({ method: 'GET', url: redirectUrl });
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const cookie = page.cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ');
  const answer = await shop.app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams({ decision, token }).toString(),
  });
  expect(answer.statusCode).toBe(303);
}

describe('a custom design in the cart', () => {
  it('is listed with its garment, colour, size, printed sides, previews and the server price, beside the products', async () => {
    const { browser } = await signUp(shop);
    await browser.post('/cart/add', { productId: product.productId, variantId: product.variantId });
    const { id, price } = await designInCart(browser);
    const cart = await browser.get('/cart/getusercart');
    expect(cart.status).toBe(200);
    expect(contractErrors('getCart', 200, cart.body)).toEqual([]);
    expect(cart.body.data.products).toHaveLength(1);
    expect(cart.body.data.designs).toEqual([
      {
        designId: id,
        name: 'Custom T-Shirt',
        garment: 'tshirt',
        color: garment.color,
        size: 'L',
        quantity: 1,
        printedSides: 2,
        garmentPrice: garment.basePricePaise / 100,
        printPricePerSide: 249,
        price,
        lineTotal: price,
        previewFront: expect.stringMatching(/^design-.*-front\.webp$/),
        previewBack: expect.stringMatching(/^design-.*-back\.webp$/),
        available: true,
      },
    ]);
    // The preview the cart shows is served.
    const preview = await browser.get(`/document/${cart.body.data.designs[0].previewFront}`);
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
  });

  it('follows the design: a change of sides changes the price, and a colour the shop stopped selling cannot be ordered', async () => {
    const { browser, email } = await signUp(shop);
    const { id, document } = await designInCart(browser);
    await browser.request('PUT', `/designs/${id}`, { document: { ...document, sides: { front: [text], back: [] } } });
    const [line] = (await browser.get('/cart/getusercart')).body.data.designs;
    expect(line).toMatchObject({ printedSides: 1, price: (garment.basePricePaise + PRINT_PRICE_PER_SIDE_PAISE) / 100, available: true });

    await shop.database.db.update(customiserGarments).set({ active: false }).where(and(eq(customiserGarments.type, 'tshirt'), eq(customiserGarments.color, garment.color)));
    try {
      expect((await browser.get('/cart/getusercart')).body.data.designs[0]).toMatchObject({ available: false });
      const refused = await browser.post('/order/cart-checkout', checkoutBody(email, 'cod', { design: { id, price: line.price, quantity: 1 } }));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('This garment colour is no longer available. Please pick another colour.');
    } finally {
      await shop.database.db.update(customiserGarments).set({ active: true }).where(and(eq(customiserGarments.type, 'tshirt'), eq(customiserGarments.color, garment.color)));
    }
  });

  it('is taken out of the cart by its owner only, and the design stays saved', async () => {
    const { browser } = await signUp(shop);
    const { id } = await designInCart(browser);
    const { browser: other } = await signUp(shop);
    expect((await other.request('DELETE', `/designs/${id}/cart`)).status).toBe(404);
    const removed = await browser.request('DELETE', `/designs/${id}/cart`);
    expect(removed.status).toBe(200);
    expect(contractErrors('removeDesignFromCart', 200, removed.body)).toEqual([]);
    expect(removed.body.message).toBe('Product remove to cart successfully');
    expect((await browser.get('/cart/getusercart')).body.data.designs).toEqual([]);
    expect((await browser.get(`/designs/${id}`)).status).toBe(200);
    const again = await browser.request('DELETE', `/designs/${id}/cart`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This product is not in your cart.');
  });
});

describe('checkout all with a custom design', () => {
  it('orders the design with COD beside a product: no stock taken for it, the cart emptied, My Orders shows its previews, and the design is frozen', async () => {
    const { browser, email } = await signUp(shop);
    await browser.post('/cart/add', { productId: product.productId, variantId: product.variantId });
    const { id, price, document } = await designInCart(browser);
    const before = await stockOf(shop.database.db, product);
    const answer = await browser.post('/order/cart-checkout', checkoutBody(email, 'cod', { product: 1, design: { id, price, quantity: 3 } }));
    expect(answer.status).toBe(200);
    expect(contractErrors('checkoutCart', 200, answer.body)).toEqual([]);
    expect(answer.body.message).toBe('Order placed successfully with COD.');
    expect(await stockOf(shop.database.db, product)).toBe(before - 1);

    const ids = (answer.body.data.orders as { _id: string }[]).map((order) => order._id);
    const stored = await shop.database.db.select().from(orders).where(inArray(orders.id, ids));
    const designOrder = stored.find((row) => row.designId === id)!;
    // A custom design with COD waits for the shopper's confirmation, the whole checkout with it.
    expect(designOrder).toMatchObject({ productId: null, variantId: null, size: 'L', quantity: 3, unitPricePaise: Math.round(price * 100), totalPaise: Math.round(price * 300), status: 'Awaiting confirmation', paymentStatus: 'COD pending' });
    expect(stored.every((row) => row.status === 'Awaiting confirmation')).toBe(true);
    expect(new Set(stored.map((row) => row.checkoutId)).size).toBe(1);

    const cart = (await browser.get('/cart/getusercart')).body.data;
    expect([cart.products, cart.designs]).toEqual([[], []]);

    const mine = await browser.get('/order/getorderbyid');
    expect(contractErrors('listMyOrders', 200, mine.body)).toEqual([]);
    const listed = (mine.body.data as { _id: string; design: unknown; product: { name: string; variantDetails: { color: string; images: string[] } } }[]).find((order) => order._id === designOrder.id)!;
    const [saved] = await shop.database.db.select().from(designs).where(eq(designs.id, id));
    expect(listed.design).toEqual({ _id: id, previewFront: saved!.previewFront, previewBack: saved!.previewBack });
    expect(listed.product).toMatchObject({ name: 'Custom T-Shirt', size: 'L', quantity: 3, price, variantDetails: { color: garment.color, images: [saved!.previewFront, saved!.previewBack] } });

    // What was ordered is what staff print: the design no longer changes or goes away.
    const changed = await browser.request('PUT', `/designs/${id}`, { document: { ...document, size: 'S' } });
    expect(changed.status).toBe(409);
    expect((await browser.request('DELETE', `/designs/${id}`)).status).toBe(409);

    // Staff see the design order with its colour, previews and print files.
    const staff = await signedIn(shop.app, shop.database, 'staff');
    const staffList = await staff.get(`/staff/orders?trackingId=${designOrder.trackingId}`);
    expect(staffList.body.data.orders[0]).toMatchObject({ product: { color: garment.color, size: 'L', quantity: 3 }, design: { _id: id, previewFront: saved!.previewFront } });
    // Production starts only once the shopper confirms: no print file before, then the mailed link's one tap.
    const early = await staff.get(`/staff/orders/${designOrder.id}/print/front`);
    expect({ status: early.status, message: early.body.message }).toEqual({ status: 409, message: 'This Cash on Delivery order waits for the shopper to confirm it; its print files come once they do.' });
    const mail = (await queuedMailsTo(shop.database.db, email)).at(-1)!;
    const token = decodeURIComponent(/\/confirm-order\?token=([^\s"]+)/.exec(mail.textBody)![1]!);
    expect((await browser.post('/order/confirm-cod', { token })).status).toBe(200);
    const print = await staff.get(`/staff/orders/${designOrder.id}/print/front`);
    expect(print.status).toBe(200);
  });

  it('orders a cart holding only a design, and refuses a tampered price, a stale size, a repeated line, someone else’s design and an empty checkout', async () => {
    const { browser, email } = await signUp(shop);
    const { id, price } = await designInCart(browser, 'front');
    expect(price).toBe((garment.basePricePaise + PRINT_PRICE_PER_SIDE_PAISE) / 100);

    const tampered = await browser.post('/order/cart-checkout', { ...checkoutBody(email, 'cod', { design: { id, price: 1, quantity: 1 } }), totalAmount: 1 });
    expect(tampered.status).toBe(409);
    expect(tampered.body.message).toMatch(/^The price of this product is ₹[\d,]+, not ₹1\./);
    const wrongSize = await browser.post('/order/cart-checkout', checkoutBody(email, 'cod', { design: { id, price, quantity: 1, size: 'M' } }));
    // A design is ordered in the sizes of its cart lines (a team order): size M has no line.
    expect(wrongSize.status).toBe(409);
    expect(wrongSize.body.message).toBe('These items are no longer in your cart; they may have been ordered already. Please check My Orders and your cart.');
    const twice = checkoutBody(email, 'cod', { design: { id, price, quantity: 1 } });
    const repeated = await browser.post('/order/cart-checkout', { ...twice, designs: [...twice.designs, ...twice.designs], totalAmount: price * 2 });
    expect(repeated.status).toBe(400);
    const { browser: other, email: otherEmail } = await signUp(shop);
    const stolen = await other.post('/order/cart-checkout', checkoutBody(otherEmail, 'cod', { design: { id, price, quantity: 1 } }));
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe('Design not found.');
    const empty = await browser.post('/order/cart-checkout', { ...checkoutBody(email, 'cod', {}), totalAmount: 0 });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('There is nothing to order. Please add a product or a design to your cart.');
    expect((await browser.get('/order/getorderbyid')).body.data).toEqual([]);

    const placed = await browser.post('/order/cart-checkout', checkoutBody(email, 'cod', { design: { id, price, quantity: 2 } }));
    expect(placed.status).toBe(200);
    expect(placed.body.data.orders).toHaveLength(1);
    expect(placed.body.data.orders[0]).toMatchObject({ totalAmount: withDelivery(price * 2), design: { _id: id } });
  });

  it('pays online for a design with the rest; the cart keeps it until paid, and a failed payment leaves it there', async () => {
    const { browser, email } = await signUp(shop);
    await browser.post('/cart/add', { productId: product.productId, variantId: product.variantId });
    const { id, price } = await designInCart(browser);

    const failing = (await browser.post('/order/cart-checkout', checkoutBody(email, 'online', { product: 1, design: { id, price, quantity: 1 } }))).body.data;
    await decideOnGateway(failing.redirectUrl, 'fail');
    await browser.post('/order/status', { transactionId: failing.transactionId, orderId: failing.orderId });
    const failed = await shop.database.db.select().from(orders).where(eq(orders.designId, id));
    expect(failed.map((row) => [row.status, row.paymentStatus])).toEqual([['Cancelled', 'Failed']]);
    expect((await browser.get('/cart/getusercart')).body.data.designs.map((line: { designId: string }) => line.designId)).toEqual([id]);

    const answer = await browser.post('/order/cart-checkout', checkoutBody(email, 'online', { product: 1, design: { id, price, quantity: 1 } }));
    expect(answer.status).toBe(200);
    const { redirectUrl, orderId, transactionId, orders: placed } = answer.body.data;
    expect((await browser.get('/cart/getusercart')).body.data.designs).toHaveLength(1);
    await decideOnGateway(redirectUrl, 'pay');
    await browser.post('/order/status', { transactionId, orderId });
    const rows = await shop.database.db.select().from(orders).where(inArray(orders.id, (placed as { _id: string }[]).map((order) => order._id)));
    expect(rows.map((row) => [row.designId === id, row.status, row.paymentStatus]).sort()).toEqual([
      [false, 'Processing', 'Paid'],
      [true, 'Processing', 'Paid'],
    ]);
    const left = await shop.database.db.select().from(cartItems).where(eq(cartItems.designId, id));
    expect(left).toEqual([]);
    const cart = (await browser.get('/cart/getusercart')).body.data;
    expect([cart.products, cart.designs]).toEqual([[], []]);
  });

  it('10 identical checkouts of one design sent at once place one order; a later submit places nothing', async () => {
    const { browser, email } = await signUp(shop);
    const { id, price } = await designInCart(browser, 'front');
    const body = checkoutBody(email, 'cod', { design: { id, price, quantity: 1 } });
    // They take turns at the design's row, which each checkout locks before its cart line: either
    // lock alone keeps them to one order (the cart line's is tested with a product, checkout-cart).
    const answers = await Promise.all(Array.from({ length: 10 }, () => browser.post('/order/cart-checkout', body)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('These items are no longer in your cart; they may have been ordered already. Please check My Orders and your cart.');
    }
    expect(await shop.database.db.select().from(orders).where(eq(orders.designId, id))).toHaveLength(1);
    const later = await browser.post('/order/cart-checkout', body);
    expect(later.status).toBe(409);
    expect(await shop.database.db.select().from(orders).where(eq(orders.designId, id))).toHaveLength(1);
  });

  it('never lets a save and an order of the same design both go through when they race', async () => {
    const { browser, email } = await signUp(shop);
    for (let round = 0; round < 6; round++) {
      const { id, document, price } = await designInCart(browser, 'front');
      const changed = { ...document, size: 'XL', sides: { front: [text], back: [graphic] } };
      const [ordered, saved] = await Promise.all([
        browser.post('/order/cart-checkout', checkoutBody(email, 'cod', { design: { id, price, quantity: 1 } })),
        browser.request('PUT', `/designs/${id}`, { document: changed }),
      ]);
      // Exactly one wins; the loser is told why, never a 500.
      expect([ordered.status, saved.status].sort()).toEqual([200, 409]);
      const [row] = await shop.database.db.select().from(designs).where(eq(designs.id, id));
      const placed = await shop.database.db.select().from(orders).where(eq(orders.designId, id));
      if (ordered.status === 200) {
        // What was ordered is what is kept, at the price charged.
        expect((row!.document as { size: string }).size).toBe('L');
        expect(placed).toHaveLength(1);
        expect(placed[0]!.unitPricePaise).toBe(Math.round(price * 100));
      } else {
        expect((row!.document as { size: string }).size).toBe('XL');
        expect(placed).toEqual([]);
      }
    }
  });

  // Row locks that a second connection waits on: PGlite has one connection, so this test exists in
  // the PostgreSQL project only (declared there, never skipped or passed empty on PGlite).
  const onPostgres = inject('dbKind') === 'postgres' ? it : null;
  onPostgres?.('on PostgreSQL a save of a design being ordered waits for the order, then is refused', async () => {
    const { browser, email } = await signUp(shop);
    const { id, document, price } = await designInCart(browser, 'front');
    const side = await sideConnections(shop.database.db);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = () => {};
    const lineHeld = new Promise<void>((resolve) => (held = resolve));
    // The cart line is held, so the checkout stops inside its transaction, after it read the design.
    const holding = side.db.transaction(async (tx) => {
      await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.designId, id)).for('update');
      held();
      await released;
    });
    try {
      await lineHeld;
      const ordering = browser.post('/order/cart-checkout', checkoutBody(email, 'cod', { design: { id, price, quantity: 1 } }));
      await lockWaiters(side.db, 1);
      // The save meanwhile: it must wait for the design row the checkout holds, not go through.
      const saving = browser.request('PUT', `/designs/${id}`, { document: { ...document, size: 'XL', sides: { front: [text], back: [graphic] } } });
      await lockWaiters(side.db, 2, saving);
      release();
      await holding;
      const [ordered, saved] = await Promise.all([ordering, saving]);
      expect({ ordered: ordered.status, saved: saved.status }).toEqual({ ordered: 200, saved: 409 });
      expect(saved.body.message).toBe('This design has been ordered, so it is kept as it was. Save your changes as a new design.');
    } finally {
      release();
      await side.close();
    }
    const [row] = await shop.database.db.select().from(designs).where(eq(designs.id, id));
    expect((row!.document as { size: string }).size).toBe('L');
    const placed = await shop.database.db.select().from(orders).where(eq(orders.designId, id));
    expect(placed.map((order) => order.unitPricePaise)).toEqual([Math.round(price * 100)]);
  });
});
