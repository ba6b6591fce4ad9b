import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cartItems, carts, customiserGarments, customiserGraphics } from '../../src/server/db/schema';
import { PRINT_PRICE_PER_SIDE_PAISE } from '../../src/server/services/designs/design-cart';
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
  version: 3,
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
    // The server draws a preview of each printed side (garment photo with the design).
    const { previewFront, previewBack } = created.body.data as { previewFront: string; previewBack: string };
    expect(previewFront).toMatch(/^design-[0-9a-f-]+-front\.webp$/);
    expect(previewBack).toMatch(/^design-[0-9a-f-]+-back\.webp$/);
    const preview = await shop.app.inject({ method: 'GET', url: `/api/api/v1/document/${previewFront}` });
    expect(preview.statusCode).toBe(200);
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });

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
    // Its previews went with it.
    expect((await shop.app.inject({ method: 'GET', url: `/api/api/v1/document/${previewFront}` })).statusCode).toBe(404);
  });

  it("re-validates the document with the engine's validator and migrates old versions", async () => {
    const { browser } = await signUp(shop);
    const bad = await browser.post('/designs', { document: { ...design, size: 'XS' } });
    expect(bad.status).toBe(400);
    // Plain words for the shopper; the validator's schema paths stay in the log.
    expect(bad.body).toEqual({ success: false, code: 'BAD_REQUEST', message: 'This design cannot be printed as it is. Undo your last change or start a new design, and try again.' });
    const offTheArea = { ...design, sides: { front: [{ ...design.sides.front[0], y: -12640 }], back: [] } };
    const refused = await browser.post('/designs', { document: offTheArea });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This design has a layer the print area cannot hold. Move or shrink it and try again.');
    const huge = { ...design, sides: { front: [{ ...design.sides.back[0], width: 100000 }], back: [] } };
    expect((await browser.post('/designs', { document: huge })).status).toBe(400);

    // Text effects (version 2) are checked by the same validator: a bent-out-of-range curve is refused.
    const curvedTooFar = { ...design, sides: { front: [{ ...design.sides.front[0], curve: 150, outline: { color: '#000000', width: 12 } }], back: [] } };
    const effectRefused = await browser.post('/designs', { document: curvedTooFar });
    expect(effectRefused.status).toBe(400);
    expect(effectRefused.body.message).toBe('This design cannot be printed as it is. Undo your last change or start a new design, and try again.');
    const withEffects = {
      ...design,
      sides: { front: [{ ...design.sides.front[0], curve: 40, outline: { color: '#000000', width: 2 }, shadow: { color: '#333333', offsetX: 2, offsetY: 2, blur: 3 }, letterSpacing: 2, lineHeight: 1.5, align: 'left' }], back: [] },
    };
    const kept = await browser.post('/designs', { document: withEffects });
    expect(kept.status).toBe(201);
    expect(kept.body.data.document).toEqual(withEffects);
    // A version-1 document (saved before the effects and locks) is read as version 3 with neither.
    const v1 = await browser.post('/designs', { document: { ...design, version: 1 } });
    expect(v1.body.data.document).toEqual(design);

    const v0 = { garment: 'Hoodie', color: 'navy', size: 'M', front: { text: { content: 'Hi', x: 10, y: 10 }, graphics: [] }, back: {} };
    const migrated = await browser.post('/designs', { document: v0 });
    expect(migrated.status).toBe(201);
    expect(migrated.body.data.document).toMatchObject({ version: 3, garment: 'hoodie', sides: { front: [{ kind: 'text', content: 'Hi', x: 40, y: 40 }], back: [] } });
  });
});

describe('print files', () => {
  it('renders a side at 300 DPI over the print area from the saved design, transparent around the design', async () => {
    const [graphic] = await shop.database.db.select().from(customiserGraphics).limit(1);
    const { browser } = await signUp(shop);
    const withGraphic = { ...design, sides: { front: [...design.sides.front, { ...design.sides.back[0], src: graphic!.image }], back: [] } };
    const created = await browser.post('/designs', { document: withGraphic });
    const id = created.body.data._id as string;

    const response = await shop.app.inject({ method: 'GET', url: `/api/api/v1/designs/${id}/print/front`, cookies: Object.fromEntries(browser.cookies) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = sharp(response.rawPayload);
    expect(await png.metadata()).toMatchObject({ width: 3600, height: 4800, hasAlpha: true });
    // The corner is bare garment (transparent); the graphic at (400..680 units) is drawn, 3 px a unit.
    // (stats() reads its input, not the pipeline: the cut-out is encoded first.)
    const alphaMax = async (left: number, top: number, size: number) => {
      const cut = await sharp(response.rawPayload).extract({ left, top, width: size, height: size }).png().toBuffer();
      return (await sharp(cut).stats()).channels[3]?.max;
    };
    expect(await alphaMax(0, 4700, 50)).toBe(0);
    expect(await alphaMax(1200, 1200, 840)).toBe(255);

    expect((await browser.get(`/designs/${id}/print/back`)).status).toBe(404);
    const { browser: other } = await signUp(shop);
    expect((await other.get(`/designs/${id}/print/front`)).status).toBe(404);
  });
});

describe('a custom design in the cart', () => {
  it('is one cart line, priced by the server as the garment plus a print price per printed side', async () => {
    const [garment] = await shop.database.db.select().from(customiserGarments).where(eq(customiserGarments.type, 'tshirt')).limit(1);
    const { browser } = await signUp(shop);
    const created = await browser.post('/designs', { document: { ...design, color: garment!.color } });
    const id = created.body.data._id as string;

    const added = await browser.post(`/designs/${id}/cart`);
    expect(added.status).toBe(200);
    expect(contractErrors('addDesignToCart', 200, added.body)).toEqual([]);
    expect(added.body.message).toBe('Product added to cart successfully');
    expect(added.body.data).toEqual({
      price: (garment!.basePricePaise + 2 * PRINT_PRICE_PER_SIDE_PAISE) / 100,
      garmentPrice: garment!.basePricePaise / 100,
      printedSides: 2,
    });
    expect((await browser.post(`/designs/${id}/cart`)).status).toBe(200);
    const lines = await shop.database.db
      .select({ designId: cartItems.designId })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(and(eq(cartItems.designId, id)));
    expect(lines).toEqual([{ designId: id }]);

    const { browser: other } = await signUp(shop);
    expect((await other.post(`/designs/${id}/cart`)).status).toBe(404);
  });

  it('refuses a colour the shop does not sell', async () => {
    const { browser } = await signUp(shop);
    const created = await browser.post('/designs', { document: { ...design, color: 'ultraviolet' } });
    const refused = await browser.post(`/designs/${created.body.data._id}/cart`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This garment colour is no longer available. Please pick another colour.');
  });
});
