/// <reference types="vitest/config" />
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { designersBench } from './studio/bench-server.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes .br and .gz beside every text asset of the build, once, at maximum compression; the
 * server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      // Source maps (5 MB, fetched only by a developer's devtools) are left out: brotli at quality
      // 11 spent about four fifths of the build on them.
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|json|txt)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = await readFile(full);
          if (body.length < 1024) return;
          await writeFile(`${full}.br`, await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${full}.gz`, await gz(body, { level: 9 }));
        }),
      );
    },
  };
}

// One config serves three things: the storefront (root src/web), the studio dev page
// (`--mode studio`, root studio/) and Vitest (unit tests beside the code, integration tests
// in tests/integration run once on PGlite and, with TEST_DATABASE_URL, once on PostgreSQL).
export default defineConfig(({ mode, isSsrBuild }) => {
  const studio = mode === 'studio';
  // `vite build --ssr entry-server.tsx`: the server's render of the storefront (dist/ssr; dist/server is the server's own bundle),
  // loaded by plugins/render.ts. Same root and plugins, so CSS module class names match the browser's.
  const ssr = isSsrBuild === true;
  const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
  return {
    root: studio ? 'studio' : 'src/web',
    publicDir: ssr ? false : new URL('./public', import.meta.url).pathname,
    // The studio dev page is also the designers' bench: its dev server draws the server's print files (studio/bench-server.ts).
    plugins: ssr ? [react()] : [react(), precompress(), ...(studio ? [designersBench()] : [])],
    build: {
      outDir: new URL(ssr ? './dist/ssr' : './dist/web', import.meta.url).pathname,
      emptyOutDir: true,
      sourcemap: !ssr,
      // dist/web/.vite/manifest.json: the server reads it to preload a page's screen chunk.
      manifest: !ssr,
      // The storefront has a second entry, boot.ts: the first script of a server-rendered page
      // with a large first picture, which starts the app once the picture is painted (ssr/page-document.ts).
      rolldownOptions: {
        ...(ssr || studio ? {} : { input: { index: new URL('./src/web/index.html', import.meta.url).pathname, boot: new URL('./src/web/boot.ts', import.meta.url).pathname } }),
        // Rolldown warns when plugins take a large share of a build. Here that is precompress,
        // by design: brotli at its highest quality, once per build, so that no request pays for it.
        // The warning would greet every first `npm start` and tell the owner nothing to act on.
        checks: { bundlerTimings: false },
      },
      // Font files are never inlined as data: URLs (Vite inlines files under 4 kB, which took in
      // three small Noto Emoji slices): the CSP's font-src is 'self' only, so the browser refused
      // them and newer emoji showed as boxes (issue 21).
      assetsInlineLimit: (file: string) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    },
    server: {
      proxy: { '/api': apiTarget, '/healthz': apiTarget },
    },
    test: {
      root: '.',
      // Vitest's default is one worker per core less one: one worker on a 2-core CI machine, while
      // the integration files mostly wait on a database or SMTP. Each file has its own database
      // copy, so two run side by side (CI time, issue 14; three timed out CPU-bound tests on 2 cores).
      maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
      // As the end-to-end run does: under CI a failed test runs once more; one that then passes is
      // named as flaky at the end of `npm test` (tests/run.ts) and one that fails again fails the run.
      // A CI run was lost to one failure out of 1645 that three rehearsals never showed. Locally: no retry.
      retry: process.env.CI ? 1 : 0,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/lint/**/*.test.ts', 'tests/bench/**/*.test.ts', 'studio/**/*.test.ts'],
            environment: 'node',
            // A bound against hangs, not a speed check: beside the integration files and the
            // end-to-end run, a font-drawing test took 5.2 s against Vitest's default of 5, and at
            // load 20 the 300 DPI curved-text check took 13.3 s alone and 24.2 s beside other files.
            testTimeout: 45_000,
            // As in the integration projects: the files share their worker's imported modules
            // (react, konva, sharp, @napi-rs/canvas, zod) instead of importing them again per file.
            // Measured on a loaded machine (issue 14, CI time): Vitest's import time for the 97
            // files 166.7 s -> 31.0 s, the project's wall time 604 s -> 208 s. No unit file mocks
            // a module or stubs a global; the one that fakes timers gives them back after each test.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration-pglite',
            include: ['tests/integration/**/*.test.ts'],
            // Several app processes need a database server: an embedded database belongs to one process.
            exclude: ['tests/integration/scale-out.test.ts'],
            globalSetup: ['tests/integration/support/global-setup.ts'],
            // A bound against hangs, not a speed check. Some tests start a whole shop of their own
            // (PhonePe's wrong key, the print fonts); on the 2026-11-28 machine, whose bare Fastify
            // hello-world ran ~17k req/s (the machine before: 40-54k), one took over 30 s beside
            // the end-to-end run.
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // The files share their worker's imported modules (fastify, drizzle, sharp, konva, PGlite)
            // instead of importing them again per file: import was over half of a file's CPU time.
            // Each file still opens its own database copy and app, and closes them in afterAll.
            isolate: false,
          },
        },
        ...(process.env.TEST_DATABASE_URL
          ? [
              {
                extends: true as const,
                test: {
                  name: 'integration-postgres',
                  include: ['tests/integration/**/*.test.ts'],
                  // The document stores do not touch the database, and the data-folder lock, the first
                  // start and create-admin's CLI tests run on an embedded database whatever the project
                  // (DATABASE_URL emptied): once, in the PGlite project, is enough. So are the demo
                  // video (ffmpeg's files; one row) and the render pool (worker threads, deadlines
                  // and queue), which read no more of the database than any other file here and
                  // were the heaviest minute and a quarter of this project's CPU (CI time, issue 14).
                  // The contract fuzz (7,400 refused requests, the project's longest file at 100-140 s)
                  // mostly tests the contract binding, which refuses before any query; the rest (sessions,
                  // ids) is the SQL every other file runs here. Once, on the embedded database; `npm run
                  // fuzz -- --postgres URL` runs it on PostgreSQL.
                  exclude: [
                    'tests/integration/fuzz.test.ts',
                    'tests/integration/storage-contract.test.ts',
                    'tests/integration/data-folder-lock.test.ts',
                    'tests/integration/first-start.test.ts',
                    'tests/integration/staff-create-admin.test.ts',
                    'tests/integration/demo-video.test.ts',
                    'tests/integration/designs-render-pool.test.ts',
                  ],
                  globalSetup: ['tests/integration/support/global-setup.ts'],
                  testTimeout: 60_000,
                  hookTimeout: 120_000,
                  isolate: false,
                },
              },
            ]
          : []),
      ],
    },
  };
});
