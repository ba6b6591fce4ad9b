/** An axis-aligned rectangle in print units. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A box turned `rotation` degrees clockwise about its origin (x, y), as Konva turns nodes. */
export interface RotatedBox extends Rect {
  readonly rotation: number;
}

/** A point in print units. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Degrees to radians. */
export function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}
