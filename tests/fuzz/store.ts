import { readdir } from 'node:fs/promises';
import type { DocumentStore } from '../../src/server/adapters/storage/store';

/**
 * A document store whose writes go to an empty folder of the test's own while reads fall
 * back to the seeded catalogue's files: the fuzzer can then see every file a request left.
 */
export function overlayStore(own: DocumentStore, seeded: DocumentStore): DocumentStore {
  return {
    put: (key, body) => own.put(key, body),
    open: async (key) => (await own.open(key)) ?? seeded.open(key),
    read: async (key) => (await own.read(key)) ?? seeded.read(key),
    delete: (key) => own.delete(key),
    async *list() {
      const seen = new Set<string>();
      for await (const key of own.list()) if (!seen.has(key) && seen.add(key)) yield key;
      for await (const key of seeded.list()) if (!seen.has(key) && seen.add(key)) yield key;
    },
  };
}

/** The files in a folder, without the disk store's temporary names. */
export async function filesIn(folder: string): Promise<string[]> {
  return (await readdir(folder).catch(() => [] as string[])).filter((name) => !name.startsWith('.')).sort();
}
