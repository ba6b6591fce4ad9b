import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { banners, documents } from '../../src/server/db/schema';
import { FOCAL_MESSAGES } from '../../src/shared/focal-crop';
import { Browser } from './support/browser';
import { productForm, signedIn, type StaffShop, withStaffShop } from './staff-shop';

let shop: StaffShop;
let staff: Browser;
withStaffShop((started) => ({ shop, staff } = started));

type Rgb = [number, number, number];
const GREY: Rgb = [128, 128, 128];
const RED: Rgb = [220, 20, 20];
const BLUE: Rgb = [20, 40, 220];

/** A grey JPEG with coloured patches centred on the given fractions of its size. */
async function patchedPhoto(width: number, height: number, patches: { x: number; y: number; colour: Rgb }[]): Promise<Buffer> {
  const side = Math.round(Math.min(width, height) / 6);
  const composite = await Promise.all(
    patches.map(async (patch) => ({
      input: await sharp({ create: { width: side, height: side, channels: 3, background: { r: patch.colour[0], g: patch.colour[1], b: patch.colour[2] } } }).png().toBuffer(),
      left: Math.round(patch.x * width - side / 2),
      top: Math.round(patch.y * height - side / 2),
    })),
  );
  return sharp({ create: { width, height, channels: 3, background: { r: GREY[0], g: GREY[1], b: GREY[2] } } })
    .composite(composite)
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The served file's size and its colour at a point (fractions of its size); `query` asks for a copy (`?crop=square&w=320`). */
async function served(key: string, query = '') {
  const answer = await shop.app.inject({ method: 'GET', url: `/api/api/v1/document/${key}${query}` });
  expect(answer.statusCode, key).toBe(200);
  const image = sharp(answer.rawPayload);
  const { width = 0, height = 0 } = await image.metadata();
  const raw = await image.removeAlpha().raw().toBuffer();
  return {
    width,
    height,
    at(x: number, y: number): Rgb {
      const offset = (Math.min(height - 1, Math.floor(y * height)) * width + Math.min(width - 1, Math.floor(x * width))) * 3;
      return [raw[offset]!, raw[offset + 1]!, raw[offset + 2]!];
    },
  };
}

const near = (actual: Rgb, expected: Rgb) => actual.every((channel, i) => Math.abs(channel - expected[i]!) < 40);

function bannerForm(fields: Record<string, string>, image: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'portrait.jpg');
  return form;
}

const publicBanners = async () => (await shop.app.inject({ method: 'GET', url: '/api/api/v1/banner' })).json().data as { _id: string; imagePath: string }[];

describe('focal points of banners', () => {
  it('cuts a portrait banner round its focal point, and moves the crop later without a new upload', async () => {
    // Portrait 1000x2000: a red patch high up, a blue one low down, grey in the middle.
    const photo = await patchedPhoto(1000, 2000, [
      { x: 0.5, y: 0.2, colour: RED },
      { x: 0.5, y: 0.85, colour: BLUE },
    ]);
    const added = await staff.request('POST', '/staff/banners', bannerForm({ alt: 'Monsoon sale', link: '/', focalX: '0.5', focalY: '0.2' }, photo));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const banner = added.body.data;
    expect(banner).toMatchObject({ focalX: 0.5, focalY: 0.2 });
    const first = await served(banner.imagePath);
    expect([first.width, first.height]).toEqual([1600, 640]);
    expect(first.at(0.5, 0.5), 'red at the centre of the banner').toSatisfy((rgb: Rgb) => near(rgb, RED));
    // The whole picture is kept, portrait, for moving the crop.
    const master = await served(banner.masterPath);
    expect(master.height).toBeGreaterThan(master.width);

    const moved = await staff.request('PUT', `/staff/images/${banner.imagePath}/focal-point`, { x: 0.5, y: 0.85 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ masterPath: banner.masterPath, focalX: 0.5, focalY: 0.85 });
    const next = moved.body.data.imagePath as string;
    expect(next).not.toBe(banner.imagePath);
    expect(next).toMatch(/^b-[A-Za-z0-9_-]{12}\.webp$/);
    const second = await served(next);
    expect(second.at(0.5, 0.5), 'blue at the centre after the move').toSatisfy((rgb: Rgb) => near(rgb, BLUE));
    // The carousel and the staff list show the new crop; the old one is gone, the master stays.
    expect((await publicBanners()).find((b) => b._id === banner._id)?.imagePath).toBe(next);
    const listed = (await staff.get('/staff/banners')).body.data.find((b: { _id: string }) => b._id === banner._id);
    expect(listed).toMatchObject({ imagePath: next, masterPath: banner.masterPath, focalX: 0.5, focalY: 0.85 });
    expect((await shop.files()).sort()).toEqual([banner.masterPath, next].sort());
    expect((await shop.app.inject({ method: 'GET', url: `/api/api/v1/document/${banner.imagePath}` })).statusCode).toBe(404);

    expect((await staff.request('DELETE', `/staff/banners/${banner._id}`)).status).toBe(200);
    expect(await shop.files()).toEqual([]);
    expect(await shop.database.db.select().from(documents).where(eq(documents.key, banner.masterPath))).toEqual([]);
  });

  it('lets one of two moves of the same crop at once win, leaving no orphan file', async () => {
    const added = await staff.request('POST', '/staff/banners', bannerForm({ alt: 'Race', link: '/' }, await patchedPhoto(1000, 2000, [])));
    const { imagePath, masterPath, _id } = added.body.data;
    const answers = await Promise.all([0.1, 0.9].map((y) => staff.request('PUT', `/staff/images/${imagePath}/focal-point`, { x: 0.5, y })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([404, 409]).toContain(statuses[1]);
    const winner = answers.find((answer) => answer.status === 200)!.body.data.imagePath;
    expect((await shop.files()).filter((file) => file.startsWith('b')).sort()).toEqual(expect.arrayContaining([masterPath, winner]));
    expect(await shop.files()).not.toContain(imagePath);
    expect((await shop.files()).filter((file) => file.startsWith('b-'))).toEqual([winner]);
    expect((await staff.request('DELETE', `/staff/banners/${_id}`)).status).toBe(200);
  });

  it('cuts round the centre when no focal point is sent, as before', async () => {
    const photo = await patchedPhoto(1000, 2000, [{ x: 0.5, y: 0.2, colour: RED }]);
    const added = await staff.request('POST', '/staff/banners', bannerForm({ alt: 'Centre', link: '/' }, photo));
    expect(added.body.data).toMatchObject({ focalX: 0.5, focalY: 0.5 });
    const image = await served(added.body.data.imagePath);
    expect(near(image.at(0.5, 0.5), GREY)).toBe(true);
    expect((await staff.request('DELETE', `/staff/banners/${added.body.data._id}`)).status).toBe(200);
  });

  it('moves the focal point of a banner from before focal points, cutting from the banner itself', async () => {
    const [old] = await shop.database.db.select().from(banners).limit(1);
    // The seed's banner file, as a shop started on the demo catalogue has it (this shop's folder starts empty).
    await writeFile(path.join(shop.folder, old!.image), await sharp({ create: { width: 1600, height: 640, channels: 3, background: { r: 30, g: 90, b: 60 } } }).webp().toBuffer());
    const listed = (await staff.get('/staff/banners')).body.data.find((b: { _id: string }) => b._id === old!.id);
    expect(listed).toMatchObject({ focalX: 0.5, focalY: 0.5, masterPath: old!.image });
    const moved = await staff.request('PUT', `/staff/images/${old!.image}/focal-point`, { x: 0.2, y: 0.4 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.masterPath).toBe(old!.image);
    const [after] = await shop.database.db.select().from(banners).where(eq(banners.id, old!.id));
    expect(after!.image).toBe(moved.body.data.imagePath);
    // The old banner file is now the master: still served, still stored.
    const kept = await served(old!.image);
    expect(kept.width).toBeGreaterThan(0);
    expect((await served(after!.image)).width).toBe(1600);
  });

  it('refuses bad focal points with a clear 400, leaving nothing behind', async () => {
    const photo = await patchedPhoto(800, 800, []);
    const filesBefore = await shop.files();
    const bad: Record<string, string>[] = [{ focalX: '1.5', focalY: '0.5' }, { focalX: '0.5' }, { focalX: 'left', focalY: 'top' }, { focalX: '-0.1', focalY: '0.2' }];
    for (const fields of bad) {
      const answer = await staff.request('POST', '/staff/banners', bannerForm({ alt: 'x', link: '/', ...fields }, photo));
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.message).toBe(FOCAL_MESSAGES.invalid);
    }
    expect(await shop.files()).toEqual(filesBefore);
    const [old] = await shop.database.db.select().from(banners).limit(1);
    for (const body of [{ x: 2, y: 0.5 }, { x: 0.5, y: -1 }]) {
      const answer = await staff.request('PUT', `/staff/images/${old!.image}/focal-point`, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(FOCAL_MESSAGES.invalid);
    }
    const wrongType = await staff.request('PUT', `/staff/images/${old!.image}/focal-point`, { x: 'middle', y: 0.5 });
    expect(wrongType.status).toBe(400);
    const missing = await staff.request('PUT', `/staff/images/${old!.image}/focal-point`, { x: 0.5 });
    expect(missing.status).toBe(400);
    const [still] = await shop.database.db.select().from(banners).where(eq(banners.id, old!.id));
    expect(still!.image).toBe(old!.image);
    const nobody = await staff.request('PUT', '/staff/images/b-nosuchfile000.webp/focal-point', { x: 0.5, y: 0.5 });
    expect(nobody.status).toBe(404);
  });

  it('is for staff only', async () => {
    const [old] = await shop.database.db.select().from(banners).limit(1);
    expect((await new Browser(shop.app).request('PUT', `/staff/images/${old!.image}/focal-point`, { x: 0.1, y: 0.1 })).status).toBe(401);
    const shopper = await signedIn(shop.app, shop.database, 'shopper');
    expect((await shopper.request('PUT', `/staff/images/${old!.image}/focal-point`, { x: 0.1, y: 0.1 })).status).toBe(403);
    const [still] = await shop.database.db.select().from(banners).where(eq(banners.id, old!.id));
    expect(still!.image).toBe(old!.image);
  });
});

describe('focal points of product photos', () => {
  it('cuts a wide photo to 4:5 round its focal point instead of letterboxing it, and moves it later', async () => {
    // Far enough from the edges that a 4:5 crop can centre on either patch.
    const wide = await patchedPhoto(2000, 1000, [
      { x: 0.7, y: 0.5, colour: RED },
      { x: 0.3, y: 0.5, colour: BLUE },
    ]);
    const form = productForm({ name: 'Focal Tee', variants: 1, images: [{ variant: 0, body: wide, filename: 'wide.jpg' }] });
    form.append('variants[0][focal][0][x]', '0.7');
    form.append('variants[0][focal][0][y]', '0.5');
    const created = await staff.request('POST', '/product/create', form);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const key = created.body.data.variants[0].images[0] as string;
    const photo = await served(key);
    expect([photo.width, photo.height]).toEqual([800, 1000]);
    expect(photo.at(0.5, 0.5), 'red at the centre').toSatisfy((rgb: Rgb) => near(rgb, RED));
    // Filled to the edges: grey picture at the top, not the off-white letterbox.
    expect(photo.at(0.5, 0.02)).toSatisfy((rgb: Rgb) => near(rgb, GREY));
    const [row] = await shop.database.db.select().from(documents).where(eq(documents.key, key));
    expect(row).toMatchObject({ masterKey: `pm${key.slice(1)}` });
    expect(row!.focalX).toBeCloseTo(0.7, 5);
    // The edit screen's read names the point and the whole picture it is cut from.
    const productId = created.body.data._id as string;
    const editable = async () => (await staff.get(`/staff/products/${productId}`)).body.data.variants[0];
    expect((await editable()).photos).toEqual([{ image: key, masterPath: `pm${key.slice(1)}`, focalX: 0.7, focalY: 0.5, hasMaster: true }]);
    // The desktop home tile's square is cut from the whole picture round the same point: red in its middle.
    const square = await served(key, '?crop=square&w=320');
    expect([square.width, square.height]).toEqual([320, 320]);
    expect(square.at(0.5, 0.5)).toSatisfy((rgb: Rgb) => near(rgb, RED));
    expect(await shop.files()).toContain(`${key.slice(0, -5)}__s320.webp`);

    const moved = await staff.request('PUT', `/staff/images/${key}/focal-point`, { x: 0.3, y: 0.5 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const next = moved.body.data.imagePath as string;
    expect(next).toMatch(/^p-focal-tee-[A-Za-z0-9_-]{12}\.webp$/);
    expect((await served(next)).at(0.5, 0.5), 'blue at the centre after the move').toSatisfy((rgb: Rgb) => near(rgb, BLUE));
    const detail = (await shop.app.inject({ method: 'GET', url: `/api/api/v1/product/product/${created.body.data._id}` })).json().data;
    expect(detail.variants[0].images).toEqual([next]);
    expect(await shop.files()).toContain(next);
    expect(await shop.files()).toContain(`pm${key.slice(1)}`);
    expect(await shop.files()).not.toContain(key);
    // The old photo's square went with it; the new one's is cut round the new point.
    expect(await shop.files()).not.toContain(`${key.slice(0, -5)}__s320.webp`);
    expect((await served(next, '?crop=square&w=320')).at(0.5, 0.5)).toSatisfy((rgb: Rgb) => near(rgb, BLUE));
    expect((await editable()).photos).toEqual([{ image: next, masterPath: `pm${key.slice(1)}`, focalX: 0.3, focalY: 0.5, hasMaster: true }]);
  });

  it('moves the square crop of a photo fitted whole (no uncropped picture kept), and the storefront shows the new photo at once', async () => {
    // 4:5 already, so fitted whole it is the same picture: red a third of the way down, blue two thirds.
    const upright = await patchedPhoto(800, 1000, [
      { x: 0.5, y: 0.3, colour: RED },
      { x: 0.5, y: 0.7, colour: BLUE },
    ]);
    const created = await staff.request('POST', '/product/create', productForm({ name: 'Square Tee', variants: 1, images: [{ variant: 0, body: upright, filename: 'upright.jpg' }] }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const productId = created.body.data._id as string;
    const key = created.body.data.variants[0].images[0] as string;
    const editable = await staff.get(`/staff/products/${productId}`);
    expect(editable.body.data.variants[0].photos).toEqual([{ image: key, masterPath: key, focalX: 0.5, focalY: 0.5, hasMaster: false }]);
    // Round the centre: the square is rows 100 to 900 of the 1000, so red sits a quarter down it and blue three quarters.
    const centred = await served(key, '?crop=square&w=640');
    expect(centred.at(0.5, 0.25)).toSatisfy((rgb: Rgb) => near(rgb, RED));
    expect(centred.at(0.5, 0.75)).toSatisfy((rgb: Rgb) => near(rgb, BLUE));
    // The storefront reads the product once, so its cache holds the old key.
    const storefront = async () => (await shop.app.inject({ method: 'GET', url: `/api/api/v1/product/product/${productId}` })).json().data.variants[0].images;
    expect(await storefront()).toEqual([key]);

    const moved = await staff.request('PUT', `/staff/images/${key}/focal-point`, { x: 0.5, y: 0.9 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const next = moved.body.data.imagePath as string;
    // Cache dropped: the product page names the new photo straight away.
    expect(await storefront()).toEqual([next]);
    // Rows 200 to 1000 now: blue at five eighths, and the 4:5 photo itself is the whole picture still.
    const low = await served(next, '?crop=square&w=640');
    expect(low.at(0.5, 0.625)).toSatisfy((rgb: Rgb) => near(rgb, BLUE));
    expect(low.at(0.5, 0.125)).toSatisfy((rgb: Rgb) => near(rgb, RED));
    const whole = await served(next);
    expect([whole.width, whole.height]).toEqual([800, 1000]);
    expect(whole.at(0.5, 0.3)).toSatisfy((rgb: Rgb) => near(rgb, RED));
    // The photo it was cut from is its whole picture from now on.
    const after = await staff.get(`/staff/products/${productId}`);
    expect(after.body.data.variants[0].photos).toEqual([{ image: next, masterPath: key, focalX: 0.5, focalY: 0.9, hasMaster: true }]);
  });

  it('serves a square of an image with no focal point round its centre, and refuses an unknown crop', async () => {
    const key = 'g-plain-square.webp';
    await writeFile(path.join(shop.folder, key), await sharp({ create: { width: 400, height: 600, channels: 3, background: { r: 30, g: 90, b: 60 } } }).webp().toBuffer());
    const square = await served(key, '?crop=square');
    expect([square.width, square.height]).toEqual([400, 400]);
    const answer = await shop.app.inject({ method: 'GET', url: `/api/api/v1/document/${key}?crop=circle` });
    expect(answer.statusCode).toBe(400);
    expect((await shop.app.inject({ method: 'GET', url: '/api/api/v1/document/g-nosuchfile.webp?crop=square' })).statusCode).toBe(404);
  });

  it('fits a photo sent without a focal point whole, as before', async () => {
    const wide = await patchedPhoto(2000, 1000, [{ x: 0.85, y: 0.5, colour: RED }]);
    const created = await staff.request('POST', '/product/create', productForm({ name: 'Letterbox Tee', variants: 1, images: [{ variant: 0, body: wide, filename: 'wide.jpg' }] }));
    expect(created.status).toBe(200);
    const photo = await served(created.body.data.variants[0].images[0]);
    // The off-white backdrop above the photo, and the red patch to the right of the centre.
    expect(photo.at(0.5, 0.05)).toSatisfy((rgb: Rgb) => near(rgb, [245, 243, 239]));
    expect(near(photo.at(0.5, 0.5), GREY)).toBe(true);
  });

  it("cuts a photo added on the edit screen round the focal point sent with it, keeping its whole picture, and refuses a bad one", async () => {
    const created = await staff.request('POST', '/product/create', productForm({ name: 'Later Tee', variants: 1, images: [{ variant: 0, body: await patchedPhoto(800, 1000, []), filename: 'a.jpg' }] }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const productId = created.body.data._id as string;
    const variantId = created.body.data.variants[0]._id as string;
    const wide = await patchedPhoto(2000, 1000, [
      { x: 0.7, y: 0.5, colour: RED },
      { x: 0.3, y: 0.5, colour: BLUE },
    ]);
    const photos = (focal: Record<string, string>) => {
      const form = new FormData();
      form.append('images[]', new Blob([new Uint8Array(wide)], { type: 'image/jpeg' }), 'wide.jpg');
      form.append('images[]', new Blob([new Uint8Array(wide)], { type: 'image/jpeg' }), 'wide-too.jpg');
      for (const [name, value] of Object.entries(focal)) form.append(name, value);
      return form;
    };
    const filesBefore = await shop.files();
    const bads: Record<string, string>[] = [{ 'focal[0][x]': '0.3' }, { 'focal[0][x]': 'left', 'focal[0][y]': '0.5' }, { 'focal[1][x]': '2', 'focal[1][y]': '0.5' }];
    for (const bad of bads) {
      const refused = await staff.request('POST', `/staff/products/${productId}/variants/${variantId}/photos`, photos(bad));
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.message).toBe(FOCAL_MESSAGES.invalid);
    }
    expect(await shop.files()).toEqual(filesBefore);

    // The first round the blue patch, the second sent without a point (fitted whole, as before).
    const added = await staff.request('POST', `/staff/products/${productId}/variants/${variantId}/photos`, photos({ 'focal[0][x]': '0.3', 'focal[0][y]': '0.5' }));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [, cut, whole] = added.body.data.images as string[];
    expect((await served(cut!)).at(0.5, 0.5)).toSatisfy((rgb: Rgb) => near(rgb, BLUE));
    expect((await served(whole!)).at(0.5, 0.05)).toSatisfy((rgb: Rgb) => near(rgb, [245, 243, 239]));
    const read = (await staff.get(`/staff/products/${productId}`)).body.data.variants[0].photos;
    expect(read[1]).toEqual({ image: cut, masterPath: `pm${cut!.slice(1)}`, focalX: 0.3, focalY: 0.5, hasMaster: true });
    expect(read[2]).toMatchObject({ image: whole, masterPath: whole, hasMaster: false });
    // Its crop moves later like the add form's photos: onto the red patch.
    const moved = await staff.request('PUT', `/staff/images/${cut}/focal-point`, { x: 0.7, y: 0.5 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await served(moved.body.data.imagePath)).at(0.5, 0.5)).toSatisfy((rgb: Rgb) => near(rgb, RED));
    // Removing it removes its whole picture too.
    const keep = (await staff.get(`/staff/products/${productId}`)).body.data.variants[0].images.filter((key: string) => key !== moved.body.data.imagePath);
    expect((await staff.request('PUT', `/staff/products/${productId}/variants/${variantId}/photos`, { images: keep })).status).toBe(200);
    expect(await shop.files()).not.toContain(`pm${cut!.slice(1)}`);
  });

  it('refuses a bad focal point for a photo', async () => {
    const form = productForm({ name: 'Bad Focus Tee', variants: 1, images: [{ variant: 0, body: await patchedPhoto(900, 1200, []), filename: 'a.jpg' }] });
    form.append('variants[0][focal][0][x]', '7');
    form.append('variants[0][focal][0][y]', '0.5');
    const answer = await staff.request('POST', '/product/create', form);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(FOCAL_MESSAGES.invalid);
  });
});
