/**
 * One-ink graphics: a graphic whose visible pixels are all one colour (line art, a logo, a
 * slogan drawn as a picture) can be printed in any ink. The tint keeps the graphic's shape and
 * edges (its alpha) and replaces its colour, the same way on the studio's canvas, in the
 * downloaded preview and in the 300 DPI print file.
 */

/** The canvas calls the tint needs: the browser's canvas and @napi-rs/canvas both have them. */
export interface TintCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): TintContext | null;
}

interface TintContext {
  fillStyle: unknown;
  globalCompositeOperation: string;
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: never, x: number, y: number, width: number, height: number): void;
}

/** An image source as drawn (HTMLImageElement, a canvas, or @napi-rs/canvas's Image). */
export interface TintSource {
  width: number;
  height: number;
}

/**
 * A canvas the size of `image` holding its shape in `hex`: the ink everywhere, then kept only
 * where the image is opaque (destination-in), so soft edges stay soft.
 */
export function tintedCanvas<C extends TintCanvas>(image: TintSource, hex: string, makeCanvas: (width: number, height: number) => C): C {
  const width = Math.max(1, Math.round(image.width));
  const height = Math.max(1, Math.round(image.height));
  const canvas = makeCanvas(width, height);
  const context = canvas.getContext('2d');
  // eslint-disable-next-line no-restricted-syntax -- a programming error (a canvas without 2d), never a shopper's
  if (!context) throw new TypeError('no 2d context for the tint');
  context.fillStyle = hex;
  context.fillRect(0, 0, width, height);
  context.globalCompositeOperation = 'destination-in';
  context.drawImage(image as never, 0, 0, width, height);
  context.globalCompositeOperation = 'source-over';
  return canvas;
}

/** How far (0-255, per channel) a visible pixel may stray from the others and still be the same ink. */
const INK_TOLERANCE = 40;
/** Pixels this transparent or more do not count (anti-aliased edges blend into the background). */
const VISIBLE_ALPHA = 128;

/**
 * Whether RGBA pixels (as getImageData gives) are one ink on a transparent ground: some pixels
 * transparent, the visible ones all within INK_TOLERANCE of one colour. A photo, a many-coloured
 * graphic or one with an opaque background is not.
 */
export function isOneInk(rgba: ArrayLike<number>): boolean {
  let transparent = 0;
  let visible = 0;
  let min = [255, 255, 255];
  let max = [0, 0, 0];
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    const alpha = rgba[i + 3] ?? 0;
    if (alpha < 16) transparent++;
    if (alpha < VISIBLE_ALPHA) continue;
    visible++;
    const pixel = [rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0];
    min = min.map((m, c) => Math.min(m, pixel[c] ?? 0));
    max = max.map((m, c) => Math.max(m, pixel[c] ?? 0));
  }
  if (visible === 0 || transparent === 0) return false;
  return max.every((m, c) => m - (min[c] ?? 0) <= INK_TOLERANCE);
}
