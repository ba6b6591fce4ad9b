import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';

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

const damaged = (error: unknown) => (error instanceof ArchiveDamaged ? error : new ArchiveDamaged(`The backup is damaged (${error instanceof Error ? error.message : String(error)}).`));

/**
 * The files of an archive written by archiveWriter, one at a time as the stream gives them
 * (tar-stream reads the tar, checking each header's checksum). A damaged stream (gzip's CRC, a
 * header, a cut) throws ArchiveDamaged; the gzip stream is read to its end, so its CRC is checked
 * over everything.
 */
export async function* readArchive(input: Readable): AsyncGenerator<ArchiveEntry> {
  const gunzip = createGunzip();
  const extract = tar.extract();
  input.on('error', (error) => gunzip.destroy(error));
  gunzip.on('error', (error) => extract.destroy(error));
  const unzipped = finished(gunzip);
  unzipped.catch(() => {});
  input.pipe(gunzip).pipe(extract);
  try {
    for await (const entry of extract) {
      if (entry.header.type !== 'file') throw new ArchiveDamaged(`The backup holds an entry of a kind it never writes (${entry.header.type}).`);
      yield { name: entry.header.name, size: entry.header.size ?? 0, body: bytesOf(entry) };
      // What the reader left unread is skipped, so the next entry starts where it should.
      entry.resume();
    }
    await unzipped;
  } catch (error) {
    throw damaged(error);
  } finally {
    extract.destroy();
  }
}

/** An entry's bytes, a damaged stream reported as ArchiveDamaged while they are read. */
async function* bytesOf(entry: AsyncIterable<unknown>): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of entry) yield chunk as Buffer;
  } catch (error) {
    throw damaged(error);
  }
}
