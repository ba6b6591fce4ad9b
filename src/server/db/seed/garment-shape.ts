/**
 * The outline of a garment as plain path data in a 1000 x 1000 box, garment centred on x = 500.
 * Shapes know nothing about colour; garment-svg.ts paints them.
 */

export type Pt = [number, number];
export type GarmentView = 'front' | 'back';

export interface Piece {
  d: string;
  /**
   * body and sleeve take the garment colour with shading; inner is the inside of the garment
   * (back of the neck, hood lining); trim is rib (cuffs, hem band) and is drawn with ribs.
   */
  role: 'body' | 'sleeve' | 'inner' | 'trim' | 'panel';
  /** Rib knit as the centre line of the band and its width (drawn as a dashed stroke, one dash per rib). */
  rib?: { d: string; width: number };
}

export type Extra =
  | { kind: 'label'; x: number; y: number }
  | { kind: 'button'; x: number; y: number; r: number }
  | { kind: 'cord'; d: string; end: Pt }
  | { kind: 'eyelet'; x: number; y: number };

export interface GarmentShape {
  /** In paint order: what is furthest back first. */
  pieces: Piece[];
  /** Collar ribs and hood rims: a slightly different tone drawn as a thick stroke. */
  rims: { d: string; width: number }[];
  /** Stitch lines (dashed). */
  seams: string[];
  /** Sharp dark lines: pocket openings, flap edges, seams that cast a shadow. */
  creases: string[];
  /** Soft drape shading, drawn as blurred strokes clipped to the garment. */
  folds: string[];
  extras: Extra[];
  /** Where a print sits (centre and width of its square); null where nothing is printed. */
  print: { cx: number; cy: number; size: number } | null;
}

export function mirror([x, y]: Pt): Pt {
  return [1000 - x, y];
}

/** The point `dist` units from `from` in the direction of `to`. */
export function toward(from: Pt, to: Pt, dist: number): Pt {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const len = Math.hypot(dx, dy) || 1;
  return [from[0] + (dx / len) * dist, from[1] + (dy / len) * dist];
}
