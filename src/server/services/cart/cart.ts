import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts, productVariants, products } from '../../db/schema';
import { DomainError } from '../../errors';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money';
import type { components } from '../../../api/schema.gen';
import { CART_MESSAGES } from '../../../shared/cart-messages';
import { deliveryRule } from '../settings/shop-settings';
import { designCartLines } from './design-lines';
import { checkedLineChoice, type LineChoice, type PageSize } from './line-choice';
import { checkoutTotals } from '../orders/checkout-totals';
import type { DiscountedItem } from '../discounts/discount-pricing';

type Cart = components['schemas']['Cart'];

/** The user's cart id, made on first use (one cart per user, enforced by a unique index). */
export async function cartIdOf(db: Db, userId: string): Promise<string> {
  return (await cartOf(db, userId)).id;
}

/** The user's cart row (made on first use): its id and the discount code held on it. */
async function cartOf(db: Db, userId: string): Promise<{ id: string; discountCode: string | null }> {
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [cart] = await db.select({ id: carts.id, discountCode: carts.discountCode }).from(carts).where(eq(carts.userId, userId)).limit(1);
  return cart!;
}

/** Keys of cart lines for the discount rules. */
export const productKey = (variantId: string) => `p:${variantId}`;
export const designKey = (designId: string, size: string) => `d:${designId}:${size}`;

/**
 * Adds a product in a colour; the same product and colour twice stays one line (spec: Cart).
 * Beyond the spec, the line keeps the size and quantity chosen with it: an add that carries
 * either replaces the stored pair, an add with neither (an older client) leaves it as it was.
 */
export async function addToCart(db: Db, userId: string, productId: string, variantId: string, choice: LineChoice = {}): Promise<void> {
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(products.id, productId), eq(products.hidden, false), eq(productVariants.retired, false)))
    .limit(1);
  if (!variant) throw new DomainError('NOT_FOUND', CART_MESSAGES.unavailable);
  const chosen = await checkedLineChoice(db, variantId, choice);
  const cartId = await cartIdOf(db, userId);
  const insert = db.insert(cartItems).values({ cartId, productId, variantId, ...chosen });
  if (chosen.size === null && chosen.quantity === null) await insert.onConflictDoNothing();
  else await insert.onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId, cartItems.variantId], set: chosen });
}

/** Removes a line from the user's own cart; someone else's cart id is simply not found. */
export async function removeFromCart(db: Db, userId: string, input: { cartId: string; productId: string; variantId: string }): Promise<void> {
  const [cart] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, input.cartId), eq(carts.userId, userId)))
    .limit(1);
  if (!cart) throw new DomainError('NOT_FOUND', CART_MESSAGES.notInCart);
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, input.productId), eq(cartItems.variantId, input.variantId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw new DomainError('NOT_FOUND', CART_MESSAGES.notInCart);
}

/**
 * The user's cart with each line's name, current final price and colour images, oldest line
 * first; custom designs are listed apart (`designs`), so `products` keeps the spec's shape.
 */
export async function getCart(db: Db, userId: string, tryCode?: string): Promise<Cart> {
  const cart = await cartOf(db, userId);
  const cartId = cart.id;
  // A code being applied is priced before it is kept; otherwise the one held on the cart.
  const discountCode = tryCode ?? cart.discountCode;
  const rows = await db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      name: products.name,
      finalPricePaise: products.finalPricePaise,
      category: products.category,
      subCategory: products.subCategory,
      color: productVariants.color,
      images: productVariants.images,
      size: cartItems.size,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(and(eq(cartItems.cartId, cartId), isNotNull(cartItems.productId), eq(products.hidden, false)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const designs = await designCartLines(db, cartId, userId);
  const rule = await deliveryRule(db);
  // The code held on the cart, priced now for what is in it (the server's figures, never the
  // page's), by the checkout's one quote: the same delivery and code as the order charges.
  // A line added without a quantity counts once, as 'Checkout all' starts it.
  const items: DiscountedItem[] = [
    ...rows.map((row) => ({ key: productKey(row.variantId), totalPaise: row.finalPricePaise * (row.quantity ?? 1), category: row.category, subCategory: row.subCategory })),
    ...designs.flatMap((line) =>
      line.available && line.lineTotal !== null ? [{ key: designKey(line.designId, line.size), totalPaise: rupeesToPaise(line.lineTotal), category: null, subCategory: null }] : [],
    ),
  ];
  const totals = await checkoutTotals(db, userId, items, discountCode ? { code: discountCode, hold: false } : undefined);
  const { quote, discountPaise, deliveryPaise } = totals;
  const saving = (key: string) => {
    const paise = totals.lineDiscount(key);
    return paise > 0 ? { saving: paiseToRupees(paise) } : {};
  };
  return {
    _id: cartId,
    products: rows.map((row) => ({
      productId: row.productId,
      variantId: row.variantId,
      name: row.name,
      price: paiseToRupees(row.finalPricePaise),
      lineTotal: paiseToRupees(row.finalPricePaise * (row.quantity ?? 1)),
      variant: { color: row.color, images: row.images },
      // Only when chosen: a line added without them keeps the spec's shape.
      // A product line's size was checked as one of the product page's when it was stored.
      ...(row.size !== null ? { size: row.size as PageSize } : {}),
      ...(row.quantity !== null ? { quantity: row.quantity } : {}),
      ...saving(productKey(row.variantId)),
    })),
    designs: designs.map((line) => ({ ...line, ...saving(designKey(line.designId, line.size)) })),
    ...(quote ? { discountCode: { code: quote.code, applies: quote.ok, saving: paiseToRupees(discountPaise), problem: quote.ok ? null : quote.reason } } : {}),
    totals: {
      subtotal: paiseToRupees(totals.subtotalPaise),
      deliveryCharge: paiseToRupees(deliveryPaise),
      discount: paiseToRupees(discountPaise),
      payable: paiseToRupees(totals.valuePaise),
      freeDeliveryFrom: paiseToRupees(rule.freeDeliveryFromPaise),
      deliveryChargeBelow: paiseToRupees(rule.deliveryChargePaise),
    },
  };
}
