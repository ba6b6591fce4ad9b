import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantStaff } from '../../src/server/services/staff/staff-accounts';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { draftFor, startOrderShop } from './support/order-shop';
import type { TestShop } from './support/test-app';
import { productForm, samplePhoto } from './staff-shop';

/** Editing a product whole after it was added, on both databases, through real HTTP. */

let shop: TestShop;
let staff: Browser;
let photo: Buffer;

beforeAll(async () => {
  shop = await startOrderShop();
  await grantStaff(shop.database.db, { email: 'edit-staff@example.in', password: 'Staff@1234', name: 'Neha Staff' });
  staff = new Browser(shop.app);
  expect((await staff.post('/auth/login', { email: 'edit-staff@example.in', password: 'Staff@1234' })).status).toBe(200);
  photo = await samplePhoto();
});
afterAll(async () => shop?.close());

let counter = 0;

/** A new product with two colours (Maroon: 2 photos, Olive: 1), sizes M (5) and XL (0). */
async function newProduct() {
  const form = productForm({
    name: `Edit Tee ${counter++}`,
    images: [
      { variant: 0, body: photo, filename: 'a.jpg' },
      { variant: 0, body: photo, filename: 'b.jpg' },
      { variant: 1, body: photo, filename: 'c.jpg' },
    ],
  });
  const created = await staff.request('POST', '/product/create', form);
  expect(created.status).toBe(200);
  const id = created.body.data._id as string;
  return { id, view: await staffView(id) };
}

type View = {
  name: string;
  price: number;
  finalPrice: number;
  hasOrders: boolean;
  productDetails: { overview: string; features: string[]; materialAndCare: string[]; specifications: { name: string; value: string }[] };
  variants: { _id: string; color: string; images: string[]; retired: boolean; sizes: { size: string; stock: number; retired: boolean }[] }[];
};

async function staffView(id: string): Promise<View> {
  const answer = await staff.get(`/staff/products/${id}`);
  expect(answer.status).toBe(200);
  expect(contractErrors('staffGetProduct', 200, answer.body)).toEqual([]);
  return answer.body.data;
}

/** The storefront's product page data, as a shopper's browser reads it. */
async function storefront(id: string) {
  const answer = await shop.app.inject({ method: 'GET', url: `/api/api/v1/product/product/${id}` });
  return { status: answer.statusCode, data: answer.statusCode === 200 ? answer.json().data : null };
}

const served = async (key: string) => (await shop.app.inject({ method: 'GET', url: `/api/api/v1/document/${key}` })).statusCode;

function photosForm(count: number, body = photo, type = 'image/jpeg') {
  const form = new FormData();
  for (let i = 0; i < count; i++) form.append('images[]', new Blob([new Uint8Array(body)], { type }), `extra-${i}.jpg`);
  return form;
}

function colourForm(color: string, sizes: [string, string][], photos: number) {
  const form = photosForm(photos);
  form.append('color', color);
  sizes.forEach(([size, stock], j) => {
    form.append(`sizes[${j}][size]`, size);
    form.append(`sizes[${j}][stock]`, stock);
  });
  return form;
}

/** A shopper's COD order of one unit of the colour in size M. */
async function orderOf(productId: string, variantId: string, price: number) {
  const { browser, email } = await signUp(shop);
  const placed = await browser.post('/order/cod', draftFor({ productId, variantId, size: 'M', price }, 1, email));
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  await shop.mail.next(email);
  return browser;
}

describe('every field of the add form, edited after creation', () => {
  it('changes the basics with finalPrice worked out by the shop, and the details, and the storefront shows them', async () => {
    const { id } = await newProduct();
    const saved = await staff.request('PUT', `/staff/products/${id}`, {
      name: 'Lake View Hoodie',
      description: 'Warm fleece hoodie.',
      price: 1999,
      discount: 15,
      category: 'upperwear',
      subCategory: 'hoodie',
      returnPolicy: 10,
      tags: ['trending'],
      codAvailable: false,
      hsn: '6110',
    });
    expect(saved.status).toBe(200);
    const details = await staff.request('PUT', `/staff/products/${id}/details`, {
      overview: ' A hoodie for Bhopal winters. ',
      features: ['Kangaroo pocket', '  ', 'Ribbed cuffs'],
      materialAndCare: ['80% cotton, 20% polyester'],
      specifications: [
        { name: 'Fit', value: 'Regular' },
        { name: 'Neck', value: 'Hooded' },
      ],
    });
    expect(details.status).toBe(200);
    expect(details.body.message).toBe('Product details saved.');

    const view = await staffView(id);
    // 1999 - 15 % = 1699.15, stored as the whole rupee the shopper is charged.
    expect(view).toMatchObject({ name: 'Lake View Hoodie', price: 1999, finalPrice: 1699, hasOrders: false });
    expect(view.productDetails).toEqual({
      overview: 'A hoodie for Bhopal winters.',
      features: ['Kangaroo pocket', 'Ribbed cuffs'],
      materialAndCare: ['80% cotton, 20% polyester'],
      specifications: [
        { name: 'Fit', value: 'Regular' },
        { name: 'Neck', value: 'Hooded' },
      ],
    });
    const page = await storefront(id);
    expect(page.data).toMatchObject({ name: 'Lake View Hoodie', finalPrice: 1699, subCategory: 'hoodie', returnPolicy: 10, codAvailable: false });
    expect(page.data.productDetails[0]).toMatchObject({ overview: 'A hoodie for Bhopal winters.', features: ['Kangaroo pocket', 'Ribbed cuffs'] });
    expect(page.data.productDetails[0].specifications.map((spec: { name: string }) => spec.name)).toEqual(['Fit', 'Neck']);
  });

  it('refuses bad details and bad basics with the add form messages, and changes nothing', async () => {
    const { id, view } = await newProduct();
    const half = await staff.request('PUT', `/staff/products/${id}/details`, { overview: '', features: [], materialAndCare: [], specifications: [{ name: 'Fit', value: '' }] });
    expect(half.status).toBe(400);
    expect(half.body.message).toBe('value is required. Please fill the field.');
    const long = await staff.request('PUT', `/staff/products/${id}/details`, { overview: '', features: ['x'.repeat(301)], materialAndCare: [], specifications: [] });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Each features entry must be at most 300 characters.');
    const free = await staff.request('PUT', `/staff/products/${id}`, { name: 'X', description: 'Y', price: 0, discount: 0, category: 'upperwear', subCategory: 'hoodie', returnPolicy: 7, tags: ['trending'], codAvailable: true });
    expect(free.status).toBe(400);
    expect(free.body.message).toBe('price must be an amount in rupees above 0 and at most 1000000, with at most two decimals.');
    const offList = await staff.request('PUT', `/staff/products/${id}`, { name: 'X', description: 'Y', price: 10, discount: 0, category: 'headwear', subCategory: 'hoodie', returnPolicy: 7, tags: ['trending'], codAvailable: true });
    expect(offList.status).toBe(400);
    expect((await staffView(id)).productDetails).toEqual(view.productDetails);
    expect((await staffView(id)).name).toBe(view.name);
  });
});

describe('photos per colour', () => {
  it('adds photos checked by content, reorders them, removes one (its file goes) and keeps at least one', async () => {
    const { id, view } = await newProduct();
    const maroon = view.variants[0]!;
    const added = await staff.request('POST', `/staff/products/${id}/variants/${maroon._id}/photos`, photosForm(1, await samplePhoto(1000, 1000, 'png'), 'image/png'));
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Photo added.');
    const images: string[] = added.body.data.images;
    expect(images.slice(0, 2)).toEqual(maroon.images);
    expect(images).toHaveLength(3);
    expect(await served(images[2]!)).toBe(200);

    const reordered = [images[2]!, images[0]!];
    const arranged = await staff.request('PUT', `/staff/products/${id}/variants/${maroon._id}/photos`, { images: reordered });
    expect(arranged.status).toBe(200);
    expect(arranged.body.data.images).toEqual(reordered);
    expect(await served(images[1]!)).toBe(404);
    const page = await storefront(id);
    expect(page.data.variants.find((v: { _id: string }) => v._id === maroon._id).images).toEqual(reordered);

    const none = await staff.request('PUT', `/staff/products/${id}/variants/${maroon._id}/photos`, { images: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('images is required. Please add at least one image.');
    const foreign = await staff.request('PUT', `/staff/products/${id}/variants/${maroon._id}/photos`, { images: [view.variants[1]!.images[0]!] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("The photos to keep must be this colour's own photos, each once.");
    const twice = await staff.request('PUT', `/staff/products/${id}/variants/${maroon._id}/photos`, { images: [reordered[0], reordered[0]] });
    expect(twice.status).toBe(400);

    const notImage = await staff.request('POST', `/staff/products/${id}/variants/${maroon._id}/photos`, photosForm(1, Buffer.from('just some text, not a photo'), 'image/jpeg'));
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe('"extra-0.jpg" is not a JPEG, PNG or WebP image. Please upload photos in one of these formats.');
    const tooMany = await staff.request('POST', `/staff/products/${id}/variants/${maroon._id}/photos`, photosForm(7));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('At most 8 images per colour.');
    expect((await staffView(id)).variants[0]!.images).toEqual(reordered);
  });
});

describe('colours and sizes', () => {
  it('adds a colour by the add form rules, renames it, and deletes one without orders with its photos', async () => {
    const { id, view } = await newProduct();
    const noPhoto = await staff.request('POST', `/staff/products/${id}/variants`, colourForm('Navy', [['L', '4']], 0));
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.message).toBe('images is required. Please add at least one image.');
    const badSize = await staff.request('POST', `/staff/products/${id}/variants`, colourForm('Navy', [['XXXL', '4']], 1));
    expect(badSize.status).toBe(400);
    expect(badSize.body.message).toBe('size must be one of: S, M, L, XL, XXL.');
    const same = await staff.request('POST', `/staff/products/${id}/variants`, colourForm('maroon', [['L', '4']], 1));
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('This product already has the colour maroon.');

    const added = await staff.request('POST', `/staff/products/${id}/variants`, colourForm('Navy', [['L', '4'], ['XXL', '1']], 2));
    expect(added.status).toBe(200);
    const navy = added.body.data as { _id: string; images: string[] };
    let page = await storefront(id);
    expect(page.data.variants.map((v: { color: string }) => v.color)).toEqual(['Maroon', 'Olive', 'Navy']);
    expect(page.data.variants[2].sizes).toEqual([
      { size: 'L', stock: 4 },
      { size: 'XXL', stock: 1 },
    ]);

    const renamed = await staff.request('PATCH', `/staff/products/${id}/variants/${navy._id}`, { color: 'Midnight Navy' });
    expect(renamed.status).toBe(200);
    const found = await shop.app.inject({ method: 'GET', url: '/api/api/v1/product/search?query=midnight' });
    expect(found.json().data.data.map((hit: { variantId: string }) => hit.variantId)).toContain(navy._id);

    const removed = await staff.request('DELETE', `/staff/products/${id}/variants/${navy._id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.outcome).toBe('deleted');
    for (const key of navy.images) expect(await served(key)).toBe(404);
    page = await storefront(id);
    expect(page.data.variants.map((v: { _id: string }) => v._id)).toEqual(view.variants.map((v) => v._id));
  });

  it('deletes a size without orders, retires one with orders (gone from the size picker, still on the order), and brings it back with stock', async () => {
    const { id, view } = await newProduct();
    const maroon = view.variants[0]!;
    const price = (await staffView(id)).finalPrice;
    const shopper = await orderOf(id, maroon._id, price);

    const xl = await staff.request('DELETE', `/staff/products/${id}/variants/${maroon._id}/sizes/XL`);
    expect(xl.status).toBe(200);
    expect(xl.body).toMatchObject({ message: 'Size XL deleted.', data: { outcome: 'deleted' } });
    const lastSize = await staff.request('DELETE', `/staff/products/${id}/variants/${maroon._id}/sizes/M`);
    expect(lastSize.status).toBe(409);
    expect(lastSize.body.message).toBe('Each colour needs at least one size in the shop. Add another size first, or remove the colour.');

    expect((await staff.request('PUT', `/staff/products/${id}/stock`, { variantId: maroon._id, size: 'L', stock: 3 })).status).toBe(200);
    const m = await staff.request('DELETE', `/staff/products/${id}/variants/${maroon._id}/sizes/M`);
    expect(m.status).toBe(200);
    expect(m.body.data.outcome).toBe('retired');
    expect(m.body.message).toBe('Size M has orders, so it was retired: it is out of the shop and the size picker, and its orders still show it.');

    const page = await storefront(id);
    expect(page.data.variants[0].sizes).toEqual([{ size: 'L', stock: 3 }]);
    expect((await staffView(id)).variants[0]!.sizes).toEqual([
      { size: 'M', stock: 0, retired: true },
      { size: 'L', stock: 3, retired: false },
    ]);
    const mine = (await shopper.get('/order/getorderbyid')).body.data;
    const orders = Array.isArray(mine) ? mine : mine.orders;
    expect(orders[0].product).toMatchObject({ size: 'M', variantDetails: { color: 'Maroon' } });
    const cart = await shopper.post('/cart/add', { productId: id, variantId: maroon._id, size: 'M', quantity: 1 });
    expect(cart.status).toBe(409);
    expect(cart.body.message).toBe('Sorry, size M is sold out in this colour. Please choose another size.');
    // The same call for a size still in the shop goes through: the refusal was the retired size's.
    expect((await shopper.post('/cart/add', { productId: id, variantId: maroon._id, size: 'L', quantity: 1 })).status).toBe(200);

    expect((await staff.request('PUT', `/staff/products/${id}/stock`, { variantId: maroon._id, size: 'M', stock: 2 })).status).toBe(200);
    expect((await storefront(id)).data.variants[0].sizes).toEqual([
      { size: 'M', stock: 2 },
      { size: 'L', stock: 3 },
    ]);
  });

  it('retires a colour with orders (out of the storefront and search, kept for the order) and never the last one', async () => {
    const { id, view } = await newProduct();
    const [maroon, olive] = view.variants;
    await orderOf(id, olive!._id, view.finalPrice);
    const retired = await staff.request('DELETE', `/staff/products/${id}/variants/${olive!._id}`);
    expect(retired.status).toBe(200);
    expect(retired.body.data.outcome).toBe('retired');
    for (const key of olive!.images) expect(await served(key)).toBe(200);
    expect((await storefront(id)).data.variants.map((v: { _id: string }) => v._id)).toEqual([maroon!._id]);
    const found = await shop.app.inject({ method: 'GET', url: `/api/api/v1/product/search?query=${encodeURIComponent(view.name)}` });
    expect(found.json().data.data.map((hit: { variantId: string }) => hit.variantId)).not.toContain(olive!._id);

    const last = await staff.request('DELETE', `/staff/products/${id}/variants/${maroon!._id}`);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('A product needs at least one colour in the shop. Add another colour first, or hide the product.');

    const back = await staff.request('PATCH', `/staff/products/${id}/variants/${olive!._id}`, { retired: false });
    expect(back.status).toBe(200);
    expect((await storefront(id)).data.variants.map((v: { _id: string }) => v._id)).toEqual([maroon!._id, olive!._id]);
  });
});

describe('deleting a product', () => {
  it('deletes one without orders with its photos, and refuses one with orders in plain words', async () => {
    const { id, view } = await newProduct();
    const gone = await staff.request('DELETE', `/staff/products/${id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe('Product deleted, with its photos.');
    expect((await storefront(id)).status).toBe(404);
    for (const key of view.variants.flatMap((v) => v.images)) expect(await served(key)).toBe(404);
    expect((await staff.get(`/staff/products/${id}`)).status).toBe(404);

    const ordered = await newProduct();
    await orderOf(ordered.id, ordered.view.variants[0]!._id, ordered.view.finalPrice);
    expect((await staffView(ordered.id)).hasOrders).toBe(true);
    const refused = await staff.request('DELETE', `/staff/products/${ordered.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This product has orders, so it can only be hidden.');
    expect((await storefront(ordered.id)).status).toBe(200);
  });
});

describe('only staff edit products', () => {
  it('answers 401 to a visitor and 403 to a shopper on every edit call, and changes nothing', async () => {
    const { id, view } = await newProduct();
    const colour = view.variants[0]!._id;
    const calls: [string, string, () => unknown][] = [
      ['GET', `/staff/products/${id}`, () => undefined],
      ['DELETE', `/staff/products/${id}`, () => undefined],
      ['PUT', `/staff/products/${id}/details`, () => ({ overview: 'x', features: [], materialAndCare: [], specifications: [] })],
      ['POST', `/staff/products/${id}/variants`, () => colourForm('Navy', [['L', '1']], 1)],
      ['PATCH', `/staff/products/${id}/variants/${colour}`, () => ({ color: 'Sneaky' })],
      ['DELETE', `/staff/products/${id}/variants/${colour}`, () => undefined],
      ['POST', `/staff/products/${id}/variants/${colour}/photos`, () => photosForm(1)],
      ['PUT', `/staff/products/${id}/variants/${colour}/photos`, () => ({ images: view.variants[0]!.images.slice(0, 1) })],
      ['DELETE', `/staff/products/${id}/variants/${colour}/sizes/XL`, () => undefined],
    ];
    const { browser: shopper } = await signUp(shop);
    for (const [method, url, body] of calls) {
      expect((await new Browser(shop.app).request(method as 'GET', url, body())).status, `${method} ${url}`).toBe(401);
      expect((await shopper.request(method as 'GET', url, body())).status, `${method} ${url}`).toBe(403);
    }
    expect(await staffView(id)).toEqual(view);
  });
});
