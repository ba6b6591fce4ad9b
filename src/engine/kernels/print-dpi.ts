import type { ImageLayer } from '../model/design';
import { UNITS_PER_INCH } from '../model/units';

/** Below this an upload prints visibly soft, so the studio warns the shopper. */
export const LOW_RESOLUTION_DPI = 150;

/**
 * Below this a shopper's upload prints as visible blocks of pixels, so the shop will not print
 * it (the studio says so and the server refuses the design at save). A catalogue graphic is
 * never refused, only warned about: the spec adds every one at 70 x 70, whatever its pixels.
 */
export const REFUSED_DPI = 72;

/** Pixel size of a picture and the size it is printed at, in print units (1/100 in). */
export interface PrintedPicture {
  readonly naturalWidth: number;
  readonly naturalHeight: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The effective print resolution of a picture: its pixels spread over its printed size. The
 * smaller of the two axes counts, in case a layer was stretched out of aspect.
 */
export function effectiveDpi(picture: PrintedPicture): number {
  const across = picture.naturalWidth / (picture.width / UNITS_PER_INCH);
  const down = picture.naturalHeight / (picture.height / UNITS_PER_INCH);
  return Math.min(across, down);
}

/** The effective print resolution of an upload (an image layer keeps its pixel size). */
export function printDpi(layer: Pick<ImageLayer, 'naturalWidth' | 'naturalHeight' | 'width' | 'height'>): number {
  return effectiveDpi(layer);
}

/** Whether a print resolution deserves the low-resolution warning. */
export function isLowResolution(dpi: number): boolean {
  return dpi < LOW_RESOLUTION_DPI;
}

export type ResolutionVerdict = 'sharp' | 'soft' | 'refused';

/**
 * What the studio says of a picture printed at `dpi`: sharp from 150 DPI, soft (a warning)
 * below, refused below 72 DPI, the refusal for a shopper's own upload only.
 */
export function resolutionVerdict(dpi: number, kind: 'image' | 'graphic'): ResolutionVerdict {
  if (dpi < REFUSED_DPI && kind === 'image') return 'refused';
  return isLowResolution(dpi) ? 'soft' : 'sharp';
}

/**
 * The largest printed width (print units) at which `naturalWidth` pixels still print at `dpi`:
 * where a new upload is placed at most, so it starts sharp.
 */
export function widthAtDpi(naturalWidth: number, dpi: number): number {
  return (naturalWidth / dpi) * UNITS_PER_INCH;
}
