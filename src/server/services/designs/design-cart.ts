import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts, customiserGarments } from '../../db/schema';
import { DomainError } from '../../errors';
import { CART_MESSAGES } from '../cart/cart';
import type { Design } from '../../../engine/model/design';
import { SIDES } from '../../../engine/model/design';
import { getDesign } from './designs';

/**
 * Printing price per printed side, in paise. The shop's own figure (the spec has none): a
 * constant until staff get a settings screen for it.
 */
export const PRINT_PRICE_PER_SIDE_PAISE = 24_900;

export interface DesignPrice {
  garmentPaise: number;
  printedSides: number;
  totalPaise: number;
}

/**
 * What a custom garment costs: the blank garment in its colour plus the print price for each
 * side with something on it. Computed by the server from its own prices, never sent by a client.
 */
export async function designPrice(db: Db, design: Design): Promise<DesignPrice> {
  const [garment] = await db
    .select({ basePricePaise: customiserGarments.basePricePaise })
    .from(customiserGarments)
    .where(and(eq(customiserGarments.type, design.garment), eq(customiserGarments.color, design.color), eq(customiserGarments.active, true)))
    .limit(1);
  if (!garment) throw new DomainError('INVALID_DATA', 'This garment colour is no longer available. Please pick another colour.');
  const printedSides = SIDES.filter((side) => design.sides[side].length > 0).length;
  if (printedSides === 0) throw new DomainError('INVALID_DATA', 'Add some text or a graphic before adding the design to the cart.');
  return { garmentPaise: garment.basePricePaise, printedSides, totalPaise: garment.basePricePaise + printedSides * PRINT_PRICE_PER_SIDE_PAISE };
}

/** Puts a saved design in the owner's cart as its own line (once), checking it can be made. */
export async function addDesignToCart(db: Db, userId: string, designId: string): Promise<DesignPrice> {
  const saved = await getDesign(db, userId, designId);
  const price = await designPrice(db, saved.document);
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).limit(1);
  if (!cart) throw new DomainError('UNAVAILABLE', CART_MESSAGES.unavailable);
  await db.insert(cartItems).values({ cartId: cart.id, designId: saved._id }).onConflictDoNothing();
  return price;
}
