import { isLowContrast } from '../kernels/contrast';
import { effectiveDpi, REFUSED_DPI, resolutionVerdict } from '../kernels/print-dpi';
import type { Design, Layer, Side } from './design';
import { SIDES } from './design';
import { PRINT_INKS } from './ink-palette';

/**
 * The studio's live print-quality checks: each picture's effective DPI at the size it
 * is printed, and each ink (a text's colour, a one-ink graphic's tint) against the garment's
 * colour. A check is a warning the shopper may accept before 'Add to cart', or a refusal (an
 * upload under 72 DPI) that the server also holds to when a design is saved.
 */
export type PrintCheckKind = 'resolution' | 'contrast';

export interface PrintCheck {
  readonly side: Side;
  readonly layerId: string;
  readonly kind: PrintCheckKind;
  readonly severity: 'warning' | 'refusal';
  /** In the shop's words, as the layer, the panel and the Add to cart summary show it. */
  readonly message: string;
}

export interface PrintCheckContext {
  /** The garment colour's #rrggbb; without it inks are not judged. */
  readonly garmentHex?: string | undefined;
  /** A catalogue graphic's pixel size, once the studio knows it (the design does not keep it). */
  readonly graphicPixels?: (src: string) => { width: number; height: number } | undefined;
}

const GARMENT_NOUN: Record<Design['garment'], string> = { tshirt: 'tee', hoodie: 'hoodie' };

/** A print ink's plain name ('Navy' for 'Navy (289 C)'), or null for a colour off the ink card. */
function inkName(hex: string): string | null {
  const ink = PRINT_INKS.find((candidate) => candidate.hex === hex.toLowerCase());
  return ink ? ink.name.replace(/\s*\(.*\)$/, '') : null;
}

export const PRINT_CHECK_MESSAGES = {
  softImage: (dpi: number) => `This image would print at about ${dpi} DPI and may look blurry. Make it smaller or upload a larger image.`,
  softGraphic: (dpi: number) => `This graphic would print at about ${dpi} DPI and may look blurry. Make it smaller.`,
  refusedImage: (dpi: number) =>
    `This image would print at about ${dpi} DPI, too blurry to print: the shop prints images at ${REFUSED_DPI} DPI or more. Make it smaller or upload a larger image.`,
  refusedDesign: (side: Side, dpi: number) =>
    `An image on the ${side} would print at about ${dpi} DPI, too blurry to print: the shop prints images at ${REFUSED_DPI} DPI or more. Make it smaller or upload a larger image, then save again.`,
  hiddenText: (ink: string, garmentColour: string, garment: Design['garment']) => {
    const name = inkName(ink);
    return `${name ? `${name} text` : `Text in ${ink}`} on a ${garmentColour.toLowerCase()} ${GARMENT_NOUN[garment]} will not show.`;
  },
  hiddenGraphic: (ink: string, garmentColour: string, garment: Design['garment']) => {
    const name = inkName(ink);
    return `${name ? `A graphic in ${name.toLowerCase()} ink` : `A graphic in ${ink}`} on a ${garmentColour.toLowerCase()} ${GARMENT_NOUN[garment]} will not show.`;
  },
} as const;

/** Effective DPI of a picture layer (whole DPI, rounded down so 71.6 never reads as 72), or null when unknown. */
export function layerDpi(layer: Layer, context: PrintCheckContext): number | null {
  if (layer.kind === 'text') return null;
  const pixels = layer.kind === 'image' ? { width: layer.naturalWidth, height: layer.naturalHeight } : context.graphicPixels?.(layer.src);
  if (!pixels || pixels.width < 1 || pixels.height < 1) return null;
  return Math.floor(effectiveDpi({ naturalWidth: pixels.width, naturalHeight: pixels.height, width: layer.width, height: layer.height }));
}

/** The checks one layer fails, refusal first. */
export function layerPrintChecks(design: Pick<Design, 'garment' | 'color'>, side: Side, layer: Layer, context: PrintCheckContext): PrintCheck[] {
  const checks: PrintCheck[] = [];
  const at = { side, layerId: layer.id };
  const dpi = layerDpi(layer, context);
  if (dpi !== null && layer.kind !== 'text') {
    const verdict = resolutionVerdict(dpi, layer.kind);
    if (verdict === 'refused') checks.push({ ...at, kind: 'resolution', severity: 'refusal', message: PRINT_CHECK_MESSAGES.refusedImage(dpi) });
    else if (verdict === 'soft') {
      const message = layer.kind === 'image' ? PRINT_CHECK_MESSAGES.softImage(dpi) : PRINT_CHECK_MESSAGES.softGraphic(dpi);
      checks.push({ ...at, kind: 'resolution', severity: 'warning', message });
    }
  }
  const ink = layer.kind === 'text' ? layer.color : layer.kind === 'graphic' ? layer.tint : undefined;
  if (ink && context.garmentHex && isLowContrast(ink, context.garmentHex)) {
    const message = layer.kind === 'text' ? PRINT_CHECK_MESSAGES.hiddenText(ink, design.color, design.garment) : PRINT_CHECK_MESSAGES.hiddenGraphic(ink, design.color, design.garment);
    checks.push({ ...at, kind: 'contrast', severity: 'warning', message });
  }
  return checks;
}

/** Every check the design fails, front first, each side's layers top first (as the Layers panel lists them). */
export function designPrintChecks(design: Design, context: PrintCheckContext): PrintCheck[] {
  return SIDES.flatMap((side) => [...design.sides[side]].reverse().flatMap((layer) => layerPrintChecks(design, side, layer, context)));
}

/**
 * Why the shop will not print a design, or null: an upload under 72 DPI. The server refuses such
 * a design at save (the studio refuses 'Add to cart' with the layer's own words first).
 */
export function printRefusal(design: Pick<Design, 'sides'>): string | null {
  for (const side of SIDES) {
    for (const layer of design.sides[side]) {
      if (layer.kind !== 'image') continue;
      const dpi = Math.floor(effectiveDpi(layer));
      if (resolutionVerdict(dpi, 'image') === 'refused') return PRINT_CHECK_MESSAGES.refusedDesign(side, dpi);
    }
  }
  return null;
}
