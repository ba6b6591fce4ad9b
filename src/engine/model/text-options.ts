/**
 * The customiser's fixed text options and defaults (spec section 9). Font sizes are in the
 * spec's reference display pixels; the print size is fontSize * UNITS_PER_DISPLAY_PX units.
 */
export const FONT_SIZES = [16, 18, 20, 24, 28] as const;
export type FontSize = (typeof FONT_SIZES)[number];

/**
 * A free font size (a text corner dragged, or the size slider), in the same reference px.
 * The spec's five sizes stay the quick choices; between and beyond them any whole px from
 * MIN to MAX may be saved, and the print area decides how big a given text can really be
 * (kernels/text-fit.ts). 8 px is 0.32 in, about the smallest letter a print keeps legible;
 * 400 px (16 in) is a tee front's whole height, far past anything the area holds.
 */
export const MIN_FONT_SIZE = 8;
export const MAX_FONT_SIZE = 400;

/** A size as saved: whole px within the free range (NaN and other non-numbers give null). */
export function freeFontSize(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  return Math.min(MAX_FONT_SIZE, Math.max(MIN_FONT_SIZE, Math.round(value)));
}

export const FONT_WEIGHTS = ['normal', 'bold', 'bolder', 'lighter'] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

export const FONT_STYLES = ['normal', 'italic', 'oblique'] as const;
export type FontStyle = (typeof FONT_STYLES)[number];

export const DEFAULT_TEXT = {
  content: 'Your Text',
  color: '#000000',
  fontSize: 20,
  fontWeight: 'bold',
  fontStyle: 'normal',
} as const satisfies { content: string; color: string; fontSize: FontSize; fontWeight: FontWeight; fontStyle: FontStyle };

/** Limits the validator and the commands share. */
export const MAX_TEXT_LENGTH = 200;

/**
 * Text cut to MAX_TEXT_LENGTH UTF-16 units (what the validator counts), never through the
 * middle of an emoji's surrogate pair, which would leave a broken character.
 */
export function limitTextLength(content: string): string {
  if (content.length <= MAX_TEXT_LENGTH) return content;
  const cut = content.slice(0, MAX_TEXT_LENGTH);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
/**
 * Layers a side may hold. 50 is what the studio is benchmarked to drag at 60 fps on a phone
 * (tests/bench/studio.ts); the server re-validates with the same figure.
 */
export const MAX_LAYERS_PER_SIDE = 50;

/** A text colour is always stored as lower-case #rrggbb so that equal colours compare equal. */
export const TEXT_COLOR_PATTERN = /^#[0-9a-f]{6}$/;

/** Line height (multiple of the font size) used by the view and by the engine's height estimate. */
export const TEXT_LINE_HEIGHT = 1.2;
