import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The one stylesheet where a colour is written as hex: each one named there as a token. */
const TOKENS = 'src/web/app/tokens.css';

/** Every stylesheet under the project's own folders, relative to the root. */
function stylesheets(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : stylesheets(relative);
    return entry.name.endsWith('.css') ? [relative] : [];
  });
}

/**
 * The hex colours written in a stylesheet's declarations: comments are left out, and so are
 * selectors, where `#name` is an id.
 */
function rawHexColours(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  for (const declaration of code.matchAll(/[\w-]+\s*:([^;{}]*)[;}]/g)) {
    found.push(...(declaration[1]!.match(/#[0-9a-fA-F]{3,8}\b/g) ?? []));
  }
  return found;
}

describe('colours', () => {
  it('finds a hex colour in a declaration, not in a comment or an id selector', () => {
    expect(rawHexColours('#add { color: #fff; } /* #123456 */ .a:hover{border:1px solid #B3261E}')).toEqual(['#fff', '#B3261E']);
    expect(rawHexColours('.a { background: var(--paper) }')).toEqual([]);
  });

  it(`are written as hex only in ${TOKENS}; every other stylesheet reads its tokens`, () => {
    const files = ['src', 'studio', 'public', 'tests'].flatMap(stylesheets);
    expect(files).toContain(TOKENS);
    const raw = files
      .filter((file) => file !== TOKENS)
      .flatMap((file) => rawHexColours(readFileSync(path.join(root, file), 'utf8')).map((hex) => `${file}: ${hex}`));
    expect(raw).toEqual([]);
  });
});
