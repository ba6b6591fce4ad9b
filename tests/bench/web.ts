/**
 * `npm run bench:web`: the storefront on the phones our shoppers carry, served by the real server
 * (production build, fresh embedded database) to Debian's chromium.
 * - Lighthouse (performance) on home, a listing, a product page and the studio under three
 *   profiles: the mobile preset (CPU 4x), a calibrated mid-tier phone (host benchmark index / 1000)
 *   and a calibrated low-tier phone (index / 264), each row with its benchmark index and the load.
 * - The renderer main thread's CPU time per page load at the host's speed (1x), from a trace:
 *   thread time, the figure that stays put when the machine is busy. Median of BENCH_LOADS (5).
 * - INP of scripted interactions at the low-tier slowdown: on a product page a colour, a size and
 *   Add To Cart; in the cart removing a line; in the studio adding a text, dragging it, Back.
 * Flags: `--vs DIR` measures another checkout (with its own node_modules) in the same minutes, page
 * by page in turn; `--check` measures only the main-thread CPU of home, listing and product and
 * fails when one is over tests/bench/web-baseline.json by more than CHECK_FRACTION; `--record`
 * writes each page's figure into the baseline where it is lower (faster) than the one there. The
 * guard's figure is a page's CPU over a fixed reference page's (web/reference-page.ts) measured in
 * the same rounds, so a slower or busier host moves both alike.
 * BENCH_RUNS (1) Lighthouse runs per page and profile; BENCH_INP_RUNS (3) runs of the taps; BENCH_PAGES=home,product to measure fewer.
 * Not a test: the figures are the output.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { ensureStorefrontBuilt } from '../../src/server/cli/storefront-build';
import { freePort } from '../integration/support/free-port';
import { SEED_IMAGE_CACHE } from '../integration/support/template';
import { CHROMIUM_ARGS, e2eChromiumPath } from '../support/chromium';
import { startServer, type ServerProcess } from './server-process';
import { median } from './stats';
import { CHECK_FRACTION, checkCpu, readWebBaseline, recordCpu, WEB_BASELINE_FILE, writeWebBaseline } from './web/baseline';
import { INTERACTION_PAGES, measureInteractions, type Step } from './web/interactions';
import { whenQuiet } from './web/quiet';
import { REFERENCE_URL, serveReference } from './web/reference-page';
import { lighthouseRun, PROFILES, type LighthouseRow } from './web/lighthouse';
import { measureLoadCpu } from './web/main-thread';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const CHECK = process.argv.includes('--check');
/** Page loads measured per page: CI's guard takes three (its minutes are counted), a run by hand five. */
const LOADS = Math.max(1, Number(process.env.BENCH_LOADS ?? (CHECK ? 3 : 5)));
/** Runs of each page's scripted taps; each step's INP is the median over them. */
const INP_RUNS = Math.max(1, Number(process.env.BENCH_INP_RUNS ?? 3));
const argValue = (flag: string) => (process.argv.includes(flag) ? path.resolve(process.argv[process.argv.indexOf(flag) + 1] ?? '') : null);
const vsCheckout = argValue('--vs');
const RECORD = process.argv.includes('--record');
/** The pages the guard holds (the studio's canvas work is bench:studio's). */
const GUARDED = ['home', 'new arrivals', 'product'];
const BASE_PORT = Number(process.env.BENCH_PORT ?? 0);
const portFor = async (offset: number) => (BASE_PORT ? BASE_PORT + offset : freePort());
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

interface Shop {
  name: 'this' | 'vs';
  server: ServerProcess;
  dataDir: string;
  targets: [string, string][];
  lighthouse: Map<string, (LighthouseRow & { profile: string; load: string })[]>;
  cpu: Map<string, number[]>;
  inp: Map<string, Step[][]>;
}

function buildStorefront(cwd: string): void {
  const env = { ...process.env, NODE_ENV: 'production' };
  for (const args of [['vite', 'build', '--logLevel', 'warn'], ['vite', 'build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn']]) {
    const build = spawnSync('npx', args, { cwd, stdio: 'inherit', env });
    if (build.status !== 0) throw new Error(`${args.join(' ')} failed in ${cwd}`);
  }
}

/**
 * Waits for the home page's demo video (a first start makes it in the background when ffmpeg is
 * installed, and its arrival drops every cached page): measured before it, a page is rendered
 * afresh inside the measured run.
 */
async function settled(server: ServerProcess): Promise<void> {
  if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status !== 0) return;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const video = (await (await fetch(`${server.url}/api/api/v1/video/get-video`)).json()) as { data: unknown };
    if (video.data) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.warn('the demo video was not made within 5 minutes; measuring without it');
}

async function startShop(name: Shop['name'], cwd: string | undefined, port: number): Promise<Shop> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-web-'));
  const server = await startServer('src/server/main.ts', port, { DATA_DIR: dataDir, SEED_IMAGE_CACHE }, '/healthz', cwd);
  await settled(server);
  const list = (await (await fetch(`${server.url}/api/api/v1/product/tags/newarrival?page=1&limit=1`)).json()) as {
    data: { products: { _id: string; variantId: string }[] };
  };
  const card = list.data.products[0]!;
  const only = process.env.BENCH_PAGES?.split(',');
  const targets = (
    [
      ['home', '/'],
      ['new arrivals', '/new-arrivals'],
      ['product', `/display/${card._id}/${card.variantId}`],
      ['studio', '/customized'],
      ['cart', '/cart'],
    ] as [string, string][]
  ).filter(([page]) => (CHECK ? GUARDED.includes(page) : !only || only.includes(page)));
  return { name, server, dataDir, targets, lighthouse: new Map(), cpu: new Map(), inp: new Map() };
}

/** Each page's figure in turn for every shop, this checkout first on even rounds and last on odd ones. */
async function inTurn(shops: Shop[], round: number, pages: (shop: Shop) => [string, string][], measure: (shop: Shop, page: string, url: string) => Promise<void>) {
  const order = round % 2 ? [...shops].reverse() : shops;
  for (let index = 0; index < pages(shops[0]!).length; index += 1) {
    for (const shop of order) {
      const [page, url] = pages(shop)[index]!;
      await measure(shop, page, url);
    }
  }
}

/** The machine's busy share just before each measured load (whenQuiet). */
const busyBefore: number[] = [];
/** The reference page's main-thread CPU per load (reference-page.ts), once a round. */
const referenceCpu: number[] = [];
const referenceMedian = () => median(referenceCpu);
/** A page's main-thread CPU over the reference's: what the guard holds, two decimals. */
const overReference = (shop: Shop, page: string) => Math.round((cpuMedian(shop, page) / referenceMedian()) * 100) / 100;
const push = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);
const shopLabel = (shop: Shop) => (shop.name === 'this' ? 'this checkout' : `vs ${vsCheckout}`);
const cpuMedian = (shop: Shop, page: string) => Math.round(median(shop.cpu.get(page) ?? [Number.NaN]));

async function measure(shops: Shop[], browser: Browser, chromePort: number | null): Promise<void> {
  // The cart is measured only by its taps (it needs a signed-in shopper); every other page by all three.
  const loadPages = (shop: Shop) => shop.targets.filter(([page]) => page !== 'cart');
  const inpPages = (shop: Shop) => shop.targets.filter(([page]) => INTERACTION_PAGES.includes(page));
  // One unmeasured load of each page: the server makes each picture's narrower copies on first request.
  await inTurn(shops, 0, loadPages, async (shop, _page, url) => void (await measureLoadCpu(browser, `${shop.server.url}${url}`)));
  await measureLoadCpu(browser, REFERENCE_URL, serveReference);
  for (let load = 0; load < LOADS; load += 1) {
    // The reference page once a round, beside the shop's pages: the machine's speed in these minutes.
    busyBefore.push(await whenQuiet());
    referenceCpu.push(await measureLoadCpu(browser, REFERENCE_URL, serveReference));
    await inTurn(shops, load, loadPages, async (shop, page, url) => {
      busyBefore.push(await whenQuiet());
      push(shop.cpu, page, await measureLoadCpu(browser, `${shop.server.url}${url}`));
    });
  }
  if (chromePort === null) return;
  const indexes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await inTurn(shops, run, loadPages, async (shop, page, url) => {
      // The preset first: its benchmark index calibrates the two phones measured right after it.
      let index = 0;
      for (const profile of PROFILES) {
        const at = load();
        const keepAs = run === RUNS - 1 ? `${shop.name === 'this' ? '' : 'vs-'}${page.replace(/\s+/g, '-')}-${profile.name.replace(/\s+/g, '-')}` : undefined;
        const row = await lighthouseRun(chromePort, `${shop.server.url}${url}`, profile.slowdown(index), keepAs);
        if (profile.name === 'preset 4x') {
          index = row.benchmarkIndex;
          indexes.push(index);
        }
        push(shop.lighthouse, page, { ...row, profile: profile.name, load: at });
      }
    });
  }
  const lowTier = median(indexes) / 264;
  for (let run = 0; run < INP_RUNS; run += 1) {
    await inTurn(shops, run, inpPages, async (shop, page, url) => void push(shop.inp, page, await measureInteractions(browser, shop.server.url, shop.dataDir, page, url, lowTier)));
  }
}

function printLighthouse(shops: Shop[]): void {
  console.log(`\nLighthouse (simulated slow 4G), median of ${RUNS} run${RUNS === 1 ? '' : 's'}; benchmark index (BI) and load (1 min) of each row`);
  console.log('| page | profile | checkout | score | FCP ms | LCP ms | TBT ms | CLS | TTFB ms | JS (br) KB | BI | CPU x | load |');
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const [page] of shops[0]!.targets) {
    for (const profile of PROFILES) {
      for (const shop of shops) {
        const rows = (shop.lighthouse.get(page) ?? []).filter((row) => row.profile === profile.name);
        if (!rows.length) continue;
        const of = (key: keyof LighthouseRow) => median(rows.map((row) => row[key]));
        const loads = rows.map((row) => row.load.split(' ')[0]).join('/');
        console.log(`| ${page} | ${profile.name} | ${shop.name} | ${of('score')} | ${of('fcp')} | ${of('lcp')} | ${of('tbt')} | ${of('cls')} | ${of('ttfb')} | ${of('scriptKb')} | ${of('benchmarkIndex')} | ${Math.round(of('slowdown') * 10) / 10} | ${loads} |`);
      }
    }
  }
}

function printCpu(shops: Shop[]): void {
  console.log(`\nRenderer main-thread CPU per page load at 1x (thread time, ms; median of ${LOADS}, min-max), phone viewport, ${e2eChromiumPath()}; each load once the machine was quiet (busy share before a load: at most ${Math.round(Math.max(...busyBefore) * 100)} %)`);
  console.log(`reference page (tests/bench/web/reference-page.ts): ${Math.round(referenceMedian())} ms (${Math.round(Math.min(...referenceCpu))}-${Math.round(Math.max(...referenceCpu))}); in brackets after each page, its median over the reference's`);
  console.log(`| page | ${shops.map(shopLabel).join(' | ')} |${shops.length > 1 ? ' change |' : ''}`);
  console.log(`|---|${shops.map(() => '---:|').join('')}${shops.length > 1 ? '---:|' : ''}`);
  for (const [page] of shops[0]!.targets) {
    if (!shops[0]!.cpu.has(page)) continue;
    const cells = shops.map((shop) => {
      const values = shop.cpu.get(page)!;
      return `${cpuMedian(shop, page)} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}) [${overReference(shop, page)}]`;
    });
    const change = shops.length > 1 ? ` ${Math.round((cpuMedian(shops[0]!, page) / cpuMedian(shops[1]!, page) - 1) * 100)} % |` : '';
    console.log(`| ${page} | ${cells.join(' | ')} |${change}`);
  }
}

function printInp(shops: Shop[]): void {
  if (!shops[0]!.inp.size) return;
  console.log(`\nINP of scripted interactions at the low-tier slowdown (event timing, ms, median of ${INP_RUNS} runs; 0 = under 16 ms)`);
  console.log(`| page | step | ${shops.map(shopLabel).join(' | ')} |`);
  console.log(`|---|---|${shops.map(() => '---:|').join('')}`);
  for (const [page, runs] of shops[0]!.inp) {
    for (const [index, step] of runs[0]!.entries()) {
      const of = (shop: Shop) => median((shop.inp.get(page) ?? []).map((run) => run[index]?.ms ?? Number.NaN));
      console.log(`| ${page} | ${step.label} | ${shops.map(of).join(' | ')} |`);
    }
  }
}

/** --check: the guarded pages against the baseline; --record: the baseline lowered where this build is faster. */
async function guard(shop: Shop): Promise<boolean> {
  const baseline = existsSync(WEB_BASELINE_FILE) ? await readWebBaseline() : { note: '', cpuOverReference: {} };
  const figures = Object.fromEntries(GUARDED.map((page) => [page, overReference(shop, page)]));
  const failures = CHECK ? checkCpu(baseline, figures, GUARDED) : [];
  if (CHECK) {
    for (const page of GUARDED) {
      console.log(`${page}: ${cpuMedian(shop, page)} ms main-thread CPU per load, ${figures[page]} x the reference's (baseline ${baseline.cpuOverReference[page] ?? 'none'}, limit +${CHECK_FRACTION * 100} %)`);
    }
    for (const failure of failures) console.log(`FAIL ${failure}`);
  }
  if (RECORD) {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
    const when = new Date().toISOString().slice(0, 10);
    const next = recordCpu(baseline, figures, `bench:web --record on ${commit}, ${when}: median of ${LOADS} loads, ${e2eChromiumPath()}, reference page ${Math.round(referenceMedian())} ms`);
    await writeWebBaseline(next);
    console.log(`tests/bench/web-baseline.json: ${JSON.stringify(next.cpuOverReference)}`);
  }
  return failures.length === 0;
}

async function main(): Promise<void> {
  // As npm start builds it (skipped when fresh: CI's bench:api has just built this checkout).
  if (!ensureStorefrontBuilt()) throw new Error('the storefront build failed');
  if (vsCheckout && !existsSync(path.join(vsCheckout, 'dist/ssr/entry-server.js'))) buildStorefront(vsCheckout);
  const shops: Shop[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let browser: Browser | undefined;
  const loads = [load()];
  try {
    shops.push(await startShop('this', undefined, await portFor(0)));
    if (vsCheckout) shops.push(await startShop('vs', vsCheckout, await portFor(1)));
    browser = await chromium.launch({ executablePath: e2eChromiumPath(), args: CHROMIUM_ARGS });
    if (!CHECK) {
      chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        ...(BASE_PORT ? { port: BASE_PORT + 2 } : {}),
        chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      });
    }
    await measure(shops, browser, chrome?.port ?? null);
    loads.push(load());
  } finally {
    chrome?.kill();
    await browser?.close();
    for (const shop of shops) {
      await shop.server.stop();
      await rm(shop.dataDir, { recursive: true, force: true });
    }
  }
  console.log(`\nbench:web  ${execFileSync('nproc').toString().trim()} cores; load average (1, 5, 15 min) at the start and the end: ${loads.join(' | ')}`);
  if (!CHECK) printLighthouse(shops);
  printCpu(shops);
  printInp(shops);
  if (!CHECK) {
    console.log("\nEach page's Lighthouse report per profile (last run): .tmp/bench-web/<page>-<profile>.json");
    console.log('goals: low-tier >= 90 on home, listing, product, TBT <= 200 ms, LCP <= 2500 ms; studio >= 75, INP <= 200 ms; mid-tier >= 98 (studio >= 90)');
  }
  if ((CHECK || RECORD) && !(await guard(shops[0]!))) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
