import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDesign as newDesignDocument, newGraphicLayer } from '../../src/engine/model/defaults';
import { buildApp } from '../../src/server/app';
import { diskStore } from '../../src/server/adapters/storage/disk';
import { users } from '../../src/server/db/schema';
import { createDesign } from '../../src/server/services/designs/designs';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { samplePhoto, signedIn, type StaffShop, withStaffShop } from './staff-shop';
import { TEST_SECRET } from './support/test-app';

let shop: StaffShop;
let staff: Browser;
withStaffShop((started) => ({ shop, staff } = started));

type File = { body: Buffer; filename: string };

function form(fields: Record<string, string>, files: Record<string, File> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) body.append(name, new Blob([new Uint8Array(file.body)], { type: 'image/png' }), file.filename);
  return body;
}

/** A graphic as designers export it: a transparent PNG with a shape on it. */
async function transparentPng(size = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#e4572e"/></svg>`;
  return sharp(Buffer.from(svg)).png().withMetadata({ exif: { IFD0: { Artist: 'secret-designer' } } }).toBuffer();
}

const API = '/api/api/v1';
const publicGarments = async (type: 'tshirt' | 'hoodie') => (await shop.app.inject({ method: 'GET', url: `${API}/customized/getImage?types=${type}` })).json().data as { _id: string; color: string; price: number; front: string }[];
const publicGraphics = async () => (await shop.app.inject({ method: 'GET', url: `${API}/customized/getGraphic` })).json().data as { _id: string; name: string; Image: string }[];

describe('studio garments and graphics are for staff only', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const calls: [string, string, () => Promise<unknown>][] = [
    ['GET', '/staff/studio/garments', async () => undefined],
    ['POST', '/staff/studio/garments', async () => form({ type: 'tshirt', color: 'Sneaky', hex: '#123456', price: '499' }, { front: { body: await samplePhoto(), filename: 'f.jpg' }, back: { body: await samplePhoto(), filename: 'b.jpg' } })],
    ['PATCH', `/staff/studio/garments/${id}`, async () => ({ active: false })],
    ['DELETE', `/staff/studio/garments/${id}`, async () => undefined],
    ['GET', '/staff/studio/graphics', async () => undefined],
    ['POST', '/staff/studio/graphics', async () => form({ name: 'Sneaky' }, { image: { body: await transparentPng(), filename: 'g.png' } })],
    ['PATCH', `/staff/studio/graphics/${id}`, async () => ({ active: false })],
    ['DELETE', `/staff/studio/graphics/${id}`, async () => undefined],
  ];
  it.each(calls)('%s %s: 401 for a visitor, 403 for a shopper, nothing stored', async (method, url, body) => {
    expect((await new Browser(shop.app).request(method as 'GET', url, await body())).status).toBe(401);
    const shopper = await signedIn(shop.app, shop.database, 'shopper');
    const refused = await shopper.request(method as 'GET', url, await body());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This part of the shop is for staff only.');
    expect(await shop.files()).toEqual([]);
  });
});

describe('studio garments', () => {
  it('adds a colour with 1000x1000 WebP photos that the studio lists at once, hides, shows and removes it with its files', async () => {
    const before = await publicGarments('tshirt');
    const added = await staff.request(
      'POST',
      '/staff/studio/garments',
      form({ type: 'tshirt', color: 'Saffron', hex: '#F4A300', price: '549' }, { front: { body: await samplePhoto(1200, 1500), filename: 'saffron-front.jpg' }, back: { body: await samplePhoto(900, 900, 'png'), filename: 'saffron-back.png' } }),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(contractErrors('staffAddGarment', 200, added.body)).toEqual([]);
    expect(added.body.message).toBe('Saffron tshirt added to the studio.');
    const garment = added.body.data;
    expect(garment).toMatchObject({ type: 'tshirt', color: 'Saffron', hex: '#f4a300', price: 549, active: true, position: before.length });
    expect((await shop.files()).sort()).toEqual([garment.back, garment.front].sort());
    for (const key of [garment.front, garment.back]) {
      const served = await shop.app.inject({ method: 'GET', url: `${API}/document/${key}` });
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([1000, 1000, undefined]);
    }
    // The catalogue cache held the old list: the add dropped it.
    const listed = await publicGarments('tshirt');
    expect(listed.at(-1)).toMatchObject({ _id: garment._id, color: 'Saffron', price: 549, front: garment.front });
    expect((await publicGarments('hoodie')).map((g) => g.color)).not.toContain('Saffron');

    const again = await staff.request('POST', '/staff/studio/garments', form({ type: 'tshirt', color: 'saffron', hex: '#f4a300', price: '549' }, { front: { body: await samplePhoto(), filename: 'f.jpg' }, back: { body: await samplePhoto(), filename: 'b.jpg' } }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The studio already has a saffron tshirt. Show it, or remove it first.');

    const hidden = await staff.request('PATCH', `/staff/studio/garments/${garment._id}`, { active: false });
    expect(hidden.body.message).toBe('Saffron tshirt is hidden from the studio.');
    expect((await publicGarments('tshirt')).map((g) => g._id)).not.toContain(garment._id);
    expect((await staff.get('/staff/studio/garments')).body.data.find((g: { _id: string }) => g._id === garment._id).active).toBe(false);
    await staff.request('PATCH', `/staff/studio/garments/${garment._id}`, { active: true });
    expect((await publicGarments('tshirt')).map((g) => g._id)).toContain(garment._id);
    expect(contractErrors('staffListGarments', 200, (await staff.get('/staff/studio/garments')).body)).toEqual([]);

    const removed = await staff.request('DELETE', `/staff/studio/garments/${garment._id}`);
    expect(removed.status).toBe(200);
    expect((await publicGarments('tshirt')).map((g) => g._id)).toEqual(before.map((g) => g._id));
    expect(await shop.files()).toEqual([]);
    expect((await staff.request('DELETE', `/staff/studio/garments/${garment._id}`)).status).toBe(404);
  });

  it('keeps a colour a saved design is on, and the last shown colour of a garment', async () => {
    const [owner] = await shop.database.db.insert(users).values({ username: 'Meera', email: `meera${Date.now()}@example.in`, phone: '9876543210', address: 'Bhopal', passwordHash: '!' }).returning();
    const hoodies = await publicGarments('hoodie');
    const designed = hoodies[0]!;
    await createDesign(shop.database.db, owner!.id, newDesignDocument(designed.color, 'hoodie'));
    const refused = await staff.request('DELETE', `/staff/studio/garments/${designed._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`1 saved design is on the ${designed.color} hoodie, so it cannot be removed. Hide it instead.`);

    for (const other of hoodies.slice(1)) expect((await staff.request('PATCH', `/staff/studio/garments/${other._id}`, { active: false })).status).toBe(200);
    const last = await staff.request('PATCH', `/staff/studio/garments/${designed._id}`, { active: false });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('The studio needs at least one shown colour of each garment. Add or show another colour first.');
    expect((await publicGarments('hoodie')).map((g) => g._id)).toEqual([designed._id]);
    for (const other of hoodies.slice(1)) await staff.request('PATCH', `/staff/studio/garments/${other._id}`, { active: true });
  });

  it('refuses bad fields and bad photos with clear messages, leaving nothing behind', async () => {
    const photo = { body: await samplePhoto(), filename: 'p.jpg' };
    const good = { type: 'hoodie', color: 'Rust', hex: '#b7410e', price: '999' };
    const cases: [Record<string, string>, Record<string, File>, number, string | RegExp][] = [
      [{ ...good, type: 'kurta' }, { front: photo, back: photo }, 400, 'type must be one of: tshirt, hoodie.'],
      [{ ...good, color: '' }, { front: photo, back: photo }, 400, 'color is required. Please fill the field.'],
      [{ ...good, hex: 'red' }, { front: photo, back: photo }, 400, 'hex must be a colour such as #1f2a44.'],
      [{ ...good, price: '99.50' }, { front: photo, back: photo }, 400, 'price must be a whole number of rupees from 1 to 100000.'],
      [good, { front: photo }, 400, 'back is required. Please add the back photo.'],
      [good, { front: photo, back: { body: Buffer.concat([Buffer.from('MZ\x90\x00'), randomBytes(2000)]), filename: 'virus.png' } }, 400, '"virus.png" is not a JPEG, PNG or WebP image. Please upload photos in one of these formats.'],
      [good, { front: photo, back: { body: Buffer.concat([await samplePhoto(), randomBytes(20 * 1024 * 1024)]), filename: 'huge.jpg' } }, 400, '"huge.jpg" is larger than 10 MB. Please upload images of at most 10 MB each.'],
    ];
    for (const [fields, files, status, message] of cases) {
      const refused = await staff.request('POST', '/staff/studio/garments', form(fields, files));
      expect(refused.status, String(message)).toBe(status);
      expect(refused.body.message).toMatch(message);
      expect(contractErrors('staffAddGarment', status, refused.body)).toEqual([]);
    }
    expect(await shop.files()).toEqual([]);
    expect((await publicGarments('hoodie')).map((g) => g.color)).not.toContain('Rust');
  });
});

describe('studio graphics', () => {
  it('adds a graphic as a transparent PNG that the studio offers at once, hides, shows and removes it with its file', async () => {
    const before = await publicGraphics();
    const added = await staff.request('POST', '/staff/studio/graphics', form({ name: 'Gond Peacock' }, { image: { body: await transparentPng(3000), filename: 'peacock.png' } }));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(contractErrors('staffAddGraphic', 200, added.body)).toEqual([]);
    expect(added.body.message).toBe('Graphic Gond Peacock added to the studio.');
    const graphic = added.body.data;
    expect(graphic.Image).toMatch(/^gr-[\w-]+\.png$/);
    expect(await shop.files()).toEqual([graphic.Image]);
    const served = await shop.app.inject({ method: 'GET', url: `${API}/document/${graphic.Image}` });
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.hasAlpha, meta.exif]).toEqual([2400, 2400, true, undefined]);
    expect((await publicGraphics()).at(-1)).toEqual({ _id: graphic._id, name: 'Gond Peacock', Image: graphic.Image });

    await staff.request('PATCH', `/staff/studio/graphics/${graphic._id}`, { active: false });
    expect((await publicGraphics()).map((g) => g._id)).not.toContain(graphic._id);
    await staff.request('PATCH', `/staff/studio/graphics/${graphic._id}`, { active: true });
    expect((await publicGraphics()).map((g) => g._id)).toContain(graphic._id);
    expect(contractErrors('staffListGraphics', 200, (await staff.get('/staff/studio/graphics')).body)).toEqual([]);

    const removed = await staff.request('DELETE', `/staff/studio/graphics/${graphic._id}`);
    expect(removed.body.message).toBe('Graphic removed from the studio.');
    expect((await publicGraphics()).map((g) => g._id)).toEqual(before.map((g) => g._id));
    expect(await shop.files()).toEqual([]);
    expect((await staff.request('PATCH', `/staff/studio/graphics/${graphic._id}`, { active: true })).status).toBe(404);
  });

  it('keeps the file of a removed graphic that a saved design placed (its print file is drawn from it)', async () => {
    const added = await staff.request('POST', '/staff/studio/graphics', form({ name: 'Sanchi Stupa' }, { image: { body: await transparentPng(), filename: 'stupa.png' } }));
    const graphic = added.body.data;
    const [owner] = await shop.database.db.insert(users).values({ username: 'Ravi', email: `ravi${Date.now()}@example.in`, phone: '9876543210', address: 'Bhopal', passwordHash: '!' }).returning();
    const blank = newDesignDocument('White');
    await createDesign(shop.database.db, owner!.id, { ...blank, sides: { ...blank.sides, front: [newGraphicLayer('graphic-1', graphic.Image)] } });
    const removed = await staff.request('DELETE', `/staff/studio/graphics/${graphic._id}`);
    expect(removed.body.message).toBe('Graphic removed from the studio. Saved designs that use it keep it.');
    expect((await publicGraphics()).map((g) => g._id)).not.toContain(graphic._id);
    expect(await shop.files()).toEqual([graphic.Image]);
    expect((await shop.app.inject({ method: 'GET', url: `${API}/document/${graphic.Image}` })).statusCode).toBe(200);
  });

  it('refuses an SVG with a script, an executable renamed .png, a 20 MB file, a tiny image and a missing name', async () => {
    const before = await shop.files();
    const cases: [Record<string, string>, Record<string, File>, string][] = [
      [{ name: 'x' }, { image: { body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><script>alert(1)</script></svg>'), filename: 'logo.svg' } }, '"logo.svg" is not a PNG, WebP or JPEG image. Please upload the graphic as a PNG with a transparent background.'],
      [{ name: 'x' }, { image: { body: Buffer.concat([Buffer.from('MZ\x90\x00'), randomBytes(4000)]), filename: 'setup.png' } }, '"setup.png" is not a PNG, WebP or JPEG image. Please upload the graphic as a PNG with a transparent background.'],
      [{ name: 'x' }, { image: { body: Buffer.concat([await transparentPng(), randomBytes(20 * 1024 * 1024)]), filename: 'big.png' } }, '"big.png" is larger than 10 MB. Please upload images of at most 10 MB each.'],
      [{ name: 'x' }, { image: { body: await transparentPng(120), filename: 'tiny.png' } }, '"tiny.png" is too small (120x120). Please upload a graphic at least 300 pixels on its longer side.'],
      [{}, { image: { body: await transparentPng(), filename: 'ok.png' } }, 'name is required. Please fill the field.'],
      [{ name: 'x' }, {}, 'image is required. Please add at least one image.'],
    ];
    for (const [fields, files, message] of cases) {
      const refused = await staff.request('POST', '/staff/studio/graphics', form(fields, files));
      expect(refused.status, message).toBe(400);
      expect(refused.body).toMatchObject({ success: false, code: 'BAD_REQUEST', message });
    }
    expect(await shop.files()).toEqual(before);
  });
});

describe('several app servers', () => {
  it('drop their cached studio lists when staff change them on another server (LISTEN/NOTIFY on PostgreSQL)', async () => {
    const second = await buildApp({ database: shop.database, store: diskStore(shop.folder), mailer: { send: async () => {}, close: async () => {} }, secret: TEST_SECRET, secureCookies: false, webRoot: null });
    await second.ready();
    try {
      const listedThere = async () => ((await second.inject({ method: 'GET', url: `${API}/customized/getGraphic` })).json().data as { name: string }[]).map((g) => g.name);
      // The second server caches the list before the change.
      expect(await listedThere()).not.toContain('Upper Lake Sunset');
      const added = await staff.request('POST', '/staff/studio/graphics', form({ name: 'Upper Lake Sunset' }, { image: { body: await transparentPng(), filename: 'sunset.png' } }));
      expect(added.status).toBe(200);
      await expect.poll(listedThere, { timeout: 5_000 }).toContain('Upper Lake Sunset');
      await staff.request('DELETE', `/staff/studio/graphics/${added.body.data._id}`);
      await expect.poll(listedThere, { timeout: 5_000 }).not.toContain('Upper Lake Sunset');
    } finally {
      await second.close();
    }
  });
});
