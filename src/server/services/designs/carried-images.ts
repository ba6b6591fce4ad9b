import type { Design } from '../../../engine/model/design';
import { MAX_CARRIED_IMAGE_BYTES, readDesignFromPng } from '../../../engine/model/design-png';
import { withUploadKeysReplaced } from '../../../engine/model/upload-keys';
import { DomainError } from '../../errors';
import { sniffContentType } from '../documents/sniff';
import { storeDesignUpload, type DesignUploadDeps } from './design-upload';
import { limitUploadRate, releaseUpload } from './upload-quota';
import { checkLayerSources } from './layer-sources';
import { UPLOAD_GONE_MESSAGE } from './upload-references';

export const CARRIED_MESSAGES = {
  opened: 'The design in this PNG is open.',
  noDesign: 'This PNG holds no design. Add it to your design as a picture instead.',
  notCarried: `A picture in this design is another shopper's upload, and this PNG does not carry it (pictures over ${MAX_CARRIED_IMAGE_BYTES / 1024 / 1024} MB are not carried), so the design cannot be opened. Ask for the design's share link instead, or upload the picture yourself.`,
  badPicture: 'A picture carried in this PNG is not a PNG or JPEG image that can be read, so the design cannot be opened.',
} as const;

export interface RestoredDesign {
  document: Design;
  /** How many pictures were stored as the shopper's own new uploads. */
  stored: number;
}

/**
 * Stores `bytes` as the shopper's own new upload, checked like any upload (and counted against
 * the same rate and quota). Only PNG and JPEG are carried or copied: what the shop stores.
 */
async function storeAsOwn(deps: DesignUploadDeps, userId: string, bytes: Buffer): Promise<string> {
  const type = sniffContentType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg') throw new DomainError('INVALID_DATA', CARRIED_MESSAGES.badPicture);
  await limitUploadRate(deps.db, userId, deps.policy);
  try {
    return (await storeDesignUpload(deps, userId, bytes)).src;
  } catch (error) {
    if (error instanceof DomainError && (error.kind === 'INVALID_DATA' || error.kind === 'UNSUPPORTED_MEDIA_TYPE')) throw new DomainError('INVALID_DATA', CARRIED_MESSAGES.badPicture);
    throw error;
  }
}

/** Takes back uploads stored for a design that then could not be opened or saved: nothing is left half-done. */
export async function dropStoredCopies(deps: DesignUploadDeps, keys: Iterable<string>): Promise<void> {
  for (const key of keys) {
    await deps.store.delete(key).catch(() => undefined);
    await releaseUpload(deps.db, key).catch(() => undefined);
  }
}

/**
 * Gives the shopper a design whose every upload is theirs, or refuses one that names a file
 * that is neither an upload nor the shop's (checkLayerSources). An upload they own keeps its key;
 * any other (another shopper's, a closed account's, or one the shop has cleared) is stored
 * again as their own new upload from `bytesOf` (the PNG's carried bytes, or the original's
 * file for a remix), and its layers draw the new key. An upload with no bytes to take it from
 * refuses the whole design with `missing`; on any refusal the copies made so far are dropped.
 */
export async function ownUploadsOf(deps: DesignUploadDeps, userId: string, design: Design, bytesOf: (key: string) => Promise<Uint8Array | null | undefined>, missing: string): Promise<RestoredDesign> {
  // Only others' uploads are copied: any other file the design names refuses it whole.
  const { othersUploads: foreign } = await checkLayerSources(deps.db, userId, design, 'copy');
  const replaced = new Map<string, string>();
  try {
    for (const key of foreign) {
      const bytes = await bytesOf(key);
      if (!bytes || bytes.length === 0) throw new DomainError('INVALID_DATA', missing);
      replaced.set(key, await storeAsOwn(deps, userId, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)));
    }
  } catch (error) {
    await dropStoredCopies(deps, replaced.values());
    throw error;
  }
  return { document: withUploadKeysReplaced(design, replaced), stored: replaced.size };
}

/**
 * A design opened from a studio preview PNG, read on the server as untrusted input:
 * the design goes through the engine's reader (validated, migrated, carried pictures within the
 * caps) and its uploads are made the shopper's (ownUploadsOf). The design is not saved: the
 * studio opens it as a draft, and saving it is checked again (takeUpUploads).
 */
export async function restoreCarriedImages(deps: DesignUploadDeps, userId: string, png: Uint8Array): Promise<RestoredDesign> {
  const found = await readDesignFromPng(png);
  if (found.kind === 'picture') throw new DomainError('INVALID_DATA', CARRIED_MESSAGES.noDesign);
  if (found.kind === 'refused') throw new DomainError('INVALID_DATA', found.message);
  return ownUploadsOf(deps, userId, found.design, async (key) => found.images[key], CARRIED_MESSAGES.notCarried);
}

/**
 * A remix's uploads: the original's pictures that the remixer does not own are copied as the
 * remixer's own uploads, so the copy is theirs whole (the original's owner may later delete
 * theirs, and a design draws only its owner's uploads).
 */
export async function remixUploads(deps: DesignUploadDeps, userId: string, design: Design): Promise<RestoredDesign> {
  return ownUploadsOf(deps, userId, design, (key) => deps.store.read(key), UPLOAD_GONE_MESSAGE);
}
