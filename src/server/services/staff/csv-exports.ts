import { Readable } from 'node:stream';
import { and, asc, eq, gt, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs, orders, productVariants, products, variantSizes } from '../../db/schema';
import { shortOrderId } from '../../../shared/owner-rules';
import { CSV_BOM, csvLine, csvRupees } from '../documents/csv-file';
import { designLineColumns, orderLineName } from '../orders/order-lines';
import { indianDayRange } from './order-search';
import { indiaDateTime } from '../../../shared/india-time';

/** Rows read from the database at a time: memory stays the same whatever the range holds. */
const PAGE = 500;

const ORDER_HEADINGS = [
  'Order ID', 'Order number', 'Tracking id', 'Placed (IST)', 'Status', 'Payment method', 'Payment status',
  'Item', 'Colour', 'Size', 'Quantity', 'Unit price (₹)', 'Discount (₹)', 'Discount code', 'Delivery (₹)', 'Total (₹)', 'Custom design',
  'Shopper', 'E-mail', 'Phone', 'Address', 'City', 'State', 'Pincode',
];

/**
 * The orders placed between two Indian days (both included) as CSV, oldest first, streamed: the
 * rows are read in keyset pages over (created_at, id), which an index serves, and each page is
 * written before the next is read, so 10,000 orders cost what 500 do in memory.
 */
export function ordersCsv(db: Db, from: string, to: string): Readable {
  const { start, end } = indianDayRange(from, to, { required: true });
  async function* lines() {
    yield CSV_BOM + csvLine(ORDER_HEADINGS);
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const range: SQL[] = [gte(orders.createdAt, start!), lt(orders.createdAt, end!)];
      if (after) range.push(or(gt(orders.createdAt, after.createdAt), and(eq(orders.createdAt, after.createdAt), gt(orders.id, after.id)))!);
      const page = await db
        .select({ order: orders, productName: products.name, color: productVariants.color, ...designLineColumns })
        .from(orders)
        .leftJoin(products, eq(products.id, orders.productId))
        .leftJoin(productVariants, eq(productVariants.id, orders.variantId))
        .leftJoin(designs, eq(designs.id, orders.designId))
        .where(and(...range))
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(PAGE);
      let chunk = '';
      for (const { order, productName, color, designGarment, designColor } of page) {
        chunk += csvLine([
          shortOrderId(order.id), order.checkoutNumber ?? order.trackingId, order.trackingId, indiaDateTime(order.createdAt), order.status,
          order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online', order.paymentStatus,
          orderLineName({ designId: order.designId, productName, designGarment }), color ?? designColor ?? '', order.size, order.quantity,
          csvRupees(order.unitPricePaise), csvRupees(order.discountPaise), order.discountCode ?? '', csvRupees(order.deliveryPaise), csvRupees(order.totalPaise),
          order.designId ? 'Yes' : 'No', order.name, order.email, order.phoneNumber, order.deliveryAddress, order.city, order.state, order.pincode,
        ]);
      }
      if (chunk) yield chunk;
      if (page.length < PAGE) return;
      const last = page[page.length - 1]!.order;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

interface ProductRow {
  product: typeof products.$inferSelect;
  color: string;
  variantId: string;
  size: string;
  stock: number;
}

const PRODUCT_HEADINGS = ['Product', 'Colour', 'Size', 'Stock', 'Low-stock level', 'M.R.P. (₹)', 'Discount %', 'Price (₹)', 'Category', 'Sub-category', 'Hidden', 'Units sold', 'Sales (₹)'];

/**
 * Every product colour and size as CSV with its stock and, for the two Indian days given, the
 * units sold and their sales (orders not cancelled); streamed in keyset pages like the orders.
 */
export function productsCsv(db: Db, from: string, to: string): Readable {
  const { start, end } = indianDayRange(from, to, { required: true });
  async function* lines() {
    yield CSV_BOM + csvLine(PRODUCT_HEADINGS);
    let after: { productId: string; variantId: string; size: string } | null = null;
    for (;;) {
      const page: ProductRow[] = await db
        .select({ product: products, color: productVariants.color, variantId: productVariants.id, size: variantSizes.size, stock: variantSizes.stock })
        .from(variantSizes)
        .innerJoin(productVariants, eq(productVariants.id, variantSizes.variantId))
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(after ? sql`(${products.id}, ${productVariants.id}, ${variantSizes.size}) > (${after.productId}, ${after.variantId}, ${after.size})` : undefined)
        .orderBy(asc(products.id), asc(productVariants.id), asc(variantSizes.size))
        .limit(PAGE);
      if (page.length === 0) return;
      const sold = await db
        .select({ variantId: orders.variantId, size: orders.size, units: sql<number>`cast(sum(${orders.quantity}) as integer)`, paise: sql<number>`cast(sum(${orders.totalPaise} - ${orders.deliveryPaise}) as bigint)` })
        .from(orders)
        .where(and(inArray(orders.variantId, [...new Set(page.map((row) => row.variantId))]), gte(orders.createdAt, start!), lt(orders.createdAt, end!), ne(orders.status, 'Cancelled'), ne(orders.status, 'Pending payment')))
        .groupBy(orders.variantId, orders.size);
      const soldOf = new Map(sold.map((row) => [`${row.variantId}|${row.size}`, row]));
      let chunk = '';
      for (const { product, color, variantId, size, stock } of page) {
        const s = soldOf.get(`${variantId}|${size}`);
        chunk += csvLine([
          product.name, color, size, stock, product.lowStockThreshold, csvRupees(product.pricePaise), product.discount, csvRupees(product.finalPricePaise),
          product.category, product.subCategory, product.hidden ? 'Yes' : 'No', Number(s?.units ?? 0), csvRupees(Number(s?.paise ?? 0)),
        ]);
      }
      yield chunk;
      if (page.length < PAGE) return;
      const last = page[page.length - 1]!;
      after = { productId: last.product.id, variantId: last.variantId, size: last.size };
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
