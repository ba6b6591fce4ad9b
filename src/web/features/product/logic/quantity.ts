import { MAX_LINE_QUANTITY } from '../../../../shared/checkout-rules';

/** The smallest quantity a shopper can order (spec section 9). */
export const MIN_QUANTITY = 1;

/**
 * A quantity kept between 1 and the chosen size's stock (at most 20, what a cart line or an
 * order takes). With no stock to go by (no size chosen, or the size sold out) the quantity is
 * 1, the minimum the page ever shows.
 */
export function clampQuantity(quantity: number, stock: number | null): number {
  const max = maxQuantity(stock);
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(Math.max(Math.trunc(quantity), MIN_QUANTITY), max);
}

/** The upper limit of the stepper: the size's stock, at most 20 (MAX_LINE_QUANTITY), never below 1. */
export function maxQuantity(stock: number | null): number {
  return stock === null || !Number.isFinite(stock) ? MIN_QUANTITY : Math.min(Math.max(Math.trunc(stock), MIN_QUANTITY), MAX_LINE_QUANTITY);
}

/** Whether the stepper's − and + can move from `quantity` with `stock` pieces left. */
export function stepperLimits(quantity: number, stock: number | null): { canDecrease: boolean; canIncrease: boolean } {
  return { canDecrease: quantity > MIN_QUANTITY, canIncrease: stock !== null && quantity < maxQuantity(stock) };
}
