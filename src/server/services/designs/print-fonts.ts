import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ALL_FONT_FACES } from '../../../shared/print-font-stack';

const require = createRequire(import.meta.url);

/**
 * A face's file on disk, as .woff: Skia reads WOFF 1.0 in every build, WOFF2 only in those
 * built with its Brotli decoder. Same glyphs as the .woff2 the browser loads.
 */
export function printFontPath(pkg: string, file: string, ending: 'woff' | 'woff2' = 'woff'): string {
  return path.join(packageFolder(pkg), 'files', `${file}.${ending}`);
}

/** A subset's CSS unicode-range as the package lists it (its unicode.json). */
export function printFontUnicodeRange(pkg: string, subset: string): string {
  const ranges = JSON.parse(readFileSync(path.join(packageFolder(pkg), 'unicode.json'), 'utf8')) as Record<string, string>;
  const range = ranges[subset];
  // eslint-disable-next-line no-restricted-syntax -- a broken font package at start-up, never a request's failure
  if (!range) throw new TypeError(`${pkg} has no subset ${subset}`);
  return range;
}

function packageFolder(pkg: string): string {
  return path.dirname(require.resolve(`${pkg}/package.json`));
}

interface FontRegistry {
  registerFromPath(path: string, nameAlias?: string): unknown;
}

/**
 * Registers every face of the print font stack under its family name (the name the browser's
 * @font-face rules use), so Skia falls back from Manrope through the Noto fonts character by
 * character exactly as the shopper's browser does, and the picker's families under their face
 * names (text-font-families.ts). Returns the files that would not load.
 */
export function registerPrintFonts(fonts: FontRegistry): string[] {
  const failed: string[] = [];
  for (const face of ALL_FONT_FACES) {
    const file = printFontPath(face.pkg, face.file);
    if (!fonts.registerFromPath(file, face.family)) failed.push(file);
  }
  return failed;
}
