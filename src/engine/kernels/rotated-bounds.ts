import { toRadians, type Point, type Rect, type RotatedBox } from './geometry';

/** The four corners of a rotated box, clockwise from its origin. */
export function rotatedCorners(box: RotatedBox): Point[] {
  const cos = Math.cos(toRadians(box.rotation));
  const sin = Math.sin(toRadians(box.rotation));
  // Local corners, turned about the origin (y grows downwards, so positive angles turn clockwise).
  return [
    [0, 0],
    [box.width, 0],
    [box.width, box.height],
    [0, box.height],
  ].map(([lx = 0, ly = 0]) => ({ x: box.x + lx * cos - ly * sin, y: box.y + lx * sin + ly * cos }));
}

/** The axis-aligned bounds of a rotated box: what must fit inside the print area. */
export function rotatedBounds(box: RotatedBox): Rect {
  const corners = rotatedCorners(box);
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The centre of a rotated box (rotation moves it unless the origin is the centre). */
export function boxCentre(box: RotatedBox): Point {
  const cos = Math.cos(toRadians(box.rotation));
  const sin = Math.sin(toRadians(box.rotation));
  const hx = box.width / 2;
  const hy = box.height / 2;
  return { x: box.x + hx * cos - hy * sin, y: box.y + hx * sin + hy * cos };
}

/**
 * The origin that gives a box the new rotation while its centre stays put, so that rotating
 * from a panel button spins a layer in place instead of swinging it about its corner.
 */
export function originForRotationAboutCentre(box: RotatedBox, rotation: number): Point {
  const centre = boxCentre(box);
  const cos = Math.cos(toRadians(rotation));
  const sin = Math.sin(toRadians(rotation));
  const hx = box.width / 2;
  const hy = box.height / 2;
  return { x: centre.x - (hx * cos - hy * sin), y: centre.y - (hx * sin + hy * cos) };
}
