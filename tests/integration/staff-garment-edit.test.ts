import { describe, expect, it } from 'vitest';
import { createDesign as newDesignDocument } from '../../src/engine/model/defaults';
import { users } from '../../src/server/db/schema';
import { createDesign } from '../../src/server/services/designs/designs';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { samplePhoto, signedIn, type StaffShop, withStaffShop } from './staff-shop';

/** Every field of a studio garment colour editable, on both databases. */

let shop: StaffShop;
let staff: Browser;
withStaffShop((started) => ({ shop, staff } = started));

const API = '/api/api/v1';
const publicGarments = async (type: 'tshirt' | 'hoodie') =>
  (await shop.app.inject({ method: 'GET', url: `${API}/customized/getImage?types=${type}` })).json().data as { _id: string; color: string; hex?: string; price: number; front: string; back: string }[];

function form(fields: Record<string, string>, files: Record<string, Buffer>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, bytes] of Object.entries(files)) body.append(name, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${name}.jpg`);
  return body;
}

let counter = 0;
async function newGarment() {
  const added = await staff.request('POST', '/staff/studio/garments', form({ type: 'tshirt', color: `Edit Colour ${counter++}`, hex: '#112233', price: '499' }, { front: await samplePhoto(), back: await samplePhoto() }));
  expect(added.status).toBe(200);
  return added.body.data as { _id: string; color: string; front: string; back: string };
}

describe('studio garment colours, every field editable', () => {
  it('changes the blank price, name, swatch and garment; the studio shows the change at once', async () => {
    const garment = await newGarment();
    const saved = await staff.request('PATCH', `/staff/studio/garments/${garment._id}`, { price: 649, color: 'Peacock Blue', hex: '#1F6F8B' });
    expect(saved.status).toBe(200);
    expect(contractErrors('staffChangeGarment', 200, saved.body)).toEqual([]);
    expect(saved.body.message).toBe('Peacock Blue tshirt saved.');
    expect(saved.body.data).toMatchObject({ color: 'Peacock Blue', hex: '#1f6f8b', price: 649, active: true });
    expect((await publicGarments('tshirt')).find((g) => g._id === garment._id)).toMatchObject({ color: 'Peacock Blue', price: 649 });

    const moved = await staff.request('PATCH', `/staff/studio/garments/${garment._id}`, { type: 'hoodie' });
    expect(moved.status).toBe(200);
    expect((await publicGarments('hoodie')).map((g) => g._id)).toContain(garment._id);
    expect((await publicGarments('tshirt')).map((g) => g._id)).not.toContain(garment._id);

    const hidden = await staff.request('PATCH', `/staff/studio/garments/${garment._id}`, { active: false });
    expect(hidden.body.message).toBe('Peacock Blue hoodie is hidden from the studio.');
  });

  it('refuses bad fields with the add form messages, and changes nothing', async () => {
    const garment = await newGarment();
    const cases: [Record<string, unknown>, string][] = [
      [{ price: 0 }, 'price must be a whole number of rupees from 1 to 100000.'],
      [{ price: 100001 }, 'price must be a whole number of rupees from 1 to 100000.'],
      [{ hex: 'blue' }, 'hex must be a colour such as #1f2a44.'],
      [{ color: '  ' }, 'color is required. Please fill the field.'],
      [{ type: 'cap' }, 'type must be one of: tshirt, hoodie.'],
    ];
    for (const [change, message] of cases) {
      const refused = await staff.request('PATCH', `/staff/studio/garments/${garment._id}`, change);
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect((await staff.request('PATCH', `/staff/studio/garments/${garment._id}`, {})).status).toBe(400);
    const taken = (await publicGarments('tshirt')).find((g) => g._id !== garment._id)!;
    const clash = await staff.request('PATCH', `/staff/studio/garments/${garment._id}`, { color: taken.color.toUpperCase() });
    expect(clash.status).toBe(409);
    expect((await publicGarments('tshirt')).find((g) => g._id === garment._id)).toMatchObject({ color: garment.color, price: 499 });
  });

  it("keeps a colour's garment and name while a saved design is on it, but lets its price change", async () => {
    const garment = await newGarment();
    const [owner] = await shop.database.db.insert(users).values({ username: 'Meera', email: `meera-edit${Date.now()}@example.in`, phone: '9876543210', address: 'Bhopal', passwordHash: '!' }).returning();
    await createDesign(shop.database.db, owner!.id, newDesignDocument(garment.color, 'tshirt'));
    const renamed = await staff.request('PATCH', `/staff/studio/garments/${garment._id}`, { color: 'Another Name' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe(`1 saved design is on the ${garment.color} tshirt, so its garment and colour name cannot change. Add a new colour instead.`);
    expect((await staff.request('PATCH', `/staff/studio/garments/${garment._id}`, { price: 525 })).status).toBe(200);
    expect((await publicGarments('tshirt')).find((g) => g._id === garment._id)?.price).toBe(525);
  });

  it('replaces the front photo, checked by content; the old file goes and the back stays', async () => {
    const garment = await newGarment();
    const bad = await staff.request('POST', `/staff/studio/garments/${garment._id}/photos`, form({}, { front: Buffer.from('not a photo at all') }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('"front.jpg" is not a JPEG, PNG or WebP image. Please upload photos in one of these formats.');
    const none = await staff.request('POST', `/staff/studio/garments/${garment._id}/photos`, form({}, {}));
    expect(none.status).toBe(400);

    const replaced = await staff.request('POST', `/staff/studio/garments/${garment._id}/photos`, form({}, { front: await samplePhoto(1200, 1200) }));
    expect(replaced.status).toBe(200);
    expect(contractErrors('staffReplaceGarmentPhotos', 200, replaced.body)).toEqual([]);
    expect(replaced.body.data.front).not.toBe(garment.front);
    expect(replaced.body.data.back).toBe(garment.back);
    const files = await shop.files();
    expect(files).toContain(replaced.body.data.front);
    expect(files).not.toContain(garment.front);
    expect((await publicGarments('tshirt')).find((g) => g._id === garment._id)?.front).toBe(replaced.body.data.front);
  });

  it('answers 401 to a visitor and 403 to a shopper', async () => {
    const garment = await newGarment();
    const shopper = await signedIn(shop.app, shop.database, 'shopper');
    for (const browser of [new Browser(shop.app), shopper]) {
      const status = browser === shopper ? 403 : 401;
      expect((await browser.request('PATCH', `/staff/studio/garments/${garment._id}`, { price: 1 })).status).toBe(status);
      expect((await browser.request('POST', `/staff/studio/garments/${garment._id}/photos`, form({}, { front: await samplePhoto() }))).status).toBe(status);
    }
    expect((await publicGarments('tshirt')).find((g) => g._id === garment._id)).toMatchObject({ price: 499, front: garment.front });
  });
});
