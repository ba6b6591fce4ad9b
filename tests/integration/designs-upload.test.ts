import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('re-encodes a JPEG as PNG without its metadata and serves it as a document', async () => {
    const { browser } = await signUp(shop);
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } })
      .withMetadata({ exif: { IFD0: { Artist: 'someone-private' } } })
      .jpeg()
      .toBuffer();
    const stored = await browser.request('POST', '/designs/uploads', imageForm(jpeg, 'image/jpeg', 'me.jpg'));
    expect(stored.status).toBe(201);
    expect(contractErrors('uploadDesignImage', 201, stored.body)).toEqual([]);
    expect(stored.body.data).toMatchObject({ src: expect.stringMatching(/^upload-[0-9a-f-]+\.png$/), width: 1200, height: 800 });
    const file = await shop.app.inject({ method: 'GET', url: `/api/api/v1/document/${stored.body.data.src}` });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200 });
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
