import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { DomainError } from '../../errors';

/**
 * A gzip-compressed tar (POSIX ustar, with a pax header for a name past 100 bytes), written as a
 * stream: `tar -tzf` lists a backup, and nothing needs to be held whole in memory. Written by
 * hand because the kept tar libraries are only dev dependencies here and a production install
 * lacks them; the format's few rules are in this file and archive-reader.ts.
 */

export const BLOCK = 512;
/** The largest size ustar's 11 octal digits hold; a larger one goes in a pax record. */
const USTAR_MAX_SIZE = 0o77777777777;

export interface ArchiveWriter {
  /** Adds one file; `body` must give exactly `size` bytes. Resolves to their SHA-256 (hex). */
  add(name: string, size: number, body: Buffer | AsyncIterable<Buffer | Uint8Array>): Promise<string>;
  /** Writes tar's end (two empty blocks), ends the gzip stream and waits until `out` has it all. */
  finish(): Promise<void>;
}

export function archiveWriter(out: Writable, mtime: Date = new Date()): ArchiveWriter {
  const gzip = createGzip();
  gzip.pipe(out);
  let failure: Error | null = null;
  const fail = (error: Error) => (failure ??= error);
  gzip.on('error', fail);
  out.on('error', fail);

  async function write(chunk: Buffer): Promise<void> {
    if (failure) throw failure;
    if (!gzip.write(chunk)) {
      // Woken by the drain or by a failure (kept in `failure` by the listeners above).
      await new Promise<void>((resolve) => {
        const wake = () => {
          gzip.off('drain', wake).off('error', wake);
          out.off('error', wake);
          resolve();
        };
        gzip.on('drain', wake).on('error', wake);
        out.on('error', wake);
      });
    }
    if (failure) throw failure;
  }

  async function writeEntry(name: string, size: number, type: '0' | 'x', body: Buffer | AsyncIterable<Buffer | Uint8Array>): Promise<string> {
    const hash = createHash('sha256');
    await write(ustarHeader(name, size, type, mtime));
    let written = 0;
    for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      written += bytes.length;
      if (written > size) throw changedWhileCopied(name, size);
      hash.update(bytes);
      await write(bytes);
    }
    if (written !== size) throw changedWhileCopied(name, size);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding > 0) await write(Buffer.alloc(padding));
    return hash.digest('hex');
  }

  return {
    async add(name, size, body) {
      const records: string[] = [];
      if (Buffer.byteLength(name) > 100) records.push(paxRecord('path', name));
      if (size > USTAR_MAX_SIZE) records.push(paxRecord('size', String(size)));
      if (records.length > 0) {
        const pax = Buffer.from(records.join(''));
        await writeEntry(`PaxHeader/${name.slice(-80)}`, pax.length, 'x', pax);
      }
      return writeEntry(name.slice(0, 100), size, '0', body);
    },
    async finish() {
      await write(Buffer.alloc(BLOCK * 2));
      gzip.end();
      await Promise.race([once(out, 'finish'), once(out, 'error').then(([error]) => Promise.reject(error as Error))]);
      if (failure) throw failure;
    },
  };
}

/** A file that grew or shrank while it was copied (replaced meanwhile): tar's size is written before its bytes. */
function changedWhileCopied(name: string, size: number): DomainError {
  return new DomainError('CONFLICT', `${name} changed while it was copied (it was ${size} bytes); run the backup again.`);
}

/** A pax record: "<length> <key>=<value>\n", where the length counts itself. */
function paxRecord(key: string, value: string): string {
  const rest = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(rest) + 1;
  while (String(length).length + Buffer.byteLength(rest) !== length) length += 1;
  return `${length}${rest}`;
}

function ustarHeader(name: string, size: number, type: '0' | 'x', mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(Math.min(size, USTAR_MAX_SIZE), 12), 124);
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  header.write(type, 156);
  header.write('ustar\u000000', 257, 'latin1');
  header.write(octal(headerChecksum(header), 8), 148);
  return header;
}

/** A number as tar writes it: zero-padded octal digits then a NUL, filling the field. */
function octal(value: number, field: number): string {
  return `${value.toString(8).padStart(field - 1, '0')}\u0000`;
}

/** The sum of the header's bytes with its checksum field counted as eight spaces. */
export function headerChecksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
}
