import { and, eq, or } from 'drizzle-orm';
import { orders, payments, refunds } from '../../db/schema';
import type { OrderRow } from '../orders/place-order';
import type { Tx } from '../orders/stock';

/** Our refund id as the provider sees it: fixed per order, letters and digits (PhonePe allows up to 35; 'RF' and 32 hex). */
export const refundIdOf = (orderId: string) => `RF${orderId.replaceAll('-', '').toUpperCase()}`;

/**
 * Writes the order's refund in the transaction that cancels or returns it (or records a payment
 * that came after the order was cancelled), so the move and the refund commit together. The
 * amount is the order row's charged amount (its total, which carries a checkout's delivery
 * charge on its first order), never more than the payment it goes back against. Online: against
 * the paid transaction of its checkout, through `provider`; cash on delivery: a bank transfer
 * staff make. One refund per order (its unique key): a second move or callback adds nothing.
 */
export async function recordRefund(tx: Tx, order: OrderRow, provider: string): Promise<void> {
  if (order.paymentMethod === 'cod') {
    await tx.insert(refunds).values({ orderId: order.id, provider: 'cod', refundId: refundIdOf(order.id), amountPaise: order.totalPaise }).onConflictDoNothing();
    return;
  }
  const [payment] = await tx
    .select({ transactionId: payments.transactionId, amountPaise: payments.amountPaise, provider: payments.provider })
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
  const amountPaise = Math.min(order.totalPaise, payment.amountPaise);
  if (amountPaise <= 0) return;
  await tx
    .insert(refunds)
    .values({ orderId: order.id, provider: payment.provider || provider, refundId: refundIdOf(order.id), paymentTransactionId: payment.transactionId, amountPaise })
    .onConflictDoNothing();
}
