import { createReadStream, type Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { isDocumentKey, type DocumentStore } from './store';

/** Files in one folder on the local disk. Writes go to a temp name first so a crash never leaves half a file. */
export function diskStore(folder: string): DocumentStore {
  const resolve = (key: string) => {
    if (!isDocumentKey(key)) throw new Error(`Refusing unsafe document key: ${JSON.stringify(key)}`);
    return path.join(folder, key);
  };
  let ready: Promise<unknown> | null = null;
  const ensureFolder = () => (ready ??= mkdir(folder, { recursive: true }));

  return {
    async put(key, body) {
      await ensureFolder();
      const target = resolve(key);
      const temp = path.join(folder, `.tmp-${randomUUID()}`);
      await writeFile(temp, body);
      await rename(temp, target);
    },
    async open(key, range) {
      if (!isDocumentKey(key)) return null;
      const file = resolve(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        if (range && (range.start < 0 || range.start > range.end || range.start >= info.size)) {
          throw new RangeError(`The range ${range.start}-${range.end} is outside ${key}.`);
        }
        return { stream: createReadStream(file, range ? { start: range.start, end: Math.min(range.end, info.size - 1) } : {}), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async read(key) {
      if (!isDocumentKey(key)) return null;
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async *list() {
      let entries: Dirent[];
      try {
        entries = await readdir(folder, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      // Temporary names of writes under way are not keys, and are left out.
      for (const entry of entries) if (entry.isFile() && isDocumentKey(entry.name)) yield entry.name;
    },
  };
}
