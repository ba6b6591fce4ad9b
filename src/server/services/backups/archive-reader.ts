import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BLOCK, headerChecksum } from './archive-writer';

/** The archive cannot be read as written: damaged, cut short, or not a backup at all. */
export class ArchiveDamaged extends Error {
  override name = 'ArchiveDamaged';
}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** The entry's bytes; read it before asking for the next entry (what is left unread is skipped). */
  body: AsyncIterable<Buffer>;
}

/**
 * The files of an archive written by archiveWriter (gzip-compressed ustar with pax names), one
 * at a time as the stream gives them. A damaged stream (gzip's CRC, a header's checksum, a cut)
 * throws ArchiveDamaged.
 */
export async function* readArchive(input: Readable): AsyncGenerator<ArchiveEntry> {
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  const bytes = new ByteReader(input.pipe(gunzip)[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
  let pax: Record<string, string> = {};
  for (;;) {
    const header = await bytes.exactly(BLOCK);
    if (header.every((byte) => byte === 0)) {
      // Read to the end, so that gzip checks its CRC over everything, tar's end blocks included.
      await bytes.toEnd();
      return;
    }
    const stored = parseOctal(header.subarray(148, 156));
    if (stored !== headerChecksum(header)) throw new ArchiveDamaged('A file header in the backup does not match its checksum.');
    const type = String.fromCharCode(header[156]!);
    const name = pax.path ?? header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const size = pax.size !== undefined ? Number(pax.size) : parseOctal(header.subarray(124, 136));
    pax = {};
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (type === 'x') {
      pax = parsePax((await bytes.exactly(size)).toString('utf8'));
      await bytes.exactly(padding);
      continue;
    }
    if (type !== '0' && type !== '\0') throw new ArchiveDamaged(`The backup holds an entry of a kind it never writes (${JSON.stringify(type)}).`);
    let left = size;
    const body = (async function* () {
      while (left > 0) {
        const chunk = await bytes.upTo(left);
        left -= chunk.length;
        yield chunk;
      }
    })();
    yield { name, size, body };
    // What the reader left unread is skipped, so the next header is where it should be.
    for await (const chunk of body) void chunk;
    await bytes.exactly(padding);
  }
}

function parseOctal(field: Buffer): number {
  const text = field.toString('latin1').replace(/[\0 ]+$/, '').replace(/^[\0 ]+/, '');
  if (!/^[0-7]+$/.test(text)) throw new ArchiveDamaged('A file header in the backup is not readable.');
  return parseInt(text, 8);
}

function parsePax(text: string): Record<string, string> {
  const records: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\d+ ([^=]+)=(.*)$/s.exec(line);
    if (match) records[match[1]!] = match[2]!;
  }
  return records;
}

/** Exact reads from a stream of chunks of any size. */
class ByteReader {
  private chunks: Buffer[] = [];
  private length = 0;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(wanted: number): Promise<void> {
    while (this.length < wanted) {
      let next: IteratorResult<Buffer>;
      try {
        next = await this.source.next();
      } catch (error) {
        throw new ArchiveDamaged(`The backup is damaged (${error instanceof Error ? error.message : String(error)}).`);
      }
      if (next.done) throw new ArchiveDamaged('The backup is cut short.');
      this.chunks.push(next.value);
      this.length += next.value.length;
    }
  }

  async exactly(count: number): Promise<Buffer> {
    if (count === 0) return Buffer.alloc(0);
    await this.fill(count);
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const rest = all.subarray(count);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return all.subarray(0, count);
  }

  async toEnd(): Promise<void> {
    try {
      while (!(await this.source.next()).done);
    } catch (error) {
      throw new ArchiveDamaged(`The backup is damaged (${error instanceof Error ? error.message : String(error)}).`);
    }
  }

  /** Between 1 and `most` bytes: what the next chunk holds. */
  async upTo(most: number): Promise<Buffer> {
    await this.fill(1);
    const first = this.chunks[0]!;
    if (first.length <= most) {
      this.chunks.shift();
      this.length -= first.length;
      return first;
    }
    this.chunks[0] = first.subarray(most);
    this.length -= most;
    return first.subarray(0, most);
  }
}
