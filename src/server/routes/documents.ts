import type { DocumentStore } from '../adapters/storage/store';
import { DomainError } from '../errors';
import { createRenditions } from '../services/documents/renditions';
import { sniffContentType } from '../services/documents/sniff';
import type { ImageWidth } from '../../shared/image-widths';
import type { Handlers, PathOf } from './handler';

/** Stored files. Keys are content-addressed or unique, so a key's bytes never change: cache for a year. */
export function documentHandlers({ store }: { store: DocumentStore }): Handlers {
  const renditions = createRenditions(store);
  return {
    async getDocument(request, reply) {
      const { file } = request.params as PathOf<'getDocument'>;
      // Optional, so not QueryOf's Required<> view; the contract has already checked it is a listed width.
      const { w } = request.query as { w?: ImageWidth };
      const bytes = w === undefined ? await store.read(file) : await renditions.read(file, w);
      if (!bytes) throw new DomainError('NOT_FOUND', 'No such file.');
      const type = sniffContentType(bytes);
      if (!type) {
        // Only the types we serve by content; anything else is never rendered by the browser.
        throw new DomainError('NOT_FOUND', 'No such file.');
      }
      return reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('etag', `"${file}${w === undefined ? '' : `@${w}`}"`)
        .send(bytes);
    },
  };
}
