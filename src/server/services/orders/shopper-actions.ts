import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { DomainError } from '../../errors';
import { moveOrder } from './change-status';
import { ORDER_MESSAGES } from './order-messages';
import { CANCELLABLE } from './order-rules';
import type { OrdersContext } from './orders-context';
import type { OrderRow } from './place-order';

export interface OrderRef {
  orderId: string;
  trackingId: string;
}

/** The shopper's own order: someone else's (or a wrong tracking id) is simply not found. */
export async function ownOrder(ctx: OrdersContext, userId: string, ref: OrderRef): Promise<OrderRow> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, ref.orderId.toLowerCase()), eq(orders.trackingId, ref.trackingId.trim().toUpperCase()), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw new DomainError('NOT_FOUND', ORDER_MESSAGES.notFound);
  return order;
}

/** Cancel, allowed until the order is shipped; puts the units back and refunds a paid order. */
export async function cancelOwnOrder(ctx: OrdersContext, userId: string, ref: OrderRef): Promise<OrderRow> {
  const order = await ownOrder(ctx, userId, ref);
  if (!CANCELLABLE.includes(order.status)) {
    const shipped = order.status === 'Shipped' || order.status === 'Delivered';
    throw new DomainError('CONFLICT', shipped ? ORDER_MESSAGES.cancelTooLate : ORDER_MESSAGES.cannotCancel(order.status));
  }
  return moveOrder(ctx, order, 'Cancelled', { actor: { kind: 'shopper', userId } });
}

// A return is asked for through services/returns (reason, note, photos, the staff's decision).
