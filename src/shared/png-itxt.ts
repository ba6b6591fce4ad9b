/**
 * PNG iTXt chunks (PNG specification, 11.3.4.5), compressed, written and read without a
 * library: the browser writes one into 'Download preview' and reads it back when a PNG is
 * opened in the studio; the tests and the server use the same code. Compression is zlib
 * ('deflate' in the Compression Streams API, which Node 18+ and every current browser have).
 *
 * A PNG is untrusted input: chunk lengths are checked against the file, CRCs are checked, and
 * decompression stops once it passes `maxTextBytes` (a small file can inflate enormously).
 */

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

/** The largest inflated text readPngText accepts unless told otherwise. */
export const DEFAULT_MAX_TEXT_BYTES = 8 * 1024 * 1024;

export class PngTextError extends Error {
  override name = 'PngTextError';
}

let crcTable: Uint32Array | null = null;

function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Whether the bytes start with the PNG signature. */
export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && SIGNATURE.every((value, index) => bytes[index] === value);
}

interface Chunk {
  type: string;
  /** Offset of the chunk's length field. */
  start: number;
  /** Offset just past its CRC. */
  end: number;
  data: Uint8Array;
}

function* chunksOf(png: Uint8Array): Generator<Chunk> {
  if (!isPng(png)) throw new PngTextError('not a PNG file');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let offset = 8;
  while (offset + 12 <= png.length) {
    const length = view.getUint32(offset);
    const end = offset + 12 + length;
    if (end > png.length) throw new PngTextError('a PNG chunk runs past the end of the file');
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    yield { type, start: offset, end, data: png.subarray(offset + 8, offset + 8 + length) };
    if (type === 'IEND') return;
    offset = end;
  }
}

/** One PNG chunk: length, four-letter type, data and the CRC over type and data. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function pipeThrough(bytes: Uint8Array, transform: CompressionStream | DecompressionStream, maxBytes = Number.POSITIVE_INFINITY): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(transform).getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new PngTextError(`the text inflates past ${maxBytes} bytes`);
    }
    parts.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function inflate(body: Uint8Array, maxBytes: number): Promise<Uint8Array> {
  try {
    return await pipeThrough(body, new DecompressionStream('deflate'), maxBytes);
  } catch (error) {
    if (error instanceof PngTextError) throw error;
    throw new PngTextError('the compressed text is damaged');
  }
}

function checkKeyword(keyword: string): Uint8Array {
  // Latin-1 printable, 1-79 bytes, no leading, trailing or double spaces (11.3.4.2).
  if (!/^[\x21-\x7e](?:[\x21-\x7e]| (?! ))*[\x21-\x7e]?$/.test(keyword) || keyword.length > 79) throw new PngTextError(`bad iTXt keyword '${keyword}'`);
  return new TextEncoder().encode(keyword);
}

/**
 * The PNG with `text` in a compressed iTXt chunk under `keyword`, placed just before IEND; any
 * earlier iTXt of that keyword is dropped. The pixels and the other chunks are untouched.
 */
export async function writePngText(png: Uint8Array, keyword: string, text: string): Promise<Uint8Array> {
  const key = checkKeyword(keyword);
  const compressed = await pipeThrough(new TextEncoder().encode(text), new CompressionStream('deflate'));
  // keyword \0, compression flag 1, method 0, empty language \0, empty translated keyword \0, text
  const data = new Uint8Array(key.length + 5 + compressed.length);
  data.set(key, 0);
  data.set([0, 1, 0, 0, 0], key.length);
  data.set(compressed, key.length + 5);
  const kept: Uint8Array[] = [];
  let iend: Uint8Array | null = null;
  for (const chunk of chunksOf(png)) {
    const bytes = png.subarray(chunk.start, chunk.end);
    if (chunk.type === 'IEND') iend = bytes;
    else if (!(chunk.type === 'iTXt' && keywordOf(chunk.data) === keyword)) kept.push(bytes);
  }
  if (!iend) throw new PngTextError('the PNG has no IEND chunk');
  const parts = [png.subarray(0, 8), ...kept, pngChunk('iTXt', data), iend];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function keywordOf(data: Uint8Array): string {
  const end = data.indexOf(0);
  return end < 0 ? '' : String.fromCharCode(...data.subarray(0, end));
}

/**
 * The text of the iTXt chunk under `keyword` (compressed or not), or null when the PNG has
 * none. Throws PngTextError for a file that is not a PNG, a chunk whose CRC is wrong, or text
 * that is malformed or inflates past `maxTextBytes`.
 */
export async function readPngText(png: Uint8Array, keyword: string, maxTextBytes = DEFAULT_MAX_TEXT_BYTES): Promise<string | null> {
  for (const chunk of chunksOf(png)) {
    if (chunk.type !== 'iTXt' || keywordOf(chunk.data) !== keyword) continue;
    const stored = new DataView(png.buffer, png.byteOffset + chunk.end - 4, 4).getUint32(0);
    if (stored !== crc32(png.subarray(chunk.start + 4, chunk.end - 4))) throw new PngTextError('the design chunk is damaged (CRC mismatch)');
    const data = chunk.data;
    let at = keyword.length + 1;
    const compressed = data[at] === 1;
    if (data[at + 1] !== 0) throw new PngTextError('unknown iTXt compression method');
    at += 2;
    for (let nul = 0; nul < 2; nul++) {
      const end = data.indexOf(0, at);
      if (end < 0) throw new PngTextError('a malformed iTXt chunk');
      at = end + 1;
    }
    const body = data.subarray(at);
    if (!compressed && body.length > maxTextBytes) throw new PngTextError(`the text is over ${maxTextBytes} bytes`);
    const bytes = compressed ? await inflate(body, maxTextBytes) : body;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new PngTextError('the text is not UTF-8');
    }
  }
  return null;
}
