import { readdirSync } from 'node:fs';
import { createDeflate, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Design, ImageLayer } from '../../src/engine/model/design';
import { MAX_OWN_IMAGES_PER_DESIGN, MAX_SIDE_PRINT_PIXELS, designCost } from '../../src/engine/model/design-cost';
import { MAX_LAYERS_PER_SIDE } from '../../src/engine/model/text-options';
import { signUp } from './support/accounts';
import type { Browser } from './support/browser';
import { startTestShop, testDocumentsFolder, type TestShop } from './support/test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

function imageForm(body: Buffer, filename: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(body)], { type: 'image/png' }), filename);
  return form;
}

/** A photo-like 4000 x 4000 PNG (blocks of noise, so decoding it is real work), about 3 MB. */
async function largePhoto(seed: number): Promise<Buffer> {
  const tile = await sharp({ create: { width: 500, height: 500, channels: 3, background: { r: seed * 30, g: 90, b: 200 - seed * 20 }, noise: { type: 'gaussian', mean: 120 + seed, sigma: 40 } } })
    .png()
    .toBuffer();
  return sharp(tile).resize(4000, 4000, { kernel: 'nearest' }).png({ compressionLevel: 6 }).toBuffer();
}

async function upload(browser: Browser, png: Buffer): Promise<{ src: string; width: number; height: number }> {
  const stored = await browser.request('POST', '/designs/uploads', imageForm(png, 'photo.png'));
  expect(stored.status).toBe(201);
  return stored.body.data;
}

function imageLayer(id: string, src: string, x: number, y: number, size: number, rotation = 0): ImageLayer {
  return { id, kind: 'image', src, x, y, width: size, height: size, rotation, naturalWidth: 4000, naturalHeight: 4000 };
}

/** A real PNG of width x height pixels, all black, made without ever holding its pixels: about 400 KB for 20000 x 20000. */
async function blankPng(width: number, height: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8-bit grey
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (data: Buffer) => parts.push(data));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const rows = Buffer.alloc((width + 1) * 100);
  for (let y = 0; y < height; y += 100) if (!deflate.write(rows)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await ended;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', Buffer.concat(parts)), chunk('IEND', Buffer.alloc(0))]);
}

const storedUploads = () => readdirSync(testDocumentsFolder()).filter((name) => name.startsWith('upload-')).length;
const storedPreviews = () => readdirSync(testDocumentsFolder()).filter((name) => name.startsWith('design-')).length;

describe('the lowest resolution the shop prints', () => {
  it('refuses at save, in words, an upload printed under 72 DPI, and saves a soft one (72-149 DPI)', async () => {
    const { browser } = await signUp(shop);
    const photo = await upload(browser, await sharp({ create: { width: 600, height: 600, channels: 3, background: '#1e88e5' } }).png().toBuffer());
    const at = (size: number): ImageLayer => ({ ...imageLayer('image-1', photo.src, 0, 0, size), naturalWidth: photo.width, naturalHeight: photo.height });
    const design = (size: number) => ({ version: 3, garment: 'tshirt', color: 'black', size: 'L', sides: { front: [], back: [at(size)] } }) as const;
    const previewsBefore = storedPreviews();
    // 600 px over 9 in is 66 DPI.
    const refused = await browser.post('/designs', { document: design(900) });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message:
        'An image on the back would print at about 66 DPI, too blurry to print: the shop prints images at 72 DPI or more. Make it smaller or upload a larger image, then save again.',
    });
    expect((await browser.get('/designs')).body.data).toEqual([]);
    expect(storedPreviews()).toBe(previewsBefore);
    // 600 px over 6 in is 100 DPI: the studio warns, the shop prints it.
    const soft = await browser.post('/designs', { document: design(600) });
    expect(soft.status).toBe(201);
    const update = await browser.request('PUT', `/designs/${soft.body.data._id}`, { document: design(900) });
    expect(update.status).toBe(400);
    expect((await browser.get(`/designs/${soft.body.data._id}`)).body.data.document.sides.back[0].width).toBe(600);
  });
});

describe('what a design may cost', () => {
  it('refuses at save, in words, a design over the pixel budget, and stores nothing', async () => {
    const { browser } = await signUp(shop);
    const photo = await upload(browser, await largePhoto(1));
    // Issue #15: one upload placed again and again over the whole print area.
    const copies = Array.from({ length: 3 }, (_, i) => imageLayer(`image-${i + 1}`, photo.src, 0, 0, 1200));
    const design = { version: 1, garment: 'tshirt', color: 'black', size: 'L', sides: { front: [], back: copies } } as const;
    expect(designCost(design).printPixels.back).toBeGreaterThan(MAX_SIDE_PRINT_PIXELS);
    const previewsBefore = storedPreviews();
    const refused = await browser.post('/designs', { document: design });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message:
        'The back has more image than the shop can print: its graphics and images come to 38.9 megapixels at print size, and a side takes at most 36. Make some of them smaller or remove a few, then save again.',
    });
    expect((await browser.get('/designs')).body.data).toEqual([]);
    expect(storedPreviews()).toBe(previewsBefore);

    // An update is held to the same budget.
    const saved = await browser.post('/designs', { document: { ...design, sides: { front: [], back: copies.slice(0, 1) } } });
    expect(saved.status).toBe(201);
    const update = await browser.request('PUT', `/designs/${saved.body.data._id}`, { document: design });
    expect(update.status).toBe(400);
    expect(update.body.message).toMatch(/^The back has more image than the shop can print/);
    expect((await browser.get(`/designs/${saved.body.data._id}`)).body.data.document.sides.back).toHaveLength(1);

    const tooManyOwn = Array.from({ length: MAX_OWN_IMAGES_PER_DESIGN + 1 }, (_, i) => imageLayer(`image-${i + 1}`, `upload-${i}-of-many.png`, i * 10, 0, 100));
    const own = await browser.post('/designs', { document: { ...design, sides: { front: tooManyOwn, back: [] } } });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('This design uses 9 of your own images, and a design takes at most 8. Remove one, then save again.');
  }, 60_000);

  it('refuses an upload of more pixels than it will decode, in words, before decoding it', async () => {
    const { browser } = await signUp(shop);
    const before = storedUploads();
    const bomb = await blankPng(20000, 20000);
    const refused = await browser.request('POST', '/designs/uploads', imageForm(bomb, 'tiny-but-huge.png'));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'The image is 20000 x 20000 pixels, and the shop takes images of at most 110 megapixels (for example 12000 x 9000). Please choose a smaller one.',
    });
    expect(storedUploads()).toBe(before);
  }, 60_000);

  it('answers /healthz within a second while the heaviest design the limits allow is saved and printed', async () => {
    const { browser } = await signUp(shop);
    const photos: string[] = [];
    for (let i = 0; i < MAX_OWN_IMAGES_PER_DESIGN; i++) photos.push((await upload(browser, await largePhoto(i))).src);
    // 50 layers a side cycling through the 8 uploads, each as large as the side's budget allows.
    const size = Math.floor(Math.sqrt(MAX_SIDE_PRINT_PIXELS / MAX_LAYERS_PER_SIDE) / 3);
    const side = (offset: number) =>
      Array.from({ length: MAX_LAYERS_PER_SIDE }, (_, i) => imageLayer(`image-${offset + i}`, photos[i % photos.length]!, (i % 5) * 180, Math.floor(i / 5) * 130, size, i * 7));
    const heaviest: Design = { version: 3, garment: 'tshirt', color: 'black', size: 'L', sides: { front: side(1), back: side(100) } };
    expect(designCost(heaviest).printPixels.front).toBeLessThanOrEqual(MAX_SIDE_PRINT_PIXELS);
    expect(designCost(heaviest).printPixels.front).toBeGreaterThan(MAX_SIDE_PRINT_PIXELS * 0.99);

    const slowest = await whileHealthIsWatched(async () => {
      const saved = await browser.post('/designs', { document: heaviest });
      expect(saved.status).toBe(201);
      const print = await shop.app.inject({ method: 'GET', url: `/api/api/v1/designs/${saved.body.data._id}/print/front`, cookies: Object.fromEntries(browser.cookies) });
      expect(print.statusCode).toBe(200);
      expect(await sharp(print.rawPayload).metadata()).toMatchObject({ width: 3600, height: 4800 });
    });
    expect(slowest).toBeLessThan(1000);
  }, 180_000);
});

/** Runs work while asking /healthz every 100 ms; returns the slowest answer's time in ms. */
async function whileHealthIsWatched(work: () => Promise<void>): Promise<number> {
  let slowest = 0;
  let done = false;
  const watcher = (async () => {
    while (!done) {
      const started = performance.now();
      const health = await shop.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    await work();
  } finally {
    done = true;
    await watcher;
  }
  return slowest;
}
