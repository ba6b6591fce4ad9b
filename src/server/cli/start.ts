import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, WEB_ROOT } from '../runtime';

/** Inputs of the storefront build: when any is newer than dist/web/index.html, rebuild. */
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

function buildIsStale(): boolean {
  let built: number;
  try {
    built = statSync(path.join(WEB_ROOT, 'index.html')).mtimeMs;
  } catch {
    return true;
  }
  return BUILD_INPUTS.some((input) => newestMtime(path.join(REPO_ROOT, input)) > built);
}

if (buildIsStale()) {
  console.log('Building the storefront (missing or older than its sources)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The storefront build failed; see above.');
    process.exit(result.status ?? 1);
  }
}

await import('../main');
