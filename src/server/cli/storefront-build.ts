import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, WEB_ROOT } from '../runtime';

/** Inputs of the storefront build: when any is newer than dist/web/index.html or the server entry, rebuild. */
const BUILD_INPUTS = ['src/web', 'src/shared', 'src/api', 'src/customiser', 'src/engine', 'public', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  let info;
  try {
    info = statSync(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The server's render of the storefront, built beside dist/web (vite.config.ts, `--ssr`). */
const SERVER_ENTRY = path.join(WEB_ROOT, '..', 'ssr', 'entry-server.js');

function buildIsStale(): boolean {
  let built: number;
  try {
    // The older of the two builds: either missing or stale means build both.
    built = Math.min(statSync(path.join(WEB_ROOT, 'index.html')).mtimeMs, statSync(SERVER_ENTRY).mtimeMs);
  } catch {
    return true;
  }
  return BUILD_INPUTS.some((input) => newestMtime(path.join(REPO_ROOT, input)) > built);
}

/**
 * Builds the storefront into dist/web when it is missing or older than its sources; returns
 * false when the build failed (Vite has said why). `npm start` runs it before the server, and
 * the test runner once before starting several shops, so that no two builds write dist/web at once.
 */
export function ensureStorefrontBuilt(): boolean {
  if (!buildIsStale()) return true;
  // A production install (npm ci --omit=dev) has no Vite: npx would fetch it from the registry.
  if (!existsSync(path.join(REPO_ROOT, 'node_modules', 'vite', 'package.json'))) {
    console.error('The storefront build (dist/web, dist/ssr) is missing or older than its sources, and this install has no Vite to build it. Run `npm run build` where the dev dependencies are installed, then start again.');
    return false;
  }
  console.log('Building the storefront (missing or older than its sources)...');
  // Always a production build: from inside Vitest (NODE_ENV=test) Vite would compile JSX to
  // React's development runtime, and a later `npm start` (production React, no jsxDEV) would
  // answer every page with a 500 from that fresh-looking build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (result.status !== 0) return false;
  // Then the server entry (dist/ssr), which the shop loads to render pages.
  const server = spawnSync('npx', ['vite', 'build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn'], { cwd: REPO_ROOT, stdio: 'inherit', env });
  return server.status === 0;
}
