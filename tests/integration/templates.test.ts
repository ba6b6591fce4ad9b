import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDesign as newDesignDocument, newImageLayer } from '../../src/engine/model/defaults';
import type { Design } from '../../src/engine/model/design';
import { parseDesign } from '../../src/engine/model/validate';
import { designs, designTemplates } from '../../src/server/db/schema';
import { STARTER_TEMPLATES } from '../../src/server/db/seed/starter-templates';
import { TEMPLATE_MESSAGES } from '../../src/shared/template-rules';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { signedIn, type StaffShop, withStaffShop } from './staff-shop';

let shop: StaffShop;
let staff: Browser;
withStaffShop((started) => ({ shop, staff } = started));

type Listed = { _id: string; name: string; garment: 'tshirt' | 'hoodie'; preview: string; document: Design };
type StaffListed = Listed & { position: number; active: boolean; starter: boolean };

const API = '/api/api/v1';
const publicList = async (query = '') => {
  const answer = await shop.app.inject({ method: 'GET', url: `${API}/customized/templates${query}` });
  expect(answer.statusCode).toBe(200);
  return { templates: answer.json().data as Listed[], headers: answer.headers };
};
const staffList = async () => (await staff.get('/staff/studio/templates')).body.data as StaffListed[];

/** A text-only tee design (the staff shop's store has no catalogue graphics to draw). */
function teeDesign(words: string): Design {
  const blank = newDesignDocument('Black');
  return {
    ...blank,
    sides: {
      front: [{ id: 'text-1', kind: 'text', content: words, color: '#ffffff', fontSize: 40, fontWeight: 'bold', fontStyle: 'normal', fontFamily: 'anton', x: 100, y: 200, rotation: 0, width: 1000 }],
      back: [],
    },
  };
}

async function saveDesign(browser: Browser, document: Design): Promise<string> {
  const saved = await browser.post('/designs', { document });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body.data._id as string;
}

describe('the public list of templates', () => {
  it("lists the seed's starter templates, each a design the studio can read, cacheable, one garment's when asked", async () => {
    const { templates, headers } = await publicList();
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(templates.map((t) => t.name)).toEqual(STARTER_TEMPLATES.map((t) => t.name));
    for (const template of templates) {
      expect(parseDesign(template.document).ok, template.name).toBe(true);
      expect(template.preview).toMatch(/^template-[a-z0-9-]+\.webp$/);
    }
    const hoodies = (await publicList('?types=hoodie')).templates;
    expect(hoodies.length).toBeGreaterThanOrEqual(3);
    expect(hoodies.every((t) => t.garment === 'hoodie' && t.document.garment === 'hoodie')).toBe(true);
    expect((await publicList('?types=tshirt')).templates.length + hoodies.length).toBe(templates.length);
  });

  it('refuses an unknown garment with a 400', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: `${API}/customized/templates?types=saree` });
    expect(answer.statusCode).toBe(400);
  });
});

describe('staff templates', () => {
  it('adds one from a saved design (last, with its own copy of the preview), hides, shows, moves and deletes it', async () => {
    const designId = await saveDesign(staff, teeDesign('MATRIX CREW'));
    const added = await staff.post('/staff/studio/templates', { designId, name: '  Crew tee  ' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(contractErrors('staffAddTemplate', 200, added.body)).toEqual([]);
    expect(added.body.message).toBe('Template Crew tee added to the studio.');
    const template = added.body.data as StaffListed;
    expect(template).toMatchObject({ name: 'Crew tee', garment: 'tshirt', active: true, starter: false, position: STARTER_TEMPLATES.length });
    expect(template.document.sides.front[0]).toMatchObject({ content: 'MATRIX CREW' });
    // The preview is the template's own file: deleting the design later leaves it.
    const [design] = await shop.database.db.select().from(designs).where(eq(designs.id, designId));
    expect(template.preview).not.toBe(design!.previewFront);
    expect(await shop.files()).toContain(template.preview);
    expect((await staff.request('DELETE', `/designs/${designId}`)).status).toBe(200);
    expect(await shop.files()).toContain(template.preview);
    const served = await shop.app.inject({ method: 'GET', url: `${API}/document/${template.preview}?w=320` });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);

    // Listed at once (the add dropped the cached list), last.
    expect((await publicList()).templates.at(-1)?._id).toBe(template._id);

    // Hidden: not listed for shoppers, still for staff.
    const hidden = await staff.request('PATCH', `/staff/studio/templates/${template._id}`, { active: false });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe('Template Crew tee is hidden from the studio.');
    expect((await publicList()).templates.map((t) => t._id)).not.toContain(template._id);
    expect((await publicList('?types=tshirt')).templates.map((t) => t._id)).not.toContain(template._id);
    expect((await staffList()).find((t) => t._id === template._id)).toMatchObject({ active: false });
    expect((await staff.request('PATCH', `/staff/studio/templates/${template._id}`, { active: true })).status).toBe(200);
    expect((await publicList()).templates.map((t) => t._id)).toContain(template._id);

    // Up one place, twice: it is now third from last, and the positions run 0..n-1.
    for (let i = 0; i < 2; i++) {
      const moved = await staff.post(`/staff/studio/templates/${template._id}/move`, { direction: 'up' });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(contractErrors('staffMoveTemplate', 200, moved.body)).toEqual([]);
    }
    const order = await staffList();
    expect(order.map((t) => t.position)).toEqual(order.map((_, i) => i));
    expect(order.at(-3)?._id).toBe(template._id);
    expect((await publicList()).templates.at(-3)?._id).toBe(template._id);
    // The last one cannot go further down.
    const last = order.at(-1)!;
    const edge = await staff.post(`/staff/studio/templates/${last._id}/move`, { direction: 'down' });
    expect([edge.status, edge.body.message]).toEqual([409, TEMPLATE_MESSAGES.edge]);

    const deleted = await staff.request('DELETE', `/staff/studio/templates/${template._id}`);
    expect([deleted.status, deleted.body.message]).toEqual([200, 'Template removed from the studio.']);
    expect(await shop.files()).not.toContain(template.preview);
    expect((await publicList()).templates.map((t) => t._id)).not.toContain(template._id);
    expect((await staff.request('DELETE', `/staff/studio/templates/${template._id}`)).status).toBe(404);
  });

  it("refuses another member's design, a blank one, one with an uploaded picture and a bad name, adding nothing", async () => {
    const before = await staffList();
    const shopper = await signedIn(shop.app, shop.database, 'shopper');
    const theirs = await saveDesign(shopper, teeDesign('NOT YOURS'));
    const notOwn = await staff.post('/staff/studio/templates', { designId: theirs, name: 'Taken' });
    expect([notOwn.status, notOwn.body.message]).toEqual([404, TEMPLATE_MESSAGES.designNotFound]);

    const [owner] = await shop.database.db.select({ userId: designs.userId }).from(designs).where(eq(designs.id, await saveDesign(staff, teeDesign('MINE'))));
    const [blank] = await shop.database.db.insert(designs).values({ userId: owner!.userId, document: newDesignDocument('Black') }).returning();
    const refusedBlank = await staff.post('/staff/studio/templates', { designId: blank!.id, name: 'Blank' });
    expect([refusedBlank.status, refusedBlank.body.message]).toEqual([400, TEMPLATE_MESSAGES.blank]);

    const withPhoto = teeDesign('PHOTO');
    const photo = { ...withPhoto, sides: { ...withPhoto.sides, back: [newImageLayer(withPhoto, 'back', 'image-2', 'up-abc.webp', 3000, 3000)] } };
    const [pictured] = await shop.database.db.insert(designs).values({ userId: owner!.userId, document: photo }).returning();
    const refusedPhoto = await staff.post('/staff/studio/templates', { designId: pictured!.id, name: 'Photo' });
    expect([refusedPhoto.status, refusedPhoto.body.message]).toEqual([400, TEMPLATE_MESSAGES.upload]);

    const mine = await saveDesign(staff, teeDesign('NAMED'));
    for (const name of ['   ', 'x'.repeat(61)]) {
      const refused = await staff.post('/staff/studio/templates', { designId: mine, name });
      expect(refused.status).toBe(400);
      expect([TEMPLATE_MESSAGES.nameRequired, TEMPLATE_MESSAGES.nameTooLong]).toContain(refused.body.message);
    }
    expect(await staffList()).toEqual(before);
  });

  it('answers 404 for a template that does not exist', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await staff.request('PATCH', `/staff/studio/templates/${id}`, { active: false })).status).toBe(404);
    expect((await staff.post(`/staff/studio/templates/${id}/move`, { direction: 'up' })).status).toBe(404);
    expect((await staff.request('DELETE', `/staff/studio/templates/${id}`)).status).toBe(404);
  });
});

describe('staff template routes are for staff only', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const calls: [string, string, unknown][] = [
    ['GET', '/staff/studio/templates', undefined],
    ['POST', '/staff/studio/templates', { designId: id, name: 'Sneaky' }],
    ['PATCH', `/staff/studio/templates/${id}`, { active: false }],
    ['POST', `/staff/studio/templates/${id}/move`, { direction: 'up' }],
    ['DELETE', `/staff/studio/templates/${id}`, undefined],
  ];
  it.each(calls)('%s %s: 401 for a visitor, 403 for a shopper, nothing changed', async (method, url, body) => {
    const before = await shop.database.db.select().from(designTemplates);
    expect((await new Browser(shop.app).request(method as 'GET', url, body)).status).toBe(401);
    const shopper = await signedIn(shop.app, shop.database, 'shopper');
    const refused = await shopper.request(method as 'GET', url, body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This part of the shop is for staff only.');
    expect(await shop.database.db.select().from(designTemplates)).toEqual(before);
  });
});
