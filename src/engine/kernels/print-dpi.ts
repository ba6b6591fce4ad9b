import type { ImageLayer } from '../model/design';
import { UNITS_PER_INCH } from '../model/units';

/** Below this an upload prints visibly soft, so the studio warns the shopper. */
export const LOW_RESOLUTION_DPI = 150;

/**
 * The effective print resolution of an image layer: its pixels spread over its printed
 * width. The smaller of the two axes counts, in case a layer was stretched out of aspect.
 */
export function printDpi(layer: Pick<ImageLayer, 'naturalWidth' | 'naturalHeight' | 'width' | 'height'>): number {
  const across = layer.naturalWidth / (layer.width / UNITS_PER_INCH);
  const down = layer.naturalHeight / (layer.height / UNITS_PER_INCH);
  return Math.min(across, down);
}

/** Whether a print resolution deserves the low-resolution warning. */
export function isLowResolution(dpi: number): boolean {
  return dpi < LOW_RESOLUTION_DPI;
}
