import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fabricShade, luminance } from '../../../engine/kernels/fabric-shade';
import type { Design } from '../../../engine/model/design';
import { drawPreview, PREVIEW_PIXELS } from './preview';
import { drawPrintFile } from './print-file';

/** A 1000 px garment photo of one colour with a fold: a band half as light across the chest (photo rows 400 to 440). */
async function photoWithFold(hex: string, fold: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><rect width="1000" height="1000" fill="${hex}"/><rect y="400" width="1000" height="40" fill="${fold}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const WHITE_BLOCK = 'graphics/white.png';
const whiteBlock = () => sharp({ create: { width: 64, height: 64, channels: 4, background: '#ffffff' } }).png().toBuffer();

/** A tee front covered edge to edge with a white print (the tee's print area is 1200 x 1600 units). */
const whiteAllOver = (color: string): Design => ({
  version: 3,
  garment: 'tshirt',
  color,
  size: 'M',
  sides: { front: [{ id: 'g-1', kind: 'graphic', src: WHITE_BLOCK, x: 0, y: 0, width: 1200, height: 1600, rotation: 0 }], back: [] },
});

async function pixelsOf(webp: Buffer) {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => Array.from(data.subarray((Math.round(y * PREVIEW_PIXELS) * info.width + Math.round(x * PREVIEW_PIXELS)) * 3, (Math.round(y * PREVIEW_PIXELS) * info.width + Math.round(x * PREVIEW_PIXELS)) * 3 + 3));
}

const grey = (hex: string) => luminance(Number.parseInt(hex.slice(1, 3), 16), Number.parseInt(hex.slice(3, 5), 16), Number.parseInt(hex.slice(5, 7), 16));

describe('the server preview shows the print with the fabric light and shade', () => {
  it('a white print on a white tee shows its fold, multiplied by the fold shade; the flat fabric leaves it white', async () => {
    const [photo, white] = await Promise.all([photoWithFold('#f6f5f1', '#7b7a78'), whiteBlock()]);
    const preview = await drawPreview(whiteAllOver('White'), 'front', photo, { [WHITE_BLOCK]: white });
    if (!preview) throw new Error('no preview');
    const at = await pixelsOf(preview);
    const flat = at(0.5, 0.3);
    const fold = at(0.5, 0.42);
    for (const channel of flat) expect(channel).toBeGreaterThanOrEqual(250);
    // Mid-fabric is the flat white (most of the print area): the fold's shade is their ratio.
    const expected = 255 * fabricShade(grey('#7b7a78'), grey('#f6f5f1'));
    for (const channel of fold) expect(Math.abs(channel - expected)).toBeLessThanOrEqual(8);
    // Off the print area the photo is drawn as it is, not shaded twice: the fold there is the photo's own grey.
    const [r] = at(0.1, 0.42);
    expect(Math.abs(r! - 0x7b)).toBeLessThanOrEqual(6);
  }, 60_000);

  it('a white print on a black tee keeps the fabric texture: mid-fabric shows the print as it is, the fold darkens it', async () => {
    const [photo, white] = await Promise.all([photoWithFold('#202022', '#101011'), whiteBlock()]);
    const preview = await drawPreview(whiteAllOver('Black'), 'front', photo, { [WHITE_BLOCK]: white });
    if (!preview) throw new Error('no preview');
    const at = await pixelsOf(preview);
    expect(Math.min(...at(0.5, 0.3))).toBeGreaterThanOrEqual(250);
    const fold = at(0.5, 0.42);
    for (const channel of fold) expect(Math.abs(channel - 255 * fabricShade(grey('#101011'), grey('#202022')))).toBeLessThanOrEqual(8);
  }, 60_000);
});

describe('the print file for production is not shaded', () => {
  // A white graphic and white text: unshaded, every inked pixel of the print file is pure white
  // (its edges only less opaque), whatever the garment photo's folds. A byte-for-byte hash of the
  // file was tried first and broke on the next encoder change (the print file's PNG is sharp's now).
  it('draws every inked pixel of a white print pure white, with no fabric shade in it', async () => {
    const design: Design = {
      ...whiteAllOver('White'),
      sides: {
        front: [
          { id: 'g-1', kind: 'graphic', src: WHITE_BLOCK, x: 100, y: 300, width: 400, height: 400, rotation: 15 },
          { id: 'text-1', kind: 'text', content: 'NAMASTE BHOPAL', color: '#ffffff', fontSize: 60, fontWeight: 'bold', fontStyle: 'normal', x: 0, y: 100, rotation: 0, width: 1200 },
        ],
        back: [],
      },
    };
    const png = await drawPrintFile(design, 'front', { [WHITE_BLOCK]: await whiteBlock() });
    if (!png) throw new Error('no print file');
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    let inked = 0;
    let notWhite = 0;
    for (let at = 0; at < data.length; at += 4) {
      if (data[at + 3]! < 128) continue;
      inked++;
      if (data[at]! < 250 || data[at + 1]! < 250 || data[at + 2]! < 250) notWhite++;
    }
    // The graphic alone is 400 x 400 units at 3 px a unit: far more than this many.
    expect(inked).toBeGreaterThan(500_000);
    expect(notWhite).toBe(0);
  }, 60_000);
});
