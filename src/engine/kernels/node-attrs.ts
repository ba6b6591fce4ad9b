import { fontStackFor, PRINT_FONT_STACK } from '../../shared/print-font-stack';
import type { GraphicLayer, ImageLayer, TextLayer } from '../model/design';
import { DEFAULT_TEXT_ALIGN } from '../model/text-effects';
import { TEXT_LINE_HEIGHT } from '../model/text-options';
import { UNITS_PER_DISPLAY_PX } from '../model/units';
import { canvasFontStyle } from './font';
import { textSceneFunc } from './shadow-pass';
import { syntheticLighterUnits } from './synthetic-lighter';
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
    fontFamily: fontStackFor(layer.fontFamily),
    fontStyle: canvasFontStyle(layer),
    // Konva writes the canvas font as `${fontStyle} ${fontVariant} ${size}px ...`; @napi-rs/canvas
    // reads the variant's 'normal' after the weight as an upright style, so a print file lost every
    // italic. No variant ('italic 700  80px ...') is the same font to the browser.
    fontVariant: '',
    lineHeight: layer.lineHeight ?? TEXT_LINE_HEIGHT,
    letterSpacing: (layer.letterSpacing ?? 0) * UNITS_PER_DISPLAY_PX,
    fill: layer.color,
    align: layer.align ?? DEFAULT_TEXT_ALIGN,
    // 'lighter' in a family without a light cut: letters thinned (synthetic-lighter.ts, word-wise-text.ts).
    lighterBy: syntheticLighterUnits(layer),
    ...textEffectAttrs(layer),
    sceneFunc: textSceneFunc,
  } as const;
}

/**
 * The outline and shadow of a text, as Konva draws them on a straight text and a curved one
 * alike. Every key is always given (off through strokeEnabled / shadowEnabled), so that a
 * canvas node updated in place never keeps an effect the layer no longer has.
 *
 * The outline is drawn outside the letters: the stroke goes first and the fill over it, so
 * the fill hides the stroke's inner half; the stroke is twice the outline's width so that
 * the half left showing is the width the shopper chose. Round joins keep sharp letters
 * (M, W, A) from growing spikes at their corners.
 *
 * Konva's buffer canvas is off (perfectDrawEnabled): an outlined and shadowed text casts its
 * one shadow through a shadow-only pass instead (shadow-pass.ts), the same in the browser and
 * in a print file, where the buffer took seconds.
 */
export function textEffectAttrs(layer: Pick<TextLayer, 'outline' | 'shadow'>) {
  const { outline, shadow } = layer;
  return {
    stroke: outline?.color ?? '#000000',
    strokeWidth: (outline?.width ?? 0) * 2 * UNITS_PER_DISPLAY_PX,
    strokeEnabled: outline !== undefined && outline.width > 0,
    fillAfterStrokeEnabled: true,
    lineJoin: 'round',
    shadowColor: shadow?.color ?? '#000000',
    shadowOffsetX: (shadow?.offsetX ?? 0) * UNITS_PER_DISPLAY_PX,
    shadowOffsetY: (shadow?.offsetY ?? 0) * UNITS_PER_DISPLAY_PX,
    shadowBlur: (shadow?.blur ?? 0) * UNITS_PER_DISPLAY_PX,
    shadowOpacity: 1,
    shadowEnabled: shadow !== undefined,
    perfectDrawEnabled: false,
  } as const;
}

/** Canvas-node attributes of a graphic or image layer in print units. */
export function imageNodeAttrs(layer: GraphicLayer | ImageLayer) {
  return { id: layer.id, x: layer.x, y: layer.y, rotation: layer.rotation, width: layer.width, height: layer.height } as const;
}
