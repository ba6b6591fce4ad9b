import { and, asc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { cartItems, carts, orders } from '../../db/schema';
import { DomainError } from '../../errors';
import type { PaymentMethod } from '../../../shared/order-states';
import type { ShopSize } from '../../../shared/catalogue-options';
import { ORDER_MESSAGES } from './order-messages';
import { checkoutOrders } from './press';
import type { Tx } from './stock';

type OrderRow = typeof orders.$inferSelect;

/** A line of 'Checkout all' as the transaction sees it: a product colour or a design. */
export interface CartOrderLine {
  productId: string | null;
  variantId: string | null;
  designId: string | null;
  /** A design's line is one size of it (a team order); a product colour's line is the colour. */
  size: ShopSize;
}

/**
 * Inside the checkout's transaction: the lines must still be in the shopper's cart (their
 * rows are locked, so of two presses racing for one line the second waits, then finds it
 * gone). Cash on delivery takes them out of the cart in the same transaction, so one press
 * places one order however many times it arrives. Online payment leaves them in the cart
 * until paid; a line already in an unpaid online checkout answers that checkout's orders, for
 * the caller to answer again if it is the same order, or to refuse.
 */
export async function claimCartLines(tx: Tx, userId: string, lines: CartOrderLine[], method: PaymentMethod): Promise<OrderRow[]> {
  const variantIds = lines.flatMap((line) => (line.designId || !line.variantId ? [] : [line.variantId]));
  const designLines = lines.flatMap((line) => (line.designId ? [{ designId: line.designId, size: line.size }] : []));
  const designIds = [...new Set(designLines.map((line) => line.designId))];
  // The cart holds one line per product colour, and one per size of a design.
  if (new Set(variantIds).size !== variantIds.length) throw new DomainError('INVALID_DATA', ORDER_MESSAGES.lineTwice);
  const matches: SQL[] = [
    ...lines.flatMap((line) => (line.designId || !line.productId || !line.variantId ? [] : [and(eq(cartItems.productId, line.productId), eq(cartItems.variantId, line.variantId))!])),
    ...designLines.map((line) => and(eq(cartItems.designId, line.designId), eq(cartItems.size, line.size))!),
  ];
  const cart = tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  // Locked in a fixed order, so that two checkouts of overlapping lines cannot deadlock.
  const held = await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(inArray(cartItems.cartId, cart), or(...matches)))
    .orderBy(asc(cartItems.id))
    .for('update');
  if (held.length !== lines.length) throw new DomainError('CONFLICT', ORDER_MESSAGES.leftCart);

  const inCheckout = [...(variantIds.length ? [inArray(orders.variantId, variantIds)] : []), ...(designIds.length ? [inArray(orders.designId, designIds)] : [])];
  const [pending] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'Pending payment'), isNotNull(orders.checkoutId), or(...inCheckout)))
    .limit(1);
  if (pending) {
    if (method === 'cod') throw new DomainError('CONFLICT', ORDER_MESSAGES.paymentOpen);
    return checkoutOrders(tx, pending);
  }
  if (method === 'cod') await tx.delete(cartItems).where(inArray(cartItems.id, held.map((row) => row.id)));
  return [];
}
