import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { DocumentStore } from '../adapters/storage/store';
import { DomainError } from '../errors';
import type { ServerData } from '../../api/server-render';

/** WhatsApp drops link previews larger than this. */
export const OG_IMAGE_MAX_BYTES = 300 * 1024;
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The key the preview of a cover is kept under, beside its original (like the width renditions). */
export function ogImageKey(cover: string): string {
  const dot = cover.lastIndexOf('.');
  return `${cover.slice(0, dot)}__og.jpg`;
}

/** The cover on a white 1200x630 card, as JPEG under OG_IMAGE_MAX_BYTES. */
export async function makeOgImage(original: Buffer): Promise<Buffer> {
  let body = Buffer.alloc(0);
  for (const quality of [82, 70, 55, 40]) {
    body = await sharp(original, { limitInputPixels: 40_000_000 })
      .resize({ ...OG_IMAGE_SIZE, fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (body.length <= OG_IMAGE_MAX_BYTES) break;
  }
  return body;
}

/** The mock-up card's backdrop: the previews' own (services/designs/preview.ts), so they sit seamless. */
const MOCKUP_BACKDROP = '#ece8df';

/** The design's mock-ups (front and back, or the one printed side) side by side on a 1200x630 card, JPEG under OG_IMAGE_MAX_BYTES. */
export async function makeDesignOgImage(previews: readonly Buffer[]): Promise<Buffer> {
  const { width, height } = OG_IMAGE_SIZE;
  const tile = previews.length > 1 ? Math.min(height, Math.floor(width / previews.length)) : height;
  const tiles = await Promise.all(previews.map((preview) => sharp(preview, { limitInputPixels: 40_000_000 }).resize(tile, tile, { fit: 'contain', background: MOCKUP_BACKDROP }).png().toBuffer()));
  const gap = (width - tile * tiles.length) / (tiles.length + 1);
  const composite = tiles.map((input, index) => ({ input, left: Math.round(gap + index * (tile + gap)), top: Math.round((height - tile) / 2) }));
  let body = Buffer.alloc(0);
  for (const quality of [82, 70, 55, 40]) {
    body = await sharp({ create: { width, height, channels: 3, background: MOCKUP_BACKDROP } })
      .composite(composite)
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (body.length <= OG_IMAGE_MAX_BYTES) break;
  }
  return body;
}

/**
 * GET /og/design/{slug}.jpg: a shared design's link preview, made once per version of the design
 * (its previews get new keys on every save, so the card's key follows them) and kept in the
 * document store. A link no longer shared answers 404, like its page.
 */
function registerDesignOgImages(app: FastifyInstance, { data, store }: { data: ServerData; store: DocumentStore }): void {
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const make = async (keys: string[], derived: string) => {
    const previews = (await Promise.all(keys.map((key) => store.read(key)))).filter((body): body is Buffer => body !== null);
    if (previews.length === 0) return null;
    const body = await makeDesignOgImage(previews);
    await store.put(derived, body);
    return body;
  };
  app.get<{ Params: { file: string } }>('/og/design/:file', async (request, reply) => {
    const slug = /^([A-Za-z0-9_-]{1,64})\.jpg$/.exec(request.params.file)?.[1];
    const shared = slug ? await data.sharedDesign(slug) : null;
    const keys = [shared?.previewFront, shared?.previewBack].filter((key): key is string => typeof key === 'string');
    if (keys.length === 0) throw new DomainError('NOT_FOUND', 'There is no preview image here.');
    const derived = ogImageKey(keys[0]!);
    let body = await store.read(derived);
    if (!body) {
      let pending = inFlight.get(derived);
      if (!pending) {
        pending = make(keys, derived).finally(() => inFlight.delete(derived));
        inFlight.set(derived, pending);
      }
      body = await pending;
    }
    if (!body) throw new DomainError('NOT_FOUND', 'There is no preview image here.');
    // Short: once sharing stops, the card should stop being served soon too.
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=300').send(body);
  });
}

/**
 * GET /og/product/{productId}.jpg: a product's link preview (og:image), made once by sharp from
 * its first colour's cover and kept in the document store; a new cover has a new key.
 */
export function registerOgImages(app: FastifyInstance, { data, store }: { data: ServerData; store: DocumentStore }): void {
  registerDesignOgImages(app, { data, store });
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const make = async (cover: string, derived: string) => {
    const original = await store.read(cover);
    if (!original) return null;
    const body = await makeOgImage(original);
    await store.put(derived, body);
    return body;
  };
  app.get<{ Params: { file: string } }>('/og/product/:file', async (request, reply) => {
    const productId = /^([0-9a-f-]{36})\.jpg$/i.exec(request.params.file)?.[1];
    const product = productId ? await data.product(productId) : null;
    const cover = product?.variants[0]?.images[0] ?? product?.images[0];
    if (!cover) throw new DomainError('NOT_FOUND', 'There is no preview image here.');
    const derived = ogImageKey(cover);
    let body = await store.read(derived);
    if (!body) {
      let pending = inFlight.get(derived);
      if (!pending) {
        pending = make(cover, derived).finally(() => inFlight.delete(derived));
        inFlight.set(derived, pending);
      }
      body = await pending;
    }
    if (!body) throw new DomainError('NOT_FOUND', 'There is no preview image here.');
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=3600').send(body);
  });
}
