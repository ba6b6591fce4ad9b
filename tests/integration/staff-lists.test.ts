import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDesign as newDesignDocument, newTextLayer } from '../../src/engine/model/defaults';
import { orders, users } from '../../src/server/db/schema';
import { createDesign } from '../../src/server/services/designs/designs';
import { grantStaff } from '../../src/server/services/staff/staff-accounts';
import { staffDashboard } from '../../src/server/services/staff/dashboard';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { draftFor, startOrderShop, stockedLine, withDelivery } from './support/order-shop';
import type { TestShop } from './support/test-app';

let shop: TestShop;
let staff: Browser;
beforeAll(async () => {
  shop = await startOrderShop();
  await grantStaff(shop.database.db, { email: 'lists-staff@example.in', password: 'Staff@1234' });
  staff = new Browser(shop.app);
  expect((await staff.post('/auth/login', { email: 'lists-staff@example.in', password: 'Staff@1234' })).status).toBe(200);
});
afterAll(async () => shop?.close());

describe('every staff call is guarded', () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/staff/products', undefined],
    ['PATCH', '/staff/products/00000000-0000-4000-8000-000000000000', { hidden: true }],
    ['PUT', '/staff/products/00000000-0000-4000-8000-000000000000', { name: 'X', description: 'd', price: 100, discount: 0, category: 'upperwear', subCategory: 'hoodie', returnPolicy: 7, tags: ['trending'], codAvailable: true }],
    ['PUT', '/staff/products/00000000-0000-4000-8000-000000000000/stock', { variantId: '00000000-0000-4000-8000-000000000000', size: 'M', stock: 1 }],
    ['GET', '/staff/orders', undefined],
    ['GET', '/staff/dashboard', undefined],
    ['POST', '/staff/orders/00000000-0000-4000-8000-000000000000/status', { status: 'Shipped' }],
    ['GET', '/staff/orders/00000000-0000-4000-8000-000000000000/print/front', undefined],
  ];
  it.each(calls)('%s %s: 401 for a visitor, 403 for a shopper', async (method, url, body) => {
    const visitor = new Browser(shop.app);
    expect((await visitor.request(method as 'GET', url, body)).status).toBe(401);
    const { browser: shopper } = await signUp(shop);
    const refused = await shopper.request(method as 'GET', url, body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This part of the shop is for staff only.');
  });
});

describe('staff product list', () => {
  it('finds by name, shows stock per size, sets stock, hides and shows again', async () => {
    const line = await stockedLine(shop.database.db, 3);
    const name = (await shop.app.inject({ method: 'GET', url: `/api/api/v1/product/product/${line.productId}` })).json().data.name as string;
    const found = await staff.get(`/staff/products?query=${encodeURIComponent(name)}`);
    expect(found.status).toBe(200);
    expect(contractErrors('staffListProducts', 200, found.body)).toEqual([]);
    const product = found.body.data.products.find((p: { _id: string }) => p._id === line.productId);
    const variant = product.variants.find((v: { _id: string }) => v._id === line.variantId);
    expect(variant.sizes).toContainEqual({ size: 'M', stock: 3 });

    expect((await staff.request('PUT', `/staff/products/${line.productId}/stock`, { variantId: line.variantId, size: 'M', stock: 11 })).status).toBe(200);
    const page = (await shop.app.inject({ method: 'GET', url: `/api/api/v1/product/product/${line.productId}` })).json().data;
    expect(page.variants.find((v: { _id: string }) => v._id === line.variantId).sizes).toContainEqual({ size: 'M', stock: 11 });

    expect((await staff.request('PATCH', `/staff/products/${line.productId}`, { hidden: true })).status).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url: `/api/api/v1/product/product/${line.productId}` })).statusCode).toBe(404);
    expect((await staff.request('PATCH', `/staff/products/${line.productId}`, { hidden: false })).status).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url: `/api/api/v1/product/product/${line.productId}` })).statusCode).toBe(200);
  });
});

describe('staff product edit', () => {
  it('changes the details by the add-product rules, works out finalPrice, and search follows the new name', async () => {
    const line = await stockedLine(shop.database.db, 2, 2);
    const edit = { name: 'Narmada Ghat Hoodie', description: 'Fleece hoodie.', price: 2000, discount: 25, category: 'upperwear', subCategory: 'hoodie', returnPolicy: 10, tags: ['trending', 'lowsell'], codAvailable: false };
    const saved = await staff.request('PUT', `/staff/products/${line.productId}`, edit);
    expect(saved.status).toBe(200);
    const page = (await shop.app.inject({ method: 'GET', url: `/api/api/v1/product/product/${line.productId}` })).json().data;
    expect(page).toMatchObject({ name: 'Narmada Ghat Hoodie', price: 2000, discount: 25, finalPrice: 1500, returnPolicy: 10, codAvailable: false, subCategory: 'hoodie' });
    const hits = (await shop.app.inject({ method: 'GET', url: '/api/api/v1/product/search?query=narmada' })).json().data.data;
    expect(hits.map((hit: { productId: string }) => hit.productId)).toContain(line.productId);

    const refused = await staff.request('PUT', `/staff/products/${line.productId}`, { ...edit, tags: [] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('tags is required. Please fill the field.');
  });
});

describe('staff order list', () => {
  it('filters by status, finds by tracking id, moves an order to Shipped (the shopper sees it and is mailed), refuses a skipped step', async () => {
    const line = await stockedLine(shop.database.db, 5, 1);
    const { browser: shopper, email } = await signUp(shop);
    const placed = await shopper.post('/order/cod', draftFor(line, 1, email));
    expect(placed.status).toBe(200);
    await shop.mail.next(email); // the order-placed mail
    const mine = (await shopper.get('/order/getorderbyid')).body.data;
    const order = (Array.isArray(mine) ? mine : mine.orders)[0];

    const processing = await staff.get('/staff/orders?status=Processing');
    expect(contractErrors('staffListOrders', 200, processing.body)).toEqual([]);
    expect(processing.body.data.orders.map((o: { _id: string }) => o._id)).toContain(order._id);
    const byTracking = await staff.get(`/staff/orders?trackingId=${order.trackingId.toLowerCase()}`);
    expect(byTracking.body.data.orders).toHaveLength(1);
    expect(byTracking.body.data.orders[0]).toMatchObject({ _id: order._id, status: 'Processing', nextStatuses: ['Shipped', 'Cancelled'], customer: { email } });

    const skipped = await staff.post(`/staff/orders/${order._id}/status`, { status: 'Delivered' });
    expect(skipped.status).toBe(409);
    const shipped = await staff.post(`/staff/orders/${order._id}/status`, { status: 'Shipped' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.message).toBe(`Order ${order.trackingId} is now Shipped. The shopper has been mailed.`);
    const mail = await shop.mail.next(email);
    expect(mail.subject).toBe(`Order shipped: ${order.trackingId}`);
    const after = (await shopper.get('/order/getorderbyid')).body.data;
    expect((Array.isArray(after) ? after : after.orders)[0].status).toBe('Shipped');
  });
});

describe('custom-design orders', () => {
  it('show the design on the staff order list and give staff the 300 DPI print file of a printed side', async () => {
    const [owner] = await shop.database.db.insert(users).values({ username: 'Meera', email: `meera${Date.now()}@example.in`, phone: '9876543210', address: 'Bhopal', passwordHash: '!' }).returning();
    const blank = newDesignDocument('White');
    const document = { ...blank, sides: { ...blank.sides, front: [newTextLayer(blank, 'front', 'text-1')] } };
    const design = await createDesign(shop.database.db, owner!.id, document);
    const [order] = await shop.database.db
      .insert(orders)
      .values({
        trackingId: `BT261123-DESIGN${Date.now() % 100}`,
        userId: owner!.id,
        status: 'Processing',
        paymentMethod: 'cod',
        paymentStatus: 'COD pending',
        name: 'Meera',
        email: owner!.email,
        phoneNumber: '9876543210',
        deliveryAddress: '1 Arera Colony, Bhopal',
        pincode: '462016',
        city: 'Bhopal',
        state: 'Madhya Pradesh',
        designId: design._id,
        size: 'L',
        quantity: 1,
        unitPricePaise: 79900,
        totalPaise: 79900,
      })
      .returning();

    const listed = await staff.get(`/staff/orders?trackingId=${order!.trackingId}`);
    expect(contractErrors('staffListOrders', 200, listed.body)).toEqual([]);
    // The garment's name, as the shopper's orders, the mails and the packing slip call the line.
    expect(listed.body.data.orders[0]).toMatchObject({ product: { name: 'Custom T-Shirt' }, design: { _id: design._id } });
    // The address names the city already: the staff list does not repeat it (as My Orders and the mails).
    expect(listed.body.data.orders[0].deliveryAddress).toBe('1 Arera Colony, Bhopal, Madhya Pradesh 462016');

    const front = await shop.app.inject({ method: 'GET', url: `/api/api/v1/staff/orders/${order!.id}/print/front`, headers: { cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/png');
    expect(front.headers['content-disposition']).toBe(`attachment; filename="order-${order!.trackingId}-front-300dpi.png"`);
    const meta = await sharp(front.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([3600, 4800]);

    const back = await staff.get(`/staff/orders/${order!.id}/print/back`);
    expect(back.status).toBe(404);
    expect(back.body.message).toBe('Nothing is printed on the back of this design.');
  });
});

describe("the owner's dashboard", () => {
  const dashboard = async () => {
    const answer = await staff.get('/staff/dashboard');
    expect(answer.status).toBe(200);
    expect(contractErrors('staffDashboard', 200, answer.body)).toEqual([]);
    return answer.body.data;
  };

  it("counts a COD order placed now in today's and the month's sales and in what waits to ship, and drops it when it is cancelled", async () => {
    const line = await stockedLine(shop.database.db, 5, 2);
    const before = await dashboard();
    const { browser: shopper, email } = await signUp(shop);
    expect((await shopper.post('/order/cod', draftFor(line, 2, email))).status).toBe(200);
    const placed = await dashboard();
    // What the shopper pays: the two and, below ₹999, the delivery charge (Buy Now pays it as the cart does).
    const paid = withDelivery(Math.round(line.price * 2 * 100) / 100);
    expect(placed.today.orders).toBe(before.today.orders + 1);
    expect(placed.today.revenue).toBeCloseTo(before.today.revenue + paid, 2);
    expect(placed.month.orders).toBe(before.month.orders + 1);
    expect(placed.monthByPayment.cod.orders).toBe(before.monthByPayment.cod.orders + 1);
    expect(placed.monthByPayment.online).toEqual(before.monthByPayment.online);
    expect(placed.pending.toShip).toBe(before.pending.toShip + 1);
    expect(placed.topProducts.find((top: { productId: string }) => top.productId === line.productId)?.pieces ?? 0).toBeGreaterThanOrEqual(2);
    // Five in stock, two ordered: size M of that colour is down to 3, and low from now on.
    expect(placed.lowStockSizes).toBe(before.lowStockSizes + 1);
    expect(placed.lowStock.map((row: { stock: number }) => row.stock)).toEqual([...placed.lowStock.map((row: { stock: number }) => row.stock)].sort((a, b) => a - b));

    const mine = (await shopper.get('/order/getorderbyid')).body.data;
    const order = (Array.isArray(mine) ? mine : mine.orders)[0];
    expect((await staff.post(`/staff/orders/${order._id}/status`, { status: 'Cancelled' })).status).toBe(200);
    const cancelled = await dashboard();
    expect(cancelled.today).toEqual(before.today);
    expect(cancelled.pending.toShip).toBe(before.pending.toShip);
  });

  it("draws today and this month by India's calendar, whatever the server's clock zone", async () => {
    const [buyer] = await shop.database.db.insert(users).values({ username: 'Ravi', email: `ravi${Date.now()}@example.in`, phone: '9876543210', address: 'Bhopal', passwordHash: '!' }).returning();
    const line = await stockedLine(shop.database.db, 5, 3);
    // 'Now' is 15 Mar 2031, 00:20 in India (14 Mar, 18:50 UTC), a month no other test writes to.
    const now = new Date('2031-03-14T18:50:00Z');
    const at = (iso: string, status: 'Delivered' | 'Cancelled', method: 'cod' | 'online', rupees: number) => ({
      trackingId: `BT310315-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      userId: buyer!.id,
      status,
      paymentMethod: method,
      paymentStatus: method === 'cod' ? ('COD pending' as const) : ('Paid' as const),
      name: 'Ravi',
      email: buyer!.email,
      phoneNumber: '9876543210',
      deliveryAddress: '4 TT Nagar',
      pincode: '462003',
      city: 'Bhopal',
      state: 'Madhya Pradesh',
      productId: line.productId,
      variantId: line.variantId,
      size: 'M' as const,
      quantity: 1,
      unitPricePaise: rupees * 100,
      totalPaise: rupees * 100,
      createdAt: new Date(iso),
    });
    await shop.database.db.insert(orders).values([
      at('2031-03-14T18:35:00Z', 'Delivered', 'online', 500), // 00:05 on the 15th in India: today
      at('2031-03-14T18:25:00Z', 'Delivered', 'cod', 300), // 23:55 on the 14th in India: this month, not today
      at('2031-02-28T18:25:00Z', 'Delivered', 'cod', 700), // 23:55 on 28 Feb in India: last month
      at('2031-03-01T00:00:00Z', 'Cancelled', 'cod', 900), // cancelled: no sale
    ]);
    const figures = await staffDashboard(shop.database.db, now);
    expect(figures.today).toEqual({ orders: 1, revenue: 500 });
    expect(figures.month).toEqual({ orders: 2, revenue: 800 });
    expect(figures.monthByPayment).toEqual({ cod: { orders: 1, revenue: 300 }, online: { orders: 1, revenue: 500 } });
    expect(figures.topProducts[0]).toMatchObject({ productId: line.productId, pieces: 2, revenue: 800 });
  });
});
