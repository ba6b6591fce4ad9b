import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts } from '../../db/schema';

type OrderedLine = { productId: string | null; variantId: string | null; designId?: string | null };

/**
 * Takes the lines a 'Checkout all' ordered out of the shopper's cart: a product in a colour
 * is one line, a custom design is its own line.
 */
export async function removeOrderedFromCart(db: Db, userId: string, ordered: OrderedLine[]): Promise<void> {
  const matches: SQL[] = [];
  for (const line of ordered) {
    if (line.designId) matches.push(eq(cartItems.designId, line.designId));
    else if (line.productId && line.variantId) matches.push(and(eq(cartItems.productId, line.productId), eq(cartItems.variantId, line.variantId))!);
  }
  if (matches.length === 0) return;
  const cart = db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  await db.delete(cartItems).where(and(inArray(cartItems.cartId, cart), or(...matches)));
}
