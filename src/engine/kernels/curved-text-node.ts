import type { TextLayer } from '../model/design';
import { curvedLayoutOf } from './curved-text-box';
import { measureLines, type CurvedLayout } from './curved-text';
import { canvasFontStyle } from './font';
import { fontStackFor } from '../../shared/print-font-stack';
import { textEffectAttrs } from './node-attrs';
import { drawWithShadowPass, needsShadowPass, type ShadowPassContext } from './shadow-pass';
import { drawThinnedArea, syntheticLighterUnits, type Canvas2D, type ScratchCanvas, type ScratchContext, type ThinnedLine } from './synthetic-lighter';
import { fontSizeUnits } from './text-box';

/** What the layout needs of a 2D canvas context to measure text (the browser's or @napi-rs/canvas's). */
export interface TextMeasurer {
  font: string;
  textBaseline?: string;
  measureText(text: string): { width: number; fontBoundingBoxAscent?: number; fontBoundingBoxDescent?: number };
}

/**
 * Where the middle of the em square lies above the alphabetic baseline, as Chromium places its
 * 'middle' baseline: the font's ascent and descent scaled to one em, halfway between. Skia's
 * 'middle' is the middle of the font's whole box instead (Manrope Bold at 160 px: 61 px above
 * the baseline, Chromium's 45), so a curved text sat 16 units lower in the print file than on the
 * shopper's screen: glyphs are drawn on the alphabetic baseline, shifted by this, on both.
 */
function emMiddleAboveBaseline(measurer: TextMeasurer, fontSize: number): number | undefined {
  measurer.textBaseline = 'alphabetic';
  const metrics = measurer.measureText('H');
  const ascent = metrics.fontBoundingBoxAscent;
  const descent = metrics.fontBoundingBoxDescent;
  if (ascent === undefined || descent === undefined || ascent + descent <= 0) return undefined;
  return (fontSize * (ascent - descent)) / (2 * (ascent + descent));
}

/** The parts of Konva's drawing context the curved text is drawn with (no Konva import in the engine). */
export interface GlyphContext extends ShadowPassContext {
  readonly _context: ShadowPassContext['_context'] & Canvas2D & { textAlign: string };
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(radians: number): void;
  setAttr(name: string, value: unknown): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
  beginPath(): void;
  rect(x: number, y: number, width: number, height: number): void;
  closePath(): void;
  fillStrokeShape(shape: unknown): void;
}

/** The canvas font of a text layer in print units, as Konva.Text builds it. */
export function canvasFont(layer: TextLayer): string {
  return `${canvasFontStyle(layer)} ${fontSizeUnits(layer)}px ${fontStackFor(layer.fontFamily)}`;
}

/**
 * The width of `text` measured word by word, each run of spaces apart: what Chromium's canvas
 * gives for the whole text (it shapes each word on its own, so no kerning pair spans a space),
 * where Skia's measureText on the server shapes the run whole and kerns across a space (Manrope
 * Bold's 'L ' is 8 of 160 units narrower there): measured whole, a curved 'BHOPAL THREADS' lost
 * most of its word gap in the print file (tests/e2e/print-parity.spec.ts found it).
 */
export function wordWiseWidth(text: string, measure: (text: string) => number): number {
  let width = 0;
  for (const part of text.split(/( +)/)) if (part) width += measure(part);
  return width;
}

/** A curved text's layout from real advance widths, measured with `measurer` (prefixes, so kerning within a word is kept). */
export function measuredCurvedLayout(layer: TextLayer, measurer: TextMeasurer): CurvedLayout {
  measurer.font = canvasFont(layer);
  const widths = new Map<string, number>();
  const measure = (part: string) => {
    let width = widths.get(part);
    if (width === undefined) widths.set(part, (width = measurer.measureText(part).width));
    return width;
  };
  const layout = curvedLayoutOf(layer, measureLines(layer.content, (text) => wordWiseWidth(text, measure)));
  const baselineShift = emMiddleAboveBaseline(measurer, fontSizeUnits(layer));
  return baselineShift === undefined ? layout : { ...layout, baselineShift };
}

/**
 * Most scratch pixels a thinned curve is drawn finer than its canvas with. A curve's box is far
 * taller than a line's, and at 2 scratch px per erosion a Playfair Display arc (its erosion a
 * third of a unit) came to 17 megapixels eroded in script: seconds on a phone. At the canvas's
 * own scale (a 300 DPI print file) it is never cut.
 */
const CURVE_SCRATCH_PIXELS = 2_500_000;

/**
 * Konva.Shape attributes of a curved text in print units: the browser's stage and the server's
 * print renderer both build the node from this one function, so a print file bends, spaces
 * and outlines the letters exactly as the shopper saw them. Outlines are stroked for every
 * letter before any is filled, so a letter's outline never crosses its neighbour. Konva applies
 * the shadow (textEffectAttrs) around the drawing; an outlined and shadowed curve casts it in a
 * pass of its own (shadow-pass.ts). The hit area is the layout's box, so a
 * curved text is picked and dragged anywhere within its bounds. A 'lighter' text in a family
 * without a light cut has its letters thinned as a straight one's are (synthetic-lighter.ts):
 * the whole arc filled on a scratch canvas made by `createCanvas` (Konva.Util.createCanvasElement
 * on both sides), eroded there and drawn back; without `createCanvas` it is drawn unthinned.
 */
export function curvedTextNodeAttrs(layer: TextLayer, layout: CurvedLayout, createCanvas?: () => ScratchCanvas) {
  const effects = textEffectAttrs(layer);
  const font = canvasFont(layer);
  const erosion = createCanvas ? syntheticLighterUnits(layer) : 0;
  // The thinned arc by the transform's scale and rotation it was drawn at: a drag only translates.
  const thinned = new Map<string, ThinnedLine>();
  const drawGlyphs = (context: GlyphContext) => {
    context.setAttr('font', font);
    context.setAttr('textBaseline', layout.baselineShift === undefined ? 'middle' : 'alphabetic');
    context.setAttr('textAlign', 'center');
    const baselineY = layout.baselineShift ?? 0;
    const each = (draw: (text: string) => void, on: Pick<ScratchContext, 'save' | 'restore' | 'translate' | 'rotate'> = context) => {
      for (const glyph of layout.glyphs) {
        on.save();
        on.translate(glyph.x, glyph.y);
        on.rotate((glyph.rotation * Math.PI) / 180);
        draw(glyph.text);
        on.restore();
      }
    };
    if (effects.strokeEnabled) {
      context.setAttr('strokeStyle', effects.stroke);
      context.setAttr('lineWidth', effects.strokeWidth);
      context.setAttr('lineJoin', effects.lineJoin);
      each((text) => context.strokeText(text, 0, baselineY));
    }
    context.setAttr('fillStyle', layer.color);
    if (erosion > 0 && createCanvas && fillThinned(context, createCanvas, erosion, thinned, (scratch) => each((text) => scratch.fillText(text, 0, baselineY), scratch))) return;
    each((text) => context.fillText(text, 0, baselineY));
  };
  // Room around the layout's box for what letters overhang it (a script's swashes, an italic's lean).
  const margin = fontSizeUnits(layer) * 0.5;
  const area = { left: -margin, top: -margin, width: Math.max(1, layout.width) + 2 * margin, height: Math.max(1, layout.height) + 2 * margin };
  const fillThinned = (context: GlyphContext, make: () => ScratchCanvas, by: number, kept: Map<string, ThinnedLine>, paint: (scratch: ScratchContext) => void): boolean => {
    const native = context._context;
    const { a, b, c, d } = native.getTransform();
    const key = [String(native.fillStyle), a, b, c, d].join('|');
    const drawn = drawThinnedArea(native, make, area, by, paint, kept.get(key), CURVE_SCRATCH_PIXELS);
    if (!drawn) return false;
    if (kept.size > 16) kept.clear();
    kept.set(key, drawn);
    return true;
  };
  return {
    id: layer.id,
    x: layer.x,
    y: layer.y,
    rotation: layer.rotation,
    width: Math.max(1, layout.width),
    height: Math.max(1, layout.height),
    fill: layer.color,
    ...effects,
    sceneFunc(context: GlyphContext) {
      if (needsShadowPass(effects)) drawWithShadowPass(context, () => drawGlyphs(context));
      else drawGlyphs(context);
    },
    // Its bounds, given as a function so Konva trusts them to hold all it paints (getClientRect,
    // and a buffer if one is ever used: without them a buffer is the whole canvas).
    selfRectFunc: () => ({ x: 0, y: 0, width: Math.max(1, layout.width), height: Math.max(1, layout.height) }),
    hitFunc(context: GlyphContext, shape: unknown) {
      context.beginPath();
      context.rect(0, 0, layout.width, layout.height);
      context.closePath();
      context.fillStrokeShape(shape);
    },
  };
}
