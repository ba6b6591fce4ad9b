import sharp, { type Sharp } from 'sharp';
import { DomainError } from '../../errors';
import { sniffContentType } from '../documents/sniff';

/** The one rendition the storefront shows (cards, gallery, cart): 4:5 portrait, as the seed draws. */
export const PRODUCT_IMAGE = { width: 800, height: 1000, quality: 82 } as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
// A 10 MB file can still declare a huge canvas (a decompression bomb): refuse past 50 megapixels.
export const MAX_INPUT_PIXELS = 50_000_000;
export const MIN_SIDE = 200;
// The backdrop of the letterbox when a photo is not 4:5: the storefront's off-white.
export const BACKDROP = { r: 245, g: 243, b: 239 };

/** Says which file a message is about, without echoing anything unsafe. */
export function fileLabel(filename: string | undefined): string {
  const clean = (filename ?? '').replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 80).trim();
  return clean ? `"${clean}"` : 'An image';
}

/** The refusal for a file over MAX_IMAGE_BYTES. */
export function tooLargeError(filename: string | undefined): DomainError {
  return new DomainError('INVALID_DATA', `${fileLabel(filename)} is larger than 10 MB. Please upload images of at most 10 MB each.`);
}

/**
 * What went wrong re-encoding an upload, as the 400 to answer: a DomainError as it is, sharp's
 * pixel limit as "too many pixels", anything else as unreadable (export it again as `formats`).
 */
export function imageReadError(error: unknown, label: string, formats: string): DomainError {
  if (error instanceof DomainError) return error;
  const huge = error instanceof Error && /pixel limit/i.test(error.message);
  return new DomainError(
    'INVALID_DATA',
    huge
      ? `${label} has too many pixels. Please upload images of at most 50 megapixels.`
      : `${label} could not be read as an image; it may be damaged. Please export it again as ${formats}.`,
  );
}

export interface RenditionSize {
  width: number;
  height: number;
  /** contain: the whole photo on the backdrop (products); cover: fill and crop (banners); inside: the whole photo at most this size, no backdrop (return photos). */
  fit: 'contain' | 'cover' | 'inside';
  quality: number;
}

/**
 * Checks an upload by its content (JPEG, PNG or WebP, whatever its name or declared type
 * says; at least MIN_SIDE pixels a side; at most MAX_INPUT_PIXELS) and opens it in sharp for
 * the caller to resize and encode. `encode` runs inside the same guard, so a file sharp cannot
 * decode is refused with the same 400 wherever it is found unreadable.
 */
export async function openCheckedImage(bytes: Buffer, filename: string | undefined, encode: (image: Sharp) => Promise<Buffer>): Promise<Buffer> {
  const label = fileLabel(filename);
  const type = sniffContentType(bytes);
  if (!type || !ACCEPTED_IMAGE_TYPES.has(type)) {
    throw new DomainError('INVALID_DATA', `${label} is not a JPEG, PNG or WebP image. Please upload photos in one of these formats.`);
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { width = 0, height = 0 } = await image.metadata();
    if (Math.min(width, height) < MIN_SIDE) {
      throw new DomainError('INVALID_DATA', `${label} is too small (${width}x${height}). Please upload images at least ${MIN_SIDE} pixels on each side.`);
    }
    return await encode(image);
  } catch (error) {
    throw imageReadError(error, label, 'JPEG, PNG or WebP');
  }
}

/**
 * Checks an upload (openCheckedImage), then re-encodes it: EXIF rotation applied, every
 * metadata block dropped (sharp keeps none unless asked), fitted into the given size as WebP.
 */
export function checkedRendition(bytes: Buffer, filename: string | undefined, size: RenditionSize): Promise<Buffer> {
  return openCheckedImage(bytes, filename, (image) =>
    image
      .rotate()
      .resize(size.width, size.height, { fit: size.fit, background: BACKDROP, withoutEnlargement: size.fit === 'inside' })
      .flatten({ background: BACKDROP })
      .webp({ quality: size.quality })
      .toBuffer(),
  );
}
