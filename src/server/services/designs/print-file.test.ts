import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Design } from '../../../engine/model/design';
import { drawPrintFile } from './print-file';

/** Each pHYs chunk of a PNG as (x, y, unit): the resolution a print shop's software reads. */
function pngPhysChunks(png: Buffer): { x: number; y: number; unit: number }[] {
  const found = [];
  for (let offset = 8; offset + 8 <= png.length; offset += 12 + png.readUInt32BE(offset)) {
    if (png.toString('latin1', offset + 4, offset + 8) === 'pHYs') found.push({ x: png.readUInt32BE(offset + 8), y: png.readUInt32BE(offset + 12), unit: png.readUInt8(offset + 16) });
  }
  return found;
}

describe('print files carry their 300 DPI', () => {
  it('a drawn print file is a 3600 x 4800 PNG whose pHYs chunk reads 300 DPI', async () => {
    const design: Design = {
      version: 3,
      garment: 'tshirt',
      color: 'Black',
      size: 'M',
      sides: {
        front: [{ id: 'text-1', kind: 'text', content: 'CHAI PE CHARCHA', color: '#ffffff', fontSize: 60, fontWeight: 'bold', fontStyle: 'normal', x: 0, y: 100, rotation: 0, width: 1200 }],
        back: [],
      },
    };
    const png = await drawPrintFile(design, 'front', {});
    if (!png) throw new Error('no print file');
    // 300 DPI is 11811 pixels per metre (unit 1), in one chunk.
    expect(pngPhysChunks(png)).toEqual([{ x: 11811, y: 11811, unit: 1 }]);
    // A PNG reader agrees: the file is whole and says 300 DPI.
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 3600, height: 4800, density: 300 });
    // Encoding 17 megapixels takes seconds on a busy 2-core machine.
  }, 60_000);

  it('a tinted one-ink graphic prints in its ink, with its shape; the same graphic untinted keeps its colour', async () => {
    // A red disc on a transparent ground, placed twice: once tinted royal blue, once as it is.
    const disc = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="40" fill="#c8102e"/></svg>')).png().toBuffer();
    const graphic = { kind: 'graphic' as const, src: 'graphics/disc.png', y: 100, width: 300, height: 300, rotation: 0 };
    const design: Design = {
      version: 3,
      garment: 'tshirt',
      color: 'Black',
      size: 'M',
      sides: { front: [{ ...graphic, id: 'g-1', x: 100, tint: '#003da5' }, { ...graphic, id: 'g-2', x: 600 }], back: [] },
    };
    const png = await drawPrintFile(design, 'front', { 'graphics/disc.png': disc });
    if (!png) throw new Error('no print file');
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const at = (units: { x: number; y: number }) => {
      const offset = (Math.round(units.y * 3) * info.width + Math.round(units.x * 3)) * info.channels;
      return Array.from(data.subarray(offset, offset + 4));
    };
    expect(at({ x: 250, y: 250 })).toEqual([0, 61, 165, 255]);
    expect(at({ x: 750, y: 250 })).toEqual([200, 16, 46, 255]);
    // Outside the disc, inside its box: transparent in both.
    expect(at({ x: 110, y: 110 })[3]).toBe(0);
    expect(at({ x: 610, y: 110 })[3]).toBe(0);
  }, 60_000);
});
