import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import { mailQueue, orders, payments, productVariants, products, refunds, variantSizes } from '../../../src/server/db/schema';
import { startTestShop, type TestShop } from './test-app';

/** The shop on a fresh database with order-specific dependencies (payment provider, postal lookup, public URL). */
export function startOrderShop(extra: Pick<AppDeps, 'payments' | 'postal' | 'publicUrl' | 'paymentSweepMs' | 'mailQueue' | 'courier' | 'courierWebhookToken' | 'metrics'> = {}): Promise<TestShop> {
  return startTestShop({
    // Tests never reach India Post: a lookup that knows nothing unless a test brings its own.
    deps: { paymentSweepMs: 0, postal: { lookup: async () => null }, ...extra },
  });
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

/**
 * A complete Buy Now checkout draft for a Bhopal address, with the figures the checkout page
 * would send: the line's total plus the delivery charge below ₹999 (Buy Now and 'Checkout all'
 * are charged alike), worked out here by the test's own arithmetic (withDelivery).
 */
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
    totalAmount: withDelivery(Math.round(line.price * quantity * 100) / 100),
  };
}

/**
 * What a checkout (Buy Now or 'Checkout all') charges for items worth `subtotal` rupees under the default delivery rule
 * (free from ₹999, ₹49 below), in rupees as the API takes it: the test's own arithmetic, not
 * the server's function, so a server that charged otherwise fails the test.
 */
export function withDelivery(subtotal: number): number {
  const delivery = subtotal > 0 && subtotal < 999 ? 49 : 0;
  return Math.round((subtotal + delivery) * 100) / 100;
}

/** Moves an order's delivery date into the past (for the return window). */
export async function deliveredDaysAgo(db: Db, orderId: string, days: number): Promise<void> {
  await db.execute(sql`update orders set delivered_at = now() - make_interval(days => ${days}) where id = ${orderId}`);
}

/** The mail queue's rows for one address, oldest first (sent or not). */
export function queuedMailsTo(db: Db, to: string) {
  return db.select().from(mailQueue).where(eq(mailQueue.toAddress, to)).orderBy(mailQueue.id);
}

/** An order's row, a refund's (by its order) and a payment attempt's (by our transaction id), as they stand now. */
export const orderRowOf = async (db: Db, id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
export const refundRowOf = async (db: Db, orderId: string) => (await db.select().from(refunds).where(eq(refunds.orderId, orderId)))[0]!;
export const paymentRowOf = async (db: Db, transactionId: string) => (await db.select().from(payments).where(eq(payments.transactionId, transactionId)))[0]!;
