import type { TextLayer } from '../model/design';
import { MIN_FONT_SIZE } from '../model/text-options';
import type { AreaSize } from './clamp';
import { estimatedCurvedLayout } from './curved-text-box';
import { rotatedBounds } from './rotated-bounds';

const TOLERANCE = 1e-6;

/** Whether a curved text's (rotated) box fits the print area; an empty text always does. */
export function curvedTextFits(layer: TextLayer, area: AreaSize): boolean {
  const layout = estimatedCurvedLayout(layer);
  if (!layout) return true;
  const bounds = rotatedBounds({ x: 0, y: 0, width: layout.width, height: layout.height, rotation: layer.rotation });
  return bounds.width <= area.width + TOLERANCE && bounds.height <= area.height + TOLERANCE;
}

/**
 * A curved text fitted to the print area. It does not wrap (its lines are the shopper's), so
 * the box width has no say: the largest whole font size at which the arc fits is used, and
 * past the smallest size the content is cut. The layout scales with the font size, so fitting
 * is monotonic in it (and in the content's length) and binary searches find both.
 */
export function fitCurvedText<T extends TextLayer>(layer: T, area: AreaSize): T {
  if (curvedTextFits(layer, area)) return layer;
  const fitsAt = (fontSize: number) => curvedTextFits({ ...layer, fontSize }, area);
  if (fitsAt(MIN_FONT_SIZE)) {
    let fits = MIN_FONT_SIZE;
    let tooBig = Math.ceil(layer.fontSize);
    while (tooBig - fits > 1) {
      const middle = Math.floor((fits + tooBig) / 2);
      if (fitsAt(middle)) fits = middle;
      else tooBig = middle;
    }
    return { ...layer, fontSize: fits };
  }
  const smallest = { ...layer, fontSize: MIN_FONT_SIZE };
  const chars = Array.from(layer.content);
  let fits = 0;
  let tooLong = chars.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (curvedTextFits({ ...smallest, content: chars.slice(0, middle).join('') }, area)) fits = middle;
    else tooLong = middle;
  }
  return { ...smallest, content: chars.slice(0, fits).join('') };
}
