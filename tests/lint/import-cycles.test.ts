import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles';

const folder = mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the import cycle check', () => {
  it('finds a cycle through imports, re-exports and dynamic imports, and nothing in a tree', () => {
    writeFileSync(path.join(folder, 'a.ts'), "import { b } from './b';\nexport const a = b;\n");
    writeFileSync(path.join(folder, 'b.ts'), "export { c as b } from './c';\n");
    writeFileSync(path.join(folder, 'c.ts'), "export const c = 1;\nexport const later = () => import('./a');\n");
    writeFileSync(path.join(folder, 'd.ts'), "import { c } from './c';\nexport const d = c;\n");
    const graph = importGraph(folder);
    const cycles = importCycles(graph).map((cycle) => cycle.map((file) => path.basename(file)));
    expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    expect(importCycles(new Map([['x', ['y']], ['y', []]]))).toEqual([]);
  });

  it('finds none under src/', { timeout: 60_000 }, () => {
    expect(importCycles(importGraph()).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
