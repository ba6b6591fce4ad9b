import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPngText, writePngText } from '../../shared/png-itxt';
import { sampleDesign } from '../test-support/fixtures';
import type { Design, ImageLayer } from './design';
import { DESIGN_PNG_KEYWORD, DESIGN_PNG_MESSAGES, MAX_CARRIED_IMAGE_BYTES, readDesignFromPng, writeDesignIntoPng } from './design-png';

async function picture(width = 64, height = 64): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 4, background: '#c0392b' } }).png().toBuffer());
}

const upload: ImageLayer = { id: 'image-3', kind: 'image', src: 'upload-0b0e5a39-2f7e-4d55-9c34-1d5f3c2a9e10.png', x: 200, y: 900, width: 400, height: 400, rotation: 0, naturalWidth: 800, naturalHeight: 800 };

function withUpload(design: Design): Design {
  return { ...design, sides: { ...design.sides, back: [upload] } };
}

describe('the design inside a PNG (iTXt, compressed)', () => {
  it('round-trips: the same design comes back, and the picture is unchanged', async () => {
    const png = await picture();
    const design = sampleDesign();
    const written = await writeDesignIntoPng(png, design);
    expect(await readDesignFromPng(written)).toEqual({ kind: 'design', design, images: {} });
    // The pixels are those of the original: sharp decodes both to the same raw bytes.
    const [before, after] = await Promise.all([sharp(png).raw().toBuffer(), sharp(written).raw().toBuffer()]);
    expect(after.equals(before)).toBe(true);
    // The chunk is compressed: the design's JSON is not readable in the file's bytes.
    expect(Buffer.from(written).includes('"garment"')).toBe(false);
    expect(Buffer.from(written).includes(DESIGN_PNG_KEYWORD)).toBe(true);
  });

  it('a PNG re-encoded by another tool (sharp drops unknown chunks) opens as a picture', async () => {
    const written = await writeDesignIntoPng(await picture(), sampleDesign());
    const resaved = new Uint8Array(await sharp(written).png({ compressionLevel: 9 }).toBuffer());
    expect(await readDesignFromPng(resaved)).toEqual({ kind: 'picture' });
    expect(await readDesignFromPng(await picture())).toEqual({ kind: 'picture' });
  });

  it('writing twice keeps one design chunk, the newer', async () => {
    const first = await writeDesignIntoPng(await picture(), sampleDesign());
    const other: Design = { ...sampleDesign(), color: 'white' };
    const second = await writeDesignIntoPng(first, other);
    expect(await readDesignFromPng(second)).toEqual({ kind: 'design', design: other, images: {} });
    expect(Buffer.from(second).toString('latin1').split(DESIGN_PNG_KEYWORD).length - 1).toBe(1);
  });

  it('an older design version inside is migrated like a saved one; an invalid one is refused in words', async () => {
    const png = await picture();
    const v2 = { ...sampleDesign(), version: 2 };
    const migrated = await readDesignFromPng(await writePngText(png, DESIGN_PNG_KEYWORD, JSON.stringify({ format: 1, design: v2, images: {} })));
    expect(migrated).toEqual({ kind: 'design', design: sampleDesign(), images: {} });
    const bad = await readDesignFromPng(await writePngText(png, DESIGN_PNG_KEYWORD, JSON.stringify({ format: 1, design: { ...sampleDesign(), garment: 'saree' } })));
    expect(bad).toMatchObject({ kind: 'refused', message: DESIGN_PNG_MESSAGES.invalid });
    const notJson = await readDesignFromPng(await writePngText(png, DESIGN_PNG_KEYWORD, '{"format":1,'));
    expect(notJson).toMatchObject({ kind: 'refused', message: DESIGN_PNG_MESSAGES.unreadable });
  });

  it('a zip bomb is refused once it inflates past the cap, not inflated whole', async () => {
    const png = await picture();
    // 16 MB of spaces deflate to ~16 KB; the reader stops at its 1 MB cap.
    const bomb = deflateSync(Buffer.alloc(16 * 1024 * 1024, 0x20), { level: 9 });
    const keyword = Buffer.from(DESIGN_PNG_KEYWORD, 'latin1');
    const data = Buffer.concat([keyword, Buffer.from([0, 1, 0, 0, 0]), bomb]);
    const withBomb = spliceChunk(png, 'iTXt', data);
    await expect(readPngText(withBomb, DESIGN_PNG_KEYWORD, 1024 * 1024)).rejects.toThrow(/inflates past/);
    expect(await readDesignFromPng(withBomb)).toMatchObject({ kind: 'refused', message: DESIGN_PNG_MESSAGES.unreadable });
  });

  it('a damaged chunk (CRC) or a file that is not a PNG is refused, never thrown at the studio', async () => {
    const written = Buffer.from(await writeDesignIntoPng(await picture(), sampleDesign()));
    const at = written.indexOf(DESIGN_PNG_KEYWORD) + DESIGN_PNG_KEYWORD.length + 20;
    written[at] = written[at]! ^ 0xff;
    expect(await readDesignFromPng(written)).toMatchObject({ kind: 'refused', problems: [expect.stringMatching(/CRC/)] });
    expect(await readDesignFromPng(new TextEncoder().encode('GIF89a not a png'))).toMatchObject({ kind: 'refused' });
  });

  it('carries the pictures of image layers within the caps, and only those', async () => {
    const design = withUpload(sampleDesign());
    const bytes = await picture(32, 32);
    const huge = new Uint8Array(MAX_CARRIED_IMAGE_BYTES + 1);
    const written = await writeDesignIntoPng(await picture(), design, { [upload.src]: bytes, 'graphics/star.png': bytes });
    expect(await readDesignFromPng(written)).toEqual({ kind: 'design', design, images: { [upload.src]: bytes } });
    const over = await writeDesignIntoPng(await picture(), design, { [upload.src]: huge });
    expect(await readDesignFromPng(over)).toEqual({ kind: 'design', design, images: {} });
    // A hand-made chunk naming pictures the design does not draw: they are dropped on reading.
    const forged = await writePngText(await picture(), DESIGN_PNG_KEYWORD, JSON.stringify({ format: 1, design, images: { 'elsewhere.png': 'AAAA' } }));
    expect(await readDesignFromPng(forged)).toEqual({ kind: 'design', design, images: {} });
  });
});

/** Puts a raw chunk just before IEND (for hand-made, hostile files). */
function spliceChunk(png: Uint8Array, type: string, data: Buffer): Uint8Array {
  const buffer = Buffer.from(png);
  const iend = buffer.length - 12;
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([buffer.subarray(0, iend), head, data, crc, buffer.subarray(iend)]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
