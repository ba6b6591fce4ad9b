import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DocumentStore } from '../../adapters/storage/store';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import { CENTRE, focalCrop, type FocalPoint } from '../../../shared/focal-crop';
import type { ImageWidth } from '../../../shared/image-widths';
import { derivedKey, keptCopies, RESIZABLE } from './renditions';
import { sniffContentType } from './sniff';

/** The key a square crop is kept under: beside its image, never a key the shop hands out itself. */
export function squareKey(key: string, width: ImageWidth): string {
  return derivedKey(key, 's', width);
}

/**
 * Square copies of an image cut round its focal point, for the frames that show a 4:5 photo as a
 * square (the home tiles on wide screens). CSS `object-fit: cover` would cut the middle, and the
 * server-rendered page may not carry a `style` attribute (CSP) to move it; a square cut here is
 * exact and lighter. Cut from the whole picture kept at upload when there is one (so it may show
 * more of a wide photo than its 4:5 crop), else from the image itself; round the centre for a file
 * with no focal point. Made on first request, kept in the store; a file that is not a still image
 * (a video) is sent as it is. Null when there is no such file.
 */
export function createSquareCrops({ store, db }: { store: DocumentStore; db: Db }) {
  async function make(key: string, width: ImageWidth, derived: string): Promise<Buffer | null> {
    const [row] = await db.select({ focalX: documents.focalX, focalY: documents.focalY, masterKey: documents.masterKey }).from(documents).where(eq(documents.key, key)).limit(1);
    const own = await store.read(key);
    if (!own) return null;
    if (!RESIZABLE.has(sniffContentType(own) ?? '')) return own;
    const source = (row?.masterKey ? await store.read(row.masterKey) : null) ?? own;
    const focal: FocalPoint = row ? { x: row.focalX, y: row.focalY } : CENTRE;
    const image = sharp(source, { limitInputPixels: 40_000_000 });
    const { width: sourceWidth = 1, height: sourceHeight = 1 } = await image.metadata();
    const rect = focalCrop(sourceWidth, sourceHeight, 1, focal);
    const side = Math.min(width, rect.width);
    const body = await image.extract(rect).resize(side, side, { fit: 'fill' }).webp({ quality: 78, effort: 2 }).toBuffer();
    await store.put(derived, body);
    return body;
  }

  return keptCopies(store, squareKey, make);
}
