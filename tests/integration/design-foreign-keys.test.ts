import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_PNG_KEYWORD } from '../../src/engine/model/design-png';
import { customiserGarments, customiserGraphics, designs, productVariants } from '../../src/server/db/schema';
import { writePngText } from '../../src/shared/png-itxt';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { draftFor, startOrderShop, stockedLine } from './support/order-shop';
import type { TestShop } from './support/test-app';
import { samplePhoto, signedIn } from './staff-shop';

/**
 * A layer names a stored file by its key, and the key comes from the client. A design may draw
 * only the shop's graphics and garments and the designing shopper's own studio uploads: never
 * another shopper's return photo or upload, whichever layer names it and whichever way the
 * document arrives (saved, opened from a PNG, remixed, made a template).
 */
let shop: TestShop;
let staff: Browser;
let colour: string;
let graphic: string;
let returnPhoto: string;
beforeAll(async () => {
  shop = await startOrderShop();
  staff = await signedIn(shop.app, shop.database, 'staff');
  const [garment] = await shop.database.db
    .select({ color: customiserGarments.color })
    .from(customiserGarments)
    .where(and(eq(customiserGarments.type, 'tshirt'), eq(customiserGarments.active, true)))
    .limit(1);
  colour = garment!.color;
  const [row] = await shop.database.db.select({ image: customiserGraphics.image }).from(customiserGraphics).limit(1);
  graphic = row!.image;
  returnPhoto = await asksForAReturnWithAPhoto();
});
afterAll(async () => shop?.close());

/** Shopper A's delivered order, returned with a photo: the photo's private key. */
async function asksForAReturnWithAPhoto(): Promise<string> {
  const line = await stockedLine(shop.database.db, 20, 2);
  const { browser, email } = await signUp(shop);
  const placed = await browser.post('/order/cod', draftFor(line, 1, email));
  expect(placed.status).toBe(200);
  const order = placed.body.data as { _id: string; trackingId: string };
  for (const status of ['Shipped', 'Delivered']) expect((await staff.post(`/staff/orders/${order._id}/status`, { status })).status).toBe(200);
  const form = new FormData();
  for (const [name, value] of Object.entries({ orderId: order._id, trackingId: order.trackingId, reason: 'damaged' })) form.append(name, value);
  form.append('photos', new Blob([new Uint8Array(await samplePhoto(1200, 1200))], { type: 'image/jpeg' }), 'torn.jpg');
  expect((await browser.request('POST', '/order/returnOrder', form)).status).toBe(200);
  const listed = await browser.get('/order/getorderbyid');
  const mine = (listed.body.data as { _id: string; returnRequest: { photos: string[] } | null }[]).find((o) => o._id === order._id);
  const key = mine!.returnRequest!.photos[0]!;
  expect(key).toMatch(/^r-/);
  return key;
}

const picture = (background: string) => sharp({ create: { width: 600, height: 600, channels: 4, background } }).png().toBuffer();

function imageForm(body: Uint8Array | Buffer, filename: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(body)], { type: 'image/png' }), filename);
  return form;
}

async function upload(browser: Browser): Promise<string> {
  const stored = await browser.request('POST', '/designs/uploads', imageForm(await picture('#22aa44'), 'mine.png'));
  expect(stored.status).toBe(201);
  return stored.body.data.src as string;
}

const imageLayer = (src: string) => ({ id: 'image-1', kind: 'image', src, x: 200, y: 200, width: 300, height: 300, rotation: 0, naturalWidth: 1200, naturalHeight: 1200 });
const graphicLayer = (src: string) => ({ id: 'graphic-1', kind: 'graphic', src, x: 500, y: 500, width: 280, height: 280, rotation: 0 });

/** A tee whose front draws `image` as an image layer and `art` as a graphic layer (either left out when null). */
function drawing(image: string | null, art: string | null) {
  const front = [...(image ? [imageLayer(image)] : []), ...(art ? [graphicLayer(art)] : [])];
  return { version: 3, garment: 'tshirt' as const, color: colour, size: 'L' as const, sides: { front, back: [] } };
}

const NOT_DRAWABLE = /not one of the shop's graphics or your own uploads/;

/** The user id behind a signed-in browser, read off a design it saves. */
async function userIdOf(browser: Browser): Promise<string> {
  const saved = await browser.post('/designs', { document: drawing(null, graphic) });
  expect(saved.status).toBe(201);
  const [row] = await shop.database.db.select({ userId: designs.userId }).from(designs).where(eq(designs.id, saved.body.data._id as string));
  return row!.userId;
}

describe("a design naming a file that is not the shop's nor the shopper's", () => {
  it("refuses another shopper's return photo as an image layer and as a graphic layer, saving and drawing nothing", async () => {
    const { browser: b } = await signUp(shop);
    const before = await shop.database.db.select({ id: designs.id }).from(designs);
    for (const document of [drawing(returnPhoto, null), drawing(null, returnPhoto), drawing(returnPhoto, returnPhoto)]) {
      const saved = await b.post('/designs', { document });
      expect(saved.status, JSON.stringify(saved.body)).toBe(400);
      expect(saved.body.message).toMatch(NOT_DRAWABLE);
      expect(contractErrors('createDesign', 400, saved.body)).toEqual([]);
    }
    // Nor slipped into a design B already has.
    const own = await b.post('/designs', { document: drawing(null, graphic) });
    expect(own.status).toBe(201);
    const changed = await b.request('PUT', `/designs/${own.body.data._id}`, { document: drawing(null, returnPhoto) });
    expect([changed.status, changed.body.message]).toEqual([400, expect.stringMatching(NOT_DRAWABLE)]);
    const after = await shop.database.db.select({ id: designs.id }).from(designs);
    expect(after.length).toBe(before.length + 1);
  });

  it("refuses a key of any other private or public file: a product photo, a banner, another design's preview", async () => {
    const { browser: a } = await signUp(shop);
    const theirs = await a.post('/designs', { document: drawing(null, graphic) });
    expect(theirs.status).toBe(201);
    const preview = theirs.body.data.previewFront as string;
    const [variant] = await shop.database.db.select({ images: productVariants.images }).from(productVariants).limit(1);
    const productPhoto = variant!.images[0];
    const { browser: b } = await signUp(shop);
    for (const key of [preview, productPhoto, 'banner-1.webp', `${graphic.replace('.png', '')}__w320.webp`]) {
      expect(key).toBeTruthy();
      const saved = await b.post('/designs', { document: drawing(null, key!) });
      expect([saved.status, saved.body.message], key).toEqual([400, expect.stringMatching(NOT_DRAWABLE)]);
    }
  });

  it("refuses another shopper's studio upload, and takes the shopper's own upload with the shop's graphics", async () => {
    const { browser: a } = await signUp(shop);
    const { browser: b } = await signUp(shop);
    const theirs = await upload(a);
    for (const document of [drawing(theirs, null), drawing(null, theirs)]) expect((await b.post('/designs', { document })).status).toBe(400);
    const mine = await upload(b);
    const saved = await b.post('/designs', { document: drawing(mine, graphic) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const print = await shop.app.inject({ method: 'GET', url: `/api/api/v1/designs/${saved.body.data._id}/print/front`, cookies: Object.fromEntries(b.cookies) });
    expect(print.statusCode).toBe(200);
  });

  it('leaves a visitor (not signed in) the studio: the shop\'s graphics and garments are public, uploads and saves ask for an account', async () => {
    const visitor = new Browser(shop.app);
    const [garment] = await shop.database.db.select({ front: customiserGarments.front }).from(customiserGarments).limit(1);
    for (const key of [graphic, garment!.front]) expect((await shop.app.inject({ method: 'GET', url: `/api/api/v1/document/${key}` })).statusCode).toBe(200);
    expect((await visitor.request('POST', '/designs/uploads', imageForm(await picture('#123456'), 'mine.png'))).status).toBe(401);
    expect((await visitor.post('/designs', { document: drawing(null, graphic) })).status).toBe(401);
  });

  it("refuses a PNG whose design names another shopper's return photo", async () => {
    const { browser: b } = await signUp(shop);
    for (const design of [drawing(returnPhoto, null), drawing(null, returnPhoto)]) {
      // Carrying the photo's bytes does not make it B's either: the key is not an upload of any shopper.
      const png = await writePngText(await picture('#eeeeee'), DESIGN_PNG_KEYWORD, JSON.stringify({ format: 1, design, images: {} }));
      const opened = await b.request('POST', '/designs/from-png', imageForm(png, 'design-front.png'));
      expect([opened.status, opened.body.message]).toEqual([400, expect.stringMatching(NOT_DRAWABLE)]);
    }
  });

  it("refuses to remix, print or make a template of a design saved before the check that draws a return photo", async () => {
    // Saved straight into the database, as the attack left it before the fix.
    const { browser: b } = await signUp(shop);
    const slug = 'PlantedShareSlug01234567';
    const [planted] = await shop.database.db
      .insert(designs)
      .values({ userId: await userIdOf(b), document: drawing(null, returnPhoto), shareSlug: slug })
      .returning();
    const print = await shop.app.inject({ method: 'GET', url: `/api/api/v1/designs/${planted!.id}/print/front`, cookies: Object.fromEntries(b.cookies) });
    // Never drawn with A's photo: the print file is refused as for a graphic no longer there.
    expect(print.statusCode).toBe(404);
    expect(print.headers['content-type']).toMatch(/json/);

    const { browser: c } = await signUp(shop);
    expect((await c.get(`/shared-designs/${slug}`)).status).toBe(200);
    const remix = await c.post(`/shared-designs/${slug}/remix`);
    expect([remix.status, remix.body.message]).toEqual([400, expect.stringMatching(NOT_DRAWABLE)]);

    const [staffDesign] = await shop.database.db
      .insert(designs)
      .values({ userId: await userIdOf(staff), document: drawing(null, returnPhoto), previewFront: 'banner-1.webp' })
      .returning();
    const template = await staff.post('/staff/studio/templates', { designId: staffDesign!.id, name: 'Stolen' });
    expect([template.status, template.body.message]).toEqual([400, expect.stringMatching(NOT_DRAWABLE)]);
    // A graphic layer naming a studio upload is an upload all the same: a template takes none.
    const [withUpload] = await shop.database.db
      .insert(designs)
      .values({ userId: await userIdOf(staff), document: drawing(null, await upload(staff)), previewFront: 'banner-1.webp' })
      .returning();
    expect((await staff.post('/staff/studio/templates', { designId: withUpload!.id, name: 'Upload' })).status).toBe(400);
  });

  it('answers every request above inside the contract', () => {
    expect(shop.contractViolations).toEqual([]);
  });
});
