import type { Garment, Side } from './design';
import { UNITS_PER_INCH } from './units';

/** A box relative to the 1000 x 1000 garment photo, each figure 0..1. */
export interface RelativeBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** One garment side's printable region. */
export interface PrintArea {
  readonly widthInches: number;
  readonly heightInches: number;
  /** Size in print units (1/100 in). */
  readonly width: number;
  readonly height: number;
  /** Where the area sits on the garment photo, so the view can draw its dashed guide. */
  readonly onPhoto: RelativeBox;
}

function area(widthInches: number, heightInches: number, onPhoto: RelativeBox): PrintArea {
  return { widthInches, heightInches, width: widthInches * UNITS_PER_INCH, height: heightInches * UNITS_PER_INCH, onPhoto };
}

// The photo boxes keep the same aspect as the physical area (photo is square), so a layer
// drawn by scaling units to the box is not stretched: box width/height = inches ratio.
// Hoodie front stops above the kangaroo pocket, hence only 10 in tall.
const PRINT_AREAS: Record<Garment, Record<Side, PrintArea>> = {
  tshirt: {
    front: area(12, 16, { left: 0.35, top: 0.22, width: 0.3, height: 0.4 }),
    back: area(12, 16, { left: 0.35, top: 0.2, width: 0.3, height: 0.4 }),
  },
  hoodie: {
    // Below the hood opening and its drawstrings on the shop's hoodie photos.
    front: area(12, 10, { left: 0.35, top: 0.335, width: 0.3, height: 0.25 }),
    back: area(12, 14, { left: 0.35, top: 0.24, width: 0.3, height: 0.35 }),
  },
};

/** The print area of a garment side. */
export function printArea(garment: Garment, side: Side): PrintArea {
  return PRINT_AREAS[garment][side];
}
