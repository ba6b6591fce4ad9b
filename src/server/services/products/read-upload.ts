import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../errors';
import { productDraftProblems, toProductInput, type ProductInput } from '../../../shared/product-rules';
import { ProductFormReader } from './form-fields';
import { MAX_IMAGE_BYTES, productRendition, tooLargeError } from './product-images';

export interface ProductUpload {
  input: ProductInput;
  /** The re-encoded images per variant, in the input's variant order. */
  renditions: Buffer[][];
}

/** A file part's bytes, refused past MAX_IMAGE_BYTES. */
export async function readFilePart(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_IMAGE_BYTES) chunks.push(chunk);
  }
  // busboy stops at the limit and marks the stream truncated; the rest is discarded unread.
  if (part.file.truncated || size > MAX_IMAGE_BYTES) throw tooLargeError(part.filename);
  return Buffer.concat(chunks);
}

/** Reads a part to its end and throws the bytes away. */
export async function drain(part: MultipartFile | MultipartValue): Promise<void> {
  if (part.type === 'file') for await (const chunk of part.file) void chunk;
}

/**
 * Reads the add-product form off the request: text fields into a draft, each image checked
 * and re-encoded as it arrives (only the small renditions stay in memory). After the first
 * problem the rest of the body is still read and thrown away, so that the browser, still
 * sending, gets the answer instead of a reset connection.
 */
export async function readProductUpload(request: FastifyRequest): Promise<ProductUpload> {
  const form = new ProductFormReader();
  const images: { variantKey: number; positionKey: number; body: Buffer }[] = [];
  let problem: unknown = null;
  try {
    for await (const part of request.parts()) {
      if (problem) {
        await drain(part);
        continue;
      }
      try {
        if (part.type === 'field') {
          form.field(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
        } else {
          const slot = form.imageSlot(part.fieldname);
          images.push({ ...slot, body: await productRendition(await readFilePart(part), part.filename) });
        }
      } catch (error) {
        problem = error;
        await drain(part).catch(() => {});
      }
    }
  } catch (error) {
    problem ??= error;
  }
  if (problem instanceof DomainError) throw problem;
  if (problem) {
    const code = (problem as { code?: string }).code;
    const message =
      code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT'
        ? 'The form has too many fields or files.'
        : 'The upload was cut off or is not a valid form. Please try again.';
    throw new DomainError('INVALID_DATA', message);
  }

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
