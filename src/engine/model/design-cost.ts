import type { Design, Layer, Side } from './design';
import { SIDES } from './design';
import { PRINT_PIXELS_PER_UNIT } from './units';

/**
 * What a design may cost to print. The print file of a side is drawn at 300 DPI, and every
 * graphic and image on it is decoded at the size it is printed, so the side's memory and drawing
 * time follow the sum of those pixels, not the size of the saved JSON (an 18 KB design once
 * asked for 50 full-size copies of one upload per side: gigabytes). 36 megapixels a side holds
 * two uploads over a whole t-shirt print area (3600 x 4800 px, 17.3 MP each) or the 50 layers a
 * side takes as catalogue graphics at the spec's 70 x 70 (840 x 840 px, 0.7 MP each). Text is
 * drawn, not decoded, and does not count.
 */
export const MAX_SIDE_PRINT_MEGAPIXELS = 36;
export const MAX_SIDE_PRINT_PIXELS = MAX_SIDE_PRINT_MEGAPIXELS * 1_000_000;

/**
 * Different own uploads one design may use (each is decoded once per print, at up to 4000 px a
 * side, whatever its printed size): "a few photos", bounded so a print never decodes dozens.
 */
export const MAX_OWN_IMAGES_PER_DESIGN = 8;

/** Pixels a layer is decoded to in the print file: its box at 300 DPI (0 for text). */
export function layerPrintPixels(layer: Layer): number {
  if (layer.kind === 'text') return 0;
  return Math.ceil(layer.width * PRINT_PIXELS_PER_UNIT) * Math.ceil(layer.height * PRINT_PIXELS_PER_UNIT);
}

export interface DesignCost {
  /** Sum of layerPrintPixels over each side's layers. */
  readonly printPixels: Readonly<Record<Side, number>>;
  /** Different own uploads (image layers' sources) on either side. */
  readonly ownImages: number;
}

export function designCost(design: Pick<Design, 'sides'>): DesignCost {
  const sum = (side: Side) => design.sides[side].reduce((total, layer) => total + layerPrintPixels(layer), 0);
  const own = new Set(SIDES.flatMap((side) => design.sides[side].flatMap((layer) => (layer.kind === 'image' ? [layer.src] : []))));
  return { printPixels: { front: sum('front'), back: sum('back') }, ownImages: own.size };
}

/** Megapixels as the shopper reads them: one decimal, rounded up so 36.01 never reads as 36. */
function megapixels(pixels: number): string {
  return String(Math.ceil(pixels / 100_000) / 10);
}

export const DESIGN_COST_MESSAGES = {
  side: (side: Side, pixels: number) =>
    `The ${side} has more image than the shop can print: its graphics and images come to ${megapixels(pixels)} megapixels at print size, and a side takes at most ${MAX_SIDE_PRINT_MEGAPIXELS}. Make some of them smaller or remove a few, then save again.`,
  ownImages: (count: number) =>
    `This design uses ${count} of your own images, and a design takes at most ${MAX_OWN_IMAGES_PER_DESIGN}. Remove ${count - MAX_OWN_IMAGES_PER_DESIGN === 1 ? 'one' : 'some'}, then save again.`,
} as const;

/**
 * Why a design is over what the shop prints, in the shop's words, or null when it is within.
 * The studio shows it before saving; the server refuses such a design at save and at print.
 */
export function designCostProblem(design: Pick<Design, 'sides'>): string | null {
  const cost = designCost(design);
  for (const side of SIDES) if (cost.printPixels[side] > MAX_SIDE_PRINT_PIXELS) return DESIGN_COST_MESSAGES.side(side, cost.printPixels[side]);
  if (cost.ownImages > MAX_OWN_IMAGES_PER_DESIGN) return DESIGN_COST_MESSAGES.ownImages(cost.ownImages);
  return null;
}

/**
 * The most pixels an upload may have before it is scaled to the stored 4000 px: a 108 MP phone
 * photo (12000 x 9000) passes; a small file that unpacks into a gigapixel (a 20000 x 20000 PNG
 * of one colour is 400 KB) is refused from its header, before anything is decoded.
 */
export const MAX_UPLOAD_MEGAPIXELS = 110;

export const UPLOAD_COST_MESSAGES = {
  tooManyPixels: (width: number, height: number) =>
    `The image is ${width} x ${height} pixels, and the shop takes images of at most ${MAX_UPLOAD_MEGAPIXELS} megapixels (for example 12000 x 9000). Please choose a smaller one.`,
} as const;
