/**
 * `npm run bench:metrics`: what the Prometheus figures cost the shop, as the server's own CPU time
 * per request. Not a test: it prints.
 *
 * Two shops of this checkout on the embedded database, one with METRICS_PORT set and one without,
 * take turns under the same load (autocannon, 10 connections), in rounds whose order alternates.
 * Each round reads the server process's CPU time (user and system, /proc/PID/stat, its threads
 * included) before and after, and divides by the requests answered. Throughput (bench:api) could
 * not resolve the goal: its rounds moved by ±10 %, while a process's CPU per request is what the
 * metrics add and hardly depends on what else the machine runs.
 *
 * Prints, per route, the median CPU per request of each shop and the difference, with the load.
 * `BENCH_ROUNDS` (8) and `BENCH_SECONDS` (3) set the rounds; `-- --check` exits 1 when a route's
 * median costs more than GOAL_PERCENT with the metrics on.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureStorefrontBuilt } from '../../src/server/cli/storefront-build';
import { freePort } from '../integration/support/free-port';
import { SEED_IMAGE_CACHE } from '../integration/support/template';
import { loadAverage } from './machine';
import { startServer, type ServerProcess } from './server-process';

const GOAL_PERCENT = 2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 10;
const check = process.argv.includes('--check');

/** The process's CPU time (all its threads, user and system) in microseconds. */
function cpuMicros(pid: number): number {
  // Fields 14 and 15 of /proc/PID/stat, in clock ticks; the command name (field 2) may hold spaces, so count after its ')'.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop()!.trim().split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / 100;
}

interface Round {
  requests: number;
  cpuPerRequest: number;
}

async function round(server: ServerProcess, url: string, headers: Record<string, string>): Promise<Round> {
  const before = cpuMicros(server.child.pid!);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const used = cpuMicros(server.child.pid!) - before;
  if (result.non2xx + result.errors > 0) throw new Error(`${url} answered ${result.non2xx} non-2xx and ${result.errors} errors`);
  return { requests: result.requests.total, cpuPerRequest: used / result.requests.total };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  if (!ensureStorefrontBuilt()) throw new Error('the storefront build failed');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-metrics-'));
  const servers: ServerProcess[] = [];
  try {
    const start = async (name: string, env: NodeJS.ProcessEnv) =>
      startServer('src/server/cli/start.ts', await freePort(), { DATA_DIR: path.join(dataDir, name), SEED_IMAGE_CACHE, ...env }, '/healthz');
    const on = await start('on', { METRICS_PORT: String(await freePort()) });
    servers.push(on);
    const off = await start('off', {});
    servers.push(off);
    // The seed's garbage collection settles before measuring.
    await new Promise((resolve) => setTimeout(resolve, 5000));

    const list = (await (await fetch(`${on.url}/api/api/v1/product/tags/newarrival?page=1&limit=8`)).json()) as { data: { products: { _id: string; variantId: string }[] } };
    const first = list.data.products[0]!;
    const html = { accept: 'text/html', 'accept-encoding': 'br' };
    const routes = [
      { name: 'new-arrivals list (JSON)', path: '/api/api/v1/product/tags/newarrival?page=1&limit=8', headers: {} },
      { name: 'product page (HTML)', path: `/display/${first._id}/${first.variantId}`, headers: html },
    ];
    console.log(`bench:metrics: ${ROUNDS} rounds of ${SECONDS} s per shop and route, ${CONNECTIONS} connections; load ${loadAverage()}`);
    let missed = false;
    for (const route of routes) {
      // Warm-up: JIT, the page cache and the image renditions, on both.
      for (const server of [on, off]) await round(server, `${server.url}${route.path}`, route.headers);
      const samples = { on: [] as number[], off: [] as number[] };
      for (let i = 0; i < ROUNDS; i++) {
        const order = i % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
        for (const which of order) {
          const server = which === 'on' ? on : off;
          samples[which].push((await round(server, `${server.url}${route.path}`, route.headers)).cpuPerRequest);
        }
      }
      const [withMetrics, without] = [median(samples.on), median(samples.off)];
      const cost = ((withMetrics - without) / without) * 100;
      const spread = (values: number[]) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;
      console.log(
        `  ${route.name.padEnd(26)} CPU per request: metrics on ${withMetrics.toFixed(1)} µs (${spread(samples.on)}), off ${without.toFixed(1)} µs (${spread(samples.off)}): ` +
          `${cost >= 0 ? '+' : ''}${cost.toFixed(1)} % (goal < ${GOAL_PERCENT} %)`,
      );
      if (cost >= GOAL_PERCENT) missed = true;
    }
    console.log(`load ${loadAverage()}`);
    if (check && missed) process.exitCode = 1;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
