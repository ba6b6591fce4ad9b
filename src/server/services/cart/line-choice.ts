import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { variantSizes } from '../../db/schema';
import { DomainError } from '../../errors';
import { MAX_LINE_QUANTITY } from '../../../shared/checkout-rules';
import type { PRODUCT_PAGE_SIZES } from '../../../shared/catalogue-options';

export type PageSize = (typeof PRODUCT_PAGE_SIZES)[number];

/** What the product page sent with Add To Cart (beyond the spec); both optional. */
export interface LineChoice {
  size?: PageSize;
  quantity?: number;
}

export const LINE_CHOICE_MESSAGES = {
  soldOut: (size: string) => `Sorry, size ${size} is sold out in this colour. Please choose another size.`,
  onlyLeft: (size: string, left: number) => `Sorry, only ${left} left in size ${size}. Please lower the quantity.`,
  tooMany: `You can add at most ${MAX_LINE_QUANTITY} of a product to your cart.`,
  notWhole: 'The quantity must be a whole number of at least 1.',
} as const;

/**
 * The size and quantity to store on a cart line, checked against the colour's stock now: a
 * sold-out size or more than is left is refused rather than stored, so the cart never shows a
 * choice the shop cannot fill at that moment. (Checkout checks stock again when it reserves.)
 * The contract already limits both; the checks here hold for any caller of the service.
 */
export async function checkedLineChoice(db: Db, variantId: string, choice: LineChoice): Promise<{ size: PageSize | null; quantity: number | null }> {
  const quantity = choice.quantity ?? null;
  if (quantity !== null && (!Number.isInteger(quantity) || quantity < 1)) throw new DomainError('INVALID_DATA', LINE_CHOICE_MESSAGES.notWhole);
  if (quantity !== null && quantity > MAX_LINE_QUANTITY) throw new DomainError('INVALID_DATA', LINE_CHOICE_MESSAGES.tooMany);
  const size = choice.size ?? null;
  if (size === null) return { size, quantity };
  const [row] = await db
    .select({ stock: variantSizes.stock })
    .from(variantSizes)
    .where(and(eq(variantSizes.variantId, variantId), eq(variantSizes.size, size)))
    .limit(1);
  // A size the colour does not list is sold out, as the product page shows it.
  const stock = row?.stock ?? 0;
  if (stock <= 0) throw new DomainError('CONFLICT', LINE_CHOICE_MESSAGES.soldOut(size));
  if (quantity !== null && quantity > stock) throw new DomainError('CONFLICT', LINE_CHOICE_MESSAGES.onlyLeft(size, stock));
  return { size, quantity };
}
