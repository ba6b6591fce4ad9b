import { PRODUCT_PAGE_SIZES } from '../../../../shared/catalogue-options';
import { linesTotalPaise, paiseToRupees } from '../../../../shared/money';

/** What Buy Now carries to the checkout as navigation state (spec section 2). */
export interface CheckoutState {
  size: (typeof PRODUCT_PAGE_SIZES)[number];
  price: number;
  quantity: number;
}

/** The navigation state when it is usable, else null (a reload keeps it; a typed URL has none). */
export function readCheckoutState(state: unknown): CheckoutState | null {
  if (!state || typeof state !== 'object') return null;
  const { size, price, quantity } = state as Record<string, unknown>;
  if (typeof size !== 'string' || !(PRODUCT_PAGE_SIZES as readonly string[]).includes(size)) return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  return { size: size as CheckoutState['size'], price, quantity };
}

/** The total the checkout shows and sends: price x quantity, worked out in whole paise. */
export const orderTotal = (state: CheckoutState) => paiseToRupees(linesTotalPaise([state]));
