import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

/**
 * The gzip -9 size of the fixed libraries alone (entry.ts), bundled and minified by the same Vite
 * as the storefront: what any home page built on the design card's stack loads before its own code.
 */
export async function stackFloorGzipKb(): Promise<number> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('.', import.meta.url)),
    build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: fileURLToPath(new URL('./entry.ts', import.meta.url)) } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  let bytes = 0;
  for (const output of outputs) {
    for (const item of output.output) if (item.type === 'chunk') bytes += gzipSync(item.code, { level: 9 }).length;
  }
  return Math.round(bytes / 102.4) / 10;
}
