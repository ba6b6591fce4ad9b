import { deliveryChargePaise } from '../../../shared/delivery-charge';
import { deliveryRule } from '../settings/shop-settings';
import type { DiscountedItem } from '../discounts/discount-pricing';
import { holdCode, quoteCode, type CodeQuote, type HeldCode } from '../discounts/redeem-code';
import type { Tx } from './stock';

/**
 * How a checkout's code is taken: priced for a page to show (a read, nothing locked), or held
 * in the order's transaction (its row locked, the checkout refused when it does not apply).
 * `counted` says the code came through the counted look-up on this very call (Buy Now); a
 * code not counted must be the one the cart holds.
 */
export type TotalsCode = { code: string; hold: false } | { code: string; hold: true; counted: boolean };

/** What one checkout comes to, in paise: before any COD fee, which the COD rules add on this value. */
export interface CheckoutTotals {
  subtotalPaise: number;
  /** The code priced for the lines (a quote), or null without one. */
  quote: CodeQuote | null;
  /** The code held for the order (hold only). */
  held: HeldCode | null;
  discountPaise: number;
  /** Each line's share of the code, by its key (0 when none). */
  lineDiscount: (key: string) => number;
  deliveryPaise: number;
  /** Items, less the code, plus delivery: what the shopper pays before a COD fee. */
  valuePaise: number;
}

/**
 * The one quote of a checkout, for Buy Now and 'Checkout all' alike, for the cart page, the
 * checkout page and the order's transaction: the lines' subtotal at the server's prices, the
 * code's saving, and the delivery charge (the rule read now, free from the items' value before
 * any discount, as the cart shows it). The COD fee is decided on `valuePaise` (services/cod).
 */
export async function checkoutTotals(db: Tx, userId: string, items: DiscountedItem[], code?: TotalsCode): Promise<CheckoutTotals> {
  const subtotalPaise = items.reduce((sum, item) => sum + item.totalPaise, 0);
  const deliveryPaise = deliveryChargePaise(subtotalPaise, await deliveryRule(db));
  let quote: CodeQuote | null = null;
  let held: HeldCode | null = null;
  if (code?.hold) held = await holdCode(db, userId, code.code, items, { counted: code.counted });
  else if (code) quote = await quoteCode(db, userId, code.code, items);
  const shares = new Map(held ? held.lines.map((line) => [line.key, line.discountPaise]) : quote?.ok ? quote.lines.map((line) => [line.key, line.discountPaise]) : []);
  const discountPaise = held ? held.discountPaise : quote?.ok ? quote.discountPaise : 0;
  return {
    subtotalPaise,
    quote,
    held,
    discountPaise,
    lineDiscount: (key) => shares.get(key) ?? 0,
    deliveryPaise,
    valuePaise: subtotalPaise - discountPaise + deliveryPaise,
  };
}
