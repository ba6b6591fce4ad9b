import type { GarmentType } from './catalogue-options';

/**
 * Printing price per printed side, in paise (₹249). The shop's own figure (the spec has none):
 * a constant until staff get a settings screen for it. The studio shows the price with it and
 * the server charges with it, so the two never disagree.
 */
export const PRINT_PRICE_PER_SIDE_PAISE = 24_900;

/** What a custom garment is called on cart lines, orders and mails. */
export const CUSTOM_GARMENT_NAMES: Record<GarmentType, string> = { tshirt: 'Custom T-Shirt', hoodie: 'Custom Hoodie' };

/** Sides with at least one layer: only those are printed (and charged). */
export function printedSidesOf(sides: { front: readonly unknown[]; back: readonly unknown[] }): number {
  return (sides.front.length > 0 ? 1 : 0) + (sides.back.length > 0 ? 1 : 0);
}

/** One custom garment's price in paise: the blank garment in its colour plus each printed side. */
export function designUnitPricePaise(garmentPaise: number, printedSides: number): number {
  return garmentPaise + printedSides * PRINT_PRICE_PER_SIDE_PAISE;
}
