import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, DOMMatrix, GlobalFonts, Image, Path2D } from '@napi-rs/canvas';
import type KonvaType from 'konva';

type Konva = typeof KonvaType;
let ready: Promise<Konva> | null = null;

/**
 * Konva in Node on @napi-rs/canvas (its binary ships inside the npm package). Konva has no
 * backend for it, so its two factories are pointed at napi canvases and images, and the DOM
 * globals it reaches for (DOMMatrix, Path2D) are supplied. The shop's display font is
 * registered under the browser's family name, so text wraps and weighs the same in a print file.
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
    const require = createRequire(import.meta.url);
    // Skia draws a variable font at its default instance only, so the static cut of each weight
    // the studio uses (200, 400, 700, 800) is registered under the browser's family name.
    const fonts = path.dirname(require.resolve('@fontsource/manrope/package.json'));
    for (const weight of [200, 400, 700, 800]) {
      GlobalFonts.registerFromPath(path.join(fonts, `files/manrope-latin-${weight}-normal.woff2`), 'Manrope Variable');
    }
    return Konva;
  })();
  return ready;
}
