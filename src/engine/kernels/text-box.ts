import type { TextLayer } from '../model/design';
import { TEXT_LINE_HEIGHT } from '../model/text-options';
import { UNITS_PER_DISPLAY_PX } from '../model/units';

/**
 * Average glyph advance as a share of the font size for the shop's display font. The engine
 * cannot measure text (no DOM), so it estimates; the estimate only decides how far a text box
 * may go towards the print area's edge, and it errs on the wide side.
 */
const AVERAGE_GLYPH_WIDTH = 0.6;

/** The font size of a text layer in print units. */
export function fontSizeUnits(layer: Pick<TextLayer, 'fontSize'>): number {
  return layer.fontSize * UNITS_PER_DISPLAY_PX;
}

/** Estimated advance of one glyph in print units. */
export function glyphAdvanceUnits(layer: Pick<TextLayer, 'fontSize'>): number {
  return fontSizeUnits(layer) * AVERAGE_GLYPH_WIDTH;
}

/** Height of one line of text in print units. */
export function lineHeightUnits(layer: Pick<TextLayer, 'fontSize'>): number {
  return fontSizeUnits(layer) * TEXT_LINE_HEIGHT;
}

/** How many glyphs fit on one line of a text box (at least one: a glyph never disappears). */
export function charsPerLine(layer: Pick<TextLayer, 'fontSize' | 'width'>): number {
  return Math.max(1, Math.floor(layer.width / glyphAdvanceUnits(layer)));
}

/** Lines the content wraps to at `perLine` glyphs a line; an empty line still takes one. */
export function wrappedLineCount(content: string, perLine: number): number {
  return content.split('\n').reduce((total, line) => total + Math.max(1, Math.ceil(line.length / perLine)), 0);
}

/** Estimated height of a text box: wrapped lines times the line height. */
export function estimateTextHeight(layer: Pick<TextLayer, 'content' | 'fontSize' | 'width'>): number {
  return wrappedLineCount(layer.content, charsPerLine(layer)) * lineHeightUnits(layer);
}
