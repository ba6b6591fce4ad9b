import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STUDIO_FONT_FAMILY } from '../../../engine/kernels/node-attrs';
import { PRINT_FONT_FACES, PRINT_FONT_FAMILIES } from '../../../shared/print-font-stack';
import { coverageSource, studioFontCss } from './print-font-coverage';
import { printFontPath } from './print-fonts';

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');

describe('print fonts', () => {
  it('studio text uses the print stack, Manrope first', () => {
    expect(STUDIO_FONT_FAMILY.startsWith("'Manrope Variable', 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Symbols 2', 'Noto Emoji'")).toBe(true);
  });

  it('has every file the server draws with (.woff) and the browser loads (.woff2)', () => {
    for (const face of PRINT_FONT_FACES) {
      expect(existsSync(printFontPath(face.pkg, face.file)), face.file).toBe(true);
      for (const slice of face.slices) expect(existsSync(printFontPath(face.pkg, slice.file, 'woff2')), slice.file).toBe(true);
    }
    // Each family, in each of the studio's cuts it has, is one file on the server (Skia reads one a cut).
    const cuts = PRINT_FONT_FACES.map((face) => `${face.family} ${face.weight} ${face.style}`);
    expect(new Set(cuts).size).toBe(cuts.length);
    expect(new Set(PRINT_FONT_FACES.map((face) => face.family))).toEqual(new Set(PRINT_FONT_FAMILIES));
  });

  it('has a coverage table and studio CSS generated from the current fonts (npx tsx src/server/cli/gen-print-font-coverage.ts)', () => {
    expect(read('../../../shared/print-font-coverage.gen.ts')).toBe(coverageSource());
    expect(read('../../../customiser/print-fonts.css')).toBe(studioFontCss());
  });
});
