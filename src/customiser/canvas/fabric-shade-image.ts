import { useMemo } from 'react';
import useImage from 'use-image';
import { shadeOverlay } from '../../engine/kernels/fabric-shade';
import type { PrintArea } from '../../engine/model/print-area';

/** Pixels the garment photo is read at: the shop's photos are 1000 px square. */
export const SHADE_PHOTO_PIXELS = 1000;

/**
 * The fabric's shading over the print area (engine/kernels/fabric-shade.ts) as a canvas, made
 * once per garment photo and side, not per frame: the stage draws it 'source-atop' over the
 * design on every redraw, one drawImage of a cached picture, so a drag never re-filters.
 * Null until the photo arrives, or when its pixels cannot be read (a photo from elsewhere
 * without CORS): the print is then drawn flat, as before.
 */
export function useFabricShade(url: string | undefined, area: PrintArea): HTMLCanvasElement | null {
  const [photo] = useImage(url ?? '', 'anonymous');
  const { left, top, width, height } = area.onPhoto;
  return useMemo(() => {
    if (!photo || !url || typeof document === 'undefined') return null;
    const box = { x: left * SHADE_PHOTO_PIXELS, y: top * SHADE_PHOTO_PIXELS, width: width * SHADE_PHOTO_PIXELS, height: height * SHADE_PHOTO_PIXELS };
    const read = document.createElement('canvas');
    read.width = Math.round(box.width);
    read.height = Math.round(box.height);
    const context = read.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    // Only the print area's part of the photo is drawn and read.
    context.drawImage(photo, -box.x, -box.y, SHADE_PHOTO_PIXELS, SHADE_PHOTO_PIXELS);
    let pixels: ImageData;
    try {
      pixels = context.getImageData(0, 0, read.width, read.height);
    } catch {
      return null;
    }
    const overlay = shadeOverlay(pixels, { x: 0, y: 0, width: read.width, height: read.height });
    const canvas = document.createElement('canvas');
    canvas.width = overlay.width;
    canvas.height = overlay.height;
    canvas.getContext('2d')?.putImageData(new ImageData(overlay.data, overlay.width, overlay.height), 0, 0);
    // The median the shade was normalised to, for the designers' bench and the tests.
    canvas.dataset.midFabric = overlay.mid.toFixed(3);
    return canvas;
  }, [photo, url, left, top, width, height]);
}
