import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/**
 * The code points a WOFF 1.0 font maps to glyphs (its cmap table), read with zlib alone.
 * Used to build the print fonts' coverage from the very files the server draws with.
 */
export function woffCodePoints(file: string): Set<number> {
  const woff = readFileSync(file);
  // eslint-disable-next-line no-restricted-syntax -- a broken bundled font at start-up, never a request's failure
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new TypeError(`${file} is not a WOFF 1.0 font`);
  const tables = woff.readUInt16BE(12);
  for (let i = 0; i < tables; i++) {
    const entry = 44 + i * 20;
    if (woff.toString('latin1', entry, entry + 4) !== 'cmap') continue;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return cmapCodePoints(compressed < length ? inflateSync(raw) : raw);
  }
  // eslint-disable-next-line no-restricted-syntax -- a broken bundled font at start-up, never a request's failure
  throw new TypeError(`${file} has no cmap table`);
}

/** Code points of the best Unicode subtable: format 12 (full range) when there, else format 4. */
function cmapCodePoints(cmap: Buffer): Set<number> {
  const count = cmap.readUInt16BE(2);
  let format4: number | null = null;
  for (let i = 0; i < count; i++) {
    const record = 4 + i * 8;
    const platform = cmap.readUInt16BE(record);
    const encoding = cmap.readUInt16BE(record + 2);
    const offset = cmap.readUInt32BE(record + 4);
    const format = cmap.readUInt16BE(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12) return format12(cmap, offset);
    if (format === 4) format4 ??= offset;
  }
  // eslint-disable-next-line no-restricted-syntax -- a broken bundled font at start-up, never a request's failure
  if (format4 === null) throw new TypeError('no Unicode cmap subtable');
  return format4CodePoints(cmap, format4);
}

function format12(cmap: Buffer, at: number): Set<number> {
  const points = new Set<number>();
  const groups = cmap.readUInt32BE(at + 12);
  for (let g = 0; g < groups; g++) {
    const group = at + 16 + g * 12;
    const start = cmap.readUInt32BE(group);
    const end = cmap.readUInt32BE(group + 4);
    const glyph = cmap.readUInt32BE(group + 8);
    for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) points.add(c);
  }
  return points;
}

function format4CodePoints(cmap: Buffer, at: number): Set<number> {
  const points = new Set<number>();
  const segments = cmap.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = cmap.readUInt16BE(ends + s * 2);
    const start = cmap.readUInt16BE(starts + s * 2);
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const index = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
        glyph = index === 0 ? 0 : (index + delta) & 0xffff;
      }
      if (glyph !== 0) points.add(c);
    }
  }
  return points;
}
