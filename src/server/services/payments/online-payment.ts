import { recordStatusMoves } from '../orders/status-history';
import { queueOwnerAlert } from '../staff/owner-alerts';
import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { ProviderUnavailableError, type GatewayState, type ProviderCallback } from '../../adapters/payments/provider';
import { orders, payments } from '../../db/schema';
import { DomainError } from '../../errors';
import { recordRefund } from '../refunds/record-refund';
import { checkRefundById, issueRefund } from '../refunds/issue-refund';
import { announceStockChange, type OrdersContext } from '../orders/orders-context';
import { recordConfirmation } from '../orders/confirm-orders';
import { firstOrder, placeOrders, productLine, type OrderDraft, type OrderRow, type PlaceOrdersInput } from '../orders/place-order';
import { removeOrderedFromCart } from '../orders/cart-cleanup';
import { noStockChange, noteStockMove, releaseStock, type Tx } from '../orders/stock';
import { newTransactionId } from '../orders/tracking-id';
import { ORDER_MESSAGES } from '../orders/order-messages';
import { UNPAID_HOLD_LIMITS } from '../orders/order-rules';
import type { Press } from '../orders/press';
import { PAYMENT_MESSAGES } from './payment-messages';
import { releaseUse } from '../discounts/redeem-code';
import { deliveryPromise } from '../shipments/delivery-promise';
import { transactionOfReference } from './provider-reference';

export interface PaymentUrls {
  /** The shop's address as shoppers reach it, for the provider's redirect and callback. */
  publicUrl: string;
  /** Where the provider posts the payment's outcome, from the shop's address on (the route knows the contract's path). */
  callbackPath: string;
}

/** Places one order as Pending payment with its payment attempt, and asks the provider where to send the shopper. */
export function startOnlinePayment(ctx: OrdersContext, urls: PaymentUrls, userId: string, draft: OrderDraft, press: Press = {}) {
  const { product, totalAmount, discountCode, ...details } = draft;
  const code = discountCode ? { discountCode, ...(ctx.codeLookups ? { codeLookups: ctx.codeLookups } : {}) } : {};
  return startGroupPayment(ctx, urls, { userId, details, lines: [productLine(product)], totalAmount, press, fromCart: false, ...code });
}

/**
 * Places the orders (one per line) as Pending payment with one payment attempt for their
 * total, linked to the first order, and asks the provider where to send the shopper. A press
 * answered again (same key, or the same cart lines already being paid for) sends the shopper
 * to the payment already open instead.
 */
export async function startGroupPayment(ctx: OrdersContext, urls: PaymentUrls, checkout: Omit<PlaceOrdersInput, 'method' | 'alsoInTransaction'>) {
  const { userId } = checkout;
  await settleOpenPaymentsOf(ctx, userId);
  const transactionId = newTransactionId();
  const promise = checkout.promise ?? (await deliveryPromise(ctx, checkout.details.pincode));
  const { orders: placed, stock, replayed } = await placeOrders(ctx.db, {
    ...checkout,
    promise,
    method: 'online',
    alsoInTransaction: async (tx, rows) => {
      await tx.insert(payments).values({
        orderId: firstOrder(rows).id,
        provider: ctx.payments.name,
        transactionId,
        amountPaise: rows.reduce((sum, row) => sum + row.totalPaise, 0),
        status: 'pending',
      });
    },
  });
  if (replayed) return { ...(await openPaymentOf(ctx, placed)), orders: placed };
  await announceStockChange(ctx, stock);
  return { ...(await openWithProvider(ctx, urls, transactionId, placed)), orders: placed };
}

/**
 * Asks the provider to open a payment already written as pending for these orders (the first
 * one leads), and keeps its page for a repeated press. When the provider never takes it, the
 * payment is recorded failed, so the orders stop holding stock.
 */
export async function openWithProvider(ctx: OrdersContext, urls: PaymentUrls, transactionId: string, placed: OrderRow[]) {
  const first = firstOrder(placed);
  try {
    const { redirectUrl, reference } = await ctx.payments.startPayment({
      transactionId,
      orderId: first.id,
      amountPaise: placed.reduce((sum, row) => sum + row.totalPaise, 0),
      merchantUserId: first.userId.replaceAll('-', ''),
      mobileNumber: first.phoneNumber,
      redirectUrl: `${urls.publicUrl}/status/${transactionId}/${first.id}`,
      callbackUrl: `${urls.publicUrl}${urls.callbackPath}`,
    });
    await ctx.db.update(payments).set({ redirectUrl, providerReference: reference ?? null }).where(and(eq(payments.provider, ctx.payments.name), eq(payments.transactionId, transactionId)));
    return { redirectUrl, orderId: first.id, transactionId };
  } catch (error) {
    // The provider never took the payment: the orders must not hold stock.
    ctx.log(`starting payment ${transactionId} with ${ctx.payments.name} failed`, error);
    await recordOutcome(ctx, transactionId, 'failed');
    throw new DomainError('PAYMENT_ERROR', PAYMENT_MESSAGES.startFailed);
  }
}

/** How long a repeated press waits for the first press's payment page, while the provider is still being asked for it. */
const OPEN_PAYMENT_WAIT_MS = 10_000;

/** The newest payment an earlier press opened for these orders: where to pay, once the provider has answered the first press. */
export async function openPaymentOf(ctx: OrdersContext, placed: OrderRow[]) {
  const ids = placed.map((order) => order.id);
  const deadline = Date.now() + OPEN_PAYMENT_WAIT_MS;
  for (;;) {
    const [payment] = await ctx.db
      .select({ orderId: payments.orderId, transactionId: payments.transactionId, redirectUrl: payments.redirectUrl, status: payments.status })
      .from(payments)
      .where(and(eq(payments.provider, ctx.payments.name), inArray(payments.orderId, ids)))
      // A checkout tried again has its failed payment too: the newest is the one being opened.
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (!payment) throw new DomainError('CONFLICT', ORDER_MESSAGES.paymentOpen);
    if (payment.redirectUrl) return { redirectUrl: payment.redirectUrl, orderId: payment.orderId, transactionId: payment.transactionId };
    // The first press could not open the payment with the provider: neither can this one.
    if (payment.status !== 'pending') throw new DomainError('PAYMENT_ERROR', PAYMENT_MESSAGES.startFailed);
    if (Date.now() > deadline) throw new DomainError('UNAVAILABLE', ORDER_MESSAGES.paymentStarting);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Before a shopper's new online checkout: asks the provider about their open payments, so
 * that one they left (cancelled or failed at the gateway, the shop never told) stops holding
 * stock and counting against their unpaid hold limit. A payment whose page the provider has
 * not answered yet is being started by a press right now and is left alone.
 */
export async function settleOpenPaymentsOf(ctx: OrdersContext, userId: string): Promise<void> {
  const open = await ctx.db
    .selectDistinct({ transactionId: payments.transactionId })
    .from(orders)
    .innerJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.status, 'pending'), eq(payments.provider, ctx.payments.name), isNotNull(payments.redirectUrl)))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'Pending payment')))
    .limit(UNPAID_HOLD_LIMITS.perShopper.checkouts * 2);
  for (const { transactionId } of open) {
    try {
      await settlePayment(ctx, transactionId);
    } catch (error) {
      ctx.log(`payment ${transactionId} could not be checked before a new checkout`, error);
    }
  }
}

export type Settlement = 'paid' | 'failed' | 'cancelled' | 'pending' | 'expired' | 'refunding';

/**
 * Records how a payment ended, exactly once: the payment row moves out of `pending` with a
 * conditional update, so a replayed confirmation, a second tab or a callback racing the
 * redirect change nothing. Paid: the order goes to Processing and the shopper's mail is queued.
 * Failed or cancelled: the order is cancelled and its units go back on the shelf. Paid for
 * an order that was cancelled meanwhile: the money is refunded.
 */
async function recordOutcome(ctx: OrdersContext, transactionId: string, outcome: Exclude<GatewayState, 'pending'> | 'expired', raw?: unknown): Promise<Settlement | null> {
  const result = await ctx.db.transaction(async (tx) => {
    // An expired hold cancels the orders but leaves the payment open: should the shopper still
    // pay at the gateway, the payment is recorded then, and refunded.
    const [payment] =
      outcome === 'expired'
        ? await tx
            .select()
            .from(payments)
            .where(and(eq(payments.provider, ctx.payments.name), eq(payments.transactionId, transactionId), eq(payments.status, 'pending')))
        : await tx
            .update(payments)
            .set({ status: outcome, providerResponse: raw ?? null, updatedAt: sql`now()` })
            .where(and(eq(payments.provider, ctx.payments.name), eq(payments.transactionId, transactionId), eq(payments.status, 'pending')))
            .returning();
    if (!payment) return null;
    const group = await paidTogether(tx, payment.orderId);
    const orderStatus = outcome === 'paid' ? 'Processing' : 'Cancelled';
    const orderPaymentStatus = outcome === 'paid' ? 'Paid' : outcome === 'failed' ? 'Failed' : 'Cancelled';
    const moved = await tx
      .update(orders)
      .set({
        status: orderStatus,
        paymentStatus: orderPaymentStatus,
        // A failed or cancelled payment leaves its orders open to 'Try again' (payment-retry.ts); an expired hold does not.
        lapsedPaymentId: outcome === 'failed' || outcome === 'cancelled' ? payment.id : null,
        expiresAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(inArray(orders.id, group.map((order) => order.id)), eq(orders.status, 'Pending payment')))
      .returning();
    const note = outcome === 'paid' ? 'payment received' : outcome === 'expired' ? 'unpaid hold expired' : `payment ${outcome}`;
    await recordStatusMoves(tx, moved.map((order) => ({ orderId: order.id, from: 'Pending payment' as const, to: orderStatus })), { kind: 'system', note });
    // A payment the gateway failed or the shopper cancelled is worth the owner's look (an expired hold is not).
    if (outcome === 'failed' || outcome === 'cancelled') await queueOwnerAlert(tx, 'payment-failed', moved, ctx.publicUrl);
    const stock = noStockChange();
    if (orderStatus === 'Cancelled') {
      for (const order of moved) noteStockMove(stock, order.productId, (await releaseStock(tx, order.variantId, order.size, order.quantity)).backInStock);
      await releaseUse(tx, moved.map((order) => order.id));
    }
    // Paid, but some orders were cancelled or expired meanwhile: their money goes back. An order
    // cancelled before this payment opened (a checkout tried again without it) was never in it.
    const cancelledMeanwhile = (order: OrderRow) => order.status === 'Cancelled' && order.updatedAt >= payment.createdAt && !moved.some((m) => m.id === order.id);
    const toRefund = outcome === 'paid' ? group.filter(cancelledMeanwhile) : [];
    const refunding = toRefund.length
      ? await tx
          .update(orders)
          .set({ paymentStatus: 'Refund pending', updatedAt: sql`now()` })
          .where(inArray(orders.id, toRefund.map((order) => order.id)))
          .returning()
      : [];
    for (const order of refunding) await recordRefund(tx, order, ctx.payments.name);
    // The order-placed mails commit with the payment (sent after, by the mail queue).
    // Confirmed by the payment: the tax invoice is numbered in this same transaction, and mailed with the order.
    if (outcome === 'paid') await recordConfirmation(ctx, tx, moved);
    return { moved, refunding, stock };
  });
  if (!result) return null;
  await announceStockChange(ctx, result.stock);
  if (outcome === 'paid') {
    // Paid lines of a 'Checkout all' leave the cart; a failed payment leaves the cart as it was.
    const fromCart = result.moved.filter((order) => order.checkoutId !== null);
    if (fromCart.length) await removeOrderedFromCart(ctx.db, fromCart[0]!.userId, fromCart);
  }
  for (const order of result.refunding) await issueRefund(ctx, order.id);
  if (outcome === 'paid' && result.moved.length === 0) return 'refunding';
  return outcome;
}

/** The orders of one checkout (one payment): the order itself, or every order sharing its checkout id. */
export async function paidTogether(tx: Tx, orderId: string): Promise<OrderRow[]> {
  const [first] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!first) return [];
  if (!first.checkoutId) return [first];
  return tx.select().from(orders).where(eq(orders.checkoutId, first.checkoutId));
}

/**
 * Asks the provider, server to server, how a payment ended and records it once. A payment
 * still pending past its order's hold is expired (the units go back). Answers what happened
 * now, or null when the payment was already settled before this call.
 */
export async function settlePayment(ctx: OrdersContext, transactionId: string, now = new Date()): Promise<Settlement | null> {
  const [payment] = await ctx.db
    .select({ status: payments.status, amountPaise: payments.amountPaise, reference: payments.providerReference, expiresAt: orders.expiresAt, orderStatus: orders.status })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, ctx.payments.name), eq(payments.transactionId, transactionId)))
    .limit(1);
  if (!payment || payment.status !== 'pending') return null;
  const answer = await ctx.payments.checkStatus(transactionId, payment.reference);
  if (answer.state === 'pending') {
    const expired = payment.orderStatus === 'Pending payment' && payment.expiresAt !== null && payment.expiresAt <= now;
    return expired ? recordOutcome(ctx, transactionId, 'expired', answer.raw) : 'pending';
  }
  if (answer.state === 'paid' && answer.amountPaise !== null && answer.amountPaise !== payment.amountPaise) {
    ctx.log(`payment ${transactionId}: provider took ${answer.amountPaise} paise, order is ${payment.amountPaise}; left for staff`);
    throw new DomainError('PAYMENT_ERROR', PAYMENT_MESSAGES.amountMismatch);
  }
  return recordOutcome(ctx, transactionId, answer.state, answer.raw);
}

/** The order behind a transaction, only when it is the user's own (someone else's is not found). */
export async function paymentOfUser(ctx: OrdersContext, userId: string, transactionId: string, orderId: string) {
  const [row] = await ctx.db
    .select({ orderId: orders.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.transactionId, transactionId), eq(orders.id, orderId.toLowerCase()), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
  return row;
}

/** The payment status page's confirmation: settles once, then says where the order stands. */
export async function confirmPayment(ctx: OrdersContext, userId: string, transactionId: string, orderId: string): Promise<void> {
  await paymentOfUser(ctx, userId, transactionId, orderId);
  try {
    await settlePayment(ctx, transactionId);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      ctx.log(`payment status of ${transactionId} could not be read`, error);
      throw new DomainError('UNAVAILABLE', PAYMENT_MESSAGES.unreachable);
    }
    throw error;
  }
}

/**
 * The provider's authenticated callback (headers and body as they came): only the payment or
 * refund it names is used, to ask the provider itself, so a replayed, late or early callback
 * changes nothing the status answer would not.
 */
export async function handlePaymentCallback(ctx: OrdersContext, callback: ProviderCallback): Promise<void> {
  const subject = ctx.payments.readCallback(callback);
  if (!subject) throw new DomainError('NOT_ALLOWED', PAYMENT_MESSAGES.badCallback);
  try {
    if (subject.kind === 'payment') {
      const transactionId = 'reference' in subject ? await transactionOfReference(ctx, subject.reference) : subject.transactionId;
      if (transactionId) await settlePayment(ctx, transactionId);
    }
    if (subject.kind === 'refund') await checkRefundById(ctx, subject.refundId);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new DomainError('UNAVAILABLE', PAYMENT_MESSAGES.unreachable);
    throw error;
  }
}

/**
 * Expires online orders whose payment stayed pending past the hold (30 minutes): each is
 * checked with the provider first, since the shopper may have paid at the last moment.
 * Runs on a timer and, for one shopper, when they read their orders.
 */
export async function expireStalePayments(ctx: OrdersContext, options: { userId?: string; now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const stale = await ctx.db
    .select({ transactionId: payments.transactionId })
    .from(orders)
    .innerJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.status, 'pending'), eq(payments.provider, ctx.payments.name)))
    .where(and(eq(orders.status, 'Pending payment'), lt(orders.expiresAt, now), ...(options.userId ? [eq(orders.userId, options.userId)] : [])))
    .limit(100);
  let settled = 0;
  for (const { transactionId } of stale) {
    try {
      if (await settlePayment(ctx, transactionId, now)) settled++;
    } catch (error) {
      ctx.log(`expiring payment ${transactionId} failed; will retry`, error);
    }
  }
  return settled;
}
