import { and, eq, inArray, sql } from 'drizzle-orm';
import { refundBankAccounts, refunds } from '../../db/schema';
import { DomainError } from '../../errors';
import { MAX_PAYOUT_REFERENCE, REFUND_MESSAGES } from '../../../shared/refund-rules';
import type { OrdersContext } from '../orders/orders-context';
import { checkRefund, finishRefund, issueRefund, type RefundRow } from './issue-refund';

async function refundOf(ctx: OrdersContext, orderId: string): Promise<RefundRow> {
  const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId.toLowerCase())).limit(1);
  if (!refund) throw new DomainError('NOT_FOUND', REFUND_MESSAGES.noRefund);
  return refund;
}

/**
 * Staff press Retry on a refund through the provider: a failed one is sent again (under the
 * same refund id, so the provider can tell it is the same), one waiting for an unreachable
 * provider is sent now, one the provider took is asked about. A made refund: CONFLICT.
 */
export async function retryRefund(ctx: OrdersContext, orderId: string): Promise<{ refund: RefundRow; message: string }> {
  const refund = await refundOf(ctx, orderId);
  if (refund.provider === 'cod') throw new DomainError('CONFLICT', REFUND_MESSAGES.retryNotNeeded);
  if (refund.status === 'refunded') throw new DomainError('CONFLICT', REFUND_MESSAGES.alreadyRefunded);
  if (refund.status === 'processing') return { refund: await checkRefund(ctx, refund), message: REFUND_MESSAGES.checked };
  if (refund.status === 'failed') {
    await ctx.db.update(refunds).set({ status: 'pending', updatedAt: sql`now()` }).where(and(eq(refunds.id, refund.id), eq(refunds.status, 'failed')));
  }
  // Two clicks at once: one claims it, the other finds nothing to send and reads what the first did.
  const sent = (await issueRefund(ctx, refund.orderId)) ?? (await refundOf(ctx, refund.orderId));
  return { refund: sent, message: REFUND_MESSAGES.retried };
}

/**
 * Staff record a cash-on-delivery refund paid out by bank transfer, with its reference (UTR):
 * once, after the shopper gave bank details. A second click: CONFLICT, nothing changes.
 */
export async function markRefundPaidOut(ctx: OrdersContext, staffId: string, orderId: string, reference: string): Promise<RefundRow> {
  const refund = await refundOf(ctx, orderId);
  if (refund.provider !== 'cod') throw new DomainError('CONFLICT', REFUND_MESSAGES.payoutNotCod);
  if (refund.status === 'refunded') throw new DomainError('CONFLICT', REFUND_MESSAGES.alreadyRefunded);
  const utr = reference.trim();
  if (utr === '') throw new DomainError('INVALID_DATA', REFUND_MESSAGES.payoutReferenceRequired);
  if (utr.length > MAX_PAYOUT_REFERENCE) throw new DomainError('INVALID_DATA', REFUND_MESSAGES.payoutReferenceTooLong);
  const [bank] = await ctx.db.select({ id: refundBankAccounts.id }).from(refundBankAccounts).where(eq(refundBankAccounts.orderId, refund.orderId)).limit(1);
  if (!bank) throw new DomainError('CONFLICT', REFUND_MESSAGES.payoutNeedsBankDetails);
  const [paid] = await ctx.db
    .update(refunds)
    .set({ status: 'refunded', providerReference: utr, paidOutBy: staffId, lastError: null, refundedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refund.id), inArray(refunds.status, ['pending', 'processing', 'failed'])))
    .returning();
  if (!paid) throw new DomainError('CONFLICT', REFUND_MESSAGES.alreadyRefunded);
  await finishRefund(ctx, paid);
  return paid;
}
