import type { AreaSize } from './clamp';
import type { Point, Rect } from './geometry';

/** The six alignments of the layout tools: three across, three down. */
export const ALIGN_EDGES = ['left', 'centre', 'right', 'top', 'middle', 'bottom'] as const;
export type AlignEdge = (typeof ALIGN_EDGES)[number];

export const DISTRIBUTE_AXES = ['horizontal', 'vertical'] as const;
export type DistributeAxis = (typeof DISTRIBUTE_AXES)[number];

/** The smallest rectangle holding every one of `rects`, or null for none. */
export function unionRect(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** The shift that lines `bounds` up with `target` on one edge or centre line (the other axis stays). */
export function alignShift(bounds: Rect, target: Rect, edge: AlignEdge): Point {
  switch (edge) {
    case 'left':
      return { x: target.x - bounds.x, y: 0 };
    case 'centre':
      return { x: target.x + target.width / 2 - (bounds.x + bounds.width / 2), y: 0 };
    case 'right':
      return { x: target.x + target.width - (bounds.x + bounds.width), y: 0 };
    case 'top':
      return { x: 0, y: target.y - bounds.y };
    case 'middle':
      return { x: 0, y: target.y + target.height / 2 - (bounds.y + bounds.height / 2) };
    case 'bottom':
      return { x: 0, y: target.y + target.height - (bounds.y + bounds.height) };
  }
}

/**
 * Shifts (in the order of `rects`) that leave equal gaps between neighbours along one axis: the
 * first and the last along that axis stay, the ones between are spaced evenly (overlapping ones
 * by equal overlaps). Fewer than three rectangles have nothing to distribute: all shifts are 0.
 */
export function distributeShifts(rects: readonly Rect[], axis: DistributeAxis): Point[] {
  const start = (r: Rect) => (axis === 'horizontal' ? r.x : r.y);
  const length = (r: Rect) => (axis === 'horizontal' ? r.width : r.height);
  const shifts = rects.map(() => ({ x: 0, y: 0 }));
  if (rects.length < 3) return shifts;
  // Ordered by their centres, so a wide layer behind a narrow one keeps its place in the row.
  const order = rects.map((_, i) => i).sort((a, b) => start(rects[a]!) + length(rects[a]!) / 2 - (start(rects[b]!) + length(rects[b]!) / 2));
  const first = rects[order[0]!]!;
  const last = rects[order[order.length - 1]!]!;
  const span = start(last) + length(last) - start(first);
  const gap = (span - rects.reduce((sum, r) => sum + length(r), 0)) / (rects.length - 1);
  let cursor = start(first);
  for (const index of order) {
    const rect = rects[index]!;
    const by = cursor - start(rect);
    shifts[index] = axis === 'horizontal' ? { x: by, y: 0 } : { x: 0, y: by };
    cursor += length(rect) + gap;
  }
  return shifts;
}

/**
 * The part of `shift` that keeps a group whose bounds are `bounds` inside the print area: a
 * selection dragged against an edge stops there as one piece, its layers keeping their places
 * relative to each other. A group already past an edge is brought back inside.
 */
export function keepGroupInside(bounds: Rect, shift: Point, area: AreaSize): Point {
  const axis = (start: number, length: number, by: number, limit: number) => {
    if (length >= limit) return (limit - length) / 2 - start;
    return Math.min(Math.max(by, -start), limit - length - start);
  };
  return { x: axis(bounds.x, bounds.width, shift.x, area.width), y: axis(bounds.y, bounds.height, shift.y, area.height) };
}
