import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STUDIO_FONT_FAMILY } from '../../../engine/kernels/node-attrs';
import { ALL_FONT_FACES, PRINT_FONT_FACES, PRINT_FONT_FAMILIES, textFontFaceNames } from '../../../shared/print-font-stack';
import { DEFAULT_FONT_FAMILY_ID, TEXT_FONT_FAMILIES } from '../../../shared/text-font-families';
import { coverageSource, studioFontCss } from './print-font-coverage';
import { printFontPath } from './print-fonts';

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');

describe('print fonts', () => {
  it('studio text uses the print stack, Manrope first', () => {
    expect(STUDIO_FONT_FAMILY.startsWith("'Manrope Variable', 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Symbols 2', 'Noto Emoji'")).toBe(true);
  });

  it('has every file the server draws with (.woff) and the browser loads (.woff2)', () => {
    for (const face of ALL_FONT_FACES) {
      expect(existsSync(printFontPath(face.pkg, face.file)), face.file).toBe(true);
      for (const slice of face.slices) expect(existsSync(printFontPath(face.pkg, slice.file, 'woff2')), slice.file).toBe(true);
    }
    // Each family, in each of the studio's cuts it has, is one file on the server (Skia reads one a cut).
    const cuts = ALL_FONT_FACES.map((face) => `${face.family} ${face.weight} ${face.style}`);
    expect(new Set(cuts).size).toBe(cuts.length);
    expect(new Set(PRINT_FONT_FACES.map((face) => face.family))).toEqual(new Set(PRINT_FONT_FAMILIES));
    // Every picker family but the default (the stack's own Manrope) has its faces, under names no base family uses.
    const pickerNames = TEXT_FONT_FAMILIES.filter((family) => family.id !== DEFAULT_FONT_FAMILY_ID).flatMap(textFontFaceNames);
    expect(new Set(ALL_FONT_FACES.filter((face) => !PRINT_FONT_FACES.includes(face)).map((face) => face.family))).toEqual(new Set(pickerNames));
    for (const name of pickerNames) expect(PRINT_FONT_FAMILIES as readonly string[]).not.toContain(name);
    // Each family ships a cut for the regular weight, and italics only where it has them.
    for (const family of TEXT_FONT_FAMILIES) expect(family.weights, family.id).toContain(400);
  });

  it('has a coverage table and studio CSS generated from the current fonts (npx tsx src/server/cli/gen-print-font-coverage.ts)', () => {
    expect(read('../../../shared/print-font-coverage.gen.ts')).toBe(coverageSource());
    expect(read('../../../customiser/print-fonts.css')).toBe(studioFontCss());
  });
});
