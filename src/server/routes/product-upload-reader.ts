import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import { readFilePart, readParts } from './multipart-parts';
import { productDraftProblems, toProductInput, type ProductInput } from '../../shared/product-rules';
import { ProductFormReader } from '../services/products/form-fields';
import { MAX_IMAGE_BYTES, productRendition, tooLargeError } from '../services/products/product-images';

export interface ProductUpload {
  input: ProductInput;
  /** The re-encoded images per variant, in the input's variant order. */
  renditions: Buffer[][];
}

/**
 * Reads the add-product form off the request: text fields into a draft, each image checked
 * and re-encoded as it arrives (only the small renditions stay in memory).
 */
export async function readProductUpload(request: FastifyRequest): Promise<ProductUpload> {
  const form = new ProductFormReader();
  const images: { variantKey: number; positionKey: number; body: Buffer }[] = [];
  await readParts(
    request.parts(),
    async (part) => {
      if (part.type === 'field') {
        form.field(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
      } else {
        const slot = form.imageSlot(part.fieldname);
        images.push({ ...slot, body: await productRendition(await readFilePart(part, MAX_IMAGE_BYTES, tooLargeError), part.filename) });
      }
    },
    'The form has too many fields or files.',
  );

  const draft = form.draft();
  const [first] = productDraftProblems(draft);
  if (first) throw new DomainError('INVALID_DATA', first.message);
  const order = form.variantKeys();
  const renditions = order.map((key) =>
    images
      .filter((image) => image.variantKey === key)
      .sort((a, b) => a.positionKey - b.positionKey)
      .map((image) => image.body),
  );
  return { input: toProductInput(draft), renditions };
}
