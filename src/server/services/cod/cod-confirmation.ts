import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { DomainError } from '../../errors';
import { AWAITING_COD_CONFIRMATION } from '../../../shared/order-states';
import { COD_CODE_DIGITS, COD_CODE_TRIES, COD_CONFIRM_HOURS, COD_TEXTS } from '../../../shared/cod-rules';
import { SCREENS } from '../../../shared/screen-routes';
import { recordConfirmation } from '../orders/confirm-orders';
import { moveOrder } from '../orders/change-status';
import { orderMail, queueOrderMails, type MailFacts, type OrderMail } from '../orders/order-mail';
import type { OrdersContext } from '../orders/orders-context';
import type { OrderRow } from '../orders/place-order';
import { exactInr } from '../orders/pricing';
import type { Tx } from '../orders/stock';

export const COD_CONFIRM_MESSAGES = {
  confirmed: COD_TEXTS.confirmed,
  invalid: 'This confirmation link is not valid. Please open the link in your e-mail again, or see your order in My Orders.',
  expired: `This confirmation link has expired: an order is kept for ${COD_CONFIRM_HOURS} hours. Please place it again.`,
  already: 'This order is already confirmed.',
  cancelled: 'This order was cancelled, so it can no longer be confirmed.',
  codeFormat: `Please enter the ${COD_CODE_DIGITS}-digit code from your e-mail.`,
  wrongCode: (triesLeft: number) => `This code is not right. Please check the ${COD_CODE_DIGITS} digits in your e-mail (${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left).`,
  tooManyTries: 'Too many wrong codes: please confirm this order with the link in your e-mail.',
  codeExpired: `This code has expired: an order is kept for ${COD_CONFIRM_HOURS} hours. Please place it again.`,
  notFound: 'Order not found.',
} as const;

/** The confirmation page's address in the mail (src/shared/screen-routes.ts: confirmOrder). */
export const CONFIRM_PAGE = `/${SCREENS.confirmOrder.path}`;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`cod-confirm:${payload}`).digest('base64url');

/**
 * The mailed confirmation token of a checkout: its first order's id and the deadline, signed
 * with the shop's secret (HMAC-SHA256), so it cannot be made up or moved to another order.
 * Once only: confirming moves the orders out of 'Awaiting confirmation', and a second use finds
 * them moved.
 */
export function codConfirmToken(secret: string, orderId: string, confirmBy: Date): string {
  const payload = `${orderId}.${Math.floor(confirmBy.getTime() / 1000)}`;
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * The code mailed beside the link, for a shopper who reads the mail on another device and types
 * it in My Orders: COD_CODE_DIGITS digits of an HMAC over the checkout's number and deadline, so
 * nothing more is stored than the wrong tries (COD_CODE_TRIES, then only the link confirms:
 * a million codes cannot be walked five at a time).
 */
export function codConfirmCode(secret: string, checkoutKey: string, confirmBy: Date): string {
  const digest = createHmac('sha256', secret).update(`cod-code:${checkoutKey}.${Math.floor(confirmBy.getTime() / 1000)}`).digest();
  return String(digest.readUInt32BE(0) % 10 ** COD_CODE_DIGITS).padStart(COD_CODE_DIGITS, '0');
}

const checkoutKeyOf = (order: OrderRow) => order.checkoutNumber ?? order.trackingId;

function readToken(secret: string, token: string): { orderId: string; confirmBy: Date } {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) throw new DomainError('INVALID_DATA', COD_CONFIRM_MESSAGES.invalid);
  const [, orderId, seconds, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${orderId}.${seconds}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new DomainError('INVALID_DATA', COD_CONFIRM_MESSAGES.invalid);
  return { orderId, confirmBy: new Date(Number(seconds) * 1000) };
}

/** The mail that asks the shopper to confirm: every line, the amount and the one-tap link. */
function confirmRequestMail(link: string, code: string) {
  return (facts: MailFacts): OrderMail => {
    const first = facts.orders[0]!;
    const total = exactInr(facts.orders.reduce((sum, order) => sum + order.totalPaise, 0));
    return orderMail(
      facts,
      `Please confirm your Cash on Delivery order: ${first.checkoutNumber ?? first.trackingId}`,
      [
        'Your order is placed with Cash on Delivery and waits for your confirmation before we make it.',
        `Please confirm it within ${COD_CONFIRM_HOURS} hours with the link below (one tap); an order not confirmed by then is cancelled.`,
        `Or enter this code at your order in My Orders: ${code}`,
        `Please keep ${total} ready to pay on delivery.`,
      ],
      link,
      'Confirm my order',
    );
  };
}

/**
 * What placing COD orders writes with them: confirmed orders get their tax invoice and the
 * order mail (confirm-orders.ts); orders the COD rules hold for the shopper's confirmation get
 * the mail with the signed link instead, and their invoice when they are confirmed.
 */
export async function recordCodPlaced(ctx: Pick<OrdersContext, 'seller' | 'publicUrl' | 'linkSecret'>, tx: Tx, placed: OrderRow[]): Promise<void> {
  const lead = placed[0];
  if (!lead || lead.status !== AWAITING_COD_CONFIRMATION || !lead.codConfirmBy) return recordConfirmation(ctx, tx, placed);
  const token = codConfirmToken(ctx.linkSecret, lead.id, lead.codConfirmBy);
  const code = codConfirmCode(ctx.linkSecret, checkoutKeyOf(lead), lead.codConfirmBy);
  await queueOrderMails(tx, placed, confirmRequestMail(`${CONFIRM_PAGE}?token=${encodeURIComponent(token)}`, code), ctx.publicUrl);
}

/** The orders of the checkout the token's order leads (one for a Buy Now). */
async function checkoutOf(tx: Tx, orderId: string): Promise<OrderRow[]> {
  const [lead] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!lead) throw new DomainError('INVALID_DATA', COD_CONFIRM_MESSAGES.invalid);
  if (!lead.checkoutNumber) return [lead];
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, lead.userId), eq(orders.checkoutNumber, lead.checkoutNumber)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/**
 * The shopper's one tap on the mailed link: the checkout's orders waiting for confirmation
 * become Processing (production may start: staff see their print files), their tax invoice is
 * issued and the order mail sent, all in one transaction; once only, never after the deadline.
 * No sign-in needed: the signed token is the proof (it went only to the account's address).
 */
export async function confirmCodOrder(ctx: OrdersContext, token: string, now = new Date()): Promise<OrderRow[]> {
  const { orderId, confirmBy } = readToken(ctx.linkSecret, token);
  return ctx.db.transaction(async (tx) => {
    const waiting = waitingOf(await checkoutOf(tx, orderId));
    if (confirmBy.getTime() <= now.getTime()) throw new DomainError('CONFLICT', COD_CONFIRM_MESSAGES.expired);
    return confirmWaiting(ctx, tx, waiting, now);
  });
}

/** The checkout's orders still waiting; or why there are none to confirm. */
function waitingOf(group: OrderRow[]): OrderRow[] {
  const waiting = group.filter((order) => order.status === AWAITING_COD_CONFIRMATION);
  if (waiting.length === 0) {
    if (group.some((order) => order.codConfirmedAt !== null)) throw new DomainError('CONFLICT', COD_CONFIRM_MESSAGES.already);
    if (group.every((order) => order.status === 'Cancelled')) throw new DomainError('CONFLICT', COD_CONFIRM_MESSAGES.cancelled);
    throw new DomainError('INVALID_DATA', COD_CONFIRM_MESSAGES.invalid);
  }
  return waiting;
}

/**
 * The signed-in shopper types the mailed code at an order of the checkout in My Orders: the same
 * confirmation as the link's tap. A wrong code counts against the checkout (written even though
 * the answer is an error); after COD_CODE_TRIES wrong ones only the link confirms it.
 */
export async function confirmCodOrderByCode(ctx: OrdersContext, userId: string, orderId: string, code: string, now = new Date()): Promise<OrderRow[]> {
  if (!new RegExp(`^\\d{${COD_CODE_DIGITS}}$`).test(code)) throw new DomainError('INVALID_DATA', COD_CONFIRM_MESSAGES.codeFormat);
  const outcome = await ctx.db.transaction(async (tx): Promise<{ confirmed: OrderRow[] } | { wrong: number }> => {
    const [order] = await tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).limit(1);
    if (!order) throw new DomainError('NOT_FOUND', COD_CONFIRM_MESSAGES.notFound);
    const waiting = waitingOf(await checkoutOf(tx, order.id));
    const lead = waiting[0]!;
    const tries = Math.max(...waiting.map((row) => row.codCodeTries));
    if (tries >= COD_CODE_TRIES) throw new DomainError('CONFLICT', COD_CONFIRM_MESSAGES.tooManyTries);
    if (!lead.codConfirmBy || lead.codConfirmBy.getTime() <= now.getTime()) throw new DomainError('CONFLICT', COD_CONFIRM_MESSAGES.codeExpired);
    const expected = Buffer.from(codConfirmCode(ctx.linkSecret, checkoutKeyOf(lead), lead.codConfirmBy));
    if (!timingSafeEqual(expected, Buffer.from(code))) {
      const counted = await tx
        .update(orders)
        .set({ codCodeTries: sql`${orders.codCodeTries} + 1` })
        .where(and(eq(orders.userId, userId), eq(orders.status, AWAITING_COD_CONFIRMATION), eq(orders.checkoutNumber, checkoutKeyOf(lead))))
        .returning({ tries: orders.codCodeTries });
      return { wrong: COD_CODE_TRIES - Math.max(tries + 1, ...counted.map((row) => row.tries)) };
    }
    return { confirmed: await confirmWaiting(ctx, tx, waiting, now) };
  });
  if ('confirmed' in outcome) return outcome.confirmed;
  // Thrown after the commit, so the wrong try is counted.
  throw outcome.wrong > 0 ? new DomainError('INVALID_DATA', COD_CONFIRM_MESSAGES.wrongCode(outcome.wrong)) : new DomainError('CONFLICT', COD_CONFIRM_MESSAGES.tooManyTries);
}

/** The waiting orders become Processing, their invoice and order mail written; once only. */
async function confirmWaiting(ctx: OrdersContext, tx: Tx, waiting: OrderRow[], now: Date): Promise<OrderRow[]> {
  const confirmed = await tx
    .update(orders)
    .set({ status: 'Processing', codConfirmedAt: now, codConfirmBy: null, updatedAt: sql`now()` })
    .where(and(eq(orders.checkoutNumber, waiting[0]!.checkoutNumber ?? waiting[0]!.trackingId), eq(orders.userId, waiting[0]!.userId), eq(orders.status, AWAITING_COD_CONFIRMATION), gt(orders.codConfirmBy, now)))
    .returning();
  // A racing second tap (or the sweep) moved them first.
  if (confirmed.length !== waiting.length) throw new DomainError('CONFLICT', COD_CONFIRM_MESSAGES.already);
  const inOrder = waiting.map((order) => confirmed.find((row) => row.id === order.id)!);
  await recordConfirmation(ctx, tx, inOrder);
  return inOrder;
}

const unconfirmedMail = (facts: MailFacts): OrderMail =>
  orderMail(
    facts,
    `Order cancelled: ${facts.orders[0]!.trackingId}`,
    [`Your Cash on Delivery order was not confirmed within ${COD_CONFIRM_HOURS} hours, so it has been cancelled. You are welcome to order it again.`],
    '/user-orders',
  );

/**
 * Cancels COD orders left unconfirmed past their deadline, their units back on the shelf and
 * the shopper mailed (change-status.ts), like an unpaid online hold lapsing. Run by the payment
 * sweep on every app server; the move is conditional, so two servers never cancel one twice.
 */
export async function cancelUnconfirmedCod(ctx: OrdersContext, now = new Date()): Promise<number> {
  const stale = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.status, AWAITING_COD_CONFIRMATION), lt(orders.codConfirmBy, now)))
    .limit(100);
  let cancelled = 0;
  for (const order of stale) {
    try {
      await moveOrder(ctx, order, 'Cancelled', { mail: unconfirmedMail });
      cancelled++;
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'CONFLICT')) ctx.log(`cancelling unconfirmed COD order ${order.id} failed; will retry`, error);
    }
  }
  return cancelled;
}
