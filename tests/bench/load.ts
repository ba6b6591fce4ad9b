/**
 * `npm run bench:load`: the shop on PostgreSQL under autocannon for BENCH_SECONDS (60) per mix,
 * twice over: the browse mix (the home page's data, listings, product pages, search) and
 * checkout (cash on delivery by signed-in shoppers, with stock enough for every order). Prints
 * req/s, p50/p99 latency and errors per mix and run, and the server process's resident memory
 * before, after the first round and after the second (the growth between the two should stay
 * under 10 %). Not a pass/fail test; figures worth keeping go in tests/bench/RESULTS.md.
 *
 * PostgreSQL: BENCH_DATABASE_URL, else a fresh database on postgres://postgres@127.0.0.1:5432.
 * Shorter runs: BENCH_SECONDS=5. Connections: BENCH_CONNECTIONS (20).
 *
 * Soak: BENCH_SOAK_MINUTES=10 runs both mixes at once (half the connections each) for that
 * many minutes instead, and prints per minute the requests, p99 of each mix, errors and the
 * server's resident memory (sampled every 5 s). It fails (exit 1) on any error, or when the
 * resident memory at any sample after the first minute is 10 % or more above where the first
 * minute ended.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { freePort } from '../integration/support/free-port';
import { benchDatabase } from './bench-database';
import { mailSink } from './mail-sink';
import { signIn, type ShopperSession } from './shopper-session';
import { startServer, type ServerProcess } from './server-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const soakMinutes = Number(process.env.BENCH_SOAK_MINUTES ?? 0);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SHOPPERS = 40;
const API = '/api/api/v1';

interface Figures {
  mix: string;
  round: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** What the errors were: connection errors, timeouts (autocannon's 10 s), answers other than 2xx. */
  kinds: string;
}

async function run(mix: string, round: number, options: autocannon.Options, duration = seconds, conns = connections): Promise<Figures> {
  const result = await autocannon({ connections: conns, duration, ...options });
  return {
    mix,
    round,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    kinds: `${result.errors} connection, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
  };
}

interface Product {
  _id: string;
  finalPrice: number;
  codAvailable: boolean;
  variants: { _id: string }[];
}

/** What the browse mix asks for: the home page's calls, the listings, product pages and searches. */
async function browseRequests(base: string): Promise<autocannon.Request[]> {
  const list = (await (await fetch(`${base}${API}/product/tags/newarrival?page=1&limit=8`)).json()) as { data: { products: { _id: string }[] } };
  const products = list.data.products.slice(0, 4).map((product) => product._id);
  const paths = [
    // The home page: banners, video, the two grids.
    '/banner',
    '/video/get-video',
    '/product/tags/newarrival?page=1&limit=8',
    '/product/tags/trending?page=1&limit=8',
    // Listings and their next pages.
    '/product/tags/newarrival?page=2&limit=8',
    '/product/category/upperwear?page=1&limit=8',
    '/product/subcategory/t-shirt,hoodie/upperwear?page=1&limit=8',
    // Product pages.
    ...products.map((id) => `/product/product/${id}`),
    // Searches as typed.
    '/product/search?query=hood&page=1&limit=4',
    '/product/search?query=black%20tee&page=1&limit=8',
    '/product/search?query=bhopal&page=1&limit=4',
  ];
  return paths.map((url) => ({ method: 'GET', path: `${API}${url}`, headers: { 'accept-encoding': 'br, gzip' } }));
}

/** Shoppers made straight in the database (sign-up is not what is measured), each then logged in over HTTP. */
async function signedInShoppers(base: string, databaseUrl: string): Promise<ShopperSession[]> {
  const passwordHash = await hashPassword('Chai@1234');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stamp = Date.now();
  const emails = Array.from({ length: SHOPPERS }, (_, i) => `load${stamp}-${i}@example.in`);
  for (const email of emails) {
    await client.query('insert into users (username, email, phone, address, password_hash) values ($1, $2, $3, $4, $5)', [
      'Load Test',
      email,
      '9876543210',
      '1 MP Nagar, Bhopal',
      passwordHash,
    ]);
  }
  await client.end();
  const shoppers = [];
  for (const email of emails) shoppers.push(await signIn(base, email, 'Chai@1234'));
  return shoppers;
}

/** COD-able products with stock enough for every order of the run (10 million units in size M). */
async function stockedDrafts(base: string, databaseUrl: string) {
  const list = (await (await fetch(`${base}${API}/product/tags/trending?page=1&limit=8`)).json()) as { data: { products: { _id: string }[] } };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const lines = [];
  for (const item of list.data.products) {
    const product = ((await (await fetch(`${base}${API}/product/product/${item._id}`)).json()) as { data: Product }).data;
    if (!product.codAvailable) continue;
    const variantId = product.variants[0]!._id;
    await client.query(
      `insert into variant_sizes (variant_id, size, stock) values ($1, 'M', 10000000)
       on conflict (variant_id, size) do update set stock = 10000000`,
      [variantId],
    );
    lines.push({ productId: product._id, variantId, price: product.finalPrice });
    if (lines.length === 3) break;
  }
  await client.end();
  if (lines.length === 0) throw new Error('the seed has no COD product');
  return lines;
}

async function checkoutOptions(base: string, databaseUrl: string): Promise<autocannon.Options> {
  const shoppers = await signedInShoppers(base, databaseUrl);
  const lines = await stockedDrafts(base, databaseUrl);
  let next = 0;
  return {
    url: base,
    requests: [
      {
        method: 'POST',
        path: `${API}/order/cod`,
        // Each order by the next shopper in turn, for one of the stocked products.
        setupRequest(request) {
          const shopper = shoppers[next % shoppers.length]!;
          const line = lines[next % lines.length]!;
          next += 1;
          return {
            ...request,
            headers: { 'content-type': 'application/json', cookie: shopper.cookie, 'x-xsrf-token': shopper.xsrf },
            body: JSON.stringify({
              name: 'Load Test',
              email: shopper.email,
              phoneNumber: '9876543210',
              product: { productId: line.productId, variantId: line.variantId, quantity: 1, price: line.price, size: 'M' },
              deliveryAddress: '1 MP Nagar',
              pincode: '462011',
              city: 'Bhopal',
              state: 'Madhya Pradesh',
              totalAmount: line.price,
            }),
          };
        },
      },
    ],
  };
}

/** The stock taken off the shelf equals the orders acknowledged: the load did not oversell or lose units. */
async function unitsOrdered(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ units: string }>("select coalesce(sum(quantity), 0) as units from orders where status <> 'Cancelled'");
  await client.end();
  return Number(rows[0]!.units);
}

/**
 * Both mixes at once for BENCH_SOAK_MINUTES, read minute by minute, with the server's resident
 * memory sampled every 5 s. True when there was no error and memory after the first minute
 * stayed under 10 % above its level at the end of that minute.
 */
async function soak(server: ServerProcess, browse: autocannon.Options, checkout: autocannon.Options): Promise<boolean> {
  const half = Math.max(1, Math.floor(connections / 2));
  const samples: { minute: number; rss: number }[] = [];
  let minute = 0;
  const sampler = setInterval(() => samples.push({ minute, rss: server.rssMiB() }), 5000);
  const rows: { minute: number; browse: Figures; checkout: Figures; rss: number }[] = [];
  const start = server.rssMiB();
  try {
    for (minute = 1; minute <= soakMinutes; minute++) {
      const [b, c] = await Promise.all([run('browse', minute, browse, 60, half), run('checkout (COD)', minute, checkout, 60, connections - half)]);
      const rss = server.rssMiB();
      samples.push({ minute, rss });
      rows.push({ minute, browse: b, checkout: c, rss });
      console.log(
        `minute ${minute}: browse ${b.rps} req/s p99 ${b.p99} ms, checkout ${c.rps} req/s p99 ${c.p99} ms, errors ${b.errors + c.errors}${b.errors + c.errors ? ` (browse: ${b.kinds}; checkout: ${c.kinds})` : ''}, RSS ${rss} MiB`,
      );
    }
  } finally {
    clearInterval(sampler);
  }
  console.log(`\nbench:load soak  PostgreSQL, ${soakMinutes} min, browse and checkout at once (${half} + ${connections - half} connections)\n`);
  console.log('| minute | browse req/s | browse p99 ms | checkout req/s | checkout p99 ms | errors | RSS MiB (end) |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.minute} | ${row.browse.rps} | ${row.browse.p99} | ${row.checkout.rps} | ${row.checkout.p99} | ${row.browse.errors + row.checkout.errors} | ${row.rss} |`);
  }
  const errors = rows.reduce((sum, row) => sum + row.browse.errors + row.checkout.errors, 0);
  const afterFirst = rows[0]!.rss;
  const later = samples.filter((sample) => sample.minute >= 2).map((sample) => sample.rss);
  const peak = Math.max(afterFirst, ...later);
  const growth = ((peak - afterFirst) / afterFirst) * 100;
  const finalGrowth = ((rows.at(-1)!.rss - afterFirst) / afterFirst) * 100;
  const p99s = (pick: (row: (typeof rows)[number]) => Figures) => rows.slice(1).map((row) => pick(row).p99);
  const spread = (values: number[]) => (values.length ? `${Math.min(...values)}-${Math.max(...values)} ms` : 'n/a');
  console.log(
    `\nRSS: ${start} MiB before, ${afterFirst} MiB after minute 1, peak after it ${peak} MiB (+${growth.toFixed(1)} %), ` +
      `${rows.at(-1)!.rss} MiB at the end (${finalGrowth >= 0 ? '+' : ''}${finalGrowth.toFixed(1)} %); ${samples.length} samples`,
  );
  console.log(`p99 after minute 1: browse ${spread(p99s((row) => row.browse))}, checkout ${spread(p99s((row) => row.checkout))}; errors ${errors}`);
  const passed = errors === 0 && growth < 10;
  console.log(passed ? 'soak: PASS (no error, RSS growth under 10 % after the first minute)' : 'soak: FAIL');
  return passed;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-load-'));
  const mail = await mailSink();
  const database = await benchDatabase(process.env.BENCH_DATABASE_URL);
  const databaseUrl = database.url;
  let server: ServerProcess | null = null;
  try {
    server = await startServer('src/server/main.ts', await freePort(), { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SMTP_URL: mail.url }, '/healthz');
    // A first start seeds the catalogue (and, with ffmpeg, the demo video): let that settle.
    await new Promise((resolve) => setTimeout(resolve, 8000));
    const base = server.url;
    const browse: autocannon.Options = { url: base, requests: await browseRequests(base) };
    const checkout = await checkoutOptions(base, databaseUrl);
    const ordersBefore = await unitsOrdered(databaseUrl);
    // A short warm-up of both mixes (JIT, caches, pools) before the first reading.
    await autocannon({ connections, duration: 5, ...browse });
    await autocannon({ connections, duration: 5, ...checkout });
    if (soakMinutes > 0) {
      const passed = await soak(server, browse, checkout);
      const ordered = (await unitsOrdered(databaseUrl)) - ordersBefore;
      console.log(`units ordered during the run (warm-up included): ${ordered}`);
      if (!passed) process.exitCode = 1;
      return;
    }
    const memory: number[] = [server.rssMiB()];
    const figures: Figures[] = [];
    for (const round of [1, 2]) {
      figures.push(await run('browse', round, browse));
      figures.push(await run('checkout (COD)', round, checkout));
      memory.push(server.rssMiB());
    }
    const ordered = (await unitsOrdered(databaseUrl)) - ordersBefore;

    console.log(`\nbench:load  PostgreSQL, ${connections} connections, ${seconds} s per mix and round\n`);
    console.log('| round | mix | requests | req/s | p50 ms | p99 ms | errors |');
    console.log('|---:|---|---:|---:|---:|---:|---:|');
    for (const row of figures) console.log(`| ${row.round} | ${row.mix} | ${row.requests} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} |`);
    const growth = ((memory[2]! - memory[1]!) / memory[1]!) * 100;
    console.log(`\nserver resident memory: before ${memory[0]} MiB, after round 1 ${memory[1]} MiB, after round 2 ${memory[2]} MiB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} % in round 2)`);
    console.log(`units ordered during the run (warm-up included): ${ordered}`);
  } finally {
    // autocannon stops at its deadline with requests still in flight: let the server answer them first.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await server?.stop();
    await mail.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
