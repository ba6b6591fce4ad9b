import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, products } from '../../src/server/db/schema';
import { Browser } from './support/browser';
import { productForm, samplePhoto, signedIn, startStaffShop, type StaffShop } from './staff-shop';

let shop: StaffShop;
let staff: Browser;
let photo: Buffer;
beforeAll(async () => {
  shop = await startStaffShop();
  staff = await signedIn(shop.app, shop.database, 'staff');
  photo = await samplePhoto();
});
afterAll(async () => shop?.close());

async function productCount() {
  return (await shop.database.db.select({ id: products.id }).from(products)).length;
}

describe('staff guard', () => {
  it('answers 401 to a visitor and 403 to a shopper, before reading the upload', async () => {
    const form = productForm({ name: 'Guarded Tee', images: [{ variant: 0, body: photo, filename: 'a.jpg' }] });
    const visitor = new Browser(shop.app);
    const refusedVisitor = await visitor.request('POST', '/product/create', form);
    expect(refusedVisitor.status).toBe(401);
    expect(refusedVisitor.body.code).toBe('UNAUTHORIZED');

    const shopper = await signedIn(shop.app, shop.database, 'shopper');
    const refusedShopper = await shopper.request('POST', '/product/create', form);
    expect(refusedShopper.status).toBe(403);
    expect(refusedShopper.body).toEqual({ success: false, message: 'This part of the shop is for staff only.', code: 'FORBIDDEN' });
    expect(await shop.files()).toEqual([]);
  });

  it('tells a shopper they are a shopper in /auth/verify, and staff that they are staff', async () => {
    expect((await staff.get('/auth/verify')).body.data.user.role).toBe('staff');
  });
});

describe('POST /product/create', () => {
  it('stores a product with two colours, re-encoded 800x1000 WebP images without metadata, and lists it at once', async () => {
    const before = await shop.app.inject({ method: 'GET', url: '/api/api/v1/product/tags/newarrival?limit=8' });
    expect(before.statusCode).toBe(200); // now cached
    const png = await samplePhoto(1000, 1000, 'png');
    const form = productForm({
      name: 'Bhopal Lake Oversize Tee',
      images: [
        { variant: 0, body: photo, filename: 'front.jpg' },
        { variant: 0, body: png, filename: 'back.png', type: 'image/png' },
        { variant: 1, body: await samplePhoto(800, 1000, 'webp'), filename: 'olive.webp', type: 'image/webp' },
      ],
    });
    const created = await staff.request('POST', '/product/create', form);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Product successfully added!');
    const { _id, variants } = created.body.data;
    expect(variants.map((v: { images: string[] }) => v.images.length)).toEqual([2, 1]);
    expect((await shop.files()).sort()).toEqual(variants.flatMap((v: { images: string[] }) => v.images).sort());

    const served = await shop.app.inject({ method: 'GET', url: `/api/api/v1/document/${variants[0].images[0]}` });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format, meta.exif]).toEqual([800, 1000, 'webp', undefined]);
    expect(photo.includes('secret-camera-owner')).toBe(true);
    expect(served.rawPayload.includes('secret-camera-owner')).toBe(false);

    const listed = await shop.app.inject({ method: 'GET', url: '/api/api/v1/product/tags/newarrival?limit=8' });
    expect(listed.json().data.products[0]._id).toBe(_id);
    const detail = (await shop.app.inject({ method: 'GET', url: `/api/api/v1/product/product/${_id}` })).json().data;
    expect(detail).toMatchObject({ name: 'Bhopal Lake Oversize Tee', price: 1299, discount: 20, finalPrice: 1039, codAvailable: true });
    expect(detail.variants[0].sizes).toEqual([
      { size: 'M', stock: 5 },
      { size: 'XL', stock: 0 },
    ]);
    expect(detail.productDetails[0].specifications[0]).toMatchObject({ name: 'Fit', value: 'Oversize' });
    const rows = await shop.database.db.select().from(documents).where(eq(documents.key, variants[0].images[0]));
    expect(rows[0]?.contentType).toBe('image/webp');
  });

  const badUploads: [string, () => Promise<{ body: Buffer; filename: string; type: string }>, RegExp][] = [
    [
      'an executable renamed .png',
      async () => ({ body: Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(4096, 1)]), filename: 'cute.png', type: 'image/png' }),
      /^"cute\.png" is not a JPEG, PNG or WebP image\./,
    ],
    [
      'a 20 MB file',
      async () => ({ body: Buffer.concat([photo, Buffer.alloc(20 * 1024 * 1024)]), filename: 'huge.jpg', type: 'image/jpeg' }),
      /^"huge\.jpg" is larger than 10 MB\./,
    ],
    [
      'an SVG with a script',
      async () => ({
        body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><script>alert(document.cookie)</script><rect width="900" height="900"/></svg>'),
        filename: 'logo.png',
        type: 'image/svg+xml',
      }),
      /^"logo\.png" is not a JPEG, PNG or WebP image\./,
    ],
  ];

  it.each(badUploads)('refuses %s with a clear message and leaves nothing behind', async (_label, make, message) => {
    const filesBefore = await shop.files();
    const countBefore = await productCount();
    const bad = await make();
    // A good image first, so that a stored-then-abandoned file would show up.
    const form = productForm({
      name: 'Refused Tee',
      images: [
        { variant: 0, body: photo, filename: 'good.jpg' },
        { variant: 1, ...bad },
      ],
    });
    const refused = await staff.request('POST', '/product/create', form);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(message);
    expect(await shop.files()).toEqual(filesBefore);
    expect(await productCount()).toBe(countBefore);
  });

  it('refuses a form without a required field or without images, in the spec words', async () => {
    const noName = productForm({ name: '', images: [{ variant: 0, body: photo, filename: 'a.jpg' }, { variant: 1, body: photo, filename: 'b.jpg' }] });
    expect((await staff.request('POST', '/product/create', noName)).body.message).toBe('name is required. Please fill the field.');
    const noImages = productForm({ name: 'Imageless', images: [{ variant: 0, body: photo, filename: 'a.jpg' }] });
    expect((await staff.request('POST', '/product/create', noImages)).body.message).toBe('images is required. Please add at least one image.');
  });

  it('refuses a finalPrice that does not follow from price and discount', async () => {
    const form = productForm({ name: 'Cheap Trick', images: [{ variant: 0, body: photo, filename: 'a.jpg' }], variants: 1 });
    form.set('finalPrice', '1');
    const refused = await staff.request('POST', '/product/create', form);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('finalPrice must be price minus price times discount/100, rounded down to the rupee.');
  });

  it('takes an optional HSN with the form, refusing one that is not 4, 6 or 8 digits by name', async () => {
    const form = productForm({ name: 'Coded Tee', images: [{ variant: 0, body: photo, filename: 'a.jpg' }], variants: 1 });
    form.set('hsn', '61O9');
    const refused = await staff.request('POST', '/product/create', form);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('hsn must be 4, 6 or 8 digits (for example 6109), or left empty to go by the sub-category.');
    form.set('hsn', '610910');
    const created = await staff.request('POST', '/product/create', form);
    expect(created.status).toBe(200);
    const [row] = await shop.database.db.select({ hsn: products.hsn }).from(products).where(eq(products.id, created.body.data._id));
    expect(row!.hsn).toBe('610910');
  });
});
