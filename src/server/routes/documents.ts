import type { DocumentStore } from '../adapters/storage/store';
import type { Db } from '../db/client';
import { DomainError } from '../errors';
import { isReturnPhotoKey, mayViewReturnPhoto } from '../services/returns/return-photos';
import { isShippingLabelKey } from '../services/shipments/create-shipment';
import { createRenditions } from '../services/documents/renditions';
import { createSquareCrops } from '../services/documents/square-crops';
import { sniffContentType } from '../services/documents/sniff';
import { sessionHandler, type Handlers } from './handler';

/**
 * The one byte range a `Range: bytes=...` header asks for, inclusive, within `size`; 'whole'
 * when there is no header or it asks for several ranges or another unit (the whole file is a
 * valid answer then); 'unsatisfiable' when it starts past the end.
 */
export function requestedRange(header: string | undefined, size: number): { start: number; end: number } | 'whole' | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  if (match[1] === '') {
    // A suffix: the last n bytes.
    const length = Math.min(Number(match[2]), size);
    return length === 0 ? 'unsatisfiable' : { start: size - length, end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  return end < start ? 'whole' : { start, end };
}

// A square asked for without a width: a home tile's width on a wide screen, at twice its density.
const SQUARE_DEFAULT_WIDTH = 640;

const noSuchFile = () => new DomainError('NOT_FOUND', 'No such file.');

/**
 * Stored files. Keys are content-addressed or unique, so a key's bytes never change: public
 * files are cached for a year. Byte ranges are answered (206), as Safari asks for a video in
 * ranges and will not play one from a server that ignores them. Return photos are private:
 * only their own route serves them, after asking whose they are.
 */
export function documentHandlers({ store, db }: { store: DocumentStore; db: Db }) {
  const renditions = createRenditions(store);
  const squares = createSquareCrops({ store, db });
  return {
    async getDocument(request, reply) {
      const { file } = request.params;
      const { w, crop } = request.query;
      // Answered as if absent: a private photo's key tells a stranger nothing, not even that it exists.
      if (isReturnPhotoKey(file) || isShippingLabelKey(file)) throw noSuchFile();
      const bytes = crop === 'square' ? await squares.read(file, w ?? SQUARE_DEFAULT_WIDTH) : w === undefined ? await store.read(file) : await renditions.read(file, w);
      if (!bytes) throw noSuchFile();
      const type = sniffContentType(bytes);
      // Only the types we serve by content; anything else is never rendered by the browser.
      if (!type) throw noSuchFile();
      reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('etag', `"${file}${crop === 'square' ? `@s${w ?? SQUARE_DEFAULT_WIDTH}` : w === undefined ? '' : `@${w}`}"`)
        .header('accept-ranges', 'bytes');
      const range = requestedRange(request.headers.range, bytes.length);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${bytes.length}`);
        throw new DomainError('RANGE_NOT_SATISFIABLE', `The file is ${bytes.length} bytes long; the range asked for starts past its end.`);
      }
      if (range === 'whole') return reply.send(bytes);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
        .send(bytes.subarray(range.start, range.end + 1));
    },
    getReturnPhoto: sessionHandler(async (request, reply) => {
      const { file } = request.params;
      const { w } = request.query;
      // Someone else's photo is not found, like a key that was never handed out.
      if (!(await mayViewReturnPhoto(db, request.user, file))) throw noSuchFile();
      const bytes = w === undefined ? await store.read(file) : await renditions.read(file, w);
      if (!bytes || sniffContentType(bytes) !== 'image/webp') throw noSuchFile();
      return reply.header('content-type', 'image/webp').header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(bytes);
    }),
  } satisfies Partial<Handlers>;
}
