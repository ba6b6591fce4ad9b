import { count, isNull, sql } from 'drizzle-orm';
import { defaultCourier } from '../../../src/server/adapters/couriers/from-env';
import { sandboxProvider } from '../../../src/server/adapters/payments/sandbox/provider';
import type { Config } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';
import { vacuumWhereDue } from '../../../src/server/db/embedded-vacuum';
import { invoices, mailQueue, orders, users } from '../../../src/server/db/schema';
import { embeddedDatabaseDir } from '../../../src/server/runtime';
import { hashPassword } from '../../../src/server/services/auth/passwords';
import { recordCodPlaced } from '../../../src/server/services/cod/cod-confirmation';
import type { OrdersContext } from '../../../src/server/services/orders/orders-context';
import { placeOrder } from '../../../src/server/services/orders/place-order';
import { deliveryPromise } from '../../../src/server/services/shipments/delivery-promise';
import { copyOrders } from './copy-orders';
import { draftFor, stockedLine, type StockedLine } from '../../integration/support/order-shop';

export const SHOPPER_PASSWORD = 'Chai@1234';

/** What the filled shop holds for the bench: its shoppers (to sign in), the stocked lines they order. */
export interface FilledShop {
  emails: string[];
  lines: StockedLine[];
  /** The orders placed through the order service (the models of the copies). */
  placedByService: number;
  /** Every order in the database after the fill, and how many tax invoices they have. */
  orderIds: string[];
  invoices: number;
}

/** Orders placed side by side: PostgreSQL's pool runs them together, PGlite one after another. */
const AT_ONCE = 8;

/**
 * Brings the stopped shop's database (the one `config` names) to `total` COD orders by `shoppers`
 * new shoppers. Each shopper first orders each of three stocked colours once through the shop's own
 * order service, exactly as POST /order/cod does (placeOrder with recordCodPlaced in its
 * transaction: stock taken, the status move, the tax invoice numbered, the order mail queued);
 * the rest are copies of those rows (copy-orders.ts) with their own ids, tracking ids and invoice
 * numbers, since the service's twenty-odd statements per order made 10,000 orders take minutes
 * on PGlite. Then what a shop with those orders behind it would have done long since: their mails
 * marked sent (else the restarted shop would spend the bench drawing 10,000 invoice PDFs for the
 * mail sink) and the tables vacuumed.
 */
export async function fillWithOrders(config: Config, total: number, shoppers: number): Promise<FilledShop> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: embeddedDatabaseDir(config), poolSize: AT_ONCE });
  try {
    const db = database.db;
    const passwordHash = await hashPassword(SHOPPER_PASSWORD);
    const emails = Array.from({ length: shoppers }, (_, i) => `backup-bench-${i}@example.in`);
    const accounts = await db
      .insert(users)
      .values(emails.map((email) => ({ username: 'Bench Shopper', email, phone: '9876543210', address: '12 MP Nagar, Bhopal', passwordHash })))
      .returning({ id: users.id, email: users.email });
    // Stock enough for every order of the run, in three COD-able colours.
    const lines = [await stockedLine(db, 10_000_000, 0), await stockedLine(db, 10_000_000, 1), await stockedLine(db, 10_000_000, 2)];
    const ctx: OrdersContext = {
      db,
      payments: sandboxProvider({ db, secret: config.sessionSecret, publicUrl: '' }),
      courier: defaultCourier(db, undefined),
      log: (message, error) => console.error(message, error),
      publicUrl: '',
      linkSecret: config.sessionSecret,
    };
    const promise = await deliveryPromise(ctx, '462011');
    const models = Math.min(total, accounts.length * lines.length);
    const modelIds: string[] = [];
    let next = 0;
    const placeNext = async (): Promise<void> => {
      for (let n = next++; n < models; n = next++) {
        const shopper = accounts[n % accounts.length]!;
        const { order } = await placeOrder(db, {
          userId: shopper.id,
          draft: draftFor(lines[n % lines.length]!, 1, shopper.email),
          method: 'cod',
          press: { clientAddress: '127.0.0.1' },
          promise,
          alsoInTransaction: (tx, placed) => recordCodPlaced(ctx, tx, [placed]),
        });
        modelIds.push(order.id);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, placeNext));
    await copyOrders(db, modelIds, total - models);
    await db.update(mailQueue).set({ sentAt: sql`now()`, attempts: 1 }).where(isNull(mailQueue.sentAt));
    if (database.kind === 'pglite') await vacuumWhereDue(db);
    else await db.execute(sql`vacuum analyze`);
    const placed = await db.select({ id: orders.id }).from(orders);
    const [issued] = await db.select({ count: count() }).from(invoices);
    return { emails, lines, placedByService: models, orderIds: placed.map((row) => row.id), invoices: issued!.count };
  } finally {
    await database.close();
  }
}
