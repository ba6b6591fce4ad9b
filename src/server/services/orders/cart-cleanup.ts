import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts } from '../../db/schema';

/** Takes the lines a 'Checkout all' ordered out of the shopper's cart (a product in a colour is one line). */
export async function removeOrderedFromCart(db: Db, userId: string, ordered: { productId: string | null; variantId: string | null }[]): Promise<void> {
  const lines = ordered.filter((line): line is { productId: string; variantId: string } => !!line.productId && !!line.variantId);
  if (lines.length === 0) return;
  const cart = db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  await db
    .delete(cartItems)
    .where(
      and(
        inArray(cartItems.cartId, cart),
        or(...lines.map((line) => and(eq(cartItems.productId, line.productId), eq(cartItems.variantId, line.variantId)))),
      ),
    );
}
