import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts, customiserGarments } from '../../db/schema';
import { DomainError } from '../../errors';
import { CART_MESSAGES } from '../../../shared/cart-messages';
import type { Design } from '../../../engine/model/design';
import { designUnitPricePaise, printedSidesOf } from '../../../shared/design-price';
import { getDesign } from './designs';
import { LINE_CHOICE_MESSAGES } from '../cart/line-choice';
import { MAX_LINE_QUANTITY } from '../../../shared/checkout-rules';
import type { ShopSize } from '../../../shared/catalogue-options';

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

/** Which size of a design to put in the cart and how many; `replaceSize` moves an existing line to `size`. */
export interface DesignLineChoice {
  size?: ShopSize;
  quantity?: number;
  replaceSize?: ShopSize;
}

export const DESIGN_LINE_MESSAGES = {
  sizeTaken: (size: string) => `This design is already in your cart in size ${size}. Change that line's quantity instead.`,
} as const;

/**
 * Puts a saved design in the owner's cart, checking it can be made: one line per size (a team
 * order of 4 M, 6 L and 2 XL is three lines). Without a size the design's own is used; a size
 * already in the cart keeps its line and takes the new quantity when one is sent. With
 * `replaceSize`, that line changes to the size and quantity sent (refused when the size
 * already has a line of its own, so two lines never silently merge).
 */
export async function addDesignToCart(db: Db, userId: string, designId: string, choice: DesignLineChoice = {}): Promise<DesignPrice> {
  const saved = await getDesign(db, userId, designId);
  const price = await designPrice(db, saved.document);
  const quantity = choice.quantity ?? null;
  if (quantity !== null && (!Number.isInteger(quantity) || quantity < 1)) throw new DomainError('INVALID_DATA', LINE_CHOICE_MESSAGES.notWhole);
  if (quantity !== null && quantity > MAX_LINE_QUANTITY) throw new DomainError('INVALID_DATA', LINE_CHOICE_MESSAGES.tooMany);
  const size = choice.size ?? saved.document.size;
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).limit(1);
  if (!cart) throw new DomainError('UNAVAILABLE', CART_MESSAGES.unavailable);
  const ofDesign = (lineSize: ShopSize) => and(eq(cartItems.cartId, cart.id), eq(cartItems.designId, saved._id), eq(cartItems.size, lineSize));
  if (choice.replaceSize !== undefined && choice.replaceSize !== size) {
    const from = choice.replaceSize;
    await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: cartItems.id }).from(cartItems).where(ofDesign(size)).limit(1);
      if (taken) throw new DomainError('CONFLICT', DESIGN_LINE_MESSAGES.sizeTaken(size));
      const moved = await tx.update(cartItems).set({ size, quantity }).where(ofDesign(from)).returning({ id: cartItems.id });
      if (moved.length === 0) throw new DomainError('NOT_FOUND', CART_MESSAGES.notInCart);
    });
    return price;
  }
  if (choice.size === undefined && quantity === null) {
    // The studio's 'Add to cart' (no choice sent): a design with one line keeps following its
    // saved size, as before sizes per line; one already in several sizes keeps its lines.
    const lines = await db.select({ id: cartItems.id }).from(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.designId, saved._id)));
    if (lines.length > 1) return price;
    if (lines.length === 1) {
      await db.update(cartItems).set({ size }).where(eq(cartItems.id, lines[0]!.id));
      return price;
    }
  }
  const insert = db.insert(cartItems).values({ cartId: cart.id, designId: saved._id, size, quantity });
  if (quantity === null) await insert.onConflictDoNothing();
  else await insert.onConflictDoUpdate({ target: [cartItems.cartId, cartItems.designId, cartItems.size], set: { quantity } });
  return price;
}

/** Takes a design's line in one size (or every size) out of the owner's cart; a design not in their cart is not found. */
export async function removeDesignFromCart(db: Db, userId: string, designId: string, size?: ShopSize): Promise<void> {
  const cart = db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  const removed = await db
    .delete(cartItems)
    .where(and(inArray(cartItems.cartId, cart), eq(cartItems.designId, designId), size ? eq(cartItems.size, size) : undefined))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw new DomainError('NOT_FOUND', CART_MESSAGES.notInCart);
}
