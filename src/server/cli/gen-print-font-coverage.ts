/**
 * Writes src/shared/print-font-coverage.gen.ts (the characters the print font stack can draw,
 * read from the font files themselves) and src/customiser/print-fonts.css (the browser's
 * @font-face rules for the same files). Run after changing the stack or the font packages:
 *   npx tsx src/server/cli/gen-print-font-coverage.ts
 * A unit test (print-fonts.test.ts) fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { coverageSource, studioFontCss } from '../services/designs/print-font-coverage';

for (const [relative, text] of [
  ['../../shared/print-font-coverage.gen.ts', coverageSource()],
  ['../../customiser/print-fonts.css', studioFontCss()],
] as const) {
  const target = fileURLToPath(new URL(relative, import.meta.url));
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
