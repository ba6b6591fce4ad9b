import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { variantSizes } from '../../db/schema';
import { DomainError } from '../../errors';
import type { ShopSize } from '../../../shared/catalogue-options';
import { ORDER_MESSAGES } from './order-messages';

/**
 * What an order change did to the shelf, for the catalogue cache: the products whose counts
 * moved, and whether a size sold out or came back (listings show availability, not counts).
 */
export interface StockChange {
  productIds: string[];
  availabilityChanged: boolean;
}

/** Adds one line's move to a change being gathered in a transaction. */
export function noteStockMove(change: StockChange, productId: string | null, availabilityChanged: boolean): void {
  if (!productId) return;
  if (!change.productIds.includes(productId)) change.productIds.push(productId);
  if (availabilityChanged) change.availabilityChanged = true;
}

export const noStockChange = (): StockChange => ({ productIds: [], availabilityChanged: false });

/** A transaction or the database itself: both run the same queries. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/**
 * Takes units off the shelf with one conditional update, so that concurrent orders for the
 * last units can never oversell: PostgreSQL re-checks `stock >= n` after a competing update
 * commits, and the check constraint (stock >= 0) is the last line of defence.
 */
export async function reserveStock(tx: Tx, variantId: string, size: ShopSize, quantity: number): Promise<{ remaining: number }> {
  const reserved = await tx
    .update(variantSizes)
    .set({ stock: sql`${variantSizes.stock} - ${quantity}` })
    .where(and(eq(variantSizes.variantId, variantId), eq(variantSizes.size, size), gte(variantSizes.stock, quantity)))
    .returning({ stock: variantSizes.stock });
  if (reserved.length === 1) return { remaining: reserved[0]!.stock };
  const [row] = await tx
    .select({ stock: variantSizes.stock })
    .from(variantSizes)
    .where(and(eq(variantSizes.variantId, variantId), eq(variantSizes.size, size)))
    .limit(1);
  if (!row) throw new DomainError('INVALID_DATA', ORDER_MESSAGES.sizeUnavailable(size));
  throw new DomainError('CONFLICT', row.stock > 0 ? ORDER_MESSAGES.onlyLeft(size, row.stock) : ORDER_MESSAGES.outOfStock(size));
}

/**
 * Puts units back on the shelf (a cancelled, expired, failed or returned order). Answers
 * whether the size was sold out before, so the catalogue can show it in stock again.
 */
export async function releaseStock(tx: Tx, variantId: string | null, size: ShopSize, quantity: number): Promise<{ backInStock: boolean }> {
  if (!variantId) return { backInStock: false };
  const [row] = await tx
    .update(variantSizes)
    .set({ stock: sql`${variantSizes.stock} + ${quantity}` })
    .where(and(eq(variantSizes.variantId, variantId), eq(variantSizes.size, size)))
    .returning({ stock: variantSizes.stock });
  return { backInStock: row?.stock === quantity };
}
