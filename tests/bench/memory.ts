/**
 * `npm run bench:memory`: where the shop's memory goes on the embedded database (PGlite). Starts
 * the shop on a fresh DATA_DIR (the first start seeds the demo catalogue), loads it as
 * `bench:api` does (autocannon, 50 connections, new arrivals, a product by id, a search, the home
 * page and a product page as a visitor's browser asks for them), then
 * restarts it on the same folder (no seed) and loads it again. After each step it prints the
 * resident memory and what holds it: the V8 heap, external and array buffers, PGlite's WASM
 * heap (counted by tests/bench/memory-probe.ts, preloaded into the shop) and the anonymous and
 * file-backed resident pages. Not a pass/fail test; measure memory with it, not speed.
 *
 * BENCH_SECONDS (20) per route; MEMORY_NODE_ARGS adds node flags to the shop (for A/B runs);
 * MEMORY_SNAPSHOT=1 writes a V8 heap snapshot after each load into .tmp/bench-memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../integration/support/free-port';
import type { MemoryFigures } from './memory-probe';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = 50;
const SNAPSHOT_DIR = path.resolve('.tmp/bench-memory');

interface Shop {
  url: string;
  ask<T>(kind: 'figures' | 'gc' | 'snapshot', snapshotPath?: string): Promise<T>;
  stop(): Promise<void>;
}

async function startShop(dataDir: string): Promise<Shop> {
  const port = await freePort();
  const extra = (process.env.MEMORY_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...extra, '--expose-gc', '--import', 'tsx', '--import', './tests/bench/memory-probe.ts', 'src/server/main.ts'],
    {
      // Two malloc arenas as `npm start` sets (MALLOC_ARENA_MAX in the environment overrides it, for A/B runs).
      env: { MALLOC_ARENA_MAX: '2', ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the shop did not start within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  let nextId = 0;
  return {
    url,
    ask<T>(kind: 'figures' | 'gc' | 'snapshot', snapshotPath?: string) {
      const id = nextId++;
      return new Promise<T>((resolve) => {
        const onMessage = (message: { id: number; answer: T }) => {
          if (message.id !== id) return;
          child.off('message', onMessage);
          resolve(message.answer);
        };
        child.on('message', onMessage);
        child.send({ id, kind, path: snapshotPath });
      });
    },
    stop() {
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

async function load(shop: Shop): Promise<number> {
  const list = (await (await fetch(`${shop.url}/api/api/v1/product/tags/newarrival?page=1&limit=8`)).json()) as {
    data: { products: { _id: string; variantId: string }[] };
  };
  const first = list.data.products[0]!;
  // The routes bench:api loads: three catalogue reads and the two pages a visitor lands on, asked for
  // as a browser asks (server-rendered, kept finished in brotli and gzip).
  const page = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br, zstd' };
  const routes: [string, Record<string, string>?][] = [
    ['/api/api/v1/product/tags/newarrival?page=1&limit=8'],
    [`/api/api/v1/product/product/${first._id}`],
    ['/api/api/v1/product/search?query=hood&page=1&limit=4'],
    ['/', page],
    [`/display/${first._id}/${first.variantId}`, page],
  ];
  let requests = 0;
  for (const [route, headers] of routes) {
    const result = await autocannon({ url: `${shop.url}${route}`, connections, duration: seconds, headers });
    requests += result.requests.total;
    if (result.non2xx + result.errors > 0) console.warn(`${route}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return requests;
}

const rows: (MemoryFigures & { step: string })[] = [];

async function record(shop: Shop, step: string): Promise<void> {
  // Let in-flight work and the collector settle, then read without and with a full collection.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  rows.push({ step, ...(await shop.ask<MemoryFigures>('figures')) });
  rows.push({ step: `${step}, after a full GC`, ...(await shop.ask<MemoryFigures>('gc')) });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-memory-'));
  try {
    let shop = await startShop(dataDir);
    try {
      // The first start seeds the catalogue: let it finish (bench:api waits as long).
      await new Promise((resolve) => setTimeout(resolve, 8000));
      await record(shop, 'fresh start (seeded)');
      await load(shop);
      await record(shop, 'fresh start, after the load');
      if (process.env.MEMORY_SNAPSHOT) {
        await mkdir(SNAPSHOT_DIR, { recursive: true });
        console.log('heap snapshot:', await shop.ask<string>('snapshot', path.join(SNAPSHOT_DIR, `fresh-${Date.now()}.heapsnapshot`)));
      }
    } finally {
      await shop.stop();
    }
    shop = await startShop(dataDir);
    try {
      await record(shop, 'restart (no seed)');
      await load(shop);
      await record(shop, 'restart, after the load');
    } finally {
      await shop.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  console.log(`\nbench:memory  PGlite, ${connections} connections, ${seconds} s per route${process.env.MEMORY_NODE_ARGS ? `, node ${process.env.MEMORY_NODE_ARGS}` : ''}\n`);
  console.log('| step | RSS | V8 heap used / total | external | array buffers | WASM heap size / resident | anon / file RSS |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.step} | ${row.rssMiB} | ${row.heapUsedMiB} / ${row.heapTotalMiB} | ${row.externalMiB} | ${row.arrayBuffersMiB} | ${row.wasmMiB} / ${row.wasmResidentMiB} | ${row.anonMiB} / ${row.fileMiB} |`,
    );
  }
  console.log("\n(MiB; the WASM heap is PGlite's Emscripten memory: counted in external, not in array buffers)");
  if (process.env.MEMORY_TOP) {
    for (const row of rows.filter((_, i) => i % 2 === 1)) console.log(`\nlargest resident mappings, ${row.step}:\n  ${row.top.join('\n  ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
