import { PRODUCT_PAGE_SIZES } from '../../../../shared/catalogue-options';
import { MAX_LINE_QUANTITY } from '../../../../shared/checkout-rules';
import { linesTotalPaise, paiseToRupees } from '../../../../shared/money';

export type PageSize = (typeof PRODUCT_PAGE_SIZES)[number];

/** What the shopper chose for one cart line. */
export interface LineChoice {
  size: PageSize | null;
  quantity: number;
}

/** The most of one line a single order takes (the contract's limit). */
export { MAX_LINE_QUANTITY };

/** The page sizes of a colour that are in stock, with how many. */
export function sizesInStock(sizes: { size: string; stock: number }[]): { size: PageSize; stock: number }[] {
  return PRODUCT_PAGE_SIZES.map((size) => ({ size, stock: sizes.find((entry) => entry.size === size)?.stock ?? 0 })).filter((entry) => entry.stock > 0);
}

/** The cart's total for the chosen quantities, in rupees (as the API takes it), summed in whole paise. */
export function cartTotal(lines: { price: number; quantity: number }[]): number {
  return paiseToRupees(linesTotalPaise(lines));
}

/** The most of a size a line can take: its stock, at most the per-line limit, never below 1. */
export function mostOf(stock: number): number {
  return Math.max(1, Math.min(stock, MAX_LINE_QUANTITY));
}

/** A quantity kept within what a size (or, with no size yet, a line) can take. */
export function clampLineQuantity(quantity: number, stock: number | null): number {
  const most = stock === null ? MAX_LINE_QUANTITY : mostOf(stock);
  return Math.min(Math.max(Math.trunc(quantity) || 1, 1), most);
}

/**
 * Where a cart line starts on 'Checkout all': the size and quantity stored with Add To Cart
 * (beyond the spec), checked against the stock now. Stock may have fallen since: a size sold
 * out since is asked for again, a quantity above what is left is lowered; either way the note
 * says what changed. Without stock figures yet (the product still loading) nothing is checked.
 */
export function startingChoice(
  stored: { size?: PageSize; quantity?: number },
  sizes: { size: string; stock: number }[] | undefined,
): { choice: LineChoice; note: string | null } {
  const wanted = stored.quantity ?? 1;
  if (stored.size === undefined || sizes === undefined) return { choice: { size: null, quantity: clampLineQuantity(wanted, null) }, note: null };
  const inStock = sizesInStock(sizes);
  if (inStock.length === 0) return { choice: { size: null, quantity: 1 }, note: null };
  const chosen = inStock.find((entry) => entry.size === stored.size);
  if (!chosen) {
    return { choice: { size: null, quantity: clampLineQuantity(wanted, null) }, note: `Size ${stored.size} has sold out since you added it: please choose another size.` };
  }
  const quantity = clampLineQuantity(wanted, chosen.stock);
  const note = quantity < wanted ? `Only ${chosen.stock} left in size ${chosen.size}: the quantity is now ${quantity}.` : null;
  return { choice: { size: chosen.size, quantity }, note };
}
