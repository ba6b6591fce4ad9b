import sharp from 'sharp';
import { MAX_UPLOAD_MEGAPIXELS, UPLOAD_COST_MESSAGES } from '../../../engine/model/design-cost';
import { DomainError } from '../../errors';

/**
 * Refuses, in words, an upload whose header declares more pixels than the shop decodes. Only
 * the header is read, so a decompression bomb costs nothing; a file whose header cannot be
 * read is left to the decoder, which refuses it as unreadable.
 */
export async function refuseTooManyPixels(bytes: Buffer): Promise<void> {
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header) return;
  const { width = 0, height = 0 } = header;
  if (width * height > MAX_UPLOAD_MEGAPIXELS * 1_000_000) throw new DomainError('INVALID_DATA', UPLOAD_COST_MESSAGES.tooManyPixels(width, height));
}
