import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import { readFilePart, readParts } from './multipart-parts';
import { productDraftProblems, toProductInput, type ProductInput } from '../../shared/product-rules';
import { ProductFormReader } from '../services/products/form-fields';
import { MAX_IMAGE_BYTES, PRODUCT_IMAGE, tooLargeError } from '../services/products/product-images';
import { checkedMaster, containRendition, cropRendition } from '../services/documents/focal-images';
import type { ProductPhoto } from '../services/products/create-product';
import { readFocalFields } from './focal-fields';

export interface ProductUpload {
  input: ProductInput;
  /** The re-encoded images per variant, in the input's variant order. */
  renditions: (Buffer | ProductPhoto)[][];
}

// Ours beside the spec's fields: where photo j of colour i is cropped round (both or neither).
const FOCAL_FIELD = /^variants\[(\d{1,2})\]\[focal\]\[(\d{1,2})\]\[(x|y)\]$/;

/**
 * Reads the add-product form off the request: text fields into a draft, each image checked
 * and re-encoded as it arrives into its master (at most 2400 px a side; the upload itself is
 * not kept in memory). A photo sent with a focal point (variants[i][focal][j][x|y]) is cut to
 * 4:5 round it and its master kept; one without is fitted whole on the backdrop, as before.
 */
export async function readProductUpload(request: FastifyRequest): Promise<ProductUpload> {
  const form = new ProductFormReader();
  const images: { variantKey: number; positionKey: number; master: Buffer; field: string }[] = [];
  const focalFields = new Map<string, string>();
  await readParts(
    request.parts(),
    async (part) => {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (FOCAL_FIELD.test(part.fieldname)) focalFields.set(part.fieldname, value);
        else form.field(part.fieldname, value);
      } else {
        const slot = form.imageSlot(part.fieldname);
        images.push({ ...slot, field: part.fieldname, master: await checkedMaster(await readFilePart(part, MAX_IMAGE_BYTES, tooLargeError), part.filename) });
      }
    },
    'The form has too many fields or files.',
  );

  const draft = form.draft();
  const [first] = productDraftProblems(draft);
  if (first) throw new DomainError('INVALID_DATA', first.message);
  const photos = await Promise.all(
    images.map(async (image) => {
      const focalOf = (axis: 'x' | 'y') => focalFields.get(`variants[${image.variantKey}][focal][${image.positionKey}][${axis}]`);
      const x = focalOf('x');
      const y = focalOf('y');
      const focal = x === undefined && y === undefined ? null : readFocalFields(x, y);
      // Without a focal point (the spec's own form) the photo is fitted whole and no master is kept, as before.
      const photo: Buffer | ProductPhoto = focal ? { body: await cropRendition(image.master, PRODUCT_IMAGE, focal), master: image.master, focal } : await containRendition(image.master, PRODUCT_IMAGE);
      return { ...image, photo };
    }),
  );
  const order = form.variantKeys();
  const renditions = order.map((key) =>
    photos
      .filter((image) => image.variantKey === key)
      .sort((a, b) => a.positionKey - b.positionKey)
      .map((image) => image.photo),
  );
  return { input: toProductInput(draft), renditions };
}
