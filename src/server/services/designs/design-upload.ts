import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { DocumentStore } from '../../adapters/storage/store';
import type { Db } from '../../db/client';
import { MAX_NATURAL_PIXELS } from '../../../engine/model/schema';
import { DomainError } from '../../errors';
import { sniffContentType } from '../documents/sniff';
import { encodeWithin, type Encoded, type Pixels, type StoredFormat } from './upload-encoding';
import { releaseUpload, reserveUpload, settleUpload, type DesignUploadPolicy } from './upload-quota';
import { refuseTooManyPixels } from './upload-pixels';

/** A phone photo is 2-6 MB; larger is refused before it is decoded. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Uploads are stored at most this many pixels on their long side: 4 000 px covers 12 in at 300 DPI. */
export const MAX_STORED_SIDE = 4000;
/** An SVG is drawn at this size on its long side: sharp at 300 DPI over a 12 in print. */
const SVG_RENDER_SIDE = 3600;
/**
 * What an upload may store: no more than was sent, except that a small image may take up to
 * MIN_STORED_BUDGET (a file's headers outweigh a few pixels' worth of bytes) and an SVG, which
 * has no pixels of its own, up to SVG_STORED_BUDGET when drawn at print size (a flat logo takes ~100 KB).
 */
export const MIN_STORED_BUDGET = 64 * 1024;
export const SVG_STORED_BUDGET = 4 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  wrongType: 'Please upload a PNG, JPEG or SVG image.',
  tooLarge: 'The image is larger than 10 MB. Please choose a smaller one.',
  missing: 'Please choose an image to upload.',
  broken: 'The image could not be read. Please try another file.',
  svgEntities: 'SVG files that declare entities (<!ENTITY>) are not accepted. Please export the SVG again or upload a PNG.',
  oneFile: 'Please upload one image at a time.',
  cannotShrink: 'The image could not be stored at a reasonable size. Please upload a smaller or simpler image.',
} as const;

export interface StoredUpload {
  src: string;
  width: number;
  height: number;
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  return (head.startsWith('<svg') || head.startsWith('<?xml')) && head.includes('<svg');
}

/** What storing an upload needs: the quota lives in the database, the file in the store. */
export interface DesignUploadDeps {
  db: Db;
  store: DocumentStore;
  policy: DesignUploadPolicy;
}

/**
 * The shopper's own image, checked by content (never by its name) and re-encoded with its
 * metadata dropped, in no more bytes than were sent (see MIN_STORED_BUDGET). SVGs are
 * rasterised here, so no script or external reference in one ever reaches a browser or the
 * print renderer. The shopper's quota is checked, and the upload recorded, before any decoding.
 */
export async function storeDesignUpload({ db, store, policy }: DesignUploadDeps, userId: string, bytes: Buffer): Promise<StoredUpload> {
  const type = sniffContentType(bytes);
  const svg = type === null && looksLikeSvg(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg' && !svg) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.wrongType);
  // An entity declared in a DTD can expand a few hundred bytes into gigabytes ("billion
  // laughs"): the SVG parser then works for minutes. Drawing tools do not need them.
  if (svg && /<!ENTITY/i.test(bytes.toString('latin1'))) throw new DomainError('INVALID_DATA', UPLOAD_MESSAGES.svgEntities);
  // Refused from the header, before any decoding work (one 20000x20000 PNG cost gigabytes).
  if (!svg) await refuseTooManyPixels(bytes);
  const format: StoredFormat = type === 'image/jpeg' ? 'jpeg' : 'png';
  const key = `upload-${randomUUID()}.${format === 'jpeg' ? 'jpg' : 'png'}`;
  const budget = Math.max(bytes.length, svg ? SVG_STORED_BUDGET : MIN_STORED_BUDGET);
  await reserveUpload(db, userId, { key, sourceBytes: bytes.length, budget }, policy);
  let encoded: Encoded;
  try {
    const fitted = await encodeWithin(await decode(bytes, svg), format, budget);
    if (!fitted) throw new DomainError('INVALID_DATA', UPLOAD_MESSAGES.cannotShrink);
    encoded = fitted;
    await store.put(key, encoded.data);
  } catch (error) {
    await releaseUpload(db, key);
    throw error;
  }
  await settleUpload(db, key, encoded.data.length);
  return { src: key, width: encoded.width, height: encoded.height };
}

/** The image's pixels, upright and at most MAX_STORED_SIDE on the long side. */
async function decode(bytes: Buffer, svg: boolean): Promise<Pixels> {
  try {
    const input = svg ? await svgAtPrintSize(bytes) : sharp(bytes, { limitInputPixels: MAX_NATURAL_PIXELS * MAX_NATURAL_PIXELS }).rotate();
    const { data, info } = await input
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  } catch {
    throw new DomainError('INVALID_DATA', UPLOAD_MESSAGES.broken);
  }
}

async function svgAtPrintSize(bytes: Buffer): Promise<ReturnType<typeof sharp>> {
  const meta = await sharp(bytes).metadata();
  const longSide = Math.max(meta.width ?? 0, meta.height ?? 0) || 300;
  // Vector art has no pixels of its own: draw it large enough to print sharp.
  const density = Math.min(10_000, Math.max(72, (72 * SVG_RENDER_SIDE) / longSide));
  return sharp(bytes, { density });
}
