import { PRINT_FONT_STACK } from '../../shared/print-font-stack';
import type { GraphicLayer, ImageLayer, TextLayer } from '../model/design';
import { TEXT_LINE_HEIGHT } from '../model/text-options';
import { canvasFontStyle } from './font';
import { fontSizeUnits } from './text-box';

/**
 * Studio text's font stack: Manrope, then the Noto fonts for what it lacks (₹, Hindi, ♥ and
 * other symbols, emoji). The browser and the server's print renderer share it (src/shared/print-font-stack.ts).
 */
export const STUDIO_FONT_FAMILY = PRINT_FONT_STACK;

/**
 * Canvas-node attributes (Konva's names, plain data) of a text layer in print units. The
 * browser's stage and the server's print renderer both draw from this one function, so a
 * print file wraps and weighs text exactly as the shopper saw it.
 */
export function textNodeAttrs(layer: TextLayer) {
  return {
    id: layer.id,
    x: layer.x,
    y: layer.y,
    rotation: layer.rotation,
    width: layer.width,
    text: layer.content,
    fontSize: fontSizeUnits(layer),
    fontFamily: STUDIO_FONT_FAMILY,
    fontStyle: canvasFontStyle(layer),
    lineHeight: TEXT_LINE_HEIGHT,
    fill: layer.color,
    align: 'center',
  } as const;
}

/** Canvas-node attributes of a graphic or image layer in print units. */
export function imageNodeAttrs(layer: GraphicLayer | ImageLayer) {
  return { id: layer.id, x: layer.x, y: layer.y, rotation: layer.rotation, width: layer.width, height: layer.height } as const;
}
