import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../errors';
import { drain } from '../products/read-upload';

export interface StaffUploadFile {
  bytes: Buffer;
  filename: string | undefined;
}

export interface StaffForm {
  fields: Map<string, string>;
  files: Map<string, StaffUploadFile>;
}

export interface StaffFormShape {
  /** What the form is, for the message about a field it does not have ("the video form"). */
  name: string;
  fields: readonly string[];
  files: readonly string[];
  /** Each file is refused past this many bytes, with tooLarge's message. */
  maxFileBytes: number;
  tooLarge: (filename: string | undefined) => DomainError;
}

/**
 * Reads a small staff form (a few text fields and named files) off a multipart request. The
 * per-request limits replace the add-product form's, so a video may be larger than a photo
 * while a photo form still stops at its own size. After the first problem the rest of the
 * body is read and thrown away, so that the browser, still sending, gets the answer instead
 * of a reset connection.
 */
export async function readStaffForm(request: FastifyRequest, shape: StaffFormShape): Promise<StaffForm> {
  const form: StaffForm = { fields: new Map(), files: new Map() };
  let problem: unknown = null;
  const parts = request.parts({
    limits: { fileSize: shape.maxFileBytes, files: shape.files.length, fields: shape.fields.length + 5, parts: shape.fields.length + shape.files.length + 5 },
  });
  try {
    for await (const part of parts) {
      if (problem) {
        await drain(part);
        continue;
      }
      try {
        if (part.type === 'field' && shape.fields.includes(part.fieldname) && !form.fields.has(part.fieldname)) {
          form.fields.set(part.fieldname, String(part.value));
        } else if (part.type === 'file' && shape.files.includes(part.fieldname) && !form.files.has(part.fieldname)) {
          const chunks: Buffer[] = [];
          let size = 0;
          for await (const chunk of part.file as AsyncIterable<Buffer>) {
            size += chunk.length;
            if (size <= shape.maxFileBytes) chunks.push(chunk);
          }
          // busboy stops at the limit and marks the stream truncated; the rest is discarded unread.
          if (part.file.truncated || size > shape.maxFileBytes) throw shape.tooLarge(part.filename);
          // A file input left empty still sends a part with no name and no bytes.
          if (size > 0 || part.filename) form.files.set(part.fieldname, { bytes: Buffer.concat(chunks), filename: part.filename });
        } else {
          throw new DomainError('INVALID_DATA', `The form field ${part.fieldname} is not part of ${shape.name}.`);
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
    throw new DomainError(
      'INVALID_DATA',
      code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT'
        ? `The form has too many fields or files for ${shape.name}.`
        : 'The upload was cut off or is not a valid form. Please try again.',
    );
  }
  return form;
}

/** A text field, trimmed; '' when it was not sent. */
export function fieldOf(form: StaffForm, name: string): string {
  return (form.fields.get(name) ?? '').trim();
}
