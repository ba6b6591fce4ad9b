/**
 * Finds import cycles among the project's own modules, the way madge --circular does, with the
 * TypeScript compiler's own reader and module resolution (no extra dependency): every import,
 * export-from and dynamic import() of a file under src/, resolved by tsconfig.json. `npm run
 * lint` runs it after ESLint; tests/lint/import-cycles.test.ts runs it with the unit tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Each file's imports of other files of the project (relative to the root). */
export function importGraph(folder = path.join(root, 'src')): Map<string, string[]> {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const files = sourceFiles(folder);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
      return resolved && known.has(resolved) ? [path.relative(root, resolved)] : [];
    });
    graph.set(path.relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle (each once, as the files in import order, the first repeated at the end). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const cycles = importCycles(importGraph());
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(' -> ')}`);
  if (cycles.length) {
    console.error(`${cycles.length} import cycle(s) under src/. Move what both sides need into a third module.`);
    process.exit(1);
  }
  console.log('No import cycles under src/.');
}
