import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureStorefrontBuilt } from '../../src/server/cli/storefront-build';
import { freePort } from '../integration/support/free-port';
import { loadAverage } from './machine';

/**
 * `npm run bench:start`: how long `npm start` takes to listen (GET /healthz answers), as
 * `node src/server/cli/run.mjs` (what the npm script runs, without npm's own wrapper):
 *   - first start: a fresh data folder (the embedded database created and migrated, the demo
 *     catalogue seeded with its images drawn, no SEED_IMAGE_CACHE), the server's bundle built;
 *   - warm starts (BENCH_WARM_STARTS, 5) on that folder, the bundle current: the median and each.
 * The storefront build (dist/web, needed by both) is made first and timed on its own. Each
 * figure comes with the CPU seconds of the shop process and the load average, as the machine
 * may be shared. Goals: warm under 2 s, first under 30 s. `-- --check` exits 1 when missed.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const WARM_STARTS = Number(process.env.BENCH_WARM_STARTS ?? 5);

interface Start {
  ms: number;
  cpuSeconds: number;
  load: string;
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // Clock ticks of 1/100 s (Linux's USER_HZ).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function timeStart(dataDir: string): Promise<Start> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['src/server/cli/run.mjs'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_IMAGE_CACHE: undefined, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
      const up = await fetch(`http://127.0.0.1:${port}/healthz`).then((answer) => answer.ok, () => false);
      if (up) break;
      if (performance.now() - startedAt > 600_000) throw new Error('the shop did not listen within 600 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { ms: performance.now() - startedAt, cpuSeconds: cpuSecondsOf(child.pid!), load: loadAverage() };
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

const line = (label: string, start: Start) =>
  `${label.padEnd(34)} ${(start.ms / 1000).toFixed(2).padStart(6)} s to listen  ${start.cpuSeconds.toFixed(2).padStart(5)} s CPU  load ${start.load}`;

const check = process.argv.includes('--check');
const buildStarted = performance.now();
if (!ensureStorefrontBuilt()) throw new Error('the storefront build failed');
console.log(`storefront build (dist/web, if stale) ${((performance.now() - buildStarted) / 1000).toFixed(2)} s`);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-start-'));
try {
  // A stale bundle, as after a fresh clone or a pull: the first start builds it.
  await rm(path.join(ROOT, 'dist/server/inputs.json'), { force: true });
  const first = await timeStart(dataDir);
  console.log(line('first start (fresh folder, seed)', first));
  const warm: Start[] = [];
  for (let i = 0; i < WARM_STARTS; i++) {
    warm.push(await timeStart(dataDir));
    console.log(line(`warm start ${i + 1}`, warm.at(-1)!));
  }
  const median = [...warm].sort((a, b) => a.ms - b.ms)[Math.floor(warm.length / 2)]!;
  console.log(line('warm start, median', median));
  if (check && (median.ms > 2000 || first.ms > 30_000)) {
    console.error('missed: warm start under 2 s and first start under 30 s');
    process.exitCode = 1;
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
