import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs, orders, productVariants, products } from '../../db/schema';
import { CUSTOM_GARMENT_NAMES } from '../../../shared/design-price';
import type { GarmentType, SubCategory } from '../../../shared/catalogue-options';

/** The design's garment and colour, for a query that left-joins `designs` on the order's design. */
export const designLineColumns = {
  designGarment: sql<GarmentType | null>`${designs.document}->>'garment'`,
  designColor: sql<string | null>`${designs.document}->>'color'`,
};

/** An order line's product and design columns, for a query over `orders` that left-joins products, their colours and designs. */
export const orderLineColumns = {
  productName: products.name,
  color: productVariants.color,
  images: productVariants.images,
  ...designLineColumns,
};

/** What an order line's name is worked out from. */
export interface OrderLineNaming {
  designId: string | null;
  productName: string | null;
  designGarment: GarmentType | null;
}

/**
 * An order line's name wherever it is shown (the shopper's orders, mails, invoices, tracking, the
 * courier, staff's screens and exports): the product's name, or for a custom design its garment's.
 */
export function orderLineName(line: OrderLineNaming): string {
  if (line.designId) return line.designGarment ? CUSTOM_GARMENT_NAMES[line.designGarment] : 'Custom design';
  return line.productName ?? 'Product';
}

/** One order line as mails, invoices, packing slips and the courier describe it. */
export interface OrderLine {
  name: string;
  designId: string | null;
  designGarment: GarmentType | null;
  /** The product colour's, or the design's; empty when neither is known. */
  color: string;
  /** A stored document key: the product colour's first photo, or the design's front (else back) preview. */
  picture: string | null;
  hsn: string | null;
  subCategory: SubCategory | null;
}

/** The lines of some orders, read in the caller's transaction (so orders it just wrote are seen), by order id. */
export async function orderLinesOf(db: Pick<Db, 'select'>, orderIds: string[]): Promise<Map<string, OrderLine>> {
  if (orderIds.length === 0) return new Map();
  const found = await db
    .select({
      id: orders.id,
      designId: orders.designId,
      hsn: products.hsn,
      subCategory: products.subCategory,
      previewFront: designs.previewFront,
      previewBack: designs.previewBack,
      ...orderLineColumns,
    })
    .from(orders)
    .leftJoin(products, eq(products.id, orders.productId))
    .leftJoin(productVariants, eq(productVariants.id, orders.variantId))
    .leftJoin(designs, eq(designs.id, orders.designId))
    .where(inArray(orders.id, orderIds));
  return new Map(
    found.map((row) => [
      row.id,
      {
        name: orderLineName(row),
        designId: row.designId,
        designGarment: row.designGarment,
        color: row.color ?? row.designColor ?? '',
        picture: row.designId ? (row.previewFront ?? row.previewBack ?? null) : (row.images?.[0] ?? null),
        hsn: row.hsn,
        subCategory: row.subCategory,
      },
    ]),
  );
}
