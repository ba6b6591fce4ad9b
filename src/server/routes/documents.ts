import type { DocumentStore } from '../adapters/storage/store';
import { DomainError } from '../errors';
import { sniffContentType } from '../services/documents/sniff';
import type { Handlers, PathOf } from './handler';

/** Stored files. Keys are content-addressed or unique, so a key's bytes never change: cache for a year. */
export function documentHandlers({ store }: { store: DocumentStore }): Handlers {
  return {
    async getDocument(request, reply) {
      const { file } = request.params as PathOf<'getDocument'>;
      const bytes = await store.read(file);
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
        .header('etag', `"${file}"`)
        .send(bytes);
    },
  };
}
