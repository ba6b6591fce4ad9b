import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productVariants, products, variantSizes } from '../../db/schema';
import { DomainError } from '../../errors';
import { MAX_LOW_STOCK_THRESHOLD, OWNER_MESSAGES } from '../../../shared/owner-rules';

/** A size at or under its product's low-stock level; `stock` 0 is sold out. */
export interface LowStockSize {
  productId: string;
  productName: string;
  variantId: string;
  color: string;
  size: string;
  stock: number;
  threshold: number;
}

/**
 * A size of a shown product at or under its product's low-stock level, bar a size the product page
 * never sells (S, sold only through the studio) with no stock: the rule of the lists below and of
 * the owner's dashboard.
 */
export const isLowStockSize = and(eq(products.hidden, false), eq(variantSizes.retired, false), lte(variantSizes.stock, products.lowStockThreshold), sql`not (${variantSizes.size} = 'S' and ${variantSizes.stock} = 0)`);

/**
 * Every size of a shown product at or under its product's low-stock level (sold-out sizes
 * always), fewest units first: the staff badge, the products screen's list and the daily mail.
 * Sizes the product page never sells (S, sold only through the studio) with no stock are left
 * out, or every product would be listed as sold out in S.
 */
export async function lowStockSizes(db: Pick<Db, 'select'>): Promise<LowStockSize[]> {
  const rows = await db
    .select({
      productId: products.id,
      productName: products.name,
      variantId: productVariants.id,
      color: productVariants.color,
      size: variantSizes.size,
      stock: variantSizes.stock,
      threshold: products.lowStockThreshold,
    })
    .from(variantSizes)
    .innerJoin(productVariants, eq(productVariants.id, variantSizes.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(isLowStockSize)
    .orderBy(asc(variantSizes.stock), asc(products.name), asc(productVariants.color), asc(variantSizes.size));
  return rows;
}

/** The stock alert as staff see it: low sizes and sold-out sizes apart. */
export async function stockAlerts(db: Pick<Db, 'select'>) {
  const sizes = await lowStockSizes(db);
  return { soldOut: sizes.filter((size) => size.stock === 0), low: sizes.filter((size) => size.stock > 0), count: sizes.length };
}

/** Staff set a product's low-stock level (0: only sold-out sizes are listed). */
export async function setLowStockThreshold(db: Db, productId: string, threshold: number): Promise<number> {
  if (!Number.isInteger(threshold) || threshold < 0 || threshold > MAX_LOW_STOCK_THRESHOLD) throw new DomainError('INVALID_DATA', OWNER_MESSAGES.thresholdRange);
  const updated = await db.update(products).set({ lowStockThreshold: threshold, updatedAt: sql`now()` }).where(eq(products.id, productId.toLowerCase())).returning({ id: products.id });
  if (updated.length === 0) throw new DomainError('NOT_FOUND', OWNER_MESSAGES.productNotFound);
  return threshold;
}
