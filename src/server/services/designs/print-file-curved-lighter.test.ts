import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_VERSION, type Design, type TextLayer } from '../../../engine/model/design';
import type { FontWeight } from '../../../engine/model/text-options';
import { syntheticLighterUnits } from '../../../engine/kernels/synthetic-lighter';
import { TEXT_FONT_FAMILIES, type FontFamilyId } from '../../../shared/text-font-families';
import { drawPrintFile, PRINT_PIXELS_PER_UNIT } from './print-file';

/**
 * Issue 22: a curved text in 'lighter' is thinned in the print file as a straight one is, in
 * every family that has no light cut (synthetic-lighter.ts). One print file holds a row per such
 * family, each a curved text in 'normal' and the same in 'lighter' side by side, compared by
 * their ink (alpha) at print resolution. The browser draws them from the same node attributes;
 * print parity (tests/e2e/print-parity.spec.ts, fixture "curved text in 'lighter'") compares the two.
 */
const SYNTHESISED = TEXT_FONT_FAMILIES.filter((family) => syntheticLighterUnits({ fontWeight: 'lighter', fontFamily: family.id, fontSize: 20 }) > 0).map((family) => family.id);
const CELL = { width: 560, height: 210 };
const WEIGHTS: readonly FontWeight[] = ['normal', 'lighter'];

function curvedRows(): Design {
  const front = SYNTHESISED.flatMap((family, row) =>
    WEIGHTS.map(
      (fontWeight, column): TextLayer => ({
        id: `${family}-${fontWeight}`,
        kind: 'text',
        content: 'Hamburgefonts',
        color: '#000000',
        fontSize: 26,
        fontWeight,
        fontStyle: 'normal',
        fontFamily: family as FontFamilyId,
        curve: 60,
        x: 20 + column * CELL.width,
        y: 20 + row * CELL.height,
        rotation: 0,
        width: CELL.width - 60,
      }),
    ),
  );
  return { version: DESIGN_VERSION, garment: 'tshirt', color: 'White', size: 'M', sides: { front, back: [] } };
}

/** A cell's alpha, row by row, at print resolution (the cell's whole box: a curve's letters lie within it). */
function cell({ data, width }: { data: Buffer; width: number }, row: number, column: number): Buffer {
  const px = PRINT_PIXELS_PER_UNIT;
  const [x0, y0] = [Math.round(column * CELL.width * px), Math.round(row * CELL.height * px)];
  const rows: Buffer[] = [];
  for (let y = y0; y < y0 + CELL.height * px; y++) rows.push(data.subarray(y * width + x0, y * width + x0 + CELL.width * px));
  return Buffer.concat(rows);
}

const ink = (alpha: Buffer) => alpha.reduce((sum, value) => sum + value, 0);

describe("curved text in 'lighter' is thinned in the print file", () => {
  let alpha: { data: Buffer; width: number };
  beforeAll(async () => {
    const png = await drawPrintFile(curvedRows(), 'front', {});
    if (!png) throw new Error('no print file');
    const { data, info } = await sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
    alpha = { data, width: info.width };
  }, 120_000);

  it('the six families without a light cut are the ones thinned', () => {
    expect([...SYNTHESISED].sort()).toEqual(['anton', 'baloo-2', 'bebas-neue', 'dancing-script', 'pacifico', 'playfair-display']);
  });

  it('lighter takes ink off the letters, inside their shape: thinned, not moved or redrawn elsewhere', () => {
    SYNTHESISED.forEach((family, row) => {
      const normal = cell(alpha, row, 0);
      const lighter = cell(alpha, row, 1);
      expect(ink(normal), `${family} normal`).toBeGreaterThan(0);
      // Straight text thinned loses 13-34 % of its ink (print-file-fonts.test.ts); a curve the same.
      expect(ink(lighter), `${family} curved lighter`).toBeLessThan(ink(normal) * 0.95);
      expect(ink(lighter), `${family} curved lighter`).toBeGreaterThan(ink(normal) * 0.4);
      // Where lighter has ink that normal lacks (beyond anti-aliasing), the letters moved.
      let outside = 0;
      for (let i = 0; i < lighter.length; i++) if (lighter[i]! > normal[i]! + 64) outside += lighter[i]!;
      expect(outside / ink(lighter), `${family}: lighter's ink outside normal's letters`).toBeLessThan(0.01);
    });
  });
});
