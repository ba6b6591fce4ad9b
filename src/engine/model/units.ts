/**
 * Print-area units.
 *
 * A layer's x, y, width and height are in print-area units of 1/100 inch, measured from the
 * top-left corner of the side's print area (y grows downwards, as on a canvas). Inches are
 * what the printer and the garment care about: the print file is 300 DPI over the print area,
 * so one unit is exactly 3 print pixels, and a tee front (12 x 16 in) is 1200 x 1600 units
 * whatever the size of the shopper's screen. Whole numbers of units are also precise enough
 * (0.25 mm) that the saved JSON never needs long fractions.
 */
export const UNITS_PER_INCH = 100;

/** Print files are rendered at this resolution over the print area. */
export const PRINT_DPI = 300;

/**
 * The spec's pixel figures (graphics 70 x 70 px placed at 100,100; font sizes 16-28 px) were
 * measured on the original customiser's canvas, which drew the print area about 300 px wide
 * for a 12 in print: 25 display px per inch. Keeping that reference scale means a graphic
 * still covers the same share of the chest as it did (70 px = 2.8 in) instead of shrinking
 * to a 0.7 in stamp if the pixel numbers were read as units.
 */
export const REFERENCE_DISPLAY_PX_PER_INCH = 25;

/** Print units per reference display pixel (4). */
export const UNITS_PER_DISPLAY_PX = UNITS_PER_INCH / REFERENCE_DISPLAY_PX_PER_INCH;

/** Converts a spec figure in reference display pixels to print units. */
export function displayPxToUnits(px: number): number {
  return px * UNITS_PER_DISPLAY_PX;
}

/** Converts print units to inches. */
export function unitsToInches(units: number): number {
  return units / UNITS_PER_INCH;
}

/** Print pixels per print unit (300 DPI over units of 1/100 in: 3). */
export const PRINT_PIXELS_PER_UNIT = PRINT_DPI / UNITS_PER_INCH;
