import { eq, inArray } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { DomainError } from '../../errors';
import type { OrderStatus } from '../../../shared/order-states';
import { MAX_BULK_ORDERS, OWNER_MESSAGES, shortOrderId } from '../../../shared/owner-rules';
import { changeOrderStatus } from '../orders/change-status';
import type { OrdersContext } from '../orders/orders-context';
import type { OrderRow } from '../orders/place-order';
import { decideReturn } from '../returns/order-returns';

/**
 * One staff move. Returned from Return requested is the return's acceptance, so it is recorded
 * on the request as well (services/returns); every other move is the life cycle's own.
 */
export async function staffMove(ctx: OrdersContext, staffId: string, orderId: string, status: OrderStatus): Promise<OrderRow> {
  const id = orderId.toLowerCase();
  const [current] = status === 'Returned' ? await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).limit(1) : [];
  return current?.status === 'Return requested' ? decideReturn(ctx, staffId, id, { decision: 'accept' }) : changeOrderStatus(ctx, id, status, { kind: 'staff', userId: staffId });
}

/** What a bulk move did to one order. */
export interface BulkMoveResult {
  orderId: string;
  shortId: string;
  moved: boolean;
  status: OrderStatus | null;
  message: string;
}

/**
 * Moves several orders to one status, one after the other, each in its own transaction (as if
 * staff had pressed each card's button): an order that may not make the move is reported and
 * left as it is, the others move. Unknown ids are reported as not found.
 */
export async function staffMoveMany(ctx: OrdersContext, staffId: string, orderIds: string[], status: OrderStatus): Promise<BulkMoveResult[]> {
  const ids = [...new Set(orderIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) throw new DomainError('INVALID_DATA', OWNER_MESSAGES.noOrdersChosen);
  if (ids.length > MAX_BULK_ORDERS) throw new DomainError('INVALID_DATA', OWNER_MESSAGES.tooManyOrders);
  const known = new Set((await ctx.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids))).map((row) => row.id));
  const results: BulkMoveResult[] = [];
  for (const id of ids) {
    if (!known.has(id)) {
      results.push({ orderId: id, shortId: shortOrderId(id), moved: false, status: null, message: OWNER_MESSAGES.orderNotFound });
      continue;
    }
    try {
      const moved = await staffMove(ctx, staffId, id, status);
      results.push({ orderId: id, shortId: shortOrderId(id), moved: true, status: moved.status, message: `Now ${moved.status}. The shopper has been mailed.` });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const [now] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).limit(1);
      results.push({ orderId: id, shortId: shortOrderId(id), moved: false, status: now?.status ?? null, message: error.message });
    }
  }
  return results;
}
