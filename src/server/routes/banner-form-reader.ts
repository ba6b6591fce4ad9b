import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import { checkedRendition, MAX_IMAGE_BYTES, tooLargeError } from '../services/products/product-images';
import { BANNER_IMAGE, type BannerForm } from '../services/staff/staff-banners';
import { readFilePart, readParts } from './multipart-parts';

/** Reads the banner form (image, alt, link) off the request, checking and re-encoding the image as it arrives. */
export async function readBannerForm(request: FastifyRequest): Promise<BannerForm> {
  const fields = new Map<string, string>();
  const files = new Map<'image', Buffer>();
  await readParts(request.parts(), async (part) => {
    if (part.type === 'field' && (part.fieldname === 'alt' || part.fieldname === 'link')) fields.set(part.fieldname, String(part.value));
    else if (part.type === 'file' && part.fieldname === 'image' && !files.has('image')) {
      files.set('image', await checkedRendition(await readFilePart(part, MAX_IMAGE_BYTES, tooLargeError), part.filename, BANNER_IMAGE));
    }
    else throw new DomainError('INVALID_DATA', `The form field ${part.fieldname} is not part of the banner form.`);
  });
  return { image: files.get('image'), alt: fields.get('alt'), link: fields.get('link') };
}
