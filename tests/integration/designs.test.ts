import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { startTestShop, type TestShop } from './support/test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const design = {
  version: 1,
  garment: 'tshirt',
  color: 'black',
  size: 'L',
  sides: {
    front: [{ id: 'text-1', kind: 'text', content: 'Bhopal', color: '#ffffff', fontSize: 24, fontWeight: 'bold', fontStyle: 'normal', x: 300, y: 160, rotation: 0, width: 600 }],
    back: [{ id: 'graphic-2', kind: 'graphic', src: 'graphic-lotus.png', x: 400, y: 400, width: 280, height: 280, rotation: 0 }],
  },
};

describe('saved designs', () => {
  it('need a signed-in shopper', async () => {
    const visitor = new Browser(shop.app);
    expect((await visitor.get('/designs')).status).toBe(401);
    expect((await visitor.post('/designs', { document: design })).status).toBe(401);
  });

  it('are saved, listed, read, updated and deleted by their owner only', async () => {
    const { browser } = await signUp(shop);
    const created = await browser.post('/designs', { document: design });
    expect(created.status).toBe(201);
    expect(contractErrors('createDesign', 201, created.body)).toEqual([]);
    expect(created.body.data.document).toEqual(design);
    const id = created.body.data._id as string;

    const list = await browser.get('/designs');
    expect(contractErrors('listDesigns', 200, list.body)).toEqual([]);
    expect(list.body.data.map((d: { _id: string }) => d._id)).toEqual([id]);

    const changed = { ...design, size: 'XXL' };
    const updated = await browser.request('PUT', `/designs/${id}`, { document: changed });
    expect(updated.status).toBe(200);
    expect((await browser.get(`/designs/${id}`)).body.data.document.size).toBe('XXL');

    const { browser: other } = await signUp(shop);
    expect((await other.get(`/designs/${id}`)).status).toBe(404);
    expect((await other.request('DELETE', `/designs/${id}`)).status).toBe(404);

    expect((await browser.request('DELETE', `/designs/${id}`)).status).toBe(200);
    expect((await browser.get(`/designs/${id}`)).status).toBe(404);
  });

  it("re-validates the document with the engine's validator and migrates old versions", async () => {
    const { browser } = await signUp(shop);
    const bad = await browser.post('/designs', { document: { ...design, size: 'XS' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^The design is not valid: size/);
    const huge = { ...design, sides: { front: [{ ...design.sides.back[0], width: 100000 }], back: [] } };
    expect((await browser.post('/designs', { document: huge })).status).toBe(400);

    const v0 = { garment: 'Hoodie', color: 'navy', size: 'M', front: { text: { content: 'Hi', x: 10, y: 10 }, graphics: [] }, back: {} };
    const migrated = await browser.post('/designs', { document: v0 });
    expect(migrated.status).toBe(201);
    expect(migrated.body.data.document).toMatchObject({ version: 1, garment: 'hoodie', sides: { front: [{ kind: 'text', content: 'Hi', x: 40, y: 40 }], back: [] } });
  });
});
