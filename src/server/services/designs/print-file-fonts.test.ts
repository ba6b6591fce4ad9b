import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_VERSION, type Design, type TextLayer } from '../../../engine/model/design';
import type { FontStyle, FontWeight } from '../../../engine/model/text-options';
import { DEFAULT_FONT_FAMILY_ID, TEXT_FONT_FAMILIES, type FontFamilyId } from '../../../shared/text-font-families';
import { drawPrintFile, PRINT_PIXELS_PER_UNIT } from './print-file';

/**
 * Every picker family is drawn in the 300 DPI print file with its own face, in every weight and
 * style button: one print file holds a grid of cells (a row a family, a column a cut), drawn
 * once with each row's family and once all in the default face, and cells are compared by their
 * ink (the alpha channel) at print resolution.
 */
const CUTS: ReadonlyArray<{ weight: FontWeight; style: FontStyle }> = [
  { weight: 'normal', style: 'normal' },
  { weight: 'bold', style: 'normal' },
  { weight: 'normal', style: 'italic' },
  { weight: 'lighter', style: 'normal' },
];
const LATIN = 'Bhopal';
const HINDI = 'नमस्ते';
const CELL = { width: 290, height: 80, fontSize: 16 };
const HINDI_FAMILIES = TEXT_FONT_FAMILIES.filter((family) => family.devanagari);
const ROWS: ReadonlyArray<{ family: FontFamilyId; content: string }> = [
  ...TEXT_FONT_FAMILIES.map((family) => ({ family: family.id, content: LATIN })),
  ...HINDI_FAMILIES.map((family) => ({ family: family.id, content: HINDI })),
];

function grid(familyOf: (row: number) => FontFamilyId): Design {
  const layers: TextLayer[] = ROWS.flatMap((row, r) =>
    CUTS.map((cut, c) => {
      const family = familyOf(r);
      return {
        id: `r${r}c${c}`,
        kind: 'text',
        content: row.content,
        color: '#000000',
        fontSize: CELL.fontSize,
        fontWeight: cut.weight,
        fontStyle: cut.style,
        ...(family === DEFAULT_FONT_FAMILY_ID ? {} : { fontFamily: family }),
        x: 10 + c * CELL.width,
        y: 10 + r * CELL.height,
        rotation: 0,
        width: CELL.width - 10,
      } satisfies TextLayer;
    }),
  );
  return { version: DESIGN_VERSION, garment: 'tshirt', color: 'Black', size: 'M', sides: { front: layers, back: [] } };
}

type Alpha = { data: Buffer; width: number };
async function drawAlpha(design: Design): Promise<Alpha> {
  const png = await drawPrintFile(design, 'front', {});
  if (!png) throw new Error('no print file');
  const { data, info } = await sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

/** A cell's alpha, row by row, at print resolution. */
function cell({ data, width }: Alpha, row: number, column: number): Buffer {
  const px = PRINT_PIXELS_PER_UNIT;
  const [x0, y0] = [(10 + column * CELL.width) * px, (10 + row * CELL.height) * px];
  const rows: Buffer[] = [];
  for (let y = y0; y < y0 + CELL.height * px; y++) rows.push(data.subarray(y * width + x0, y * width + x0 + (CELL.width - 10) * px));
  return Buffer.concat(rows);
}

/** Share of a cell's pixels that anti-aliasing alone may change; two faces differ far more. */
const TOLERANCE = 0.005;

const ink = (alpha: Buffer) => alpha.reduce((sum, value) => sum + value, 0);
/** Share of the cell's pixels whose alpha differs by more than anti-aliasing would. */
function difference(a: Buffer, b: Buffer): number {
  let differing = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 64) differing++;
  return differing / a.length;
}

describe('the print file draws every font family', () => {
  let families: Alpha;
  let manrope: Alpha;
  beforeAll(async () => {
    families = await drawAlpha(grid((row) => ROWS[row]!.family));
    manrope = await drawAlpha(grid(() => DEFAULT_FONT_FAMILY_ID));
  }, 120_000);

  it('each family draws Latin text with its own face: unlike the default and unlike each other', () => {
    ROWS.forEach((row, r) => {
      if (row.content !== LATIN) return;
      const own = cell(families, r, 0);
      expect(ink(own), row.family).toBeGreaterThan(0);
      if (row.family === DEFAULT_FONT_FAMILY_ID) expect(own.equals(cell(manrope, r, 0))).toBe(true);
      else expect(difference(own, cell(manrope, r, 0)), `${row.family} against Manrope`).toBeGreaterThan(TOLERANCE);
      ROWS.forEach((other, o) => {
        if (o <= r || other.content !== LATIN) return;
        expect(difference(own, cell(families, o, 0)), `${row.family} against ${other.family}`).toBeGreaterThan(TOLERANCE);
      });
    });
  });

  it('the Devanagari families draw Hindi with their own Devanagari face, not the Noto fallback', () => {
    ROWS.forEach((row, r) => {
      if (row.content !== HINDI) return;
      const own = cell(families, r, 0);
      expect(ink(own), row.family).toBeGreaterThan(0);
      expect(difference(own, cell(manrope, r, 0)), `${row.family} against Noto Sans Devanagari`).toBeGreaterThan(TOLERANCE);
    });
  });

  it('bold is heavier, italic slanted and lighter lighter in every family (real or synthesised)', () => {
    ROWS.forEach((row, r) => {
      const [normal, bold, italic, lighter] = CUTS.map((_, c) => cell(families, r, c)) as [Buffer, Buffer, Buffer, Buffer];
      expect(ink(bold), `${row.family} bold`).toBeGreaterThan(ink(normal) * 1.05);
      expect(difference(italic, normal), `${row.family} italic`).toBeGreaterThan(TOLERANCE);
      const family = TEXT_FONT_FAMILIES.find((f) => f.id === row.family)!;
      // A light cut where the family has one; else its regular thinned (synthetic-lighter.ts). Seen:
      // 52-81 % of normal's ink from a light cut, 66-87 % synthesised (Playfair Display the most, its hairlines spared).
      expect(ink(lighter), `${row.family} ${row.content} lighter (${family.weights.some((weight) => weight < 400) ? 'its light cut' : 'synthesised'})`).toBeLessThan(ink(normal) * 0.95);
    });
  });
});
