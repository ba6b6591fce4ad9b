import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import { readFilePart, readParts } from './multipart-parts';
import type { StaffForm, StaffFormShape } from '../services/staff/staff-form';

/**
 * Reads a small staff form (a few text fields and named files) off a multipart request. The
 * per-request limits replace the add-product form's, so a video may be larger than a photo
 * while a photo form still stops at its own size.
 */
export async function readStaffForm(request: FastifyRequest, shape: StaffFormShape): Promise<StaffForm> {
  const form: StaffForm = { fields: new Map(), files: new Map() };
  await readParts(
    request.parts({
      limits: { fileSize: shape.maxFileBytes, files: shape.files.length, fields: shape.fields.length + 5, parts: shape.fields.length + shape.files.length + 5 },
    }),
    async (part) => {
      if (part.type === 'field' && shape.fields.includes(part.fieldname) && !form.fields.has(part.fieldname)) {
        form.fields.set(part.fieldname, String(part.value));
      } else if (part.type === 'file' && shape.files.includes(part.fieldname) && !form.files.has(part.fieldname)) {
        const bytes = await readFilePart(part, shape.maxFileBytes, shape.tooLarge);
        // A file input left empty still sends a part with no name and no bytes.
        if (bytes.length > 0 || part.filename) form.files.set(part.fieldname, { bytes, filename: part.filename });
      } else {
        throw new DomainError('INVALID_DATA', `The form field ${part.fieldname} is not part of ${shape.name}.`);
      }
    },
    `The form has too many fields or files for ${shape.name}.`,
  );
  return form;
}
