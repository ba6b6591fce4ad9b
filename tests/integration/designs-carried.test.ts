import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageLayer } from '../../src/engine/model/design';
import { DESIGN_PNG_KEYWORD, MAX_CARRIED_IMAGE_BYTES, writeDesignIntoPng } from '../../src/engine/model/design-png';
import { parseDesign } from '../../src/engine/model/validate';
import { customiserGarments, designUploads } from '../../src/server/db/schema';
import { CARRIED_MESSAGES } from '../../src/server/services/designs/carried-images';
import { UPLOAD_NOT_YOURS_MESSAGE } from '../../src/server/services/designs/upload-references';
import { writePngText } from '../../src/shared/png-itxt';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { startTestShop, testDocumentsFolder, type TestShop } from './support/test-app';

/**
 * Issue 26: "Pictures inside the design that are the shopper's uploads are referenced by their
 * stored id when the shopper owns them, and carried inside the PNG (size-capped) when not."
 * The server decides whose a picture is, when a PNG's design is opened and when any design is saved.
 */
let shop: TestShop;
let colour: string;
beforeAll(async () => {
  shop = await startTestShop();
  const [garment] = await shop.database.db
    .select({ color: customiserGarments.color })
    .from(customiserGarments)
    .where(and(eq(customiserGarments.type, 'tshirt'), eq(customiserGarments.active, true)))
    .limit(1);
  colour = garment!.color;
});
afterAll(async () => shop?.close());

const picture = (background: string) => sharp({ create: { width: 300, height: 300, channels: 4, background } }).png().toBuffer();

function fileForm(body: Uint8Array | Buffer, filename: string, field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(body)], { type: 'image/png' }), filename);
  return form;
}

async function upload(browser: Browser, png: Buffer): Promise<string> {
  const stored = await browser.request('POST', '/designs/uploads', fileForm(png, 'photo.png'));
  expect(stored.status).toBe(201);
  return stored.body.data.src as string;
}

const imageLayer = (id: string, src: string, x = 300): ImageLayer => ({ id, kind: 'image', src, x, y: 300, width: 100, height: 100, rotation: 0, naturalWidth: 300, naturalHeight: 300 });

const designDrawing = (...srcs: string[]) => ({
  version: 3,
  garment: 'tshirt' as const,
  color: colour,
  size: 'L' as const,
  sides: { front: srcs.map((src, i) => imageLayer(`image-${i + 1}`, src, 200 + i * 120)), back: [] },
});

/** A studio preview PNG holding `design`, carrying `images` exactly as given (base64 per src), as a crafted file could. */
async function craftedPng(design: unknown, images: Record<string, Uint8Array> = {}): Promise<Uint8Array> {
  const carried = Object.fromEntries(Object.entries(images).map(([src, bytes]) => [src, Buffer.from(bytes).toString('base64')]));
  return writePngText(await picture('#eeeeee'), DESIGN_PNG_KEYWORD, JSON.stringify({ format: 1, design, images: carried }));
}

const openPng = (browser: Browser, png: Uint8Array) => browser.request('POST', '/designs/from-png', fileForm(png, 'design-front.png'));
const uploadsOf = (userId: string) => shop.database.db.select({ key: designUploads.key }).from(designUploads).where(eq(designUploads.userId, userId));
const userIdOf = (signedUp: { registered: { body: { data: { user: { _id: string } } } } }) => signedUp.registered.body.data.user._id as string;
const stored = (key: string) => existsSync(path.join(testDocumentsFolder(), key));
const srcsOf = (document: unknown) => {
  const parsed = parseDesign(document);
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return parsed.design.sides.front.map((layer) => ('src' in layer ? layer.src : ''));
};

describe("a PNG's design opened on the server", () => {
  it("keeps the shopper's own upload by its key and stores nothing", async () => {
    const asha = await signUp(shop);
    const key = await upload(asha.browser, await picture('#ff0000'));
    const png = await writeDesignIntoPng(await picture('#eeeeee'), parseOk(designDrawing(key)), { [key]: await picture('#ff0000') });
    const opened = await openPng(asha.browser, png);
    expect(opened.status).toBe(200);
    expect(contractErrors('openDesignPng', 200, opened.body)).toEqual([]);
    expect(opened.body).toMatchObject({ success: true, message: CARRIED_MESSAGES.opened, data: { stored: 0 } });
    expect(srcsOf(opened.body.data.document)).toEqual([key]);
    expect(await uploadsOf(userIdOf(asha))).toHaveLength(1);
  });

  it("does not keep another shopper's key: the carried picture becomes the opener's own new upload, and saves", async () => {
    const asha = await signUp(shop);
    const ashaKey = await upload(asha.browser, await picture('#00aa00'));
    const ravi = await signUp(shop);
    const carried = await sharp(await readDocument(ashaKey)).png().toBuffer();
    const opened = await openPng(ravi.browser, await craftedPng(designDrawing(ashaKey), { [ashaKey]: carried }));
    expect(opened.status).toBe(200);
    expect(opened.body.data.stored).toBe(1);
    const [raviKey] = srcsOf(opened.body.data.document);
    expect(raviKey).not.toBe(ashaKey);
    expect(raviKey).toMatch(/^upload-[0-9a-f-]{36}\.png$/);
    expect((await uploadsOf(userIdOf(ravi))).map((row) => row.key)).toEqual([raviKey]);
    expect(stored(raviKey!)).toBe(true);
    // Checked and re-encoded like any upload: the same picture, Ravi's own file.
    const { data, info } = await sharp(await readDocument(raviKey!)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([300, 300]);
    expect([...data.subarray(0, 3)]).toEqual([0, 0xaa, 0]);
    const saved = await ravi.browser.post('/designs', { document: opened.body.data.document });
    expect(saved.status).toBe(201);
    expect(srcsOf(saved.body.data.document)).toEqual([raviKey]);
  });

  it("refuses, in words and storing nothing, another shopper's key that the PNG does not carry", async () => {
    const asha = await signUp(shop);
    const ashaKey = await upload(asha.browser, await picture('#0000ff'));
    const ravi = await signUp(shop);
    const refused = await openPng(ravi.browser, await craftedPng(designDrawing(ashaKey)));
    expect(refused.status).toBe(400);
    expect(contractErrors('openDesignPng', 400, refused.body)).toEqual([]);
    expect(refused.body.message).toBe(CARRIED_MESSAGES.notCarried);
    expect(await uploadsOf(userIdOf(ravi))).toHaveLength(0);
  });

  it('refuses a carried picture over the cap as not carried, and carried bytes that are not an image, leaving nothing half-stored', async () => {
    const asha = await signUp(shop);
    const first = await upload(asha.browser, await picture('#123456'));
    const second = await upload(asha.browser, await picture('#654321'));
    const ravi = await signUp(shop);
    const overCap = new Uint8Array(MAX_CARRIED_IMAGE_BYTES + 1);
    overCap.set(await picture('#123456'));
    const tooBig = await openPng(ravi.browser, await craftedPng(designDrawing(first), { [first]: overCap }));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe(CARRIED_MESSAGES.notCarried);
    // The first picture is good and gets stored; the second is text: the whole design is refused and the first taken back.
    const notAnImage = await openPng(ravi.browser, await craftedPng(designDrawing(first, second), { [first]: await picture('#123456'), [second]: Buffer.from('<script>alert(1)</script> not a picture at all') }));
    expect(notAnImage.status).toBe(400);
    expect(notAnImage.body.message).toBe(CARRIED_MESSAGES.badPicture);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const carriedSvg = await openPng(ravi.browser, await craftedPng(designDrawing(first), { [first]: svg }));
    expect(carriedSvg.status).toBe(400);
    expect(carriedSvg.body.message).toBe(CARRIED_MESSAGES.badPicture);
    expect(await uploadsOf(userIdOf(ravi))).toHaveLength(0);
  });

  it('needs a signed-in shopper, and says so for a PNG without a design or with a damaged one', async () => {
    const visitor = new Browser(shop.app);
    expect((await openPng(visitor, await craftedPng(designDrawing()))).status).toBe(401);
    const asha = await signUp(shop);
    const plain = await openPng(asha.browser, await picture('#ffffff'));
    expect(plain.status).toBe(400);
    expect(plain.body.message).toBe(CARRIED_MESSAGES.noDesign);
    const unreadable = await openPng(asha.browser, await craftedPng({ version: 3, garment: 'kurta' }));
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.message).toBe('The design in this PNG cannot be opened by this studio.');
    const noFile = await asha.browser.request('POST', '/designs/from-png', fileForm(await picture('#fff'), 'a.png', 'other'));
    expect(noFile.status).toBe(400);
  });
});

describe('a design draws only its owner’s uploads, wherever it is saved', () => {
  it("refuses a save or an update naming another shopper's key, and takes the owner's", async () => {
    const asha = await signUp(shop);
    const ashaKey = await upload(asha.browser, await picture('#abcdef'));
    const ravi = await signUp(shop);
    const crafted = await ravi.browser.post('/designs', { document: designDrawing(ashaKey) });
    expect(crafted.status).toBe(400);
    expect(crafted.body.message).toBe(UPLOAD_NOT_YOURS_MESSAGE);
    const own = await ravi.browser.post('/designs', { document: designDrawing() });
    expect(own.status).toBe(201);
    const updated = await ravi.browser.request('PUT', `/designs/${own.body.data._id}`, { document: designDrawing(ashaKey) });
    expect(updated.status).toBe(400);
    expect(updated.body.message).toBe(UPLOAD_NOT_YOURS_MESSAGE);
    expect((await asha.browser.post('/designs', { document: designDrawing(ashaKey) })).status).toBe(201);
  });

  it("a remix of a shared design with a picture draws the remixer's own copy; the original keeps its key", async () => {
    const asha = await signUp(shop);
    const ashaKey = await upload(asha.browser, await picture('#ff8800'));
    const original = await asha.browser.post('/designs', { document: designDrawing(ashaKey) });
    expect(original.status).toBe(201);
    const { slug } = (await asha.browser.post(`/designs/${original.body.data._id}/share`)).body.data as { slug: string };
    const ravi = await signUp(shop);
    const copy = await ravi.browser.post(`/shared-designs/${slug}/remix`);
    expect(copy.status).toBe(201);
    const [copyKey] = srcsOf(copy.body.data.document);
    expect(copyKey).not.toBe(ashaKey);
    expect((await uploadsOf(userIdOf(ravi))).map((row) => row.key)).toEqual([copyKey]);
    expect(srcsOf((await asha.browser.get(`/designs/${original.body.data._id}`)).body.data.document)).toEqual([ashaKey]);
    // Ravi may change his copy and save it again: the picture is his.
    expect((await ravi.browser.request('PUT', `/designs/${copy.body.data._id}`, { document: copy.body.data.document })).status).toBe(200);
  });
});

function parseOk(json: unknown) {
  const parsed = parseDesign(json);
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return parsed.design;
}

async function readDocument(key: string): Promise<Buffer> {
  const { readFile } = await import('node:fs/promises');
  return readFile(path.join(testDocumentsFolder(), key));
}
