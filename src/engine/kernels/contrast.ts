/**
 * Whether an ink will show on the garment. The studio judges it by the perceptual colour
 * difference CIEDE2000 (ciede2000.ts) between the ink and the garment's colour: white on a
 * white tee is 0, black on a navy one about 17, black on white 100. Below LOW_CONTRAST_DELTA_E
 * the studio warns, for text and for a graphic printed in one ink alike. A warning, not a rule:
 * a tone-on-tone print is a real choice. The WCAG luminance ratio (kept below for reference)
 * sees lightness only, so it passed a saturated red on a mid grey it cannot tell apart from.
 */
import { colourDifference } from './ciede2000';

/**
 * Below this ΔE00 an ink is too close to the garment's colour to read from a step away. 20 is
 * about the difference between black and a charcoal or navy tee, or white and a light grey one:
 * prints a shopper would not expect to vanish, where 10 would let them through.
 */
export const LOW_CONTRAST_DELTA_E = 20;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour (0 black to 1 white); null when it is not #rrggbb. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => channel(Number.parseInt(part, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21), or null if either is not #rrggbb. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Whether ink of colour `ink` on a garment of colour `garment` deserves the low-contrast warning. */
export function isLowContrast(ink: string, garment: string): boolean {
  const difference = colourDifference(ink.toLowerCase(), garment.toLowerCase());
  return difference !== null && difference < LOW_CONTRAST_DELTA_E;
}
