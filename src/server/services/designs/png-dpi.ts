import { pngChunk } from '../../../shared/png-itxt';

const SIGNATURE_LENGTH = 8;
const INCHES_PER_METRE = 1 / 0.0254;

/** Pixels per metre for a resolution in DPI, as PNG's pHYs chunk stores it (300 DPI: 11811). */
export function dpiToPixelsPerMetre(dpi: number): number {
  return Math.round(dpi * INCHES_PER_METRE);
}

/**
 * The PNG with its physical resolution set (a pHYs chunk in metres, right after IHDR, any
 * earlier one dropped): print software reads an untagged PNG as 72 DPI and would lay a
 * 3600 x 4800 px print file out 50 in wide. The pixels are not touched.
 */
export function withPngDpi(png: Buffer, dpi: number): Buffer {
  const ppm = dpiToPixelsPerMetre(dpi);
  const data = Buffer.alloc(9);
  data.writeUInt32BE(ppm, 0);
  data.writeUInt32BE(ppm, 4);
  data.writeUInt8(1, 8); // unit: the metre
  const parts: Uint8Array[] = [png.subarray(0, SIGNATURE_LENGTH)];
  let offset = SIGNATURE_LENGTH;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (type !== 'pHYs') parts.push(png.subarray(offset, end));
    if (type === 'IHDR') parts.push(pngChunk('pHYs', data));
    offset = end;
  }
  return Buffer.concat(parts);
}

/** A PNG's pHYs resolution as (x, y, unit) or null: what a print shop's software reads. */
export function readPngPhys(png: Buffer): { x: number; y: number; unit: number } | null {
  let offset = SIGNATURE_LENGTH;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    if (png.toString('latin1', offset + 4, offset + 8) === 'pHYs') {
      return { x: png.readUInt32BE(offset + 8), y: png.readUInt32BE(offset + 12), unit: png.readUInt8(offset + 16) };
    }
    offset += 12 + length;
  }
  return null;
}
