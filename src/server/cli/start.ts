import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { DataFolderInUse, findDataFolderHolder } from '../db/data-folder-lock';
import { embeddedDatabaseDir, REPO_ROOT, WEB_ROOT } from '../runtime';

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

// A shop already on this data folder refuses a second one at once, not after a build (the
// lock itself is taken when the database opens; this only answers sooner).
try {
  const config = await loadConfig();
  const holder = config.databaseUrl ? null : await findDataFolderHolder(embeddedDatabaseDir(config));
  if (holder) {
    console.error(new DataFolderInUse(embeddedDatabaseDir(config), holder).message);
    process.exit(1);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
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
