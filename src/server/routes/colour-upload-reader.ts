import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import { readFilePart, readParts } from './multipart-parts';
import { PRODUCT_LIMITS } from '../../shared/product-rules';
import { MAX_IMAGE_BYTES, PRODUCT_IMAGE, tooLargeError } from '../services/products/product-images';
import { checkedMaster, containRendition, cropRendition } from '../services/documents/focal-images';
import type { ProductPhoto } from '../services/products/create-product';
import { readFocalFields } from './focal-fields';

export interface ColourUpload {
  color: string;
  sizes: { size: string; stock: string }[];
  /** The photos, checked by content and re-encoded as the add-product form's, in the order sent (cut round a focal point when one was sent, with the whole picture kept). */
  renditions: (Buffer | ProductPhoto)[];
}

const SIZE_FIELD = /^sizes\[(\d{1,2})\]\[(size|stock)\]$/;
const IMAGE_FIELD = /^images(\[\d{0,2}\])?$/;
// Ours, as the add form's variants[i][focal][j][x|y]: where photo j (in the order sent) is cut round.
const FOCAL_FIELD = /^focal\[(\d{1,2})\]\[(x|y)\]$/;

/**
 * Reads a colour of the add-product form off a multipart request, with the add form's names
 * inside one variant: color, sizes[j][size], sizes[j][stock], images[] (files). The photo-only
 * form (adding photos to a colour) sends images[] alone; `withFields` false refuses anything else.
 * Either may send focal[j][x] and focal[j][y] for photo j: it is then cut to 4:5 round that point
 * and its whole picture kept, as the add form does; a photo without one is fitted whole, as before.
 */
export async function readColourUpload(request: FastifyRequest, withFields: boolean): Promise<ColourUpload> {
  const formName = withFields ? 'the add-colour form' : 'the add-photos form';
  const upload: ColourUpload = { color: '', sizes: [], renditions: [] };
  const sizes = new Map<number, { size: string; stock: string }>();
  const masters: Buffer[] = [];
  const focalFields = new Map<string, string>();
  await readParts(
    request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: PRODUCT_LIMITS.imagesPerVariant, fields: 30, parts: 40 } }),
    async (part) => {
      const size = SIZE_FIELD.exec(part.fieldname);
      if (part.type === 'file' && IMAGE_FIELD.test(part.fieldname)) {
        const bytes = await readFilePart(part, MAX_IMAGE_BYTES, tooLargeError);
        // A file input left empty still sends a part with no name and no bytes.
        if (bytes.length > 0 || part.filename) masters.push(await checkedMaster(bytes, part.filename));
      } else if (part.type === 'field' && FOCAL_FIELD.test(part.fieldname)) {
        focalFields.set(part.fieldname, String(part.value));
      } else if (withFields && part.type === 'field' && part.fieldname === 'color') {
        upload.color = String(part.value);
      } else if (withFields && part.type === 'field' && size) {
        const index = Number(size[1]);
        const entry = sizes.get(index) ?? { size: '', stock: '' };
        entry[size[2] as 'size' | 'stock'] = String(part.value);
        sizes.set(index, entry);
      } else {
        throw new DomainError('INVALID_DATA', `The form field ${part.fieldname} is not part of ${formName}.`);
      }
    },
    `The form has too many fields or files for ${formName}. At most ${PRODUCT_LIMITS.imagesPerVariant} images per colour.`,
  );
  upload.renditions = await Promise.all(
    masters.map(async (master, j) => {
      const x = focalFields.get(`focal[${j}][x]`);
      const y = focalFields.get(`focal[${j}][y]`);
      if (x === undefined && y === undefined) return containRendition(master, PRODUCT_IMAGE);
      const focal = readFocalFields(x, y);
      return { body: await cropRendition(master, PRODUCT_IMAGE, focal), master, focal };
    }),
  );
  upload.sizes = [...sizes.entries()].sort((a, b) => a[0] - b[0]).map((entry) => entry[1]);
  return upload;
}
