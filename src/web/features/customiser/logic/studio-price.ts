import type { Design } from '../../../../engine/model/design';
import { designUnitPricePaise, PRINT_PRICE_PER_SIDE_PAISE, printedSidesOf } from '../../../../shared/design-price';
import { paiseToRupees, rupeesToPaise } from '../../../../shared/money';

/** Rupees for display (formatInr rounds them down); worked out in whole paise. */
export interface StudioPrice {
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
  const garmentPaise = rupeesToPaise(garmentPrice);
  const printedSides = printedSidesOf(design.sides);
  return {
    garment: paiseToRupees(garmentPaise),
    printPerSide: paiseToRupees(PRINT_PRICE_PER_SIDE_PAISE),
    printedSides,
    total: paiseToRupees(designUnitPricePaise(garmentPaise, printedSides)),
  };
}
