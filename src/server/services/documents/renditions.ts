import sharp from 'sharp';
import type { DocumentStore } from '../../adapters/storage/store';
import type { ImageWidth } from '../../../shared/image-widths';
import { sniffContentType } from './sniff';

const RESIZABLE = new Set(['image/webp', 'image/png', 'image/jpeg']);

/** The key a rendition is kept under: beside its original, never a key the shop hands out itself. */
export function renditionKey(key: string, width: ImageWidth): string {
  const dot = key.lastIndexOf('.');
  return `${key.slice(0, dot)}__w${width}.webp`;
}

/**
 * A copy of an image at most `width` pixels wide, in WebP (alpha kept), made on first request
 * and kept in the store so that it is made once; an image already that narrow, or a file that
 * is not a still image (a video), is served as it is. Concurrent first requests share one
 * resize. Null when there is no such file.
 */
export function createRenditions(store: DocumentStore) {
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function make(key: string, width: ImageWidth, derived: string): Promise<Buffer | null> {
    const original = await store.read(key);
    if (!original) return null;
    const type = sniffContentType(original);
    if (!type || !RESIZABLE.has(type)) return original;
    const image = sharp(original, { limitInputPixels: 40_000_000 });
    const { width: originalWidth } = await image.metadata();
    if (!originalWidth || originalWidth <= width) return original;
    const body = await image.resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 2 }).toBuffer();
    await store.put(derived, body);
    return body;
  }

  return {
    async read(key: string, width: ImageWidth): Promise<Buffer | null> {
      const derived = renditionKey(key, width);
      const stored = await store.read(derived);
      if (stored) return stored;
      let pending = inFlight.get(derived);
      if (!pending) {
        pending = make(key, width, derived).finally(() => inFlight.delete(derived));
        inFlight.set(derived, pending);
      }
      return pending;
    },
  };
}
