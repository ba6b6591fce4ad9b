import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, inject } from 'vitest';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from '../../src/server/db/client';

/**
 * Migrations 0016 (a design line per size, the delivery charge, checkout numbers) and 0017 (their
 * backfill) over data written before them (and the account tables of 0013-0015): an empty database is migrated up to 0012, given a
 * design line in a cart and orders of a two-line checkout and of a Buy Now, then migrated on.
 */
type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

let folder: string;
let close: () => Promise<void> = async () => {};
let query: Query;
let migrate: (migrationsFolder: string) => Promise<void>;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-0012-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 12);
  await writeFile(journalPath, JSON.stringify(journal));

  if (inject('dbKind') === 'postgres') {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const name = `shop_migration_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    await admin.end();
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    query = (text, params) => client.query(text, params as unknown[]);
    migrate = (migrationsFolder) => run(drizzle({ client }), { migrationsFolder });
    close = async () => {
      await client.end();
      const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      await cleanup.end();
    };
  } else {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    query = async (text, params) => client.query(text, params);
    migrate = (migrationsFolder) => run(drizzle({ client }), { migrationsFolder });
    close = () => client.close();
  }
});
afterAll(async () => {
  await close();
  await rm(folder, { recursive: true, force: true });
});

it('gives existing design lines their design size and every order its checkout number', async () => {
  await migrate(folder);
  const [user] = (await query(`insert into users (username, email, phone, address, password_hash) values ('Asha', 'asha@example.in', '9876543210', 'Bhopal', 'x') returning id`)).rows;
  const [cart] = (await query(`insert into carts (user_id) values ($1) returning id`, [user!.id])).rows;
  const document = { version: 1, garment: 'tshirt', color: 'Black', size: 'XL', sides: { front: [], back: [] } };
  const [design] = (await query(`insert into designs (user_id, document) values ($1, $2) returning id`, [user!.id, JSON.stringify(document)])).rows;
  await query(`insert into cart_items (cart_id, design_id) values ($1, $2)`, [cart!.id, design!.id]);
  const order = (tracking: string, checkoutId: string | null, at: string) =>
    query(
      `insert into orders (tracking_id, user_id, status, payment_method, payment_status, name, email, phone_number, delivery_address, pincode, city, state, design_id, size, quantity, unit_price_paise, total_paise, checkout_id, created_at)
       values ($1, $2, 'Processing', 'cod', 'COD pending', 'Asha', 'asha@example.in', '9876543210', '12 MP Nagar', '462011', 'Bhopal', 'Madhya Pradesh', $3, 'L', 1, 50000, 50000, $4, $5)`,
      [tracking, user!.id, design!.id, checkoutId, at],
    );
  const checkoutId = '7f000000-0000-4000-8000-000000000001';
  await order('BT251101-SECOND22', checkoutId, '2025-11-01T10:00:01Z');
  await order('BT251101-FIRST222', checkoutId, '2025-11-01T10:00:00Z');
  await order('BT251102-BUYNOW22', null, '2025-11-02T10:00:00Z');

  await migrate(MIGRATIONS_FOLDER);

  expect((await query(`select size, quantity from cart_items`)).rows).toEqual([{ size: 'XL', quantity: null }]);
  const numbers = (await query(`select tracking_id, checkout_number, delivery_paise from orders order by tracking_id`)).rows;
  expect(numbers).toEqual([
    { tracking_id: 'BT251101-FIRST222', checkout_number: 'BT251101-FIRST222', delivery_paise: 0 },
    { tracking_id: 'BT251101-SECOND22', checkout_number: 'BT251101-FIRST222', delivery_paise: 0 },
    { tracking_id: 'BT251102-BUYNOW22', checkout_number: 'BT251102-BUYNOW22', delivery_paise: 0 },
  ]);
  // The same design may now be in the cart in a second size.
  await query(`insert into cart_items (cart_id, design_id, size, quantity) values ($1, $2, 'M', 4)`, [cart!.id, design!.id]);
  await expect(query(`insert into cart_items (cart_id, design_id, size) values ($1, $2, 'M')`, [cart!.id, design!.id])).rejects.toThrow();
});
