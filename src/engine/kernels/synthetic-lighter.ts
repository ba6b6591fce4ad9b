import type { TextLayer } from '../model/design';
import { textFontFamily } from '../../shared/text-font-families';
import { fontSizeUnits } from './text-box';

/**
 * The spec's 'lighter' weight in a family with no cut lighter than its regular (Anton, Bebas Neue,
 * Playfair Display, Pacifico, Dancing Script, Baloo 2): no font file has one, and neither a browser
 * nor Skia synthesises a lighter face (only a bolder one), so those families drew 'lighter' as
 * 'normal'. The letters are thinned instead: drawn on a scratch canvas, eroded there (each pixel's
 * alpha the least within the erosion's radius, so an edge moves in by that much, anti-aliasing
 * kept), then drawn where they belong. A stroke with 'destination-out' was tried first: it also
 * ate into the contours these fonts overlap inside a letter (Pacifico's joins, Dancing Script's
 * loops came apart). The same code runs in the browser's stage and the print file.
 */

/**
 * How much each side of a stroke loses, as a share of the font size, by family: about a fifth of
 * a regular stem (Anton's is 0.15 em), and far less where the regular cut already has hairlines
 * (Playfair Display's and Dancing Script's thin strokes would vanish at a fifth of the stem).
 */
const LIGHTER_EROSION_EM: Readonly<Record<string, number>> = {
  anton: 0.016,
  'bebas-neue': 0.012,
  'baloo-2': 0.011,
  pacifico: 0.011,
  'dancing-script': 0.005,
  'playfair-display': 0.004,
};
/** A family without a light cut not listed above (a family added later): a middling thinning. */
const DEFAULT_EROSION_EM = 0.008;

/** The weight below which a family has a real cut (the CSS weight 'lighter' is drawn with, font.ts). */
const LIGHTEST_REAL_CUT = 400;

/** How far a lighter text's letters are thinned on each side, in print units (0: drawn from a real cut). */
export function syntheticLighterUnits(layer: Pick<TextLayer, 'fontWeight' | 'fontFamily' | 'fontSize'>): number {
  if (layer.fontWeight !== 'lighter') return 0;
  const family = textFontFamily(layer.fontFamily);
  if (Math.min(...family.weights) < LIGHTEST_REAL_CUT) return 0;
  return fontSizeUnits(layer) * (LIGHTER_EROSION_EM[family.id] ?? DEFAULT_EROSION_EM);
}

/** A 2D context as both canvases give it (the browser's, @napi-rs/canvas's). */
export interface Canvas2D {
  font: string;
  fillStyle: unknown;
  textBaseline: string;
  getTransform(): { a: number; b: number; c: number; d: number };
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
  putImageData(image: unknown, x: number, y: number): void;
  fillText(text: string, x: number, y: number): void;
  drawImage(image: unknown, x: number, y: number, width: number, height: number): void;
}

export interface ScratchCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): unknown;
}

/** Words of a line (or one letter) and where each starts, in the node's own units. */
export interface PlacedText {
  text: string;
  x: number;
}

/** A drawn, thinned line kept for the next frames (the stage redraws on every drag move). */
export interface ThinnedLine {
  canvas: ScratchCanvas;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The largest scratch side in device pixels; beyond it (never at 300 DPI on a print area) the line is drawn unthinned. */
const MAX_SCRATCH_PX = 12_000;

/** Erodes the alpha of `data` (RGBA rows of `width`) by `radius` px: a square's minimum, one axis then the other. */
export function erodeAlpha(data: Uint8ClampedArray, width: number, height: number, radius: number): void {
  if (radius < 1) return;
  const alpha = new Uint8Array(width * height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = data[i * 4 + 3]!;
  const pass = (from: Uint8Array, along: number, across: number, step: number, stride: number) => {
    const to = new Uint8Array(from.length);
    for (let line = 0; line < across; line++) {
      const base = line * stride;
      for (let i = 0; i < along; i++) {
        let least = 255;
        for (let k = Math.max(0, i - radius), end = Math.min(along - 1, i + radius); k <= end && least > 0; k++) least = Math.min(least, from[base + k * step]!);
        to[base + i * step] = least;
      }
    }
    return to;
  };
  const eroded = pass(pass(alpha, width, height, 1, width), height, width, width, 1);
  for (let i = 0; i < eroded.length; i++) data[i * 4 + 3] = eroded[i]!;
}

/** A scratch canvas's context as the thinned drawing is painted on it (curved text turns each letter). */
export interface ScratchContext extends Canvas2D {
  textAlign: string;
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(radians: number): void;
}

/** The part of the node's own space a thinned drawing covers, in its units. */
export interface ThinnedArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Draws what `paint` fills (in the node's units, within `area`) thinned by `erosion` onto
 * `target`, whose font, fill, baseline and alignment the scratch takes. The scratch is drawn at
 * the target's scale (or finer, within `maxPixels`), so the letters are thinned in device pixels. Returns the scratch drawing
 * for reuse (the caller keys it by what it was drawn from), or null when it was not made (the
 * caller then draws plainly).
 */
export function drawThinnedArea(
  target: Canvas2D & { textAlign?: string },
  createCanvas: () => ScratchCanvas,
  area: ThinnedArea,
  erosion: number,
  paint: (scratch: ScratchContext) => void,
  reuse?: ThinnedLine,
  maxPixels = Infinity,
): ThinnedLine | null {
  const { a, b, c, d } = target.getTransform();
  const { left, top, width, height } = area;
  // At least 2 scratch px per erosion, so a small text on the screen thins too (drawn down after),
  // but past the canvas's own scale no more than `maxPixels` in all.
  const own = Math.sqrt(Math.abs(a * d - b * c));
  const scale = Math.max(own, Math.min(2 / erosion, Math.sqrt(maxPixels / Math.max(1, width * height))));
  const pxWidth = Math.ceil(width * scale);
  const pxHeight = Math.ceil(height * scale);
  if (!(scale > 0) || pxWidth > MAX_SCRATCH_PX || pxHeight > MAX_SCRATCH_PX) return null;
  let line = reuse;
  if (!line || line.canvas.width !== pxWidth || line.canvas.height !== pxHeight) {
    const canvas = createCanvas();
    canvas.width = pxWidth;
    canvas.height = pxHeight;
    const scratch = canvas.getContext('2d') as ScratchContext;
    scratch.setTransform(scale, 0, 0, scale, -left * scale, -top * scale);
    scratch.font = target.font;
    scratch.textBaseline = target.textBaseline;
    if (target.textAlign !== undefined) scratch.textAlign = target.textAlign;
    scratch.fillStyle = target.fillStyle;
    paint(scratch);
    const image = scratch.getImageData(0, 0, pxWidth, pxHeight);
    erodeAlpha(image.data, pxWidth, pxHeight, Math.round(erosion * scale));
    scratch.putImageData(image, 0, 0);
    line = { canvas, left, top, width: pxWidth / scale, height: pxHeight / scale };
  }
  target.drawImage(line.canvas, line.left, line.top, line.width, line.height);
  return line;
}

/**
 * Draws `words` filled and thinned by `erosion` onto `target` (its font, fill and transform as the
 * node set them), at baseline `y`. `span` is the line's width; `fontSize` sizes the margin kept
 * for ascenders, descenders and an italic's lean. Returns the scratch drawing for reuse, or null
 * when it was not made (the caller then draws the words plainly).
 */
export function drawThinned(
  target: Canvas2D,
  createCanvas: () => ScratchCanvas,
  words: readonly PlacedText[],
  span: number,
  y: number,
  fontSize: number,
  erosion: number,
  reuse?: ThinnedLine,
): ThinnedLine | null {
  const first = words[0]?.x ?? 0;
  const area = { left: first - fontSize * 0.6, top: y - fontSize * 1.3, width: span + fontSize * 1.2, height: fontSize * 2.1 };
  return drawThinnedArea(target, createCanvas, area, erosion, (scratch) => {
    for (const word of words) scratch.fillText(word.text, word.x, y);
  }, reuse);
}
