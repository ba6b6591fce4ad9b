import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts, customiserGarments } from '../../db/schema';
import { DomainError } from '../../errors';
import { CART_MESSAGES } from '../cart/cart';
import type { Design } from '../../../engine/model/design';
import { designUnitPricePaise, printedSidesOf } from '../../../shared/design-price';
import { getDesign } from './designs';

export { PRINT_PRICE_PER_SIDE_PAISE } from '../../../shared/design-price';

export const DESIGN_PRICE_MESSAGES = {
  colourGone: 'This garment colour is no longer available. Please pick another colour.',
  blank: 'Add some text or a graphic before adding the design to the cart.',
} as const;

export interface DesignPrice {
  garmentPaise: number;
  printedSides: number;
  totalPaise: number;
}

/**
 * What a custom garment costs: the blank garment in its colour plus the print price for each
 * side with something on it (the shared rule the studio shows). Computed by the server from
 * its own prices, never sent by a client.
 */
export async function designPrice(db: Db, design: Design): Promise<DesignPrice> {
  const [garment] = await db
    .select({ basePricePaise: customiserGarments.basePricePaise })
    .from(customiserGarments)
    .where(and(eq(customiserGarments.type, design.garment), eq(customiserGarments.color, design.color), eq(customiserGarments.active, true)))
    .limit(1);
  return designPriceOn(garment?.basePricePaise, design);
}

/** The price of a design on a blank whose price is known (undefined: the colour is no longer sold). */
export function designPriceOn(garmentPaise: number | undefined, design: Design): DesignPrice {
  if (garmentPaise === undefined) throw new DomainError('INVALID_DATA', DESIGN_PRICE_MESSAGES.colourGone);
  const printedSides = printedSidesOf(design.sides);
  if (printedSides === 0) throw new DomainError('INVALID_DATA', DESIGN_PRICE_MESSAGES.blank);
  return { garmentPaise, printedSides, totalPaise: designUnitPricePaise(garmentPaise, printedSides) };
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

/** Takes a design's line out of the owner's cart; a design not in their cart is not found. */
export async function removeDesignFromCart(db: Db, userId: string, designId: string): Promise<void> {
  const cart = db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  const removed = await db
    .delete(cartItems)
    .where(and(inArray(cartItems.cartId, cart), eq(cartItems.designId, designId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw new DomainError('NOT_FOUND', CART_MESSAGES.notInCart);
}
