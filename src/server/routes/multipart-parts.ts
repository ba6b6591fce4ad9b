import type { Multipart, MultipartFile, MultipartValue } from '@fastify/multipart';
import { DomainError } from '../errors';

/** The parser's refusals of a form past the request's limits on files, fields or parts. */
const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

export const CUT_OFF_MESSAGE = 'The upload was cut off or is not a valid form. Please try again.';

/** A file part's bytes, refused with tooLarge's error past maxBytes. */
export async function readFilePart(part: MultipartFile, maxBytes: number, tooLarge: (filename: string | undefined) => DomainError): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  // busboy stops at the limit and marks the stream truncated; the rest is discarded unread.
  if (part.file.truncated || size > maxBytes) throw tooLarge(part.filename);
  return Buffer.concat(chunks);
}

/** Reads a part to its end and throws the bytes away. */
export async function drain(part: MultipartFile | MultipartValue): Promise<void> {
  if (part.type === 'file') for await (const chunk of part.file) void chunk;
}

/**
 * Hands each part of a multipart body to `take`, in order. After the first problem (take's
 * throw, or the parser's) the rest of the body is still read and thrown away, so that the
 * browser, still sending, gets the answer instead of a reset connection. Then the first
 * problem is thrown: a DomainError as it is, the parser's limit refusals as a 400 saying
 * `tooMany` (when given), anything else (cut off, wrong boundary) as a 400 saying so.
 */
export async function readParts(parts: AsyncIterable<Multipart>, take: (part: Multipart) => Promise<void>, tooMany?: string): Promise<void> {
  let problem: unknown = null;
  try {
    for await (const part of parts) {
      if (problem) {
        await drain(part);
        continue;
      }
      try {
        await take(part);
      } catch (error) {
        problem = error;
        await drain(part).catch(() => {});
      }
    }
  } catch (error) {
    // The form itself is broken (cut off, wrong boundary, past a limit): the parser throws from the loop.
    problem ??= error;
  }
  if (!problem) return;
  if (problem instanceof DomainError) throw problem;
  const code = (problem as { code?: string }).code;
  throw new DomainError('INVALID_DATA', tooMany !== undefined && code !== undefined && LIMIT_CODES.has(code) ? tooMany : CUT_OFF_MESSAGE);
}
