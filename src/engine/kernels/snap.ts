import type { AreaSize } from './clamp';
import type { RotatedBox } from './geometry';
import { rotatedBounds } from './rotated-bounds';

/** A guide line the view draws while a box is snapped to it. */
export interface SnapGuide {
  /** 'vertical' lines have a fixed x; 'horizontal' lines a fixed y. */
  readonly orientation: 'vertical' | 'horizontal';
  /** Print units from the area's left (vertical) or top (horizontal) edge. */
  readonly position: number;
  readonly kind: 'edge' | 'centre';
}

export interface SnapResult {
  readonly x: number;
  readonly y: number;
  readonly guides: SnapGuide[];
}

/** Default snap distance in print units (a quarter inch: easy to hit with a finger). */
export const DEFAULT_SNAP_THRESHOLD = 25;

/**
 * Snaps a moving box to the print area's edges and centre lines: on each axis the box's
 * start, middle or end (of its rotated bounds) that lies nearest a guide within `threshold`
 * is pulled onto it. Returns the snapped origin and the guides that are now active.
 */
export function snapToPrintArea(box: RotatedBox, area: AreaSize, threshold = DEFAULT_SNAP_THRESHOLD): SnapResult {
  const bounds = rotatedBounds(box);
  const vertical = snapAxis(bounds.x, bounds.width, area.width, threshold);
  const horizontal = snapAxis(bounds.y, bounds.height, area.height, threshold);
  const guides: SnapGuide[] = [];
  if (vertical) guides.push({ orientation: 'vertical', position: vertical.guide, kind: vertical.kind });
  if (horizontal) guides.push({ orientation: 'horizontal', position: horizontal.guide, kind: horizontal.kind });
  return { x: box.x + (vertical?.delta ?? 0), y: box.y + (horizontal?.delta ?? 0), guides };
}

interface AxisSnap {
  delta: number;
  guide: number;
  kind: SnapGuide['kind'];
}

function snapAxis(start: number, length: number, limit: number, threshold: number): AxisSnap | null {
  const guides = [
    { guide: 0, kind: 'edge' as const },
    { guide: limit / 2, kind: 'centre' as const },
    { guide: limit, kind: 'edge' as const },
  ];
  const anchors = [start, start + length / 2, start + length];
  let best: AxisSnap | null = null;
  for (const { guide, kind } of guides) {
    for (const anchor of anchors) {
      const delta = guide - anchor;
      if (Math.abs(delta) <= threshold && (!best || Math.abs(delta) < Math.abs(best.delta))) best = { delta, guide, kind };
    }
  }
  return best;
}
