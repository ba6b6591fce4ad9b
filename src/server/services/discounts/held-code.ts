import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts } from '../../db/schema';
import { normaliseCode } from '../../../shared/discount-rules';
import type { Tx } from '../orders/stock';

/**
 * Whether the shopper's cart holds this code: applied on the cart, it came through the counted
 * look-up, so its later look-ups and the order that uses it are not counted again.
 */
export async function cartHoldsCode(db: Db | Tx, userId: string, typed: string): Promise<boolean> {
  const [cart] = await db.select({ held: carts.discountCode }).from(carts).where(eq(carts.userId, userId)).limit(1);
  return Boolean(cart?.held) && cart?.held === normaliseCode(typed);
}
