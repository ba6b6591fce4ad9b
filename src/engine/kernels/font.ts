import type { TextLayer } from '../model/design';

/**
 * Canvas font weights for the spec's four. `bolder` and `lighter` are relative in CSS and are
 * not accepted by every canvas's font shorthand, so they are fixed numbers the shop's variable
 * font draws (200-800): bolder is visibly heavier than bold, lighter than normal.
 */
const WEIGHTS: Record<TextLayer['fontWeight'], number> = { lighter: 200, normal: 400, bold: 700, bolder: 800 };

/**
 * Konva's `fontStyle` for a text layer: style and numeric weight, e.g. 'italic 700'. The spec's
 * oblique is drawn as italic: in the browser the two are one (a family without an italic cut is
 * slanted for either, one with an italic cut uses it for either, by CSS font matching), while
 * @napi-rs/canvas, which draws the print file, ignores 'oblique' and would print it upright.
 */
export function canvasFontStyle(layer: Pick<TextLayer, 'fontStyle' | 'fontWeight'>): string {
  return `${layer.fontStyle === 'oblique' ? 'italic' : layer.fontStyle} ${WEIGHTS[layer.fontWeight]}`;
}
