/**
 * Colour contrast as WCAG defines it (relative luminance of sRGB), used to warn a shopper
 * whose text would hardly show on the garment: black on a navy tee is 1.3:1. A warning, not
 * a rule: a tone-on-tone print is a real choice.
 */

/** Below this ratio text on a garment is hard to read from a step away. */
export const LOW_CONTRAST_RATIO = 2;

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

/** The contrast ratio of two #rrggbb colours (1 to 21), or null if either is not #rrggbb. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Whether text of colour `ink` on a garment of colour `garment` deserves the low-contrast warning. */
export function isLowContrast(ink: string, garment: string): boolean {
  const ratio = contrastRatio(ink, garment);
  return ratio !== null && ratio < LOW_CONTRAST_RATIO;
}
