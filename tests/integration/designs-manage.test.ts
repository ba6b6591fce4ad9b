import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customiserGarments } from '../../src/server/db/schema';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { startOrderShop, withDelivery } from './support/order-shop';
import type { TestShop } from './support/test-app';

let shop: TestShop;
let colour: string;
beforeAll(async () => {
  shop = await startOrderShop();
  const [garment] = await shop.database.db.select({ color: customiserGarments.color }).from(customiserGarments).where(and(eq(customiserGarments.type, 'tshirt'), eq(customiserGarments.active, true))).limit(1);
  colour = garment!.color;
});
afterAll(async () => shop?.close());

const document = () => ({
  version: 1,
  garment: 'tshirt',
  color: colour,
  size: 'L',
  sides: { front: [{ id: 'text-1', kind: 'text', content: 'Bhopal', color: '#ffffff', fontSize: 24, fontWeight: 'bold', fontStyle: 'normal', x: 300, y: 160, rotation: 0, width: 600 }], back: [] },
});

async function saved(browser: Browser): Promise<string> {
  const answer = await browser.post('/designs', { document: document() });
  expect(answer.status).toBe(201);
  expect(answer.body.data).toMatchObject({ name: '', ordered: false });
  return answer.body.data._id;
}

/** Orders a saved design with Cash on Delivery through 'Checkout all'. */
async function order(browser: Browser, email: string, designId: string) {
  const price = (await browser.post(`/designs/${designId}/cart`)).body.data.price as number;
  const details = { name: 'Asha Verma', email, phoneNumber: '9876543210', deliveryAddress: '12 MP Nagar', pincode: '462011', city: 'Bhopal', state: 'Madhya Pradesh' };
  const placed = await browser.post('/order/cart-checkout', { ...details, items: [], designs: [{ designId, size: 'L', quantity: 1, price }], totalAmount: withDelivery(price), paymentMethod: 'cod' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
}

const listed = async (browser: Browser) => (await browser.get('/designs')).body.data as { _id: string; name: string; ordered: boolean }[];

describe('My designs: rename and delete', () => {
  it('renames a saved design (trimmed) without touching its document, and deletes it', async () => {
    const { browser } = await signUp(shop);
    const id = await saved(browser);
    const renamed = await browser.request('PATCH', `/designs/${id}`, { name: '  Upper Lake tee  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe('Design renamed');
    expect(renamed.body.data).toMatchObject({ _id: id, name: 'Upper Lake tee', ordered: false, document: { color: colour } });
    expect((await listed(browser)).find((design) => design._id === id)?.name).toBe('Upper Lake tee');

    for (const [name, message] of [
      ['   ', 'Please enter a name for the design.'],
      ['x'.repeat(61), 'Please keep the name to 60 characters.'],
    ]) {
      const refused = await browser.request('PATCH', `/designs/${id}`, { name });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect((await listed(browser)).find((design) => design._id === id)?.name).toBe('Upper Lake tee');

    expect((await browser.request('DELETE', `/designs/${id}`)).status).toBe(200);
    expect((await listed(browser)).map((design) => design._id)).not.toContain(id);
  });

  it('refuses to rename or delete a design that is in an order, in words, and says so in the list', async () => {
    const { browser, email } = await signUp(shop);
    const id = await saved(browser);
    await order(browser, email, id);
    expect((await listed(browser)).find((design) => design._id === id)).toMatchObject({ ordered: true });
    expect((await browser.get(`/designs/${id}`)).body.data.ordered).toBe(true);

    const rename = await browser.request('PATCH', `/designs/${id}`, { name: 'New name' });
    expect(rename.status).toBe(409);
    expect(rename.body.message).toBe('This design is in an order, so it keeps the name it was ordered with.');
    const remove = await browser.request('DELETE', `/designs/${id}`);
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe('This design is in an order, so it cannot be deleted: we print your order from it.');
    expect((await listed(browser)).find((design) => design._id === id)).toMatchObject({ name: '', ordered: true });
  });

  it("never renames or deletes another shopper's design", async () => {
    const { browser: owner } = await signUp(shop);
    const { browser: other } = await signUp(shop);
    const id = await saved(owner);
    expect((await other.request('PATCH', `/designs/${id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await other.request('DELETE', `/designs/${id}`)).status).toBe(404);
    expect((await new Browser(shop.app).request('PATCH', `/designs/${id}`, { name: 'x' })).status).toBe(401);
    expect((await listed(owner)).find((design) => design._id === id)).toMatchObject({ name: '' });
  });
});
