import type { TextLayer } from '../model/design';
import { DEFAULT_TEXT_ALIGN } from '../model/text-effects';
import { TEXT_LINE_HEIGHT } from '../model/text-options';
import { UNITS_PER_DISPLAY_PX } from '../model/units';
import { curvedTextLayout, splitGraphemes, type CurvedLayout, type MeasuredLine } from './curved-text';
import { AVERAGE_GLYPH_WIDTH, fontSizeUnits } from './text-box';

type CurvedShape = Pick<TextLayer, 'content' | 'fontSize' | 'letterSpacing' | 'lineHeight' | 'align' | 'curve'>;

/**
 * A text's curve layout in print units from `lines` (the canvas's measured ones in the view and
 * the print renderer; the engine's estimate otherwise). One function, so the shape the shopper
 * sees, the one printed and the box the engine keeps inside the print area bend alike.
 */
export function curvedLayoutOf(layer: CurvedShape, lines: readonly MeasuredLine[]): CurvedLayout {
  return curvedTextLayout({
    lines,
    fontSize: fontSizeUnits(layer),
    lineHeight: layer.lineHeight ?? TEXT_LINE_HEIGHT,
    letterSpacing: (layer.letterSpacing ?? 0) * UNITS_PER_DISPLAY_PX,
    align: layer.align ?? DEFAULT_TEXT_ALIGN,
    curve: layer.curve ?? 0,
  });
}

/**
 * The engine's estimate of a curved text's layout: every glyph the average advance (no DOM to
 * measure with), as the straight text's estimate does. Null for straight or empty text.
 */
export function estimatedCurvedLayout(layer: CurvedShape): CurvedLayout | null {
  if (!layer.curve) return null;
  const advance = fontSizeUnits(layer) * AVERAGE_GLYPH_WIDTH;
  const lines = layer.content.split('\n').map((line) => {
    const glyphs = splitGraphemes(line);
    return { glyphs, prefix: Array.from({ length: glyphs.length + 1 }, (_, k) => k * advance) };
  });
  const layout = curvedLayoutOf(layer, lines);
  return layout.glyphs.length === 0 ? null : layout;
}
