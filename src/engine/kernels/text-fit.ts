import type { TextLayer } from '../model/design';
import { MAX_LAYER_SIZE, MIN_LAYER_SIZE } from '../model/schema';
import { FONT_SIZES, MAX_FONT_SIZE, MIN_FONT_SIZE } from '../model/text-options';
import type { AreaSize } from './clamp';
import { toRadians } from './geometry';
import { rotatedBounds } from './rotated-bounds';
import { estimatedCurvedLayout } from './curved-text-box';
import { fitCurvedText } from './curved-text-fit';
import { estimateTextHeight, glyphAdvanceUnits, lineHeightUnits } from './text-box';

type TextShape = Pick<TextLayer, 'content' | 'fontSize' | 'width' | 'rotation' | 'letterSpacing' | 'lineHeight' | 'align' | 'curve'>;

/** Floating-point slack when comparing bounds with the area (far below 1/100 in). */
const TOLERANCE = 1e-6;
/** Below this a sine or cosine is a right angle's rounding noise, not a real slant. */
const NEGLIGIBLE = 1e-9;

/** Whether a text box's rotated bounds fit inside the print area (its origin aside). */
export function textFits(layer: TextShape, area: AreaSize): boolean {
  const bounds = rotatedBounds({ x: 0, y: 0, width: layer.width, height: estimateTextHeight(layer), rotation: layer.rotation });
  return bounds.width <= area.width + TOLERANCE && bounds.height <= area.height + TOLERANCE;
}

/**
 * The whole-unit wrapping width nearest the layer's own at which its rotated bounds fit the
 * print area, or null when no width does at this font size.
 *
 * A text box is not a picture: narrowing it wraps the text onto more lines and makes it
 * taller, so it cannot be shrunk to fit like a graphic. The height is a step function of the
 * width (one step per glyphs-a-line count), so each step is tried with its own height and the
 * widths that fit on it are an interval; the answer is the wanted width clamped into the
 * nearest such interval.
 */
export function nearestFittingTextWidth(layer: TextShape, area: AreaSize): number | null {
  const glyph = glyphAdvanceUnits(layer);
  const lineHeight = lineHeightUnits(layer);
  const lineLengths = layer.content.split('\n').map((line) => line.length);
  const longest = Math.max(1, ...lineLengths);
  const cos = Math.abs(Math.cos(toRadians(layer.rotation)));
  const sin = Math.abs(Math.sin(toRadians(layer.rotation)));
  const wanted = Math.min(MAX_LAYER_SIZE, Math.max(MIN_LAYER_SIZE, Math.round(layer.width)));
  let best: number | null = null;
  for (let perLine = 1; perLine <= longest; perLine++) {
    // Whole widths that wrap at `perLine` glyphs a line; the last step runs on to the size limit.
    const low = perLine === 1 ? MIN_LAYER_SIZE : Math.ceil(perLine * glyph);
    const high = perLine === longest ? MAX_LAYER_SIZE : Math.min(MAX_LAYER_SIZE, Math.ceil((perLine + 1) * glyph) - 1);
    if (low > high) continue;
    const height = lineLengths.reduce((total, length) => total + Math.max(1, Math.ceil(length / perLine)), 0) * lineHeight;
    // Rotated bounds: width * cos + height * sin across, width * sin + height * cos down.
    let upper = high;
    if (cos > NEGLIGIBLE) upper = Math.min(upper, Math.floor((area.width - height * sin) / cos + TOLERANCE));
    if (sin > NEGLIGIBLE) upper = Math.min(upper, Math.floor((area.height - height * cos) / sin + TOLERANCE));
    if (upper < low) continue;
    const candidate = Math.min(upper, Math.max(low, wanted));
    // The exact check guards the float edges of a step (and the right-angle cases skipped above).
    if (!textFits({ ...layer, width: candidate }, area)) continue;
    if (best === null || Math.abs(candidate - wanted) < Math.abs(best - wanted)) best = candidate;
    if (best === wanted) break;
  }
  return best;
}

/**
 * A text layer changed as little as it takes for its box to fit the print area: first the
 * wrapping width nearest its own; failing that, the largest listed font size below its own at
 * which some width fits; failing even the smallest size (a rotated or many-line text on the
 * hoodie's short front), its content cut to what fits. Fitting a layer that fits returns it
 * unchanged, so running it after every command never drifts the layer.
 */
export function fitTextLayer<T extends TextLayer>(given: T, area: AreaSize): T {
  // A curved text is fitted by its arc; one with no letters yet (only line breaks) keeps the
  // straight box the engine gives it (layer-box.ts), so it is fitted as straight text.
  const layer = given.curve ? fitCurvedText(given, area) : given;
  if (layer.curve && estimatedCurvedLayout(layer)) return layer;
  const width = nearestFittingTextWidth(layer, area);
  if (width !== null) return width === layer.width ? layer : { ...layer, width };
  // A listed size steps down through the listed sizes (the buttons' promise); a free size (a
  // corner drag or the slider) becomes the largest whole size that fits.
  const listed = (FONT_SIZES as readonly number[]).includes(layer.fontSize);
  if (!listed) {
    const largest = largestFittingFontSize(layer, area);
    if (largest !== null) return { ...layer, fontSize: largest, width: nearestFittingTextWidth({ ...layer, fontSize: largest }, area) ?? layer.width };
  }
  const smaller = FONT_SIZES.filter((size) => size < layer.fontSize).sort((a, b) => b - a);
  for (const fontSize of smaller) {
    const fitting = nearestFittingTextWidth({ ...layer, fontSize }, area);
    if (fitting !== null) return { ...layer, fontSize, width: fitting };
  }
  const smallest = { ...layer, fontSize: Math.min(layer.fontSize, ...FONT_SIZES) };
  // Cut by code points (an emoji is never split); a longer prefix never fits where a shorter
  // one does not, so a binary search finds the longest that fits. The empty text always fits.
  const chars = Array.from(layer.content);
  let fits = 0;
  let tooLong = chars.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (nearestFittingTextWidth({ ...smallest, content: chars.slice(0, middle).join('') }, area) !== null) fits = middle;
    else tooLong = middle;
  }
  const content = chars.slice(0, fits).join('');
  return { ...smallest, content, width: nearestFittingTextWidth({ ...smallest, content }, area) ?? MIN_LAYER_SIZE };
}

/**
 * The largest whole font size below the layer's own (down to the smallest listed size) at
 * which some wrapping width fits the area, or null. Fitting is monotonic in the size (smaller
 * glyphs never need more room), so a binary search finds it.
 */
export function largestFittingFontSize(layer: TextShape, area: AreaSize): number | null {
  const floor = Math.max(MIN_FONT_SIZE, Math.min(...FONT_SIZES));
  const fitsAt = (fontSize: number) => nearestFittingTextWidth({ ...layer, fontSize }, area) !== null;
  if (layer.fontSize <= floor || !fitsAt(floor)) return null;
  let fits = floor;
  let tooBig = Math.ceil(layer.fontSize);
  while (tooBig - fits > 1) {
    const middle = Math.floor((fits + tooBig) / 2);
    if (fitsAt(middle)) fits = middle;
    else tooBig = middle;
  }
  return fits;
}

/**
 * The largest whole font size this text can have inside the area (what the size slider runs
 * up to): MAX_FONT_SIZE if even that fits, else the largest fitting size, never less than the
 * layer's own.
 */
export function largestFontSizeFor(layer: TextShape, area: AreaSize): number {
  const atMax = { ...layer, fontSize: MAX_FONT_SIZE };
  if (nearestFittingTextWidth(atMax, area) !== null) return MAX_FONT_SIZE;
  return Math.max(layer.fontSize, largestFittingFontSize(atMax, area) ?? layer.fontSize);
}
