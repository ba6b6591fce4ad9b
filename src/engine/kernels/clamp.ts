import type { Point, Rect, RotatedBox } from './geometry';
import { rotatedBounds } from './rotated-bounds';

/** The print area as a size; its top-left corner is the origin of print units. */
export interface AreaSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The origin that keeps a (rotated) box inside the print area: the box is shifted by the least
 * amount that brings its rotated bounds inside. A box larger than the area on an axis is
 * centred on that axis, since no shift can fit it and centred is the least surprising place.
 */
export function clampToPrintArea(box: RotatedBox, area: AreaSize): Point {
  const bounds = rotatedBounds(box);
  return { x: box.x + shift(bounds.x, bounds.width, area.width), y: box.y + shift(bounds.y, bounds.height, area.height) };
}

function shift(start: number, length: number, limit: number): number {
  if (length > limit) return (limit - length) / 2 - start;
  if (start < 0) return -start;
  if (start + length > limit) return limit - (start + length);
  return 0;
}

/** The scale (at most 1) that makes a box's rotated bounds fit in the print area. */
export function scaleToFit(bounds: Rect, area: AreaSize): number {
  return Math.min(1, area.width / bounds.width, area.height / bounds.height);
}
