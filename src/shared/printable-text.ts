import { PRINT_FONT_COVERAGE } from './print-font-coverage.gen';

/** Whether the print font stack has a glyph for a code point (binary search over the ranges). */
function covered(codePoint: number): boolean {
  let low = 0;
  let high = PRINT_FONT_COVERAGE.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end] = PRINT_FONT_COVERAGE[middle]!;
    if (codePoint < start) high = middle - 1;
    else if (codePoint > end) low = middle + 1;
    else return true;
  }
  return false;
}

// Line breaks end a line, and joiners and variation selectors (Default_Ignorable) draw nothing
// of their own: neither needs a glyph.
const DRAWS_NOTHING = /[\n\p{Default_Ignorable_Code_Point}]/u;

/**
 * The characters of a text that no font of the print stack can draw (each once, in the order
 * typed). Shop and studio both refuse them: they would print as empty boxes.
 */
export function unprintableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) {
    if (DRAWS_NOTHING.test(char) || covered(char.codePointAt(0)!)) continue;
    found.add(char);
  }
  return [...found];
}

/** The shopper's words for such characters. */
export function unprintableMessage(characters: readonly string[]): string {
  return `These characters cannot be printed: ${characters.join(' ')}. Please remove them or use other characters.`;
}
