/** What a home-video upload is, read from its bytes (never from its name or declared type). */
export type VideoCheck =
  | { ok: true; contentType: 'video/mp4' | 'video/webm'; extension: 'mp4' | 'webm' }
  | { ok: false; reason: 'not-video' | 'quicktime' | 'matroska' | 'incomplete' };

// ISO-BMFF brands that are still images (HEIF, AVIF), not videos: they share MP4's 'ftyp' box.
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis', 'avio']);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * The top-level boxes of an ISO-BMFF file (MP4): each starts with a 32-bit size and a
 * four-letter type; size 1 means a 64-bit size follows, 0 means "to the end of the file".
 * Stops at the first box that does not fit, which is how a cut-off file shows.
 */
function topLevelBoxes(bytes: Buffer): { types: string[]; complete: boolean } {
  const types: string[] = [];
  let offset = 0;
  while (offset + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(offset);
    const type = ascii(bytes, offset + 4, offset + 8);
    if (size === 1) {
      if (offset + 16 > bytes.length) return { types, complete: false };
      size = Number(bytes.readBigUInt64BE(offset + 8));
    } else if (size === 0) {
      size = bytes.length - offset;
    }
    if (size < 8 || offset + size > bytes.length) return { types, complete: false };
    types.push(type);
    offset += size;
  }
  return { types, complete: offset === bytes.length };
}

/**
 * An MP4 (ISO-BMFF with a video brand and a complete set of top-level boxes including the
 * 'moov' index) or a WebM (an EBML header whose DocType is "webm"). A QuickTime .mov or a
 * Matroska .mkv is named as such, since browsers play them unevenly.
 */
export function checkVideo(bytes: Buffer): VideoCheck {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (IMAGE_BRANDS.has(brand)) return { ok: false, reason: 'not-video' };
    if (brand === 'qt  ') return { ok: false, reason: 'quicktime' };
    const boxes = topLevelBoxes(bytes);
    if (!boxes.complete || !boxes.types.includes('moov')) return { ok: false, reason: 'incomplete' };
    return { ok: true, contentType: 'video/mp4', extension: 'mp4' };
  }
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    // The EBML header is a few dozen bytes; its DocType element (0x4282) names the flavour.
    const header = bytes.subarray(0, 64);
    const at = header.indexOf(Buffer.from([0x42, 0x82]));
    if (at < 0) return { ok: false, reason: 'not-video' };
    const docType = ascii(header, at + 3, at + 3 + (header[at + 2]! & 0x7f));
    if (docType === 'webm') return { ok: true, contentType: 'video/webm', extension: 'webm' };
    return { ok: false, reason: docType === 'matroska' ? 'matroska' : 'not-video' };
  }
  return { ok: false, reason: 'not-video' };
}
