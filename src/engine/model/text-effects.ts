/**
 * Text effects: outline, shadow, letter spacing, line height, alignment and curve,
 * each an optional property of a text layer, so a design saved before them reads unchanged and
 * an absent property means "no effect". Lengths are in the spec's reference display px, like
 * font sizes (units.ts), so a 2 px outline looks the same on a phone and prints at 2/25 in.
 */

/** Outline width range: 0 (none) to 8 px at screen scale; drawn outside the letters. */
export const MIN_OUTLINE_WIDTH = 0;
export const MAX_OUTLINE_WIDTH = 8;

/** Shadow offset (either axis) and blur, reference px. */
export const MAX_SHADOW_OFFSET = 20;
export const MAX_SHADOW_BLUR = 20;

/** Extra space between letters, reference px: a little tighter than the font up to very airy. */
export const MIN_LETTER_SPACING = -5;
export const MAX_LETTER_SPACING = 20;

/** Line height as a multiple of the font size (the studio's default is TEXT_LINE_HEIGHT). */
export const MIN_LINE_HEIGHT = 0.8;
export const MAX_LINE_HEIGHT = 3;

/** Curve: -100 (a full circle, letters on its bottom, a smile) to 100 (a full circle, an arch); 0 is straight. */
export const MIN_CURVE = -100;
export const MAX_CURVE = 100;

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** Alignment of text with none saved: centred, as the studio always drew it. */
export const DEFAULT_TEXT_ALIGN: TextAlign = 'center';

export interface TextOutline {
  /** Lower-case #rrggbb. */
  readonly color: string;
  readonly width: number;
}

export interface TextShadow {
  /** Lower-case #rrggbb. */
  readonly color: string;
  readonly offsetX: number;
  readonly offsetY: number;
  readonly blur: number;
}

/** What a new shadow looks like when the shopper switches it on. */
export const DEFAULT_SHADOW: TextShadow = { color: '#000000', offsetX: 2, offsetY: 2, blur: 2 };

/** What a new outline looks like when the shopper first picks a width. */
export const DEFAULT_OUTLINE: TextOutline = { color: '#ffffff', width: 2 };

/** The effect properties of a text layer, all optional. */
export interface TextEffects {
  readonly outline?: TextOutline;
  readonly shadow?: TextShadow;
  /** Reference px added after every letter. */
  readonly letterSpacing?: number;
  /** Multiple of the font size. */
  readonly lineHeight?: number;
  readonly align?: TextAlign;
  /** Whole number, MIN_CURVE..MAX_CURVE. */
  readonly curve?: number;
}

/** A number clamped into a range and rounded to a step, or null for NaN and non-numbers. */
export function inRange(value: unknown, min: number, max: number, step: number): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const stepped = Math.round(value / step) * step;
  // Rounding to the step leaves float noise (0.30000000000000004); keep the JSON short.
  return Math.min(max, Math.max(min, Number(stepped.toFixed(2)))) + 0;
}
