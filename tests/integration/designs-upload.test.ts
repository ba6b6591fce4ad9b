import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from '../../src/server/adapters/storage/disk';
import { designUploads } from '../../src/server/db/schema';
import { sweepUnusedUploads } from '../../src/server/services/designs/upload-sweep';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { startTestShop, testDocumentsFolder, type TestShop } from './support/test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

function imageForm(body: Buffer, type: string, filename: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(body)], { type }), filename);
  return form;
}

describe("the shopper's own image", () => {
  it('needs a signed-in shopper', async () => {
    const visitor = new Browser(shop.app);
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#f00' } }).png().toBuffer();
    expect((await visitor.request('POST', '/designs/uploads', imageForm(png, 'image/png', 'a.png'))).status).toBe(401);
  });

  it('re-encodes a JPEG as a JPEG without its metadata and serves it as a document', async () => {
    const { browser } = await signUp(shop);
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } })
      .withMetadata({ exif: { IFD0: { Artist: 'someone-private' } } })
      .jpeg()
      .toBuffer();
    const stored = await browser.request('POST', '/designs/uploads', imageForm(jpeg, 'image/jpeg', 'me.jpg'));
    expect(stored.status).toBe(201);
    expect(contractErrors('uploadDesignImage', 201, stored.body)).toEqual([]);
    expect(stored.body.data).toMatchObject({ src: expect.stringMatching(/^upload-[0-9a-f-]+\.jpg$/), width: 1200, height: 800 });
    const file = await shop.app.inject({ method: 'GET', url: `/api/api/v1/document/${stored.body.data.src}` });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200 });
    expect(meta.exif).toBeUndefined();
  });

  it('rasterises an SVG large enough to print, and refuses other files by their content', async () => {
    const { browser } = await signUp(shop);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="100" height="50" fill="#0a0"/></svg>');
    const stored = await browser.request('POST', '/designs/uploads', imageForm(svg, 'image/svg+xml', 'logo.svg'));
    expect(stored.status).toBe(201);
    const { width, height } = stored.body.data as { width: number; height: number };
    expect(width).toBeGreaterThanOrEqual(3500);
    expect(Math.abs(width / height - 2)).toBeLessThan(0.01);

    const fake = await browser.request('POST', '/designs/uploads', imageForm(Buffer.from('GIF89a not really an image'), 'image/png', 'x.png'));
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe('Please upload a PNG, JPEG or SVG image.');
  });

  it('takes one image per upload: a form with several files is refused with a clear message and stores nothing', async () => {
    const { browser } = await signUp(shop);
    const png = await sharp({ create: { width: 400, height: 400, channels: 4, background: '#00f' } }).png().toBuffer();
    const form = imageForm(png, 'image/png', 'one.png');
    for (let index = 0; index < 5; index += 1) form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), `more-${index}.png`);
    const uploads = () => readdirSync(testDocumentsFolder()).filter((name) => name.startsWith('upload-')).sort();
    const before = uploads();
    const refused = await browser.request('POST', '/designs/uploads', form);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, message: 'Please upload one image at a time.' });
    expect(uploads()).toEqual(before);
  });
});

const uploadFiles = () => readdirSync(testDocumentsFolder()).filter((name) => name.startsWith('upload-'));
const storedBytes = (src: string) => statSync(path.join(testDocumentsFolder(), src)).size;
const tinyPng = (colour: string) => sharp({ create: { width: 8, height: 8, channels: 4, background: colour } }).png().toBuffer();
/** Pixels no encoder can predict: the worst case for a re-encode (the attack sent such JPEGs). */
const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

/** A design drawing each upload (8 x 8 px) at 0.1 in: 80 DPI, soft but printable (under 72 the shop refuses it). */
function imageDesign(srcs: string[]) {
  return {
    version: 1,
    garment: 'tshirt',
    color: 'black',
    size: 'L',
    sides: {
      front: srcs.map((src, index) => ({ id: `image-${index}`, kind: 'image', src, x: 300, y: 300, width: 10, height: 10, rotation: 0, naturalWidth: 8, naturalHeight: 8 })),
      back: [],
    },
  };
}

describe('upload rate and quota per shopper', () => {
  it('refuses the eleventh upload within a minute with a 429 in words, before reading the image, and stores nothing', async () => {
    const { browser } = await signUp(shop);
    for (let index = 0; index < 10; index += 1) {
      const stored = await browser.request('POST', '/designs/uploads', imageForm(await tinyPng(`#0000${String(index).padStart(2, '0')}`), 'image/png', 'a.png'));
      expect(stored.status).toBe(201);
    }
    const before = uploadFiles().sort();
    // Not an image at all: a 400 would mean it was read and decoded; the limit answers first.
    const refused = await browser.request('POST', '/designs/uploads', imageForm(Buffer.from('not an image'), 'image/png', 'x.png'));
    expect(refused.status).toBe(429);
    expect(contractErrors('uploadDesignImage', 429, refused.body)).toEqual([]);
    expect(refused.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(refused.body.message).toMatch(/^You have uploaded 10 images in the last minute\. Please try again in (\d+ seconds|1 second|1 minute)\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(uploadFiles().sort()).toEqual(before);
    // Another shopper is not held up by this one.
    const { browser: other } = await signUp(shop);
    expect((await other.request('POST', '/designs/uploads', imageForm(await tinyPng('#123456'), 'image/png', 'b.png'))).status).toBe(201);
  });
});

describe('re-encoding never stores more than was sent', () => {
  it('ten noise JPEGs take no more bytes on disk than the shopper sent', async () => {
    const { browser } = await signUp(shop);
    let sent = 0;
    let kept = 0;
    for (let index = 0; index < 10; index += 1) {
      const jpeg = await noise(1400, 1000).jpeg({ quality: 92 }).toBuffer();
      const stored = await browser.request('POST', '/designs/uploads', imageForm(jpeg, 'image/jpeg', `noise-${index}.jpg`));
      expect(stored.status).toBe(201);
      const size = storedBytes(stored.body.data.src);
      expect(size).toBeLessThanOrEqual(jpeg.length);
      sent += jpeg.length;
      kept += size;
    }
    expect(kept).toBeLessThanOrEqual(sent);
  }, 60_000);

  it('a noise PNG is stored in no more bytes than it came in, still as a PNG with its transparency', async () => {
    const { browser } = await signUp(shop);
    const png = await sharp(randomBytes(700 * 500 * 4), { raw: { width: 700, height: 500, channels: 4 } }).png({ compressionLevel: 9 }).toBuffer();
    const stored = await browser.request('POST', '/designs/uploads', imageForm(png, 'image/png', 'noise.png'));
    expect(stored.status).toBe(201);
    expect(storedBytes(stored.body.data.src)).toBeLessThanOrEqual(png.length);
    const meta = await sharp(path.join(testDocumentsFolder(), stored.body.data.src)).metadata();
    expect(meta).toMatchObject({ format: 'png', hasAlpha: true });
  });
});

describe('limits on what a shopper keeps', () => {
  let limited: TestShop;
  beforeAll(async () => {
    limited = await startTestShop({ deps: { designUploads: { unusedCount: 3, unusedBytes: 400_000, dayBytes: 800_000, sweepEveryMs: 0 } } });
  });
  afterAll(async () => limited?.close());
  const noisePng = () => sharp(randomBytes(300 * 300 * 4), { raw: { width: 300, height: 300, channels: 4 } }).png().toBuffer();

  it('counts uploads no saved design uses; saving a design that uses one makes room again', async () => {
    const { browser } = await signUp(limited);
    const srcs: string[] = [];
    for (const colour of ['#100000', '#200000', '#300000']) {
      const stored = await browser.request('POST', '/designs/uploads', imageForm(await tinyPng(colour), 'image/png', 'a.png'));
      expect(stored.status).toBe(201);
      srcs.push(stored.body.data.src);
    }
    const refused = await browser.request('POST', '/designs/uploads', imageForm(await tinyPng('#400000'), 'image/png', 'a.png'));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You have 3 uploaded images that no saved design uses. Save your design to keep them, or try again in about 24 hours, when unused images are cleared.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await browser.post('/designs', { document: imageDesign([srcs[0]!]) })).status).toBe(201);
    expect((await browser.request('POST', '/designs/uploads', imageForm(await tinyPng('#400000'), 'image/png', 'a.png'))).status).toBe(201);
  });

  it('counts the bytes of uploads no saved design uses', async () => {
    const { browser } = await signUp(limited);
    const first = await browser.request('POST', '/designs/uploads', imageForm(await noisePng(), 'image/png', 'a.png'));
    expect(first.status).toBe(201);
    const over = await browser.request('POST', '/designs/uploads', imageForm(await noisePng(), 'image/png', 'b.png'));
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Your uploaded images that no saved design uses have reached 0.4 MB. Save your design to keep them, or try again in about 24 hours, when unused images are cleared.');
    // Used in a saved design, the first no longer counts as unused.
    expect((await browser.post('/designs', { document: imageDesign([first.body.data.src]) })).status).toBe(201);
    expect((await browser.request('POST', '/designs/uploads', imageForm(await noisePng(), 'image/png', 'b.png'))).status).toBe(201);
  });

  it('counts the bytes stored in the last 24 hours, used or not', async () => {
    const { browser } = await signUp(limited);
    let stored = 0;
    for (;;) {
      const png = await noisePng();
      const answer = await browser.request('POST', '/designs/uploads', imageForm(png, 'image/png', 'a.png'));
      if (stored + png.length > 800_000) {
        expect(answer.status).toBe(429);
        expect(answer.body.message).toBe('You have uploaded 0.8 MB of images in the last 24 hours. Please try again in about 24 hours.');
        expect(contractErrors('uploadDesignImage', 429, answer.body)).toEqual([]);
        break;
      }
      expect(answer.status).toBe(201);
      stored += storedBytes(answer.body.data.src);
      expect((await browser.post('/designs', { document: imageDesign([answer.body.data.src]) })).status).toBe(201);
    }
  });
});

describe('the sweep of unused uploads', () => {
  const DAY_MS = 24 * 3600 * 1000;
  const store = () => diskStore(testDocumentsFolder());
  const fileExists = (src: string) => existsSync(path.join(testDocumentsFolder(), src));
  /** Makes uploads look a day and an hour old (as if uploaded, and last saved in a design, then). */
  const age = (keys: string[], what: 'uploaded' | 'uploaded and used') =>
    shop.database.db
      .update(designUploads)
      .set(what === 'uploaded' ? { createdAt: sql`now() - interval '25 hours'` } : { createdAt: sql`now() - interval '25 hours'`, usedAt: sql`now() - interval '25 hours'` })
      .where(inArray(designUploads.key, keys));
  async function uploadMany(browser: Awaited<ReturnType<typeof signUp>>['browser'], count: number): Promise<string[]> {
    const srcs: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const stored = await browser.request('POST', '/designs/uploads', imageForm(await tinyPng(`#00${String(index).padStart(2, '0')}ff`), 'image/png', 'a.png'));
      expect(stored.status).toBe(201);
      srcs.push(stored.body.data.src);
    }
    return srcs;
  }

  it('removes old uploads no design uses, rows and files, and keeps the used and the recent', async () => {
    const { browser } = await signUp(shop);
    const [unused, usedByDesign, recent, usedToday] = await uploadMany(browser, 4);
    expect((await browser.post('/designs', { document: imageDesign([usedByDesign!]) })).status).toBe(201);
    // Saved in a design today, then taken out of it: the grace period runs from that save.
    const draft = await browser.post('/designs', { document: imageDesign([usedToday!]) });
    expect((await browser.request('PUT', `/designs/${draft.body.data._id}`, { document: imageDesign([]) })).status).toBe(200);
    await age([unused!, usedByDesign!], 'uploaded and used');
    await age([usedToday!], 'uploaded');

    const removed = await sweepUnusedUploads(shop.database.db, store(), DAY_MS);
    expect(removed).toEqual([unused]);
    expect(fileExists(unused!)).toBe(false);
    for (const kept of [usedByDesign!, recent!, usedToday!]) expect(fileExists(kept)).toBe(true);
    const rows = await shop.database.db.select({ key: designUploads.key }).from(designUploads).where(inArray(designUploads.key, [unused!, usedByDesign!, recent!, usedToday!]));
    expect(rows.map((row) => row.key).sort()).toEqual([usedByDesign!, recent!, usedToday!].sort());
    expect((await shop.app.inject({ method: 'GET', url: `/api/api/v1/document/${usedByDesign}` })).statusCode).toBe(200);

    // A draft still drawing the removed image is refused in words, not saved with a hole in it.
    const stale = await browser.post('/designs', { document: imageDesign([unused!]) });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe('An image in this design is no longer stored (unused uploads are cleared after a day). Please upload it again.');
  });

  it('two sweeps at once (two app servers) take each upload once', async () => {
    const { browser } = await signUp(shop);
    const srcs = await uploadMany(browser, 6);
    await age(srcs, 'uploaded');
    const [a, b] = await Promise.all([sweepUnusedUploads(shop.database.db, store(), DAY_MS), sweepUnusedUploads(shop.database.db, store(), DAY_MS)]);
    const all = [...a!, ...b!];
    expect(all.sort()).toEqual([...srcs].sort());
    for (const src of srcs) expect(fileExists(src)).toBe(false);
  });

  it('runs on a timer in the app server', async () => {
    const swept = await startTestShop({ deps: { designUploads: { graceMs: 1000, sweepEveryMs: 100 } } });
    try {
      const { browser } = await signUp(swept);
      const stored = await browser.request('POST', '/designs/uploads', imageForm(await tinyPng('#abcdef'), 'image/png', 'a.png'));
      expect(stored.status).toBe(201);
      const deadline = Date.now() + 30_000;
      while (fileExists(stored.body.data.src) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(fileExists(stored.body.data.src)).toBe(false);
      expect(await swept.database.db.select().from(designUploads).where(eq(designUploads.key, stored.body.data.src))).toEqual([]);
    } finally {
      await swept.close();
    }
  }, 60_000);
});
