import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountCodes, discountUses, orders } from '../../db/schema';
import { DomainError } from '../../errors';
import { normaliseCode } from '../../../shared/discount-rules';
import type { Tx } from '../orders/stock';
import { cartHoldsCode } from './held-code';
import { DISCOUNT_MESSAGES } from './discount-messages';
import { priceDiscount, usableNow, type DiscountedItem, type DiscountQuote } from './discount-pricing';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** A code priced for some lines: what it takes off in all and per line, or why it does not apply. */
export type CodeQuote = { code: string } & DiscountQuote;

/** The code as stored, or null when there is none (`lock`: held until the transaction ends). */
async function findCode(db: Db | Tx, code: string, lock = false): Promise<DiscountCodeRow | null> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** How often this shopper used the code, and whether they have ordered before (an order not cancelled). */
async function shopperFacts(db: Db | Tx, codeId: string, userId: string) {
  const [uses] = await db
    .select({ n: count() })
    .from(discountUses)
    .where(and(eq(discountUses.codeId, codeId), eq(discountUses.userId, userId)));
  const [earlier] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'Cancelled')))
    .limit(1);
  return { shopperUses: Number(uses?.n ?? 0), shopperHasOrders: Boolean(earlier) };
}

/** Prices a code read (and maybe locked) in `db` for a shopper's lines. */
async function quoteWith(db: Db | Tx, userId: string, typed: string, items: DiscountedItem[], lock: boolean): Promise<{ row: DiscountCodeRow | null; quote: CodeQuote }> {
  const code = normaliseCode(typed);
  const row = await findCode(db, code, lock);
  if (!row) return { row, quote: { code, ok: false, reason: DISCOUNT_MESSAGES.unknown(code) } };
  const why = usableNow(row, { now: new Date(), ...(await shopperFacts(db, row.id, userId)) });
  if (why) return { row, quote: { code, ok: false, reason: why } };
  return { row, quote: { code, ...priceDiscount(row, items) } };
}

/** What a code would take off these lines for this shopper now (a read: nothing is counted). */
export async function quoteCode(db: Db | Tx, userId: string, typed: string, items: DiscountedItem[]): Promise<CodeQuote> {
  return (await quoteWith(db, userId, typed, items, false)).quote;
}

/** A code taken in an order's transaction: its row is locked until the orders commit. */
export interface HeldCode {
  codeId: string;
  code: string;
  discountPaise: number;
  lines: { key: string; discountPaise: number }[];
}

/**
 * An order takes only a code that came through the counted look-up (code-lookup-limit.ts): the
 * one its cart holds, or (Buy Now) one counted on the order call itself. Otherwise the order
 * call would tell a guessed code from a made-up one. Any other code is refused before it is
 * looked up, in the same words whether it exists or not.
 */
async function mustBeOnCart(tx: Tx, userId: string, code: string): Promise<void> {
  if (!(await cartHoldsCode(tx, userId, code))) throw new DomainError('CONFLICT', DISCOUNT_MESSAGES.notOnCart(code));
}

/**
 * Inside the order's transaction: locks the code's row (a second checkout with the same code
 * waits here until the first commits or rolls back, then reads the count it left), checks
 * every limit and prices the lines. A code that does not apply refuses the checkout with the
 * reason, and nothing is written.
 */
export async function holdCode(tx: Tx, userId: string, typed: string, items: DiscountedItem[], lookup: { counted: boolean } = { counted: false }): Promise<HeldCode> {
  if (!lookup.counted) await mustBeOnCart(tx, userId, normaliseCode(typed));
  const { row, quote } = await quoteWith(tx, userId, typed, items, true);
  if (!row || !quote.ok) throw new DomainError('CONFLICT', DISCOUNT_MESSAGES.changedAtCheckout(quote.ok ? '' : quote.reason));
  return { codeId: row.id, code: row.code, discountPaise: quote.discountPaise, lines: quote.lines };
}

/** Counts the use, in the same transaction, against the checkout's first order. */
export async function countUse(tx: Tx, held: HeldCode, userId: string, firstOrderId: string): Promise<void> {
  await tx
    .update(discountCodes)
    .set({ usesCount: sql`${discountCodes.usesCount} + 1`, discountGivenPaise: sql`${discountCodes.discountGivenPaise} + ${held.discountPaise}` })
    .where(eq(discountCodes.id, held.codeId));
  await tx.insert(discountUses).values({ codeId: held.codeId, userId, orderId: firstOrderId, discountPaise: held.discountPaise });
}

/**
 * A checkout whose online payment failed, was cancelled at the gateway or lapsed gives its code's
 * use back, in the transaction that cancels its orders: a shopper whose payment failed can use
 * their one use again. (Orders a shopper or staff cancel after they were placed keep the use.)
 */
export async function releaseUse(tx: Tx, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const released = await tx.delete(discountUses).where(inArray(discountUses.orderId, orderIds)).returning();
  for (const use of released) {
    await tx
      .update(discountCodes)
      .set({ usesCount: sql`${discountCodes.usesCount} - 1`, discountGivenPaise: sql`${discountCodes.discountGivenPaise} - ${use.discountPaise}` })
      .where(eq(discountCodes.id, use.codeId));
  }
}

/**
 * 'Try again' or 'Pay on delivery instead' after such a failure takes the use again, for the
 * discount the orders kept, when the code still allows it now (its row locked, as at checkout,
 * before any stock is touched); otherwise nothing comes back and the shopper reads why.
 */
export async function retakeUse(tx: Tx, userId: string, lapsed: (typeof orders.$inferSelect)[]): Promise<void> {
  const code = lapsed.find((order) => order.discountCode)?.discountCode;
  if (!code) return;
  const row = await findCode(tx, code, true);
  const why = row ? usableNow(row, { now: new Date(), ...(await shopperFacts(tx, row.id, userId)) }) : DISCOUNT_MESSAGES.unknown(code);
  if (!row || why) throw new DomainError('CONFLICT', DISCOUNT_MESSAGES.changedAtCheckout(why ?? ''));
  const discountPaise = lapsed.reduce((sum, order) => sum + order.discountPaise, 0);
  await countUse(tx, { codeId: row.id, code: row.code, discountPaise, lines: [] }, userId, lapsed[0]!.id);
}
