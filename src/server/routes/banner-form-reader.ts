import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import { MAX_IMAGE_BYTES, tooLargeError } from '../services/products/product-images';
import type { BannerForm } from '../services/staff/staff-banners';
import { readFocalFields } from './focal-fields';
import { readFilePart, readParts } from './multipart-parts';

/**
 * Reads the banner form (image, alt, link, focalX, focalY) off the request. The image is cut
 * only after every part has arrived, since its focal point may come after it.
 */
export async function readBannerForm(request: FastifyRequest): Promise<BannerForm> {
  const fields = new Map<string, string>();
  let image: { bytes: Buffer; filename: string | undefined } | undefined;
  await readParts(request.parts(), async (part) => {
    if (part.type === 'field' && ['alt', 'link', 'focalX', 'focalY'].includes(part.fieldname)) fields.set(part.fieldname, String(part.value));
    else if (part.type === 'file' && part.fieldname === 'image' && !image) {
      image = { bytes: await readFilePart(part, MAX_IMAGE_BYTES, tooLargeError), filename: part.filename };
    }
    else throw new DomainError('INVALID_DATA', `The form field ${part.fieldname} is not part of the banner form.`);
  });
  return { image, alt: fields.get('alt'), link: fields.get('link'), focal: readFocalFields(fields.get('focalX'), fields.get('focalY')) };
}
