import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantStaff } from '../../src/server/services/staff/staff-accounts';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { draftFor, startOrderShop, stockedLine } from './support/order-shop';
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
    ['POST', '/staff/orders/00000000-0000-4000-8000-000000000000/status', { status: 'Shipped' }],
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
