import type { TextLayer } from '../model/design';
import { TEXT_LINE_HEIGHT } from '../model/text-options';
import { UNITS_PER_DISPLAY_PX } from '../model/units';

/**
 * Average glyph advance as a share of the font size for the shop's display font. The engine
 * cannot measure text (no DOM), so it estimates; the estimate only decides how far a text box
 * may go towards the print area's edge, and it errs on the wide side.
 */
export const AVERAGE_GLYPH_WIDTH = 0.6;

/** The font size of a text layer in print units. */
export function fontSizeUnits(layer: Pick<TextLayer, 'fontSize'>): number {
  return layer.fontSize * UNITS_PER_DISPLAY_PX;
}

/**
 * Estimated advance of one glyph in print units, letter spacing included. Tight spacing never
 * takes the estimate below a tenth of the size: letters overlap, they do not vanish.
 */
export function glyphAdvanceUnits(layer: Pick<TextLayer, 'fontSize' | 'letterSpacing'>): number {
  const spacing = (layer.letterSpacing ?? 0) * UNITS_PER_DISPLAY_PX;
  return Math.max(fontSizeUnits(layer) * 0.1, fontSizeUnits(layer) * AVERAGE_GLYPH_WIDTH + spacing);
}

/** Height of one line of text in print units (the layer's line height, else the studio's). */
export function lineHeightUnits(layer: Pick<TextLayer, 'fontSize' | 'lineHeight'>): number {
  return fontSizeUnits(layer) * (layer.lineHeight ?? TEXT_LINE_HEIGHT);
}

/**
 * How far a text's ink reaches beyond its letters' box, in print units: the outline (drawn
 * outside the letters) and the shadow's offset and blur. The print-area clamp keeps this
 * margin inside too, so an outline or a shadow is never cut off at the print file's edge.
 */
export function textInkMargin(layer: Pick<TextLayer, 'outline' | 'shadow'>): number {
  const outline = layer.outline?.width ?? 0;
  const shadow = layer.shadow ? Math.max(Math.abs(layer.shadow.offsetX), Math.abs(layer.shadow.offsetY)) + layer.shadow.blur : 0;
  return (outline + shadow) * UNITS_PER_DISPLAY_PX;
}

/** How many glyphs fit on one line of a text box (at least one: a glyph never disappears). */
export function charsPerLine(layer: Pick<TextLayer, 'fontSize' | 'width' | 'letterSpacing'>): number {
  return Math.max(1, Math.floor(layer.width / glyphAdvanceUnits(layer)));
}

/** Lines the content wraps to at `perLine` glyphs a line; an empty line still takes one. */
export function wrappedLineCount(content: string, perLine: number): number {
  return content.split('\n').reduce((total, line) => total + Math.max(1, Math.ceil(line.length / perLine)), 0);
}

/** Estimated height of a text box: wrapped lines times the line height. */
export function estimateTextHeight(layer: Pick<TextLayer, 'content' | 'fontSize' | 'width' | 'letterSpacing' | 'lineHeight'>): number {
  return wrappedLineCount(layer.content, charsPerLine(layer)) * lineHeightUnits(layer);
}
