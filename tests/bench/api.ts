/**
 * `npm run bench:api`: the shop's throughput as a ratio to a bare Fastify hello-world measured
 * in the same minute. Every server starts first (the hello-world, the shop on PGlite, the shop
 * on PostgreSQL); then short autocannon bursts take turns (hello, five routes, hello, five more,
 * hello) for several rounds, and each route's figure is the median
 * over the rounds of its req/s divided by the mean of the hello-world bursts either side of it.
 * A noisy neighbour on the machine moves the ceiling and the shop alike, so the ratio holds
 * where a ratio from runs minutes apart moved by 2x.
 *
 * `npm run bench:api -- --check` is the guard CI runs: exit 1 when a route's median ratio is below
 * three quarters of its baseline in tests/bench/api-baseline.json (5 rounds, then 7 more for
 * a route that fell below it in those, judged on all 12), or any answer is not a 2xx. `-- --record` raises
 * the baseline where this run is faster; it never lowers one (a fall is fixed in the code, not in
 * the baseline). Record on a quiet machine: a run that reads high by chance raises a floor that
 * the same code then fails.
 *
 * PostgreSQL: BENCH_DATABASE_URL, else a fresh database on postgres://postgres@127.0.0.1:5432.
 * BENCH_ROUNDS and BENCH_SECONDS (per burst) override the defaults. `-- --vs DIR` also starts the
 * shop of another checkout (with its own node_modules and build) and measures it in the same
 * rounds, as 'vs ...' rows: before and after a change, side by side. `-- --measure-after FILE`
 * starts and settles every server, then waits until FILE exists before measuring (CI: beside
 * typecheck and lint). `BENCH_METRICS=1` runs this checkout's shops with their Prometheus figures
 * on (METRICS_PORT, each its own port; a `--vs` checkout's shops keep them off): with `--vs` on a
 * checkout of the same commit, the metrics' cost side by side.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { ensureStorefrontBuilt } from '../../src/server/cli/storefront-build';
import { findFfmpeg } from '../../src/server/db/seed/video';
import { compareWithBaseline, readBaseline, recordBaseline, type RouteFigure } from './api-baseline';
import { benchDatabase } from './bench-database';
import { freePort } from '../integration/support/free-port';
import { SEED_IMAGE_CACHE } from '../integration/support/template';
import { startServer, type ServerProcess } from './server-process';
import { percentile } from './stats';

const check = process.argv.includes('--check');
// `--vs DIR`: another checkout of the shop (an earlier commit) measured in the same rounds, side by side.
const vsIndex = process.argv.indexOf('--vs');
const vsCheckout = vsIndex > 0 ? path.resolve(process.argv[vsIndex + 1] ?? '') : null;
const record = process.argv.includes('--record');
// `--measure-after FILE`: start and settle every server, then wait until FILE exists before
// measuring. CI starts the bench this way beside typecheck and lint (`.ci/run`): the build, the
// first start's seeding and the demo video run on the core those leave idle, and the rounds
// start on a machine where nothing else runs.
const afterIndex = process.argv.indexOf('--measure-after');
const measureAfter = afterIndex > 0 ? path.resolve(process.argv[afterIndex + 1] ?? '') : null;
// 2 s bursts, 7 rounds to record and compare. The guard (--check) takes 3 rounds first and then 7
// more for any route below its floor, judged on all 10: a first pass of 5 x 1 s once flaked
// (postgres search 42.6 % where the others read 48-49 %), but a route that reads low by chance is
// now measured again before it fails the build, while a real fall (one seen was a factor of
// three) stays below after any number of rounds. Three rounds first save CI two minutes and a half
// against seven (each round is 13 bursts of 2 s).
const rounds = Number(process.env.BENCH_ROUNDS ?? (check ? 3 : 7));
const roundsAgain = Number(process.env.BENCH_ROUNDS ?? 7);
const burstSeconds = Number(process.env.BENCH_SECONDS ?? 2);
const connections = 50;

interface Burst {
  rps: number;
  p50: number;
  p99: number;
  /** Bytes per answer, headers included, as read off the socket. */
  bytes: number;
  bad: number;
}

interface Route {
  /** e.g. 'postgres product by id'; the baseline's key. */
  name: string;
  url: string;
  headers?: Record<string, string>;
}

/**
 * autocannon appends every answer's body to a JavaScript string (`body += chunk`, in
 * lib/pipelinedRequestsQueue.js), a UTF-8 decoding of each byte on the core the server shares.
 * For ASCII that is cheap; for a page's 14-15 KB of brotli it was most of the run: a bare
 * `node:http` server writing the home page's brotli bytes read 16k req/s (20 % of the hello-world)
 * with it and 76k (94 %) without, where the same number of 'a's read 57k either way. No route's
 * body is checked here (`answersFor` checks each once), so the clients keep only its byte count.
 */
function keepNoBody(client: { pipelinedRequests: { addBody(data: unknown): void } }): void {
  client.pipelinedRequests.addBody = () => {};
}

async function burst(route: Route, seconds: number): Promise<Burst> {
  const result = await autocannon({
    url: route.url,
    connections,
    duration: seconds,
    headers: route.headers,
    setupClient: keepNoBody as unknown as autocannon.Options['setupClient'],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    bad: result.errors + result.timeouts + result.non2xx,
  };
}

// What a visitor's browser sends for a page: every browser asks for compressed HTML, and the shop
// keeps each visitor's page finished in brotli and gzip (src/server/ssr/page-cache.ts). Without
// Accept-Encoding these rows measured writing 57 KB of identity HTML, which no visitor is sent.
const html = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The routes measured on one shop server: three catalogue reads and the two pages visitors land on. */
async function shopRoutes(target: string, server: ServerProcess): Promise<Route[]> {
  const api = `${server.url}/api/api/v1`;
  const list = (await (await fetch(`${api}/product/tags/newarrival?page=1&limit=8`)).json()) as {
    data: { products: { _id: string; variantId: string }[] };
  };
  const first = list.data.products[0]!;
  return [
    { name: `${target} new-arrivals list`, url: `${api}/product/tags/newarrival?page=1&limit=8` },
    { name: `${target} product by id`, url: `${api}/product/product/${first._id}` },
    { name: `${target} search`, url: `${api}/product/search?query=hood&page=1&limit=4` },
    { name: `${target} home page`, url: `${server.url}/`, headers: html },
    { name: `${target} product page`, url: `${server.url}/display/${first._id}/${first.variantId}`, headers: html },
  ];
}

/** The visitor's pages among the routes (shopRoutes names them so), as against the API reads. */
const isPage = (route: Route) => route.name.endsWith(' page');

/**
 * Each route answers what it is measured for, once, before the rounds (whose clients keep no
 * body): a page is HTML with the shop's markup, compressed as a browser asks; an API read is JSON.
 */
async function answersFor(routes: Route[]): Promise<void> {
  for (const route of routes) {
    const answer = await fetch(route.url, { headers: route.headers });
    const type = answer.headers.get('content-type') ?? '';
    const body = await answer.text();
    const right = answer.status === 200 && (isPage(route) ? type.startsWith('text/html') && answer.headers.get('content-encoding') === 'br' && body.includes('id="root"') : type.startsWith('application/json') && body.startsWith('{'));
    if (!right) throw new Error(`${route.name}: ${answer.status} ${type} ${body.slice(0, 200)}`);
  }
}

const VISITOR_REQUESTS = 500;
interface Timing {
  p50: number;
  p99: number;
}

/**
 * One visitor's requests, one after another on one kept-alive connection: the time to the
 * answer's first byte (its status line and headers) and to its last, in milliseconds to the
 * hundredth (autocannon's latencies are whole milliseconds, which read 0 here).
 */
async function oneVisitor(route: Route): Promise<{ firstByte: Timing; whole: Timing }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const firstByte: number[] = [];
  const whole: number[] = [];
  try {
    for (let i = 0; i < VISITOR_REQUESTS; i++) {
      const startedAt = performance.now();
      await new Promise<void>((resolve, reject) => {
        http
          .get(route.url, { agent, headers: route.headers }, (answer) => {
            firstByte.push(performance.now() - startedAt);
            answer.on('data', () => {});
            answer.on('end', () => {
              whole.push(performance.now() - startedAt);
              resolve();
            });
            answer.on('error', reject);
          })
          .on('error', reject);
      });
    }
  } finally {
    agent.destroy();
  }
  return {
    firstByte: { p50: percentile(firstByte, 0.5), p99: percentile(firstByte, 0.99) },
    whole: { p50: percentile(whole, 0.5), p99: percentile(whole, 0.99) },
  };
}

/** Waits (at most two minutes) until the shop's home video exists. */
async function demoVideoMade(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const answer = (await (await fetch(`${server.url}/api/api/v1/video/get-video`)).json()) as { data: unknown };
    if (answer.data) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.warn(`${server.url}: no demo video after two minutes; measuring anyway`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Samples = Map<string, { ratio: number; rps: number; p99: number; bytes: number; bad: number }[]>;

/**
 * Runs the rounds: groups of up to five routes (10-12 s) with a hello-world burst before and after
 * each group, so a third of the bursts measure the ceiling.
 */
async function measure(hello: Route, routes: Route[], rounds: number, samples: Samples = new Map()): Promise<Samples> {
  const groups: Route[][] = [];
  for (let i = 0; i < routes.length; i += 5) groups.push(routes.slice(i, i + 5));
  for (let round = 0; round < rounds; round++) {
    // Each round starts with another group, so no route always follows the same neighbour.
    const order = groups.map((_, i) => groups[(i + round) % groups.length]!);
    let before = await burst(hello, burstSeconds);
    for (const group of order) {
      const measured = [];
      for (const route of group) measured.push({ route, result: await burst(route, burstSeconds) });
      const after = await burst(hello, burstSeconds);
      const ceiling = (before.rps + after.rps) / 2;
      for (const { route, result } of measured) {
        const list = samples.get(route.name) ?? [];
        list.push({ ratio: result.rps / ceiling, rps: result.rps, p99: result.p99, bytes: result.bytes, bad: result.bad });
        samples.set(route.name, list);
      }
      before = after;
    }
    process.stdout.write(`round ${round + 1}/${rounds} done\n`);
  }
  return samples;
}

/** Each route's figure: the medians over every round it was measured in. */
function summarise(routes: Route[], samples: Samples): RouteFigure[] {
  return routes.map((route) => {
    const list = samples.get(route.name)!;
    return {
      route: route.name,
      ratio: median(list.map((s) => s.ratio)),
      rps: Math.round(median(list.map((s) => s.rps))),
      p99: median(list.map((s) => s.p99)),
      bytes: median(list.map((s) => s.bytes)),
      bad: list.reduce((sum, s) => sum + s.bad, 0),
    };
  });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
  const database = await benchDatabase(process.env.BENCH_DATABASE_URL);
  const vsDatabase = vsCheckout ? await benchDatabase(undefined) : null;
  const servers: ServerProcess[] = [];
  // Stopped from outside (CI ends it when typecheck or lint failed before it measured): its
  // servers are stopped (they get the same signal), its database dropped and its folder removed.
  process.once('SIGTERM', () => void cleanUp().finally(() => process.exit(143)));
  try {
    // Built before any shop starts (a build under load takes minutes, past a start's deadline).
    if (!ensureStorefrontBuilt()) throw new Error('the storefront build failed');
    if (vsCheckout && !existsSync(path.join(vsCheckout, 'dist/web/index.html'))) {
      spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: vsCheckout, stdio: 'inherit' });
    }
    // Every server first: the rounds then take turns within the same minutes.
    const helloServer = await startServer('tests/bench/hello-server.ts', await freePort(), {}, '/hello');
    servers.push(helloServer);
    // The shops start as `npm start` does (building the storefront if it is missing or stale).
    // The demo catalogue's images are drawn once for both shops (and kept for the tests' seeds).
    const seedImages = { SEED_IMAGE_CACHE };
    const metricsOn = async () => (process.env.BENCH_METRICS === '1' ? { METRICS_PORT: String(await freePort()) } : {});
    // Both at once: a start is mostly migrating and seeding, on one core each.
    const [pglite, postgres] = await Promise.all([
      startServer('src/server/cli/start.ts', await freePort(), { DATA_DIR: path.join(dataDir, 'pglite'), ...seedImages, ...(await metricsOn()) }, '/healthz'),
      startServer('src/server/cli/start.ts', await freePort(), { DATA_DIR: path.join(dataDir, 'postgres'), DATABASE_URL: database.url, ...seedImages, ...(await metricsOn()) }, '/healthz'),
    ]);
    servers.push(pglite, postgres);
    // A first start makes the demo home video with ffmpeg after it listens (a few seconds of both
    // cores on a clean clone, where no earlier seed left it in the cache): not while measuring.
    if (findFfmpeg()) await Promise.all([pglite, postgres].map((shop) => demoVideoMade(shop)));
    // A first start seeds the catalogue; let the seed's garbage collection and PostgreSQL's
    // autovacuum of the new rows finish before measuring.
    await new Promise((resolve) => setTimeout(resolve, 5000));

    const hello: Route = { name: 'hello-world', url: `${helloServer.url}/hello` };
    const routes = [...(await shopRoutes('postgres', postgres)), ...(await shopRoutes('pglite', pglite))];
    if (vsCheckout) {
      const env = (name: string) => ({ DATA_DIR: path.join(dataDir, `vs-${name}`) });
      const vsPglite = await startServer('src/server/cli/start.ts', await freePort(), env('pglite'), '/healthz', vsCheckout);
      servers.push(vsPglite);
      const vsPostgres = await startServer('src/server/cli/start.ts', await freePort(), { ...env('postgres'), DATABASE_URL: vsDatabase!.url }, '/healthz', vsCheckout);
      servers.push(vsPostgres);
      await new Promise((resolve) => setTimeout(resolve, 5000));
      routes.push(...(await shopRoutes(`vs postgres`, vsPostgres)), ...(await shopRoutes(`vs pglite`, vsPglite)));
    }
    await answersFor(routes);
    if (measureAfter) {
      console.log(`servers up; measuring once ${measureAfter} exists`);
      while (!existsSync(measureAfter)) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Warm-up at full load: JIT, caches and the pages' image renditions, then the measured rounds.
    for (const route of [hello, ...routes]) await burst(route, 1);
    const samples = await measure(hello, routes, rounds);
    let figures = summarise(routes, samples);
    if (check) {
      // A route below its floor is measured again, as many rounds more, and judged on the median
      // of all its rounds: a real fall stays below (one seen was a factor of three),
      // while one slow minute on a shared CI machine (the run that read pglite product by id at
      // 37 % where quiet runs read 43-48 %) is outvoted instead of failing the build.
      const baseline = await readBaseline();
      const below = new Set(compareWithBaseline(baseline, figures).map((failure) => failure.split(':')[0]!));
      const again = routes.filter((route) => below.has(route.name));
      if (again.length) {
        console.log(`\nbelow the floor after ${rounds} rounds: ${again.map((route) => route.name).join(', ')}; measuring those ${roundsAgain} rounds more`);
        await measure(hello, again, roundsAgain, samples);
        figures = summarise(routes, samples);
      }
    }
    // A visitor's wait for a page when the shop is not loaded (the goal: product page p50 <= 5 ms):
    // one connection, one request after another. Not in --check (CI's guard is the ratio).
    const oneAtATime: { route: string; firstByte: Timing; whole: Timing }[] = [];
    if (!check) {
      for (const route of routes.filter(isPage)) oneAtATime.push({ route: route.name, ...(await oneVisitor(route)) });
    }
    const memory: Record<string, number> = { fastify: helloServer.rssMiB(), pglite: pglite.rssMiB(), postgres: postgres.rssMiB() };
    if (vsCheckout) Object.assign(memory, { 'vs pglite': servers[3]!.rssMiB(), 'vs postgres': servers[4]!.rssMiB() });

    console.log(`\nbench:api  ${connections} connections, ${rounds} rounds of ${burstSeconds} s bursts, interleaved with the hello-world\n`);
    console.log('| route | req/s (median) | ratio to hello-world (median) | p99 ms (median) | bytes per answer | non-2xx |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const figure of figures) {
      console.log(`| ${figure.route} | ${figure.rps} | ${(figure.ratio * 100).toFixed(1)} % | ${figure.p99} | ${figure.bytes} | ${figure.bad} |`);
    }
    if (oneAtATime.length) {
      console.log(`\none visitor at a time (1 connection, ${VISITOR_REQUESTS} requests one after another, warm):\n`);
      console.log('| page | first byte p50 ms | first byte p99 ms | whole answer p50 ms | whole answer p99 ms |');
      console.log('|---|---:|---:|---:|---:|');
      const ms = (value: number) => value.toFixed(2);
      for (const row of oneAtATime) console.log(`| ${row.route} | ${ms(row.firstByte.p50)} | ${ms(row.firstByte.p99)} | ${ms(row.whole.p50)} | ${ms(row.whole.p99)} |`);
    }
    console.log(`\nresident memory after the run: ${Object.entries(memory).map(([k, v]) => `${k} ${v} MiB`).join(', ')}`);

    const baseline = await readBaseline();
    if (record) {
      const raised = await recordBaseline(baseline, figures.filter((figure) => !figure.route.startsWith('vs ')));
      console.log(raised.length ? `\nbaseline raised for: ${raised.join(', ')}` : '\nbaseline unchanged (no route beat it)');
    }
    if (check) {
      const failures = compareWithBaseline(baseline, figures.filter((figure) => !figure.route.startsWith('vs ')));
      if (failures.length) {
        console.error(`\nbench:api --check FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
        process.exitCode = 1;
      } else {
        console.log('\nbench:api --check passed: every route at or above three quarters of its baseline ratio');
      }
    }
  } finally {
    await cleanUp();
  }

  async function cleanUp(): Promise<void> {
    for (const server of servers.reverse()) await server.stop();
    servers.length = 0;
    await database.drop();
    await vsDatabase?.drop();
    // A just-stopped shop's demo-video job may still be writing into its data folder.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10 }).catch((error: unknown) => console.warn(`left ${dataDir}:`, error));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
