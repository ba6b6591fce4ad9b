import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { DomainError } from '../../errors';

/**
 * A backup's container: a gzip-compressed tar (tar-stream writes it: ustar, with pax records for
 * long names), written as a stream, so nothing is held whole in memory and `tar -tzf` lists it.
 */
export interface ArchiveWriter {
  /** Adds one file; `body` must give exactly `size` bytes. Resolves to their SHA-256 (hex). */
  add(name: string, size: number, body: Buffer | AsyncIterable<Buffer | Uint8Array>): Promise<string>;
  /** Ends the archive and waits until `out` has it all. */
  finish(): Promise<void>;
}

export function archiveWriter(out: Writable, mtime: Date = new Date()): ArchiveWriter {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), out);
  // A failure of the gzip or of `out` ends any wait below at once (and is thrown by finish()).
  const failed = written.then(
    () => new Promise<never>(() => {}),
    (error: unknown) => Promise.reject(error instanceof Error ? error : new Error(String(error))),
  );
  failed.catch(() => {});

  return {
    async add(name, size, body) {
      const hash = createHash('sha256');
      const entry = pack.entry({ name, size, mtime, mode: 0o644, type: 'file' });
      const entryDone = once(entry, 'finish');
      let copied = 0;
      for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        copied += bytes.length;
        if (copied > size) throw changedWhileCopied(name, size);
        hash.update(bytes);
        if (!entry.write(bytes)) await Promise.race([once(entry, 'drain'), failed]);
      }
      if (copied !== size) throw changedWhileCopied(name, size);
      entry.end(() => {});
      await Promise.race([entryDone, failed]);
      return hash.digest('hex');
    },
    async finish() {
      pack.finalize();
      await written;
    },
  };
}

/** A file that grew or shrank while it was copied (replaced meanwhile): tar's size is written before its bytes. */
function changedWhileCopied(name: string, size: number): DomainError {
  return new DomainError('CONFLICT', `${name} changed while it was copied (it was ${size} bytes); run the backup again.`);
}
