import { PRODUCT_PAGE_SIZES } from '../../../../shared/catalogue-options';

export type PageSize = (typeof PRODUCT_PAGE_SIZES)[number];

/** What the shopper chose for one cart line. */
export interface LineChoice {
  size: PageSize | null;
  quantity: number;
}

/** The most of one line a single order takes (the contract's limit). */
export const MAX_LINE_QUANTITY = 20;

/** The page sizes of a colour that are in stock, with how many. */
export function sizesInStock(sizes: { size: string; stock: number }[]): { size: PageSize; stock: number }[] {
  return PRODUCT_PAGE_SIZES.map((size) => ({ size, stock: sizes.find((entry) => entry.size === size)?.stock ?? 0 })).filter((entry) => entry.stock > 0);
}

/** The cart's total for the chosen quantities, to the paisa. */
export function cartTotal(lines: { price: number; quantity: number }[]): number {
  return Math.round(lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0)) / 100;
}
