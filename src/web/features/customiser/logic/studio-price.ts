import type { Design } from '../../../../engine/model/design';
import { designUnitPricePaise, PRINT_PRICE_PER_SIDE_PAISE, printedSidesOf } from '../../../../shared/design-price';

export interface StudioPrice {
  /** Rupees. */
  garment: number;
  printPerSide: number;
  printedSides: number;
  total: number;
}

/**
 * The price the studio shows beside 'Add to cart': the same shared rule the server charges
 * by (garment in its colour plus the print price per printed side). Null while the garment's
 * price is unknown (the colours are still loading, or the colour is not sold).
 */
export function studioPrice(design: Pick<Design, 'sides'>, garmentPrice: number | undefined): StudioPrice | null {
  if (garmentPrice === undefined) return null;
  const garmentPaise = Math.round(garmentPrice * 100);
  const printedSides = printedSidesOf(design.sides);
  return {
    garment: garmentPrice,
    printPerSide: PRINT_PRICE_PER_SIDE_PAISE / 100,
    printedSides,
    total: designUnitPricePaise(garmentPaise, printedSides) / 100,
  };
}
