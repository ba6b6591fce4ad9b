import { wordWiseWidth } from './curved-text-node';
import { drawThinned, type Canvas2D, type PlacedText, type ScratchCanvas, type ThinnedLine } from './synthetic-lighter';

/**
 * Straight text measured and drawn word by word, in the browser's stage and the print file alike.
 *
 * Chromium's canvas shapes a line word by word (its word cache splits at spaces), so no kerning
 * pair spans a space; Skia's measureText and fillText in @napi-rs/canvas shape the whole run and
 * kern across it (Manrope Bold's 'L ' is 8 of 160 units narrower). Konva.Text measures a line
 * whole to wrap and align it and draws it with one fillText, so a centred line with a space sat
 * a few print pixels apart in the print file (tests/e2e/print-parity.spec.ts). With these methods
 * both sides measure each word and each run of spaces on its own and draw each word at the sum of
 * the widths before it: what Chromium does anyway, now done by Skia too.
 *
 * Konva's per-letter path (letter spacing, justify) already draws each grapheme on its own with
 * kerning off, the same on both sides, and is left as it is.
 */

/** What the methods read of a Konva.Text (duck-typed: the engine does not import Konva). */
interface WordWiseTextNode {
  letterSpacing(): number;
  fontSize(): number;
  /** synthetic-lighter.ts: how far the letters are thinned on each side (textNodeAttrs' lighterBy). */
  getAttr(name: 'lighterBy'): number | undefined;
  align(): string;
  _getContextFont(): string;
  _partialText: string;
  _partialTextX: number;
  _partialTextY: number;
}

/** The parts of Konva's drawing context a word is drawn with. */
interface WordContext {
  readonly _context: Canvas2D;
  measureText(text: string): { width: number };
  setAttr(name: string, value: unknown): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
}

/** Konva.Text's prototype as the methods replace it. */
export interface TextPrototype {
  _getTextWidth(text: string, graphemes?: number): number;
  _fillFunc(context: never): unknown;
  _strokeFunc(context: never): unknown;
}

/** Whether Konva draws the node one grapheme at a time (its own condition, RTL aside: the studio has none). */
function perGrapheme(node: WordWiseTextNode): boolean {
  return node.letterSpacing() !== 0 || node.align() === 'justify';
}

/**
 * Widths of words by font, per node: a node is re-created when a font arrives (use-studio-fonts),
 * so a width measured with a fallback face never outlives it. Drawing re-reads them every frame.
 */
const widthsByNode = new WeakMap<object, Map<string, number>>();

function wordWidth(node: WordWiseTextNode, part: string, measure: (text: string) => number): number {
  let widths = widthsByNode.get(node);
  if (!widths) widthsByNode.set(node, (widths = new Map()));
  const key = `${node._getContextFont()}\n${part}`;
  let width = widths.get(key);
  if (width === undefined) widths.set(key, (width = measure(part)));
  return width;
}

/** The node's current line (or letter) as words placed from its x, and the width it spans. */
function placeWords(node: WordWiseTextNode, context: WordContext): { words: PlacedText[]; span: number } {
  const words: PlacedText[] = [];
  let x = node._partialTextX;
  const parts = perGrapheme(node) ? [node._partialText] : node._partialText.split(/( +)/);
  for (const part of parts) {
    if (!part) continue;
    if (part.trim()) words.push({ text: part, x });
    x += wordWidth(node, part, (text) => context.measureText(text).width);
  }
  return { words, span: x - node._partialTextX };
}

/** Draws the node's current line word by word from its x (spaces advance, draw nothing). */
function drawWords(node: WordWiseTextNode, context: WordContext, draw: (text: string, x: number, y: number) => void): void {
  for (const word of placeWords(node, context).words) draw(word.text, word.x, node._partialTextY);
}

/** Thinned lines by node, keyed by what they were drawn from (synthetic-lighter.ts). */
const thinnedByNode = new WeakMap<object, Map<string, ThinnedLine>>();

/** Draws the node's current line thinned for a synthetic 'lighter'; false when it could not (then drawn plainly). */
function drawLighter(node: WordWiseTextNode, context: WordContext, erosion: number, createCanvas: () => ScratchCanvas): boolean {
  const native = context._context;
  const { a, b, c, d } = native.getTransform();
  const key = [native.font, String(native.fillStyle), a, b, c, d, node._partialTextX, node._partialTextY, node._partialText].join('|');
  let lines = thinnedByNode.get(node);
  if (!lines) thinnedByNode.set(node, (lines = new Map()));
  const { words, span } = placeWords(node, context);
  const line = drawThinned(native, createCanvas, words, span, node._partialTextY, node.fontSize(), erosion, lines.get(key));
  if (!line) return false;
  // A text of a few lines at one or two zooms: a handful of entries; a long edit session starts afresh.
  if (lines.size > 64) lines.clear();
  lines.set(key, line);
  return true;
}

/**
 * A subclass body for Konva.Text: call with the subclass's prototype (never Konva.Text's own, so
 * other text on a stage, such as the print-check badges, keeps Konva's drawing). `createCanvas`
 * makes the scratch canvas a synthetic 'lighter' is thinned on (Konva.Util.createCanvasElement).
 */
export function makeTextWordWise(prototype: TextPrototype, createCanvas: () => ScratchCanvas): void {
  const whole = prototype._getTextWidth;
  const fill = prototype._fillFunc as (this: WordWiseTextNode, context: WordContext) => unknown;
  const stroke = prototype._strokeFunc as (this: WordWiseTextNode, context: WordContext) => unknown;
  prototype._getTextWidth = function (this: WordWiseTextNode & TextPrototype, text: string, graphemes?: number) {
    if (perGrapheme(this)) return whole.call(this, text, graphemes);
    return wordWiseWidth(text, (part) => wordWidth(this, part, (word) => whole.call(this, word)));
  };
  prototype._fillFunc = function (this: WordWiseTextNode, context: WordContext) {
    const erosion = this.getAttr('lighterBy') ?? 0;
    if (erosion > 0 && drawLighter(this, context, erosion, createCanvas)) return;
    if (perGrapheme(this)) return fill.call(this, context);
    drawWords(this, context, (text, x, y) => context.fillText(text, x, y));
  } as TextPrototype['_fillFunc'];
  prototype._strokeFunc = function (this: WordWiseTextNode, context: WordContext) {
    if (perGrapheme(this)) return stroke.call(this, context);
    // Konva's own stroke sets this limit before stroking; round joins (textEffectAttrs) make it moot.
    context.setAttr('miterLimit', 2);
    drawWords(this, context, (text, x, y) => context.strokeText(text, x, y));
  } as TextPrototype['_strokeFunc'];
}
