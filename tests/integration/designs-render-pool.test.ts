import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Design, ImageLayer } from '../../src/engine/model/design';
import { RENDER_MESSAGES, RenderPool } from '../../src/server/services/designs/render-pool';
import { signUp } from './support/accounts';
import type { Browser } from './support/browser';
import { startTestShop, type TestShop } from './support/test-app';

// One worker and room for one waiting job, so a third print at once finds the queue full. The
// deadline is long and idle workers are kept, so that here a thread ends only when it is stopped
// (and a busy shared machine cannot turn a slow render into a refusal).
const pool = new RenderPool({ workers: 1, queueLimit: 1, deadlineMs: 200_000, idleMs: 600_000 });
let shop: TestShop;
let browser: Browser;
let designId: string;
let photo: Buffer;
let base: string;

/** A photo-like 4000 x 4000 PNG: blocks of noise, so decoding and drawing it are real work. */
async function largePhoto(): Promise<Buffer> {
  const tile = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#336699', noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).png().toBuffer();
  return sharp(tile).resize(4000, 4000, { kernel: 'nearest' }).png({ compressionLevel: 6 }).toBuffer();
}

/** Two uploads over the whole front: within the budget (34.6 of 36 MP), a few seconds to draw. */
function fullFront(src: string): Design {
  const layer = (id: string, rotation: number): ImageLayer => ({ id, kind: 'image', src, x: 0, y: 0, width: 1200, height: 1600, rotation, naturalWidth: 4000, naturalHeight: 4000 });
  return { version: 3, garment: 'tshirt', color: 'black', size: 'L', sides: { front: [layer('image-1', 0), layer('image-2', 1)], back: [] } };
}

beforeAll(async () => {
  shop = await startTestShop({ deps: { renderPool: pool } });
  base = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  ({ browser } = await signUp(shop));
  photo = await largePhoto();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
  const stored = await browser.request('POST', '/designs/uploads', form);
  expect(stored.status).toBe(201);
  const saved = await browser.post('/designs', { document: fullFront(stored.body.data.src) });
  expect(saved.status).toBe(201);
  designId = saved.body.data._id;
}, 120_000);
afterAll(async () => {
  await shop?.close();
  await pool.close();
});

const printUrl = () => `/api/api/v1/designs/${designId}/print/front`;
const cookie = () => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

describe('the render pool', () => {
  it('answers 503 with Retry-After and words when its queue is full, and draws the others', async () => {
    const asks = Array.from({ length: 3 }, () => shop.app.inject({ method: 'GET', url: printUrl(), cookies: Object.fromEntries(browser.cookies) }));
    const answers = await Promise.all(asks);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy).toHaveLength(1);
    expect(busy[0]!.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(busy[0]!.json()).toEqual({ success: false, code: 'UNAVAILABLE', message: RENDER_MESSAGES.busy(Number(busy[0]!.headers['retry-after'])) });
    expect(busy[0]!.json().message).toMatch(/^The shop is busy drawing other designs right now\. Please try again in \d+ seconds\.$/);
    for (const answer of answers.filter((a) => a.statusCode !== 503)) {
      expect(answer.statusCode).toBe(200);
      expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 3600, height: 4800 });
    }
  }, 300_000);

  it('drops a waiting print whose client left, and stops the worker of a running one', async () => {
    const cancelledBefore = pool.stats().cancelled;
    const first = new AbortController();
    const second = new AbortController();
    const ask = (controller: AbortController) => fetch(`${base}${printUrl()}`, { headers: { cookie: cookie() }, signal: controller.signal }).catch((error: Error) => error);
    const firstAnswer = ask(first);
    await vi.waitFor(() => expect(pool.stats().running).toBe(1), { timeout: 10_000, interval: 20 });
    const secondAnswer = ask(second);
    await vi.waitFor(() => expect(pool.stats().queued).toBe(1), { timeout: 10_000, interval: 20 });

    second.abort();
    await vi.waitFor(() => expect(pool.stats()).toMatchObject({ queued: 0, running: 1, cancelled: cancelledBefore + 1 }), { timeout: 10_000, interval: 20 });
    first.abort();
    await vi.waitFor(() => expect(pool.stats()).toMatchObject({ queued: 0, running: 0, cancelled: cancelledBefore + 2 }), { timeout: 10_000, interval: 20 });
    // The running render is not left to finish for nobody: its thread is stopped (a finished one
    // would stay, idle). A decode already under way in the thread pool ends first.
    await vi.waitFor(() => expect(pool.stats().threads).toBe(0), { timeout: 60_000, interval: 50 });
    expect(await firstAnswer).toBeInstanceOf(Error);
    expect(await secondAnswer).toBeInstanceOf(Error);

    // A new worker takes the next print.
    const next = await shop.app.inject({ method: 'GET', url: printUrl(), cookies: Object.fromEntries(browser.cookies) });
    expect(next.statusCode).toBe(200);
  }, 300_000);

  it('refuses in words a render that passes its deadline, and stops it', async () => {
    const hurried = new RenderPool({ workers: 1, queueLimit: 1, deadlineMs: 300, idleMs: 1_000 });
    try {
      const design = fullFront('photo.png');
      await expect(hurried.run({ kind: 'print', design, side: 'front', images: { 'photo.png': photo } })).rejects.toMatchObject({ kind: 'UNAVAILABLE', message: RENDER_MESSAGES.tooSlow });
      await vi.waitFor(() => expect(hurried.stats()).toMatchObject({ running: 0, threads: 0 }), { timeout: 10_000, interval: 20 });
    } finally {
      await hurried.close();
    }
  }, 60_000);
});
