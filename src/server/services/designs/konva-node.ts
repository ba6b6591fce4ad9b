import { createCanvas, DOMMatrix, GlobalFonts, Image, Path2D } from '@napi-rs/canvas';
import type KonvaType from 'konva';
import { DomainError } from '../../errors';
import { registerPrintFonts } from './print-fonts';

type Konva = typeof KonvaType;
let ready: Promise<Konva> | null = null;

/**
 * Konva in Node on @napi-rs/canvas (its binary ships inside the npm package). Konva has no
 * backend for it, so its two factories are pointed at napi canvases and images, and the DOM
 * globals it reaches for (DOMMatrix, Path2D) are supplied. The studio's font stack (Manrope,
 * then the Noto fonts for ₹, Hindi, symbols and emoji) is registered under the browser's family
 * names, so text falls back, wraps and weighs the same in a print file as on the shopper's screen.
 */
export function konvaInNode(): Promise<Konva> {
  ready ??= (async () => {
    Object.assign(globalThis, { DOMMatrix: globalThis.DOMMatrix ?? DOMMatrix, Path2D: globalThis.Path2D ?? Path2D });
    const Konva = (await import('konva')).default;
    Konva.Util.createCanvasElement = () => {
      // Konva sets a few style fields on its canvases; a plain object takes them.
      const canvas = createCanvas(1, 1) as unknown as HTMLCanvasElement;
      Object.assign(canvas, { style: {} });
      return canvas;
    };
    Konva.Util.createImageElement = () => new Image() as unknown as HTMLImageElement;
    // Skia draws a variable font at its default instance only, so the static cut of each weight
    // the studio uses is registered under the browser's family names (src/shared/print-font-stack.ts).
    const failed = registerPrintFonts(GlobalFonts);
    if (failed.length > 0) {
      ready = null;
      // Drawing without them would print boxes in place of letters: refuse instead.
      throw new DomainError('UNAVAILABLE', `The print fonts could not be loaded (${failed.length} files).`);
    }
    return Konva;
  })();
  return ready;
}
