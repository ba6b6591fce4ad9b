// The server as one JavaScript file per entry point (dist/server/<entry>.mjs), plain JavaScript so
// that it runs before anything can load TypeScript. Under tsx every module, the 180 of the server
// and the hundreds of its packages alike, passes through tsx's loader hooks on another thread:
// three quarters of a warm start's CPU time went to loading modules (3.4 s of CPU to import the
// app under tsx, 1.3 s from a bundle). esbuild (tsx's own transpiler) bundles only the shop's
// sources; packages stay plain imports from node_modules. Rebuilt only when a source it was made
// from is newer than it (about 0.3 s), as dist/web is rebuilt by storefront-build.ts.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const OUT_DIR = path.join(ROOT, 'dist/server');
const ENTRIES = { main: 'src/server/main.ts', start: 'src/server/cli/start.ts' };
const STAMP = path.join(OUT_DIR, 'inputs.json');

/** Whether every bundle exists and no file it was made from (nor a config of the build) has changed since. */
function current() {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return false;
  }
  try {
    const built = stamp.builtAt;
    for (const name of Object.keys(ENTRIES)) statSync(path.join(OUT_DIR, `${name}.mjs`));
    const inputs = [...stamp.inputs, 'package-lock.json', 'tsconfig.json', 'src/server/cli/server-build.mjs'];
    return inputs.every((input) => statSync(path.join(ROOT, input)).mtimeMs <= built);
  } catch {
    return false;
  }
}

/**
 * A module's own address stays its source file's: the server finds openapi.yaml, its migrations,
 * the render worker and the fonts next to its sources (import.meta.url), not next to the bundle.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts)$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      return {
        contents: text.includes('import.meta.url') ? text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)) : text,
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/** Builds dist/server/{main,start}.mjs when missing or stale; returns the bundle of `entry`. */
export async function ensureServerBuilt(entry = 'main') {
  if (!current()) {
    const startedAt = Date.now();
    const { build } = await import('esbuild');
    // Built beside and renamed into place: two processes starting at once never run a half-written file.
    const temp = path.join(OUT_DIR, `.build-${process.pid}`);
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: ENTRIES,
      outdir: temp,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      tsconfig: path.join(ROOT, 'tsconfig.json'),
      sourcemap: 'inline',
      sourcesContent: false,
      metafile: true,
      logLevel: 'warning',
      plugins: [sourceUrls],
    });
    mkdirSync(OUT_DIR, { recursive: true });
    for (const name of Object.keys(ENTRIES)) renameSync(path.join(temp, `${name}.mjs`), path.join(OUT_DIR, `${name}.mjs`));
    const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules'));
    const stampTemp = `${STAMP}.${process.pid}`;
    writeFileSync(stampTemp, JSON.stringify({ builtAt: startedAt, inputs }));
    renameSync(stampTemp, STAMP);
    (await import('node:fs')).rmSync(temp, { recursive: true, force: true });
  }
  return path.join(OUT_DIR, `${entry}.mjs`);
}

// `node src/server/cli/server-build.mjs` (npm run build): the bundles now, so that a production
// install without dev dependencies starts without building anything.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await ensureServerBuilt();
