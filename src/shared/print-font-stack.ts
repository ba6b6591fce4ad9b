import { DEFAULT_FONT_FAMILY_ID, TEXT_FONT_FAMILIES, textFontFamily, type TextFontFamily } from './text-font-families';

/**
 * The fonts studio text is drawn with, in the shopper's browser and in the server's previews
 * and 300 DPI print files alike. Manrope is the shop's display font (Latin only); the Noto
 * fonts after it draw what it lacks: ₹ and accented Latin, Hindi, symbols such as ♥, and
 * emoji (Noto Emoji is monochrome, so an emoji prints in the text's colour like any letter).
 *
 * The browser declares these faces as @font-face rules (Manrope in src/web/app/fonts.css, the
 * rest in src/customiser/print-fonts.css, loaded with the studio only); the server registers
 * the same files under the same family names (src/server/services/designs/print-fonts.ts);
 * print-font-coverage.gen.ts is generated from them. A test checks that all four agree.
 *
 * A text in one of the picker's other families (text-font-families.ts) is drawn with that
 * family first and this whole stack behind it (fontStackFor), so what the family lacks (₹,
 * Hindi in a Latin face, symbols, emoji) falls back exactly as in Manrope, in the browser and
 * in the print file alike, and the coverage table of this stack holds for every family.
 */

/** Family names in fallback order: each character is drawn by the first family that has it. */
export const PRINT_FONT_FAMILIES = ['Manrope Variable', 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Symbols 2', 'Noto Emoji'] as const;
export type PrintFontFamily = (typeof PRINT_FONT_FAMILIES)[number];

/** The CSS / canvas font-family list; the generic family only covers the moment before a face loads. */
export const PRINT_FONT_STACK = `${PRINT_FONT_FAMILIES.map((family) => `'${family}'`).join(', ')}, sans-serif`;

/**
 * One cut (weight and style) of a family. Skia takes one file per family and cut (a second
 * file of the same cut is never consulted), so the server draws from one file holding all of
 * the cut's glyphs; the browser may load it in slices, each only when text needs its range.
 */
export interface PrintFontFace {
  /** A base family, or a picker family's face name (textFontFaceNames). */
  family: string;
  /** The npm package; files live in its files/ folder, named without the .woff / .woff2 ending. */
  pkg: string;
  weight: number;
  style: 'normal' | 'italic';
  /** The server's file (read as .woff). */
  file: string;
  /** The browser's files (as .woff2), each with its fontsource subset: a key of the package's unicode.json, the @font-face unicode-range. */
  slices: ReadonlyArray<{ file: string; subset: string }>;
}

/**
 * The studio's weights (src/engine/kernels/font.ts: lighter 200, normal 400, bold 700,
 * bolder 800). Noto Sans Devanagari has no italic cut and Noto Sans Symbols 2 one weight:
 * browser and Skia both slant or keep the nearest weight there, the same way. Noto Emoji's
 * cuts run 300-700, so 300 stands in for 200 and 700 for 800 (CSS weight matching, which
 * Skia's follows, picks exactly those).
 */
const STUDIO_WEIGHTS = [200, 400, 700, 800];
const EMOJI_WEIGHTS = [300, 400, 700];
const STYLES = ['normal', 'italic'] as const;

/**
 * Every face of the stack. Manrope's static cuts are the server's: Skia draws a variable font
 * at its default instance only, while the browser uses the variable cut that the storefront
 * already declares (src/web/app/fonts.css), under the same family name. One subset a family
 * (see PrintFontFace): Noto Sans's latin-ext holds ₹ and accented Latin, Symbols 2's symbols ♥ ★ ✓.
 */
export const PRINT_FONT_FACES: readonly PrintFontFace[] = [
  ...STUDIO_WEIGHTS.map((weight) => subsetFace('Manrope Variable', '@fontsource/manrope', 'manrope-latin', 'latin', weight, 'normal')),
  ...STUDIO_WEIGHTS.flatMap((weight) => STYLES.map((style) => subsetFace('Noto Sans', '@fontsource/noto-sans', 'noto-sans-latin-ext', 'latin-ext', weight, style))),
  ...STUDIO_WEIGHTS.map((weight) => subsetFace('Noto Sans Devanagari', '@fontsource/noto-sans-devanagari', 'noto-sans-devanagari-devanagari', 'devanagari', weight, 'normal')),
  subsetFace('Noto Sans Symbols 2', '@fontsource/noto-sans-symbols-2', 'noto-sans-symbols-2-symbols', 'symbols', 400, 'normal'),
  // Noto Emoji: the whole font for the server, eleven slices for the browser (unicode.json keys them [0]..[10]).
  ...EMOJI_WEIGHTS.map((weight) => ({
    family: 'Noto Emoji' as const,
    pkg: '@fontsource/noto-emoji',
    weight,
    style: 'normal' as const,
    file: `noto-emoji-emoji-${weight}-normal`,
    slices: Array.from({ length: 11 }, (_, slice) => ({ file: `noto-emoji-${slice}-${weight}-normal`, subset: `[${slice}]` })),
  })),
];

function subsetFace(family: string, pkg: string, stem: string, subset: string, weight: number, style: 'normal' | 'italic'): PrintFontFace {
  const file = `${stem}-${weight}-${style}`;
  return { family, pkg, weight, style, file, slices: [{ file, subset }] };
}

/**
 * The face names a picker family is declared under: its Latin file as the family's name, and
 * for a family that draws Hindi, its Devanagari file as '<name> Devanagari'. Two names, not
 * one: Skia consults one file per family and cut, and fontsource ships a file per script.
 */
export function textFontFaceNames(family: TextFontFamily): string[] {
  return family.devanagari ? [family.name, `${family.name} Devanagari`] : [family.name];
}

/** The faces of the picker's families (every one but the default, whose faces are the stack's own). */
export const TEXT_FONT_FACES: readonly PrintFontFace[] = TEXT_FONT_FAMILIES.filter((family) => family.id !== DEFAULT_FONT_FAMILY_ID).flatMap((family) => {
  const [latin, devanagari] = textFontFaceNames(family);
  const styles = family.italic ? STYLES : (['normal'] as const);
  return family.weights.flatMap((weight) =>
    styles.flatMap((style) => [
      subsetFace(latin!, family.pkg, `${family.stem}-latin`, 'latin', weight, style),
      ...(devanagari ? [subsetFace(devanagari, family.pkg, `${family.stem}-devanagari`, 'devanagari', weight, style)] : []),
    ]),
  );
});

/** Every face the browser declares and the server registers: the stack's, then the picker families'. */
export const ALL_FONT_FACES: readonly PrintFontFace[] = [...PRINT_FONT_FACES, ...TEXT_FONT_FACES];

/** The CSS / canvas font-family list for a text in a picker family (absent or unknown: the default, Manrope). */
export function fontStackFor(familyId: string | undefined): string {
  const family = textFontFamily(familyId);
  if (family.id === DEFAULT_FONT_FAMILY_ID) return PRINT_FONT_STACK;
  return `${textFontFaceNames(family)
    .map((name) => `'${name}'`)
    .join(', ')}, ${PRINT_FONT_STACK}`;
}
