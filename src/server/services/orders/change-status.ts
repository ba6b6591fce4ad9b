import { and, eq, or, sql } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';
import { DomainError } from '../../errors';
import type { OrderStatus, PaymentStatus } from '../../../shared/order-states';
import { orderCancelledMail, orderStatusMail, queueOrderMails, type MailFacts, type OrderMail } from './order-mail';
import { ORDER_MESSAGES } from './order-messages';
import { issueCreditNote } from '../invoices/credit-note';
import { NEXT_STATUSES, RESTOCKS } from './order-rules';
import { announceStockChange, type OrdersContext } from './orders-context';
import type { OrderRow } from './place-order';
import { noStockChange, noteStockMove, releaseStock, type Tx } from './stock';

/** Who moves an order: the shopper (cancel, return), staff, or the shop itself (payments, expiry). */
export type OrderActor = { kind: 'shopper'; userId: string } | { kind: 'staff'; userId: string } | { kind: 'system' };

/** The payment status that goes with a move, when the move changes it. */
function paymentStatusAfter(order: OrderRow, to: OrderStatus): PaymentStatus | undefined {
  if (to === 'Cancelled') {
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
  /** The shopper's mail for this move, when the status's own lines would not say what happened. */
  mail?: (facts: MailFacts) => OrderMail;
}

/**
 * Moves an order from the status it is in now to `to`, exactly once: the update is
 * conditional on the current status, so two staff members (or a shopper and staff) racing
 * on the same order cannot both move it. Cancelling or a return puts the units back on the
 * shelf; cancelling a paid order starts a refund through the provider. The shopper's mail is
 * queued in the same transaction (services/mail-queue sends it).
 */
export async function moveOrder(ctx: OrdersContext, order: OrderRow, to: OrderStatus, options: MoveOptions = {}): Promise<OrderRow> {
  const refusedReturn = options.refusedReturn === true && order.status === 'Return requested' && to === 'Delivered';
  if (!NEXT_STATUSES[order.status].includes(to) && !refusedReturn) {
    throw new DomainError('CONFLICT', ORDER_MESSAGES.statusNotAllowed(order.status, to));
  }
  const paymentStatus = paymentStatusAfter(order, to);
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
    await options.alsoInTransaction?.(tx, row);
    // Goods that the invoice charged for and that the shop takes back (before dispatch or returned): a credit note, in the same transaction.
    if (to === 'Cancelled' || to === 'Returned') await issueCreditNote(tx, row);
    // Queued with the move itself: the shopper is mailed exactly when the move commits.
    await queueOrderMails(tx, row, options.mail ?? (to === 'Cancelled' ? orderCancelledMail : orderStatusMail), ctx.publicUrl);
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
  if (paymentStatus === 'Refund pending') await startRefund(ctx, moved);
  return moved;
}

/**
 * Asks the provider to refund this order's share of its paid transaction (the whole payment
 * for a Buy Now order; its own total for one order of a cart checkout). A failure is logged
 * for staff, never shown to the shopper.
 */
export async function startRefund(ctx: OrdersContext, order: OrderRow): Promise<void> {
  const [payment] = await ctx.db
    .select({ id: payments.id, transactionId: payments.transactionId, amountPaise: payments.amountPaise })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, 'paid'),
        order.checkoutId ? or(eq(orders.id, order.id), eq(orders.checkoutId, order.checkoutId)) : eq(orders.id, order.id),
      ),
    )
    .limit(1);
  if (!payment) return;
  const whole = order.totalPaise >= payment.amountPaise;
  try {
    const accepted = await ctx.payments.refund({
      transactionId: payment.transactionId,
      refundId: `RF${order.id.replaceAll('-', '').slice(0, 24).toUpperCase()}`,
      amountPaise: Math.min(order.totalPaise, payment.amountPaise),
      merchantUserId: order.userId,
    });
    if (accepted && whole) {
      await ctx.db.update(payments).set({ status: 'refunded', updatedAt: sql`now()` }).where(and(eq(payments.id, payment.id), eq(payments.status, 'paid')));
    } else if (!accepted) {
      ctx.log(`refund of ${payment.transactionId} was not accepted by ${ctx.payments.name}; staff must refund by hand`);
    }
  } catch (error) {
    ctx.log(`refund of ${payment.transactionId} failed; staff must refund by hand`, error);
  }
}

/**
 * The staff-facing move (and the shop's own): loads the order, checks the move is allowed
 * from its current status, applies it once, puts stock back when it should and mails the
 * shopper. Unknown order: NOT_FOUND; a move the life cycle does not allow: CONFLICT.
 */
export async function changeOrderStatus(ctx: OrdersContext, orderId: string, status: OrderStatus, actor: OrderActor): Promise<OrderRow> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId.toLowerCase())).limit(1);
  if (!order || (actor.kind === 'shopper' && order.userId !== actor.userId)) throw new DomainError('NOT_FOUND', ORDER_MESSAGES.notFound);
  return moveOrder(ctx, order, status);
}
