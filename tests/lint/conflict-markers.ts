/**
 * Fails when a tracked file still holds a merge's conflict markers (a line starting with seven
 * '<' or '>'). TypeScript and ESLint catch them in code, but not in CSS, JSON or Markdown: a
 * merge once committed them into a CSS module and only the storefront build noticed. `npm run
 * lint` runs it after ESLint.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const found = spawnSync('git', ['grep', '-n', '-I', '-E', '^(<{7}|>{7})( |$)'], { cwd: root, encoding: 'utf8' });
if (found.status === 0) {
  console.error(`Merge conflict markers left in:\n${found.stdout}`);
  process.exit(1);
}
if (found.status !== 1) {
  console.error(`git grep could not run: ${found.stderr}`);
  process.exit(1);
}
console.log('No merge conflict markers in tracked files.');
