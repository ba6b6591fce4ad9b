import sharp from 'sharp';
import type { DocumentStore } from '../../adapters/storage/store';
import type { ImageWidth } from '../../../shared/image-widths';
import { sniffContentType } from './sniff';

/** The still images the shop cuts copies of (anything else, a video, is served as it is). */
export const RESIZABLE = new Set(['image/webp', 'image/png', 'image/jpeg']);

/** The key a copy made from `key` is kept under ('w' a rendition, 's' a square): beside it, never a key the shop hands out itself. */
export function derivedKey(key: string, kind: 'w' | 's', width: ImageWidth): string {
  const dot = key.lastIndexOf('.');
  return `${key.slice(0, dot)}__${kind}${width}.webp`;
}

/** The key a rendition is kept under. */
export function renditionKey(key: string, width: ImageWidth): string {
  return derivedKey(key, 'w', width);
}

/**
 * Copies made on first request and kept in the store: a kept copy is read back, and concurrent
 * first requests for one copy share one `make` (renditions here, square crops in square-crops.ts).
 */
export function keptCopies(store: DocumentStore, keyOf: (key: string, width: ImageWidth) => string, make: (key: string, width: ImageWidth, derived: string) => Promise<Buffer | null>) {
  const inFlight = new Map<string, Promise<Buffer | null>>();
  return {
    async read(key: string, width: ImageWidth): Promise<Buffer | null> {
      const derived = keyOf(key, width);
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

/**
 * A copy of an image at most `width` pixels wide, in WebP (alpha kept), made on first request
 * and kept in the store so that it is made once; an image already that narrow, or a file that
 * is not a still image (a video), is served as it is. Concurrent first requests share one
 * resize. Null when there is no such file.
 */
export function createRenditions(store: DocumentStore) {
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

  return keptCopies(store, renditionKey, make);
}
