import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../runtime';

/** Every file the running shop starts from: the server's entries, the render worker and the storefront's server render. */
const RUNTIME_ENTRIES = [
  'src/server/cli/run.mjs',
  'src/server/cli/server-build.mjs',
  'src/server/main.ts',
  'src/server/cli/start.ts',
  'src/server/services/designs/render-worker-boot.mjs',
  'src/server/services/designs/render-worker.ts',
  'src/web/entry-server.tsx',
];

/** The package an import names: `@scope/name/deep` → `@scope/name`, `name/deep` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

describe('a production install (npm ci --omit=dev)', () => {
  it('has every package the running shop imports: each is a dependency, none only a devDependency', async () => {
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    // What the bundle of every runtime entry imports from node_modules (esbuild's own resolution: static and dynamic imports alike).
    const result = await build({
      absWorkingDir: REPO_ROOT,
      entryPoints: RUNTIME_ENTRIES,
      bundle: true,
      write: false,
      outdir: 'out',
      platform: 'node',
      format: 'esm',
      packages: 'external',
      metafile: true,
      logLevel: 'error',
      // The storefront's stylesheets and pictures are Vite's to bundle; only their imports matter here.
      loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.webp': 'empty', '.jpg': 'empty', '.woff2': 'empty' },
    });
    const imported = new Set<string>();
    for (const output of Object.values(result.metafile.outputs)) {
      for (const entry of output.imports) if (entry.external && !builtins.has(entry.path)) imported.add(packageOf(entry.path));
    }
    // The check has something to check: the server's framework and the storefront's React are among them.
    expect(imported).toContain('fastify');
    expect(imported).toContain('react-dom');
    const missing = [...imported].filter((name) => !(name in manifest.dependencies)).sort();
    expect(missing, 'imported at run time but not in dependencies').toEqual([]);
  });
});
