import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStorefrontBuilt } from '../../src/server/cli/storefront-build';
import { customiserGarments, designs } from '../../src/server/db/schema';
import { WEB_ROOT } from '../../src/server/runtime';
import { SHARE_SLUG_BYTES } from '../../src/server/services/designs/design-shares';
import { OG_IMAGE_MAX_BYTES, ogImageKey } from '../../src/server/ssr/og-image';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { diskStore } from '../../src/server/adapters/storage/disk';
import { withDelivery } from './support/order-shop';
import { startTestShop, testDocumentsFolder, type TestShop } from './support/test-app';

let shop: TestShop;
let colour: string;
let garmentRupees: number;

beforeAll(async () => {
  // The share page is rendered by the real storefront build (client and server entry).
  expect(ensureStorefrontBuilt()).toBe(true);
  shop = await startTestShop({ webRoot: WEB_ROOT, deps: { paymentSweepMs: 0, postal: { lookup: async () => null } } });
  const [garment] = await shop.database.db
    .select({ color: customiserGarments.color, price: customiserGarments.basePricePaise })
    .from(customiserGarments)
    .where(and(eq(customiserGarments.type, 'tshirt'), eq(customiserGarments.active, true)))
    .limit(1);
  colour = garment!.color;
  garmentRupees = garment!.price / 100;
}, 300_000);
afterAll(async () => shop?.close());

const document = () => ({
  version: 3,
  garment: 'tshirt',
  color: colour,
  size: 'L',
  sides: {
    front: [{ id: 'text-1', kind: 'text', content: 'Upper Lake', color: '#ffffff', fontSize: 24, fontWeight: 'bold', fontStyle: 'normal', x: 300, y: 160, rotation: 0, width: 600 }],
    back: [{ id: 'text-2', kind: 'text', content: 'Bhopal 462', color: '#ffcc00', fontSize: 32, fontWeight: 'bold', fontStyle: 'normal', x: 300, y: 300, rotation: 0, width: 600 }],
  },
});

async function savedAndShared(browser: Browser, name = 'Upper Lake tee') {
  const created = await browser.post('/designs', { document: document() });
  expect(created.status).toBe(201);
  const id = created.body.data._id as string;
  expect((await browser.request('PATCH', `/designs/${id}`, { name })).status).toBe(200);
  const shared = await browser.post(`/designs/${id}/share`);
  expect(shared.status).toBe(200);
  return { id, slug: shared.body.data.slug as string };
}

const page = (url: string, headers: Record<string, string> = { accept: 'text/html' }) => shop.app.inject({ method: 'GET', url, headers });
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)"`).exec(html)?.[1];

describe('share links', () => {
  it('a slug is 144 random bits; sharing again while shared keeps it; the owner sees it in the list', async () => {
    const { browser } = await signUp(shop);
    const { id, slug } = await savedAndShared(browser);
    expect(SHARE_SLUG_BYTES * 8).toBeGreaterThanOrEqual(128);
    expect(slug).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(Buffer.from(slug, 'base64url')).toHaveLength(SHARE_SLUG_BYTES);
    expect((await browser.post(`/designs/${id}/share`)).body.data.slug).toBe(slug);
    expect((await browser.get(`/designs/${id}`)).body.data.shareSlug).toBe(slug);
    const [row] = await shop.database.db.select({ slug: designs.shareSlug }).from(designs).where(eq(designs.id, id));
    expect(row?.slug).toBe(slug);
  });

  it('a visitor reads the shared design: no owner, the price the cart would charge', async () => {
    const { browser } = await signUp(shop);
    const { slug } = await savedAndShared(browser);
    const visitor = new Browser(shop.app);
    const answer = await visitor.get(`/shared-designs/${slug}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ slug, name: 'Upper Lake tee', printedSides: 2, price: garmentRupees + 2 * 249, document: { garment: 'tshirt', color: colour } });
    expect(answer.body.data.previewFront).toMatch(/\.webp$/);
    expect(JSON.stringify(answer.body)).not.toMatch(/user|email|_id/i);
    expect((await visitor.get('/shared-designs/not-a-real-slug')).status).toBe(404);
    expect((await visitor.get(`/shared-designs/${'A'.repeat(24)}`)).status).toBe(404);
  });

  it("the page is rendered on the server for a visitor with its title, Open Graph tags and a 1200x630 mock-up under 300 KB, kept per version", async () => {
    const { browser } = await signUp(shop);
    const { id, slug } = await savedAndShared(browser);
    const answer = await page(`/d/${slug}`);
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(html).toContain('<title>Upper Lake tee · Bhopal Threads</title>');
    expect(metaContent(html, 'og:title')).toBe('Upper Lake tee · Bhopal Threads');
    const image = metaContent(html, 'og:image');
    expect(image).toMatch(new RegExp(`/og/design/${slug}\\.jpg$`));
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const root = html.slice(html.indexOf('<div id="root">'));
    for (const text of ['Upper Lake tee', 'Custom T-Shirt', 'Make it yours', 'Front and back', `${garmentRupees + 2 * 249}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')]) expect(root).toContain(text);
    expect(root).toMatch(/alt="Front of Upper Lake tee"/);
    expect(root).toMatch(/alt="Back of Upper Lake tee"/);

    const og = await page(new URL(image!).pathname, {});
    expect(og.statusCode).toBe(200);
    expect(og.headers['content-type']).toBe('image/jpeg');
    expect(og.rawPayload.length).toBeLessThan(OG_IMAGE_MAX_BYTES);
    expect(await sharp(og.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    // Kept beside the version's preview: a second ask reads it back, a changed design gets a new card.
    const [row] = await shop.database.db.select({ previewFront: designs.previewFront }).from(designs).where(eq(designs.id, id));
    expect((await diskStore(testDocumentsFolder()).read(ogImageKey(row!.previewFront!)))?.equals(og.rawPayload)).toBe(true);
    expect((await page(new URL(image!).pathname, {})).rawPayload.equals(og.rawPayload)).toBe(true);
    expect((await browser.request('PUT', `/designs/${id}`, { document: { ...document(), sides: { ...document().sides, back: [] } } })).status).toBe(200);
    const changed = await page(new URL(image!).pathname, {});
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(og.rawPayload)).toBe(false);
    expect(await sharp(changed.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('after unsharing, the link, its data and its image answer 404; sharing again makes a new link', async () => {
    const { browser } = await signUp(shop);
    const { id, slug } = await savedAndShared(browser);
    expect((await page(`/d/${slug}`)).statusCode).toBe(200);
    const stopped = await browser.request('DELETE', `/designs/${id}/share`);
    expect(stopped.status).toBe(200);
    expect(stopped.body.message).toBe('The link no longer works.');
    const gone = await page(`/d/${slug}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('This design is not shared');
    expect(metaContent(gone.body, 'og:image')).toBeUndefined();
    expect((await new Browser(shop.app).get(`/shared-designs/${slug}`)).status).toBe(404);
    expect((await page(`/og/design/${slug}.jpg`, {})).statusCode).toBe(404);
    expect((await browser.get(`/designs/${id}`)).body.data.shareSlug).toBeNull();

    const again = (await browser.post(`/designs/${id}/share`)).body.data.slug as string;
    expect(again).not.toBe(slug);
    expect((await page(`/d/${again}`)).statusCode).toBe(200);
    expect((await page(`/d/${slug}`)).statusCode).toBe(404);
  });

  it("'Make it yours' saves a new design owned by the remixer, leaves the original as it was, and orders like any design", async () => {
    const owner = await signUp(shop);
    const { id, slug } = await savedAndShared(owner.browser);
    const before = (await owner.browser.get(`/designs/${id}`)).body.data;

    expect((await new Browser(shop.app).post(`/shared-designs/${slug}/remix`)).status).toBe(401);
    const remixer = await signUp(shop);
    const copy = await remixer.browser.post(`/shared-designs/${slug}/remix`);
    expect(copy.status).toBe(201);
    expect(copy.body.message).toBe('A copy of this design is now yours.');
    const copyId = copy.body.data._id as string;
    expect(copyId).not.toBe(id);
    expect(copy.body.data).toMatchObject({ name: '', ordered: false, shareSlug: null, document: before.document });
    const [row] = await shop.database.db.select({ userId: designs.userId }).from(designs).where(eq(designs.id, copyId));
    const [ownerRow] = await shop.database.db.select({ userId: designs.userId }).from(designs).where(eq(designs.id, id));
    expect(row!.userId).not.toBe(ownerRow!.userId);
    expect(((await remixer.browser.get('/designs')).body.data as { _id: string }[]).map((design) => design._id)).toEqual([copyId]);

    // The remixer changes and orders their copy; the original stays as it was.
    const changed = { ...document(), color: colour, sides: { ...document().sides, back: [] } };
    expect((await remixer.browser.request('PUT', `/designs/${copyId}`, { document: changed })).status).toBe(200);
    const price = (await remixer.browser.post(`/designs/${copyId}/cart`)).body.data.price as number;
    expect(price).toBe(garmentRupees + 249);
    const details = { name: 'Ravi Kumar', email: remixer.email, phoneNumber: '9876543210', deliveryAddress: '12 MP Nagar', pincode: '462011', city: 'Bhopal', state: 'Madhya Pradesh' };
    const placed = await remixer.browser.post('/order/cart-checkout', { ...details, items: [], designs: [{ designId: copyId, size: 'L', quantity: 1, price }], totalAmount: withDelivery(price), paymentMethod: 'cod' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await owner.browser.get(`/designs/${id}`)).body.data).toEqual(before);
    expect((await new Browser(shop.app).get(`/shared-designs/${slug}`)).body.data.printedSides).toBe(2);
    // The original's owner is never the remixer: B cannot stop A's link or share A's design.
    expect((await remixer.browser.request('DELETE', `/designs/${id}/share`)).status).toBe(404);
    expect((await new Browser(shop.app).get(`/shared-designs/${slug}`)).status).toBe(200);
  });

  it('a deleted design takes its link with it', async () => {
    const { browser } = await signUp(shop);
    const { id, slug } = await savedAndShared(browser);
    expect((await browser.request('DELETE', `/designs/${id}`)).status).toBe(200);
    expect((await new Browser(shop.app).get(`/shared-designs/${slug}`)).status).toBe(404);
    expect((await page(`/d/${slug}`)).statusCode).toBe(404);
  });
});
