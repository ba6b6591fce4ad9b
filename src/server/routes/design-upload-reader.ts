import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../services/designs/design-upload';

/** The form holds one image and nothing else of size: the parser stops at a second file. */
const DESIGN_UPLOAD_LIMITS = { files: 1, fields: 10, parts: 11 } as const;

/** Reads the one `image` file of a multipart upload, refusing more than MAX_UPLOAD_BYTES. */
export async function readUploadedImage(request: FastifyRequest): Promise<Buffer> {
  let found: Buffer | null = null;
  let problem: DomainError | null = null;
  try {
    for await (const part of request.parts({ limits: DESIGN_UPLOAD_LIMITS })) {
      if (part.type !== 'file') continue;
      if (found || problem || part.fieldname !== 'image') {
        for await (const chunk of part.file) void chunk;
        continue;
      }
      try {
        found = await readWhole(part);
      } catch (error) {
        problem = error instanceof DomainError ? error : new DomainError('INVALID_DATA', UPLOAD_MESSAGES.broken);
      }
    }
  } catch (error) {
    // A second file (the parser's files limit), or a broken form (cut off, wrong boundary).
    const tooMany = (error as { code?: string }).code === 'FST_FILES_LIMIT' || (error as { code?: string }).code === 'FST_PARTS_LIMIT';
    problem ??= new DomainError('INVALID_DATA', tooMany ? UPLOAD_MESSAGES.oneFile : UPLOAD_MESSAGES.broken);
  }
  if (problem) throw problem;
  if (!found) throw new DomainError('INVALID_DATA', UPLOAD_MESSAGES.missing);
  return found;
}

async function readWhole(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_UPLOAD_BYTES) chunks.push(chunk);
  }
  if (part.file.truncated || size > MAX_UPLOAD_BYTES) throw new DomainError('INVALID_DATA', UPLOAD_MESSAGES.tooLarge);
  return Buffer.concat(chunks);
}
