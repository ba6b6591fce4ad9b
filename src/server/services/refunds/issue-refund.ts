import { recordStatusMoves } from '../orders/status-history';
import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { ProviderUnavailableError, type RefundAnswer } from '../../adapters/payments/provider';
import { orders, payments, refunds } from '../../db/schema';
import { orderStatusMail, queueOrderMails } from '../orders/order-mail';
import type { OrdersContext } from '../orders/orders-context';
import { referenceOfTransaction } from '../payments/provider-reference';

export type RefundRow = typeof refunds.$inferSelect;

/** How long the shop waits before asking an unreachable provider again: 1, 2, 4 ... minutes, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
/** A refund the provider took but has not made is asked about again after this long. */
const CHECK_AFTER_MS = 60_000;

/**
 * The refund is made: the order's payment status says so, a returned order moves on to
 * Refunded (the shopper is mailed) and a whole payment reads refunded. Runs once, for the
 * caller whose conditional update marked the refund refunded.
 */
export async function finishRefund(ctx: OrdersContext, refund: RefundRow): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [returned] = await tx
      .update(orders)
      .set({ status: 'Refunded', paymentStatus: 'Refunded', updatedAt: sql`now()` })
      .where(and(eq(orders.id, refund.orderId), eq(orders.status, 'Returned')))
      .returning();
    if (returned) {
      await recordStatusMoves(tx, [{ orderId: returned.id, from: 'Returned', to: 'Refunded' }], { kind: 'system', note: 'refund made' });
      await queueOrderMails(tx, returned, orderStatusMail, ctx.publicUrl);
    }
    else await tx.update(orders).set({ paymentStatus: 'Refunded', updatedAt: sql`now()` }).where(and(eq(orders.id, refund.orderId), eq(orders.paymentStatus, 'Refund pending')));
    if (refund.paymentTransactionId) {
      await tx
        .update(payments)
        .set({ status: 'refunded', updatedAt: sql`now()` })
        .where(and(eq(payments.transactionId, refund.paymentTransactionId), eq(payments.status, 'paid'), lte(payments.amountPaise, refund.amountPaise)));
    }
  });
}

/** Records what the provider said about a refund; only a change from what was known is written. */
async function applyAnswer(ctx: OrdersContext, refund: RefundRow, answer: RefundAnswer): Promise<RefundRow> {
  const reference = answer.reference ?? refund.providerReference;
  if (answer.state === 'refunded') {
    const [made] = await ctx.db
      .update(refunds)
      .set({ status: 'refunded', providerReference: reference, lastError: null, refundedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(refunds.id, refund.id), ne(refunds.status, 'refunded')))
      .returning();
    if (made) await finishRefund(ctx, made);
    return made ?? refund;
  }
  if (answer.state === 'unknown') {
    // The provider never received it (a call lost on the way): it is sent again, under the same refund id.
    const [again] = await ctx.db
      .update(refunds)
      .set({ status: 'pending', nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'processing')))
      .returning();
    return again ?? refund;
  }
  const [row] = await ctx.db
    .update(refunds)
    .set({
      status: answer.state,
      providerReference: reference,
      lastError: answer.state === 'failed' ? answer.detail.slice(0, 500) : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(refunds.id, refund.id), inArray(refunds.status, ['pending', 'processing'])))
    .returning();
  if (answer.state === 'failed') ctx.log(`refund ${refund.refundId} was refused by ${refund.provider}: ${answer.detail}; staff may retry it`);
  return row ?? refund;
}

/**
 * Sends the order's refund to the payment provider, once: the refund is claimed by moving it
 * from pending to processing with a conditional update, so a second cancel, callback, sweep or
 * staff click finds nothing to send. An unreachable provider puts it back to pending with a
 * later time for the sweep; a provider that took it is asked how it stands (server to server).
 * Never throws: the shopper's cancel or the staff's decision has already been made.
 */
export async function issueRefund(ctx: OrdersContext, orderId: string): Promise<RefundRow | null> {
  try {
    const [claimed] = await ctx.db
      .update(refunds)
      .set({ status: 'processing', attempts: sql`${refunds.attempts} + 1`, updatedAt: sql`now()` })
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending'), ne(refunds.provider, 'cod')))
      .returning();
    if (!claimed) return null;
    if (claimed.provider !== ctx.payments.name || !claimed.paymentTransactionId) {
      return applyAnswer(ctx, claimed, { state: 'failed', reference: null, detail: `paid through ${claimed.provider}, which this shop no longer uses: refund it there by hand` });
    }
    const [order] = await ctx.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).limit(1);
    let answer: RefundAnswer;
    try {
      answer = await ctx.payments.refund({
        transactionId: claimed.paymentTransactionId,
        refundId: claimed.refundId,
        amountPaise: claimed.amountPaise,
        merchantUserId: (order?.userId ?? '').replaceAll('-', ''),
        paymentReference: await referenceOfTransaction(ctx, claimed.paymentTransactionId),
      });
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      const [later] = await ctx.db
        .update(refunds)
        .set({ status: 'pending', lastError: error.message.slice(0, 500), nextAttemptAt: new Date(Date.now() + retryDelayMs(claimed.attempts)), updatedAt: sql`now()` })
        .where(and(eq(refunds.id, claimed.id), eq(refunds.status, 'processing')))
        .returning();
      ctx.log(`refund ${claimed.refundId} could not reach ${claimed.provider}; it will be tried again`, error);
      return later ?? claimed;
    }
    const recorded = await applyAnswer(ctx, claimed, answer);
    // Taken but not yet made: the provider is asked at once, server to server (the sandbox answers made).
    return recorded.status === 'processing' ? await checkRefund(ctx, recorded) : recorded;
  } catch (error) {
    ctx.log(`refund of order ${orderId} could not be sent; the sweep tries it again`, error);
    return null;
  }
}

/** Asks the provider how a refund it took stands, and records the answer. An unreachable provider changes nothing. */
export async function checkRefund(ctx: OrdersContext, refund: RefundRow): Promise<RefundRow> {
  if (refund.status !== 'processing' || refund.provider !== ctx.payments.name) return refund;
  try {
    const paymentReference = refund.paymentTransactionId ? await referenceOfTransaction(ctx, refund.paymentTransactionId) : null;
    return await applyAnswer(ctx, refund, await ctx.payments.checkRefund(refund.refundId, paymentReference));
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    ctx.log(`the status of refund ${refund.refundId} could not be checked with ${refund.provider}`, error);
    await ctx.db.update(refunds).set({ lastError: error.message.slice(0, 500), updatedAt: sql`now()` }).where(eq(refunds.id, refund.id));
    return refund;
  }
}

/** Checks the refund a provider's callback names by our refund id; one of another provider's, or none of ours, is left alone. */
export async function checkRefundById(ctx: OrdersContext, refundId: string): Promise<void> {
  const [refund] = await ctx.db.select().from(refunds).where(and(eq(refunds.refundId, refundId), eq(refunds.provider, ctx.payments.name))).limit(1);
  if (refund) await checkRefund(ctx, refund);
}

/**
 * The refunds sweep (every app server runs it with the payment sweep): sends the refunds whose
 * retry time has come and asks about those the provider took a while ago. Each send is claimed
 * by its conditional update, so two servers never send one refund twice.
 */
export async function sweepRefunds(ctx: OrdersContext): Promise<void> {
  const due = await ctx.db
    .select({ orderId: refunds.orderId })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), ne(refunds.provider, 'cod'), lte(refunds.nextAttemptAt, sql`now()`)))
    .limit(50);
  for (const { orderId } of due) await issueRefund(ctx, orderId);
  const waiting = await ctx.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'processing'), lte(refunds.updatedAt, new Date(Date.now() - CHECK_AFTER_MS))))
    .limit(50);
  for (const refund of waiting) await checkRefund(ctx, refund);
}
