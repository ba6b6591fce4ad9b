import { and, eq, ne, sql } from 'drizzle-orm';
import { orders, refunds } from '../../db/schema';
import { DomainError } from '../../errors';
import { REFUSED_DELIVERY_STATUS, type OrderStatus, type PaymentStatus } from '../../../shared/order-states';
import { orderCancelledMail, orderStatusMail, queueOrderMails, type MailFacts, type OrderMail } from './order-mail';
import { ORDER_MESSAGES } from './order-messages';
import { issueCreditNote } from '../invoices/credit-note';
import { recordRefund } from '../refunds/record-refund';
import { issueRefund } from '../refunds/issue-refund';
import { REFUND_MESSAGES } from '../../../shared/refund-rules';
import { NEXT_STATUSES, RESTOCKS } from './order-rules';
import { announceStockChange, type OrdersContext } from './orders-context';
import type { OrderRow } from './place-order';
import { recordStatusMoves } from './status-history';
import { queueOwnerAlert } from '../staff/owner-alerts';
import { noStockChange, noteStockMove, releaseStock, type Tx } from './stock';

/** Who moves an order: the shopper (cancel, return), staff, or the shop itself (payments, expiry). */
export type OrderActor = { kind: 'shopper'; userId: string } | { kind: 'staff'; userId: string } | { kind: 'system'; note?: string };

/** The payment status that goes with a move, when the move changes it. */
function paymentStatusAfter(order: OrderRow, to: OrderStatus): PaymentStatus | undefined {
  // A refused delivery comes back like a cancel: nothing collected at the door, a paid order refunded.
  if (to === 'Cancelled' || to === REFUSED_DELIVERY_STATUS) {
    if (order.paymentStatus === 'Paid') return 'Refund pending';
    return order.paymentStatus === 'Pending' ? 'Cancelled' : order.paymentStatus === 'COD pending' ? 'Cancelled' : undefined;
  }
  // Cash on delivery is collected at the door.
  if (to === 'Delivered' && order.paymentStatus === 'COD pending') return 'Paid';
  if (to === 'Returned' && order.paymentStatus === 'Paid') return 'Refund pending';
  if (to === 'Refunded') return 'Refunded';
  return undefined;
}

export interface MoveOptions {
  /** Written in the move's own transaction (a return request, a decision): both commit or neither. */
  alsoInTransaction?: (tx: Tx, moved: OrderRow) => Promise<void>;
  /** Staff refused a return: Return requested goes back to Delivered (no other move may). */
  refusedReturn?: true;
  /** The courier returned the parcel to the shop (RTO, services/shipments): Shipped becomes Cancelled, units back, a paid order refunded. */
  returnedToOrigin?: true;
  /** The shopper's mail for this move, when the status's own lines would not say what happened. */
  mail?: (facts: MailFacts) => OrderMail;
  /** Who moves it, for the order's history (the shop itself when not said). */
  actor?: OrderActor;
}

/**
 * Moves an order from the status it is in now to `to`, exactly once: the update is
 * conditional on the current status, so two staff members (or a shopper and staff) racing
 * on the same order cannot both move it. Cancelling or a return puts the units back on the
 * shelf; cancelling a paid order, or accepting its return, writes its refund in the same
 * transaction and sends it to the provider after the commit (services/refunds). The shopper's
 * mail is queued in the same transaction (services/mail-queue sends it).
 */
export async function moveOrder(ctx: OrdersContext, order: OrderRow, to: OrderStatus, options: MoveOptions = {}): Promise<OrderRow> {
  const refusedReturn = options.refusedReturn === true && order.status === 'Return requested' && to === 'Delivered';
  const returnedToOrigin = options.returnedToOrigin === true && order.status === 'Shipped' && to === 'Cancelled';
  if (!NEXT_STATUSES[order.status].includes(to) && !refusedReturn && !returnedToOrigin) {
    throw new DomainError('CONFLICT', ORDER_MESSAGES.statusNotAllowed(order.status, to));
  }
  const paymentStatus = paymentStatusAfter(order, to);
  if (to === 'Refunded') {
    // An order with a refund of its own becomes Refunded when that refund is made (provider, or staff's payout), never by a bare move.
    const [open] = await ctx.db.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.orderId, order.id), ne(refunds.status, 'refunded'))).limit(1);
    if (open) throw new DomainError('CONFLICT', REFUND_MESSAGES.refundNotMade);
  }
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: to,
        ...(paymentStatus ? { paymentStatus } : {}),
        // Back to Delivered after a refused return keeps the first delivery date (the return window runs from it).
        ...(to === 'Delivered' && order.status === 'Shipped' ? { deliveredAt: sql`now()` } : {}),
        expiresAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning();
    if (!row) return null;
    const actor = options.actor ?? { kind: 'system' };
    await recordStatusMoves(tx, [{ orderId: row.id, from: order.status, to }], actor.kind === 'system' ? actor : { kind: actor.kind, userId: actor.userId });
    await options.alsoInTransaction?.(tx, row);
    if (paymentStatus === 'Refund pending') await recordRefund(tx, row, ctx.payments.name);
    // Goods that the invoice charged for and that the shop takes back (before dispatch or returned): a credit note, in the same transaction.
    if (to === 'Cancelled' || to === 'Returned' || to === REFUSED_DELIVERY_STATUS) await issueCreditNote(tx, row);
    // Queued with the move itself: the shopper is mailed exactly when the move commits.
    await queueOrderMails(tx, row, options.mail ?? (to === 'Cancelled' ? orderCancelledMail : orderStatusMail), ctx.publicUrl);
    // The owner hears of cancellations and return requests in the same transaction.
    if (to === 'Cancelled' || to === 'Return requested') await queueOwnerAlert(tx, to === 'Cancelled' ? 'cancelled' : 'return-requested', [row], ctx.publicUrl);
    const stock = noStockChange();
    // A delivery makes the shopper a verified buyer of the product: its cached page (reviews) must show it.
    if (to === 'Delivered') noteStockMove(stock, row.productId, false);
    if (RESTOCKS[to]) noteStockMove(stock, row.productId, (await releaseStock(tx, row.variantId, row.size, row.quantity)).backInStock);
    return { row, stock };
  });
  if (!result) {
    // Someone else moved it first; report against what it is now.
    throw new DomainError('CONFLICT', ORDER_MESSAGES.statusNotAllowed(order.status, to));
  }
  const moved = result.row;
  await announceStockChange(ctx, result.stock);
  if (paymentStatus === 'Refund pending') await issueRefund(ctx, moved.id);
  return moved;
}

/**
 * The staff-facing move (and the shop's own): loads the order, checks the move is allowed
 * from its current status, applies it once, puts stock back when it should and mails the
 * shopper. Unknown order: NOT_FOUND; a move the life cycle does not allow: CONFLICT.
 */
export async function changeOrderStatus(ctx: OrdersContext, orderId: string, status: OrderStatus, actor: OrderActor): Promise<OrderRow> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId.toLowerCase())).limit(1);
  if (!order || (actor.kind === 'shopper' && order.userId !== actor.userId)) throw new DomainError('NOT_FOUND', ORDER_MESSAGES.notFound);
  return moveOrder(ctx, order, status, { actor });
}
