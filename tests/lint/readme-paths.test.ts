import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The READMEs a newcomer reads: the project's and each room's beside its code. */
function readmes(): string[] {
  const found = ['README.md'];
  for (const room of ['src', 'src/engine', 'src/customiser', 'src/web', 'src/server', 'src/shared', 'studio', 'tests']) {
    if (existsSync(path.join(root, room, 'README.md'))) found.push(`${room}/README.md`);
  }
  return found;
}

/** A path as a README writes it, `{a,b}` alternatives spread out. */
function spread(named: string): string[] {
  const alternatives = /^(.*)\{([^}]*)\}(.*)$/.exec(named);
  if (!alternatives) return [named];
  return alternatives[2]!.split(',').flatMap((choice) => spread(`${alternatives[1]}${choice}${alternatives[3]}`));
}

/** Whether a path exists; a `*` in its last part matches any run of characters there. */
function exists(named: string): boolean {
  const clean = named.replace(/[/.]+$/, '');
  if (!clean.includes('*')) return existsSync(path.join(root, clean));
  const folder = path.dirname(clean);
  const pattern = new RegExp(`^${path.basename(clean).replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return existsSync(path.join(root, folder)) && readdirSync(path.join(root, folder)).some((entry) => pattern.test(entry));
}

/** Every path under the project's own folders that a README names, in backticks or not. */
const NAMED_PATH = /(?<![\w/.-])((?:src|tests|studio|public|\.ci)\/[\w./{},*-]*[\w}*])/g;

describe('the READMEs', () => {
  it('name only files and folders that exist', () => {
    const missing: string[] = [];
    let named = 0;
    for (const readme of readmes()) {
      const text = readFileSync(path.join(root, readme), 'utf8');
      for (const match of text.matchAll(NAMED_PATH)) {
        for (const candidate of spread(match[1]!)) {
          named += 1;
          if (!exists(candidate)) missing.push(`${readme}: ${candidate}`);
        }
      }
    }
    expect(named).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
