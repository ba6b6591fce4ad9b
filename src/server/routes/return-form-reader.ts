import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import { MAX_IMAGE_BYTES, tooLargeError } from '../services/products/product-images';
import type { OrderRef } from '../services/orders/shopper-actions';
import type { ReturnInput } from '../services/returns/order-returns';
import { MAX_RETURN_PHOTOS, RETURN_MESSAGES } from '../../shared/return-rules';
import { readFilePart, readParts } from './multipart-parts';

const FIELDS = ['orderId', 'trackingId', 'reason', 'note'] as const;
type Field = (typeof FIELDS)[number];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The return form as multipart (the contract cannot describe its parts): the order's two ids,
 * the reason and note, and up to MAX_RETURN_PHOTOS files named `photos`. The parser stops at a
 * fourth file; every field is checked here as the contract checks the JSON body.
 */
export async function readReturnForm(request: FastifyRequest): Promise<{ ref: OrderRef; input: ReturnInput }> {
  const fields = new Map<Field, string>();
  const photos: ReturnInput['photos'] = [];
  await readParts(
    request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_RETURN_PHOTOS, fields: FIELDS.length, parts: FIELDS.length + MAX_RETURN_PHOTOS } }),
    async (part) => {
      if (part.type === 'field' && (FIELDS as readonly string[]).includes(part.fieldname) && !fields.has(part.fieldname as Field)) {
        fields.set(part.fieldname as Field, String(part.value));
      } else if (part.type === 'file' && part.fieldname === 'photos') {
        const bytes = await readFilePart(part, MAX_IMAGE_BYTES, tooLargeError);
        // An empty file input still sends a part with no name and no bytes.
        if (bytes.length > 0 || part.filename) photos.push({ bytes, filename: part.filename });
      } else {
        throw new DomainError('INVALID_DATA', `The form field ${part.fieldname} is not part of the return form.`);
      }
    },
    RETURN_MESSAGES.tooManyPhotos,
  );
  const orderId = fields.get('orderId') ?? '';
  const trackingId = fields.get('trackingId') ?? '';
  if (!UUID.test(orderId) || trackingId.trim() === '' || trackingId.length > 40) throw new DomainError('INVALID_DATA', 'The return form must name the order (orderId and trackingId).');
  const note = fields.get('note') ?? '';
  if (note.length > 2000) throw new DomainError('INVALID_DATA', RETURN_MESSAGES.noteTooLong);
  return { ref: { orderId, trackingId }, input: { reason: fields.get('reason'), note, photos, reasonRequired: true } };
}
