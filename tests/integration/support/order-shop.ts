import { and, eq, sql } from 'drizzle-orm';
import { smtpMailer } from '../../../src/server/adapters/mail/smtp';
import { diskStore } from '../../../src/server/adapters/storage/disk';
import { buildApp, type AppDeps } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import { productVariants, products, variantSizes } from '../../../src/server/db/schema';
import { startMailCatcher } from './mail-catcher';
import { TEST_AUTH_POLICY, TEST_SECRET, openTestDatabase, testDocumentsFolder, type TestShop } from './test-app';

/** The shop on a fresh database with order-specific dependencies (payment provider, postal lookup, public URL). */
export async function startOrderShop(extra: Pick<AppDeps, 'payments' | 'postal' | 'publicUrl' | 'paymentSweepMs'> = {}): Promise<TestShop> {
  const { database, drop } = await openTestDatabase();
  const mail = await startMailCatcher();
  const mailer = smtpMailer(mail.url);
  const app = await buildApp({
    database,
    store: diskStore(testDocumentsFolder()),
    mailer,
    authPolicy: TEST_AUTH_POLICY,
    secret: TEST_SECRET,
    secureCookies: false,
    webRoot: null,
    paymentSweepMs: 0,
    // Tests never reach India Post: a lookup that knows nothing unless a test brings its own.
    postal: { lookup: async () => null },
    ...extra,
  });
  await app.ready();
  return {
    app,
    database,
    kind: database.kind,
    mail,
    async close() {
      await app.close();
      await mailer.close();
      await mail.close();
      await database.close();
      await drop();
    },
  };
}

export interface StockedLine {
  productId: string;
  variantId: string;
  size: 'M';
  price: number;
}

/** The nth COD-able product colour with `stock` units in size M (other sizes untouched). */
export async function stockedLine(db: Db, stock: number, nth = 0): Promise<StockedLine> {
  const rows = await db
    .select({ productId: products.id, variantId: productVariants.id, finalPricePaise: products.finalPricePaise })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.hidden, false), eq(products.codAvailable, true)))
    .orderBy(productVariants.id)
    .limit(nth + 1);
  const row = rows[nth]!;
  await db
    .insert(variantSizes)
    .values({ variantId: row.variantId, size: 'M', stock })
    .onConflictDoUpdate({ target: [variantSizes.variantId, variantSizes.size], set: { stock } });
  return { productId: row.productId, variantId: row.variantId, size: 'M', price: row.finalPricePaise / 100 };
}

export async function stockOf(db: Db, line: StockedLine): Promise<number> {
  const [row] = await db
    .select({ stock: variantSizes.stock })
    .from(variantSizes)
    .where(and(eq(variantSizes.variantId, line.variantId), eq(variantSizes.size, line.size)));
  return row!.stock;
}

/** A complete checkout draft for a Bhopal address, with the figures the product page would send. */
export function draftFor(line: StockedLine, quantity = 1, email = 'asha@example.in') {
  return {
    name: 'Asha Verma',
    email,
    phoneNumber: '9876543210',
    product: { productId: line.productId, variantId: line.variantId, quantity, price: line.price, size: line.size },
    deliveryAddress: '12 MP Nagar, Zone 1',
    pincode: '462011',
    city: 'Bhopal',
    state: 'Madhya Pradesh',
    totalAmount: Math.round(line.price * quantity * 100) / 100,
  };
}

/** Moves an order's delivery date into the past (for the return window). */
export async function deliveredDaysAgo(db: Db, orderId: string, days: number): Promise<void> {
  await db.execute(sql`update orders set delivered_at = now() - make_interval(days => ${days}) where id = ${orderId}`);
}
