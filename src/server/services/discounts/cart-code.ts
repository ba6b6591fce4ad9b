import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts } from '../../db/schema';
import { DomainError } from '../../errors';
import { normaliseCode } from '../../../shared/discount-rules';
import { cartIdOf, getCart } from '../cart/cart';
import { DISCOUNT_MESSAGES } from './discount-messages';

/**
 * Applies a code to the shopper's cart: priced for what is in it now and kept on the cart only
 * when it applies; otherwise refused with the reason, and the code held before (if any) stays.
 */
export async function applyCartCode(db: Db, userId: string, typed: string) {
  const code = normaliseCode(typed);
  const priced = await getCart(db, userId, code);
  if (!priced.discountCode?.applies) throw new DomainError('INVALID_DATA', priced.discountCode?.problem ?? DISCOUNT_MESSAGES.unknown(code));
  await db.update(carts).set({ discountCode: code }).where(eq(carts.id, await cartIdOf(db, userId)));
  return { cart: priced, message: DISCOUNT_MESSAGES.applied(code) };
}

/** Takes the code off the cart (nothing to take off is not an error). */
export async function removeCartCode(db: Db, userId: string) {
  await db.update(carts).set({ discountCode: null }).where(eq(carts.userId, userId));
  return { cart: await getCart(db, userId), message: DISCOUNT_MESSAGES.removed };
}
