import type { Readable } from 'node:stream';

/**
 * Where files live (product images, garment photos, graphics, videos, print files). The local
 * disk is the default; an S3-compatible store serves deployments with several app servers.
 * Keys are flat file names (see isDocumentKey); the store never sees a path from a request.
 */
export interface DocumentStore {
  put(key: string, body: Buffer): Promise<void>;
  /**
   * The file's bytes as a stream, or null when there is no such file. With a range, only those
   * bytes (inclusive, within the file: a range past its end throws a RangeError); `size` is
   * always the whole file's.
   */
  open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null>;
  /** Reads a whole file; null when it does not exist. */
  read(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every stored file's key, in no set order (the backup copies them all). */
  list(): AsyncIterable<string>;
}

/** Bytes start..end of a file, both inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

const DOCUMENT_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.[a-z0-9]{2,5}$/;

/** A key is one safe file name: no separators, no dot-dot, no hidden files. */
export function isDocumentKey(key: string): boolean {
  return DOCUMENT_KEY.test(key);
}
