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

/** Estimated height of a text box: wrapped lines times the line height. */
export function estimateTextHeight(layer: Pick<TextLayer, 'content' | 'fontSize' | 'width'>): number {
  const font = fontSizeUnits(layer);
  const charsPerLine = Math.max(1, Math.floor(layer.width / (font * AVERAGE_GLYPH_WIDTH)));
  const lines = layer.content
    .split('\n')
    .reduce((total, line) => total + Math.max(1, Math.ceil(line.length / charsPerLine)), 0);
  return lines * font * TEXT_LINE_HEIGHT;
}
