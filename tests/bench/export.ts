/**
 * The orders CSV export on a generated set of orders (default 10,000), on PGlite and on
 * PostgreSQL: how long the whole file takes to stream and how much memory the process holds
 * meanwhile, beside the same figures for a tenth of the orders (a stream that kept every row
 * would grow with them). Prints figures; not a pass/fail test.
 *
 *   npm run bench:export [-- --orders 10000] [-- --postgres URL] [-- --pglite-only]
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';
import { orders, productVariants, products, users } from '../../src/server/db/schema';
import { ordersCsv } from '../../src/server/services/staff/csv-exports';
import { benchDatabase } from './bench-database';

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const ORDERS = Number(argument('orders') ?? 10_000);
const DAY = '2031-03-15';

/** A product, a shopper and `count` orders of it placed across one Indian day, in batches. */
async function generate(database: Database, count: number): Promise<void> {
  const db = database.db;
  const [product] = await db
    .insert(products)
    .values({ name: 'Bench Hoodie ₹ हुडी', description: 'Bench', pricePaise: 149_900, finalPricePaise: 119_900, discount: 20, category: 'upperwear', subCategory: 'hoodie' })
    .returning();
  const [variant] = await db.insert(productVariants).values({ productId: product!.id, color: 'Navy', searchVector: sql`to_tsvector('simple', 'bench')` }).returning();
  const [user] = await db.insert(users).values({ username: 'Bench', email: `bench${Date.now()}@example.in`, phone: '9876543210', address: 'Bhopal', passwordHash: '!' }).returning();
  const start = new Date(`${DAY}T00:00:00+05:30`).getTime();
  for (let from = 0; from < count; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - from) }, (_, k) => {
      const n = from + k;
      return {
        trackingId: `BENCH${String(n).padStart(8, '0')}`,
        checkoutNumber: `BENCH${String(n).padStart(8, '0')}`,
        userId: user!.id,
        status: 'Processing' as const,
        paymentMethod: 'cod' as const,
        paymentStatus: 'COD pending' as const,
        name: `Shopper ${n}, "Bhopal"`,
        email: `shopper${n}@example.in`,
        phoneNumber: '9876543210',
        deliveryAddress: `${n} MP Nagar, Zone 1`,
        pincode: '462011',
        city: 'Bhopal',
        state: 'Madhya Pradesh',
        productId: product!.id,
        variantId: variant!.id,
        size: 'M' as const,
        quantity: 1,
        unitPricePaise: 119_900,
        totalPaise: 119_900,
        createdAt: new Date(start + Math.floor((n / count) * 86_000_000)),
      };
    });
    await db.insert(orders).values(batch);
  }
}

/** Streams the day's export into a byte counter; the time, the bytes and the peak memory seen (sampled every 20 ms). */
async function measure(database: Database): Promise<{ ms: number; bytes: number; rows: number; peakRssMb: number; peakHeapMb: number }> {
  global.gc?.();
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  const timer = setInterval(sample, 20);
  let bytes = 0;
  let rows = 0;
  const started = performance.now();
  await pipeline(
    ordersCsv(database.db, DAY, DAY),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 0x0a) rows++;
        sample();
        done();
      },
    }),
  );
  const ms = performance.now() - started;
  clearInterval(timer);
  return { ms, bytes, rows: rows - 1, peakRssMb: peakRss / 2 ** 20, peakHeapMb: peakHeap / 2 ** 20 };
}

async function run(kind: 'pglite' | 'postgres', open: () => Promise<{ database: Database; close: () => Promise<void> }>) {
  for (const count of [Math.round(ORDERS / 10), ORDERS]) {
    const { database, close } = await open();
    try {
      await database.migrate();
      await generate(database, count);
      await measure(database); // warm: plans, code paths
      const figures = await measure(database);
      console.log(
        `${kind.padEnd(8)} ${String(count).padStart(6)} orders: ${figures.ms.toFixed(0).padStart(6)} ms, ${(figures.bytes / 2 ** 20).toFixed(2)} MB of CSV, ${figures.rows} rows, ` +
          `peak RSS ${figures.peakRssMb.toFixed(0)} MB, peak heap ${figures.peakHeapMb.toFixed(0)} MB`,
      );
      if (figures.rows !== count) console.log(`  !! expected ${count} rows`);
    } finally {
      await close();
    }
  }
}

await run('pglite', async () => {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  return { database, close: () => database.close() };
});
if (!process.argv.includes('--pglite-only')) {
  await run('postgres', async () => {
    const { url, drop } = await benchDatabase(argument('postgres'));
    const database = await openDatabase({ databaseUrl: url });
    return {
      database,
      close: async () => {
        await database.close();
        await drop();
      },
    };
  });
}
