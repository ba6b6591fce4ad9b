/**
 * `npm run bench:api`: autocannon (50 connections, 10 s per route) against a bare Fastify
 * hello-world (the ceiling) and against the shop on PGlite and on PostgreSQL: the new-arrivals
 * list, a product by id and a search. Prints req/s, p50/p99 latency, each route's ratio to the
 * hello-world and the server's resident memory after the run. Not a pass/fail test.
 *
 * PostgreSQL: BENCH_DATABASE_URL, else a fresh database on postgres://postgres@127.0.0.1:5432.
 * Shorter runs: BENCH_SECONDS=3.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer, type ServerProcess } from './server-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

interface Row {
  target: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string): Promise<Omit<Row, 'target' | 'route'>> {
  // A warm-up at full load fills caches and JIT so the measured run is the steady state.
  await autocannon({ url, connections, duration: 3 });
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function shopRoutes(server: ServerProcess): Promise<[string, string][]> {
  const list = (await (await fetch(`${server.url}/api/api/v1/product/tags/newarrival?page=1&limit=8`)).json()) as {
    data: { products: { _id: string }[] };
  };
  const productId = list.data.products[0]!._id;
  return [
    ['new-arrivals list', '/api/api/v1/product/tags/newarrival?page=1&limit=8'],
    ['product by id', `/api/api/v1/product/product/${productId}`],
    ['search', '/api/api/v1/product/search?query=hood&page=1&limit=4'],
  ];
}

async function benchShop(target: string, env: NodeJS.ProcessEnv, port: number, rows: Row[]): Promise<number> {
  const server = await startServer('src/server/main.ts', port, env, '/healthz');
  // A first start seeds the catalogue; let the seed's garbage collection and PostgreSQL's
  // autovacuum of the new rows finish before measuring.
  await new Promise((resolve) => setTimeout(resolve, 8000));
  try {
    for (const [route, url] of await shopRoutes(server)) {
      rows.push({ target, route, ...(await load(`${server.url}${url}`)) });
    }
    return server.rssMiB();
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const memory: Record<string, number> = {};

  const hello = await startServer('tests/bench/hello-server.ts', 3201, {}, '/hello');
  try {
    rows.push({ target: 'fastify', route: 'hello-world', ...(await load(`${hello.url}/hello`)) });
    memory.fastify = hello.rssMiB();
  } finally {
    await hello.stop();
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
  try {
    memory.pglite = await benchShop('pglite', { DATA_DIR: dataDir }, 3202, rows);

    let databaseUrl = process.env.BENCH_DATABASE_URL;
    let dropDatabase = async () => {};
    if (!databaseUrl) {
      const name = `shop_bench_${Date.now()}`;
      const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      databaseUrl = `postgres://postgres@127.0.0.1:5432/${name}`;
      dropDatabase = async () => {
        const cleanup = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      };
    }
    try {
      memory.postgres = await benchShop('postgres', { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, 3203, rows);
    } finally {
      await dropDatabase();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const ceiling = rows[0]!.rps;
  console.log(`\nbench:api  ${connections} connections, ${seconds} s per route\n`);
  console.log('| target | route | req/s | ratio to hello-world | p50 ms | p99 ms | errors |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = `${Math.round((row.rps / ceiling) * 100)} %`;
    console.log(`| ${row.target} | ${row.route} | ${row.rps} | ${ratio} | ${row.p50} | ${row.p99} | ${row.errors} |`);
  }
  console.log(`\nresident memory after the run: ${Object.entries(memory).map(([k, v]) => `${k} ${v} MiB`).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
