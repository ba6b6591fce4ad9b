import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';
import { DASHBOARD_FIGURES, staffDashboard } from '../../src/server/services/staff/dashboard';
import { vacuumWhereDue } from '../../src/server/db/embedded-vacuum';
import { benchDatabase } from './bench-database';
import { percentile } from './stats';

/**
 * `npm run bench:dashboard`: each figure of the owner's dashboard (/admin) timed on its own, on a
 * shop with BENCH_ORDERS (100,000) orders spread over the last year, on PostgreSQL (a fresh database
 * on the machine's server, dropped after; `--postgres URL` to use another) and on the embedded
 * database. Prints each query's median and p95 of BENCH_RUNS (30) runs and the whole dashboard's
 * (its queries side by side). Goal: every figure under 50 ms.
 */

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const GOAL_MS = 50;

/**
 * A year of orders as a shop sees them: most delivered, a few waiting to ship or to be returned,
 * some cancelled; three in ten paid online; one in twenty a studio design. Written by the database
 * itself (generate_series), so 100,000 rows take seconds.
 */
async function fill(database: Database): Promise<void> {
  const { db } = database;
  await db.execute(sql`insert into users (username, email, phone, address, password_hash)
    values ('Bench Shopper', 'bench@example.com', '9876543210', '1 Lake View Road, Bhopal', 'x')`);
  await db.execute(sql`insert into products (name, description, price_paise, discount, final_price_paise, category, sub_category)
    select 'Bench tee ' || g, 'A tee', 99900, 10, 89910, 'upperwear', 't-shirt' from generate_series(1, 40) g`);
  await db.execute(sql`insert into product_variants (product_id, color, search_vector, position)
    select p.id, c.color, to_tsvector('simple', p.name || ' ' || c.color), c.n
    from products p cross join (values ('Black', 0), ('White', 1)) as c(color, n)`);
  await db.execute(sql`insert into variant_sizes (variant_id, size, stock)
    select v.id, s.size, (abs(hashtext(v.id::text || s.size)) % 25) from product_variants v
    cross join (values ('M'), ('L'), ('XL'), ('XXL')) as s(size)`);
  await db.execute(sql`insert into designs (user_id, document) select id, '{}'::jsonb from users limit 1`);
  await db.execute(sql`
    with shop as (select (select id from users limit 1) as user_id, (select id from designs limit 1) as design_id),
    variants as (select id, product_id, row_number() over (order by id) - 1 as n from product_variants),
    spread as (
      select g, (g * 7919) % 1000 as roll, now() - ((g % 365) || ' days')::interval - ((g % 1440) || ' minutes')::interval as at
      from generate_series(1, ${ORDERS}) g
    )
    insert into orders (tracking_id, user_id, status, payment_method, payment_status, name, email, phone_number,
      delivery_address, pincode, city, state, product_id, variant_id, design_id, size, quantity, unit_price_paise, total_paise, created_at, updated_at)
    select 'BENCH' || lpad(s.g::text, 9, '0'), shop.user_id,
      case when s.roll < 850 then 'Delivered' when s.roll < 880 then 'Processing' when s.roll < 910 then 'Shipped'
           when s.roll < 930 then 'Return requested' when s.roll < 970 then 'Cancelled' when s.roll < 985 then 'Refunded'
           else 'Pending payment' end,
      case when s.g % 10 < 3 then 'online' else 'cod' end,
      case when s.roll >= 970 and s.roll < 985 then 'Refunded' when s.roll >= 985 then 'Pending'
           when s.roll >= 930 and s.roll < 935 then 'Refund pending' when s.g % 10 < 3 then 'Paid' else 'COD pending' end,
      'Bench Shopper', 'bench@example.com', '9876543210', '1 Lake View Road', '462001', 'Bhopal', 'Madhya Pradesh',
      v.product_id, v.id, case when s.g % 20 = 0 then shop.design_id end, 'L', 1 + s.g % 3, 89910, 89910 * (1 + s.g % 3), s.at, s.at
    from spread s cross join shop join variants v on v.n = s.g % 80
    -- Oldest first, as a shop writes them: a month's orders sit together on disk.
    order by s.at`);
  // What autovacuum would have done by now: PostgreSQL's own, the shop's on the embedded database.
  if (database.kind === 'pglite') await vacuumWhereDue(db);
  else await db.execute(sql`vacuum analyze`);
}

async function time(run: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { median: percentile(ms, 0.5), p95: percentile(ms, 0.95) };
}

async function measure(label: string, database: Database): Promise<boolean> {
  const filling = performance.now();
  await database.migrate();
  await fill(database);
  console.log(`\n${label}: ${ORDERS.toLocaleString('en-IN')} orders written in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
  const now = new Date();
  let allUnder = true;
  console.log(`${'figure'.padEnd(18)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)}`);
  for (const [name, figure] of Object.entries(DASHBOARD_FIGURES)) {
    const { median, p95 } = await time(() => figure(database.db, now));
    if (p95 >= GOAL_MS) allUnder = false;
    console.log(`${name.padEnd(18)} ${median.toFixed(2).padStart(10)} ${p95.toFixed(2).padStart(8)}${p95 >= GOAL_MS ? `  over ${GOAL_MS} ms` : ''}`);
  }
  const whole = await time(() => staffDashboard(database.db, now));
  console.log(`${'whole dashboard'.padEnd(18)} ${whole.median.toFixed(2).padStart(10)} ${whole.p95.toFixed(2).padStart(8)}`);
  return allUnder;
}

const given = process.argv.includes('--postgres') ? process.argv[process.argv.indexOf('--postgres') + 1] : undefined;
const target = await benchDatabase(given);
const results: boolean[] = [];
try {
  const postgres = await openDatabase({ databaseUrl: target.url });
  try {
    results.push(await measure('PostgreSQL', postgres));
  } finally {
    await postgres.close();
  }
  const pglite = await openDatabase({ pgliteDir: 'memory://' });
  try {
    results.push(await measure('PGlite (embedded)', pglite));
  } finally {
    await pglite.close();
  }
} finally {
  await target.drop();
}
console.log(`\nevery figure's p95 under ${GOAL_MS} ms: ${results.every(Boolean) ? 'yes' : 'no'}`);
