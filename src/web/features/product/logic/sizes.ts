import { PRODUCT_PAGE_SIZES } from '../../../../shared/catalogue-options';
import type { ProductVariant } from './product-types';

export type PageSize = (typeof PRODUCT_PAGE_SIZES)[number];

export interface SizeChoice {
  size: PageSize;
  /** Pieces left in this colour and size; 0 is sold out. */
  stock: number;
  soldOut: boolean;
}

/** Below this many pieces the box says how many are left. */
export const LOW_STOCK = 5;

/**
 * The size boxes of a colour: always M, L, XL and XXL in that order (spec section 9), with a
 * size the colour does not list counted as sold out. S exists in stock for the customiser and
 * the admin form but is not offered here.
 */
export function sizeChoices(variant: Pick<ProductVariant, 'sizes'>): SizeChoice[] {
  return PRODUCT_PAGE_SIZES.map((size) => {
    const stock = Math.max(0, variant.sizes.find((entry) => entry.size === size)?.stock ?? 0);
    return { size, stock, soldOut: stock === 0 };
  });
}

/** The stock of a size in a colour, or null when no size is chosen. */
export function stockOf(choices: readonly SizeChoice[], size: PageSize | null): number | null {
  if (size === null) return null;
  return choices.find((choice) => choice.size === size)?.stock ?? 0;
}

/** The note under a size box: 'Sold out', 'Only 3 left', or nothing. */
export function stockNote(choice: SizeChoice): string | null {
  if (choice.soldOut) return 'Sold out';
  if (choice.stock <= LOW_STOCK) return `Only ${choice.stock} left`;
  return null;
}
