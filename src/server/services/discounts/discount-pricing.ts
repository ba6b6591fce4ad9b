import type { Category, SubCategory } from '../../../shared/catalogue-options';
import type { DiscountKind, DiscountScope } from '../../../shared/discount-rules';
import { DISCOUNT_MESSAGES } from './discount-messages';

/** How a code prices (the money part of discount_codes). */
export interface DiscountPricingRule {
  kind: DiscountKind;
  percentOff: number | null;
  amountOffPaise: number | null;
  minOrderPaise: number;
  maxDiscountPaise: number | null;
  scope: readonly DiscountScope[];
}

/** One line of a cart or checkout as the server priced it (GST-inclusive paise). */
export interface DiscountedItem {
  key: string;
  totalPaise: number;
  /** A catalogue product's category and sub-category; null for a studio design. */
  category: Category | null;
  subCategory: SubCategory | null;
}

export type DiscountQuote =
  | { ok: true; discountPaise: number; lines: { key: string; discountPaise: number }[] }
  | { ok: false; reason: string };

/** Whether a code limited to `scope` covers a line (an empty scope covers everything). */
export function covers(scope: readonly DiscountScope[], item: DiscountedItem): boolean {
  if (scope.length === 0) return true;
  if (item.category === null) return scope.includes('studio-designs');
  return scope.includes(item.category) || (item.subCategory !== null && scope.includes(item.subCategory));
}

/**
 * A discount split over lines in proportion to their totals, in whole paise that sum exactly
 * to it (largest remainder; ties to the earlier line). No line gets more than its own total;
 * the discount is never more than the lines' sum (priceDiscount caps it there).
 */
export function splitDiscount(discountPaise: number, totalsPaise: readonly number[]): number[] {
  const base = totalsPaise.reduce((sum, total) => sum + total, 0);
  if (base === 0 || discountPaise === 0) return totalsPaise.map(() => 0);
  const exact = totalsPaise.map((total) => (discountPaise * total) / base);
  const shares = exact.map(Math.floor);
  let left = discountPaise - shares.reduce((sum, share) => sum + share, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    if (shares[index]! < totalsPaise[index]!) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/**
 * What a code takes off some lines, or why it does not apply to them. Percent is of the lines
 * it covers, rounded down to the whole rupee (amounts stay in rupees, as the shop shows them),
 * then capped; flat is at most what those lines come to. The minimum is on the covered lines.
 */
export function priceDiscount(rule: DiscountPricingRule, items: readonly DiscountedItem[]): DiscountQuote {
  if (items.length === 0) return { ok: false, reason: DISCOUNT_MESSAGES.emptyCart };
  const covered = items.filter((item) => covers(rule.scope, item));
  if (covered.length === 0) return { ok: false, reason: DISCOUNT_MESSAGES.notForItems };
  const basePaise = covered.reduce((sum, item) => sum + item.totalPaise, 0);
  if (basePaise < rule.minOrderPaise) return { ok: false, reason: DISCOUNT_MESSAGES.minimum(rule.minOrderPaise, rule.scope.length > 0) };
  let discountPaise =
    rule.kind === 'percent' ? Math.floor((basePaise * (rule.percentOff ?? 0)) / 100 / 100) * 100 : Math.min(rule.amountOffPaise ?? 0, basePaise);
  if (rule.maxDiscountPaise !== null) discountPaise = Math.min(discountPaise, rule.maxDiscountPaise);
  const shares = splitDiscount(
    discountPaise,
    covered.map((item) => item.totalPaise),
  );
  const byKey = new Map(covered.map((item, index) => [item.key, shares[index]!]));
  return { ok: true, discountPaise, lines: items.map((item) => ({ key: item.key, discountPaise: byKey.get(item.key) ?? 0 })) };
}

/** Who is applying the code, and when: what the use limits and dates are checked against. */
export interface CodeUseContext {
  now: Date;
  /** Checkouts this shopper has placed with the code. */
  shopperUses: number;
  /** Whether the shopper has an earlier order that was not cancelled. */
  shopperHasOrders: boolean;
}

/** The limits of a code (the rest of discount_codes). */
export interface DiscountLimits {
  paused: boolean;
  endedAt: Date | null;
  validFrom: Date | null;
  validTo: Date | null;
  totalUses: number | null;
  usesCount: number;
  usesPerShopper: number | null;
  firstOrderOnly: boolean;
}

/** Why a code cannot be used now by this shopper, or null when it can. */
export function usableNow(limits: DiscountLimits, context: CodeUseContext): string | null {
  if (limits.endedAt) return DISCOUNT_MESSAGES.ended;
  if (limits.paused) return DISCOUNT_MESSAGES.paused;
  if (limits.validFrom && context.now < limits.validFrom) return DISCOUNT_MESSAGES.notYet(limits.validFrom);
  if (limits.validTo && context.now >= limits.validTo) return DISCOUNT_MESSAGES.expired(limits.validTo);
  if (limits.totalUses !== null && limits.usesCount >= limits.totalUses) return DISCOUNT_MESSAGES.usedUp;
  if (limits.usesPerShopper !== null && context.shopperUses >= limits.usesPerShopper) return DISCOUNT_MESSAGES.usedByYou(context.shopperUses);
  if (limits.firstOrderOnly && context.shopperHasOrders) return DISCOUNT_MESSAGES.firstOrderOnly;
  return null;
}
