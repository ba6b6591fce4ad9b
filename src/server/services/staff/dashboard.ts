import { and, asc, count, desc, eq, gte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, products, productVariants, variantSizes } from '../../db/schema';
import { paiseToRupees } from '../../../shared/money';
import type { OrderStatus } from '../../../shared/order-states';
import { isLowStockSize } from './stock-alerts';
import { indiaDay, startOfIndiaDay, startOfIndiaMonth } from '../../../shared/india-time';

/**
 * Orders that stand as sales: placed (COD) or paid (online), and neither cancelled, returned nor
 * refunded. An unpaid online order is not a sale yet, and one that lapsed or was cancelled never was.
 */
export const SALE_STATUSES: OrderStatus[] = ['Processing', 'Shipped', 'Delivered', 'Return requested'];

/**
 * The sale filter as literal SQL, word for word the predicate of the partial index
 * orders_sales_created_idx (schema/orders.ts): a bound parameter list would not let the planner
 * prove that the index holds every row asked for.
 */
const isSale = sql.raw(`"orders"."status" in (${SALE_STATUSES.map((status) => `'${status}'`).join(', ')})`);
const TOP_PRODUCTS = 5;
const LOW_STOCK_ROWS = 20;

/** The first moment of today and of this month in India, as instants. */
export function indianPeriods(now: Date): { todayStart: Date; monthStart: Date } {
  return { todayStart: startOfIndiaDay(indiaDay(now)), monthStart: startOfIndiaMonth(now) };
}

/** Orders and their amount (rupees) in one figure. */
interface Tally {
  orders: number;
  revenue: number;
}

const tally = (row: { orders: number; paise: string | number | null } | undefined): Tally => ({
  orders: Number(row?.orders ?? 0),
  revenue: paiseToRupees(Number(row?.paise ?? 0)),
});

/** Sales since an instant: each figure one query that the (status, created_at) index answers. */
async function salesSince(db: Db, since: Date): Promise<Tally> {
  const [row] = await db
    .select({ orders: count(), paise: sum(orders.totalPaise) })
    .from(orders)
    .where(and(isSale, gte(orders.createdAt, since)));
  return tally(row);
}

async function salesByPayment(db: Db, since: Date): Promise<{ cod: Tally; online: Tally }> {
  const rows = await db
    .select({ method: orders.paymentMethod, orders: count(), paise: sum(orders.totalPaise) })
    .from(orders)
    .where(and(isSale, gte(orders.createdAt, since)))
    .groupBy(orders.paymentMethod);
  return { cod: tally(rows.find((row) => row.method === 'cod')), online: tally(rows.find((row) => row.method === 'online')) };
}

async function countWithStatus(db: Db, status: OrderStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.status, status));
  return Number(row?.n ?? 0);
}

/** Studio orders to print: the predicate of orders_designs_to_print_idx, word for word. */
async function designsToPrint(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(sql`"orders"."status" = 'Processing' and "orders"."design_id" is not null`);
  return Number(row?.n ?? 0);
}

async function refundsToPay(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.paymentStatus, 'Refund pending'));
  return Number(row?.n ?? 0);
}

/** The month's best sellers by pieces (catalogue products; studio designs are counted apart). */
async function topProducts(db: Db, since: Date) {
  const pieces = sql<number>`sum(${orders.quantity})::int`;
  const rows = await db
    .select({ productId: orders.productId, name: products.name, pieces, paise: sum(orders.totalPaise) })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(isSale, gte(orders.createdAt, since)))
    .groupBy(orders.productId, products.name)
    .orderBy(desc(pieces), asc(products.name))
    .limit(TOP_PRODUCTS);
  return rows.map((row) => ({ productId: row.productId!, name: row.name, pieces: Number(row.pieces), revenue: paiseToRupees(Number(row.paise ?? 0)) }));
}

/** How many sizes of products on sale are at or under their product's low-stock level (stock-alerts.ts). */
async function lowStockSizes(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(variantSizes)
    .innerJoin(productVariants, eq(productVariants.id, variantSizes.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(isLowStockSize);
  return Number(row?.n ?? 0);
}

/** The first LOW_STOCK_ROWS of those sizes, the emptiest first. */
async function lowStock(db: Db) {
  const rows = await db
    .select({ productId: products.id, variantId: productVariants.id, name: products.name, colour: productVariants.color, size: variantSizes.size, stock: variantSizes.stock })
    .from(variantSizes)
    .innerJoin(productVariants, eq(productVariants.id, variantSizes.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(isLowStockSize)
    .orderBy(asc(variantSizes.stock), asc(products.name), asc(productVariants.color), asc(variantSizes.size))
    .limit(LOW_STOCK_ROWS);
  return rows;
}

/**
 * The owner's dashboard (/admin): today's and this month's sales, COD against online, what waits on
 * staff, the month's best sellers and the sizes running out. Each figure is one indexed query, run
 * side by side (bench: `npm run bench:dashboard`, 100,000 orders).
 */
export async function staffDashboard(db: Db, now = new Date()) {
  const { todayStart, monthStart } = indianPeriods(now);
  const [today, month, byPayment, toShip, toPrint, returnsToDecide, refunds, top, low, lowCount] = await Promise.all([
    salesSince(db, todayStart),
    salesSince(db, monthStart),
    salesByPayment(db, monthStart),
    countWithStatus(db, 'Processing'),
    designsToPrint(db),
    countWithStatus(db, 'Return requested'),
    refundsToPay(db),
    topProducts(db, monthStart),
    lowStock(db),
    lowStockSizes(db),
  ]);
  return {
    today,
    month,
    monthByPayment: byPayment,
    pending: { toShip, designsToPrint: toPrint, returnsToDecide, refundsToPay: refunds },
    topProducts: top,
    lowStock: low,
    lowStockSizes: lowCount,
    asOf: now.toISOString(),
  };
}

export type StaffDashboard = Awaited<ReturnType<typeof staffDashboard>>;

/** The queries by name, for the bench that times each on its own. */
export const DASHBOARD_FIGURES = {
  today: (db: Db, now: Date) => salesSince(db, indianPeriods(now).todayStart),
  month: (db: Db, now: Date) => salesSince(db, indianPeriods(now).monthStart),
  monthByPayment: (db: Db, now: Date) => salesByPayment(db, indianPeriods(now).monthStart),
  toShip: (db: Db) => countWithStatus(db, 'Processing'),
  designsToPrint: (db: Db) => designsToPrint(db),
  returnsToDecide: (db: Db) => countWithStatus(db, 'Return requested'),
  refundsToPay: (db: Db) => refundsToPay(db),
  topProducts: (db: Db, now: Date) => topProducts(db, indianPeriods(now).monthStart),
  lowStock: (db: Db) => lowStock(db),
  lowStockSizes: (db: Db) => lowStockSizes(db),
} satisfies Record<string, (db: Db, now: Date) => Promise<unknown>>;
