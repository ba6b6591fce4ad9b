/**
 * The photo viewer's zoom kernel: a scale and a pan (px, from the stage's centre) applied as
 * `translate(x, y) scale(s)` about the image's centre. Points are also measured from the
 * stage's centre. Pure functions, tested with plain objects.
 */

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
/** Where a double tap zooms to (a second double tap goes back to 1). */
export const DOUBLE_TAP_ZOOM = 2;
/** One press of Zoom in (or Zoom out divides by it). */
export const ZOOM_STEP = 1.5;

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

/** The size of a `width` x `height` picture fitted inside the stage (object-fit: contain). */
export function fittedSize(picture: Size, stage: Size): Size {
  const ratio = Math.min(stage.width / picture.width, stage.height / picture.height);
  return { width: picture.width * ratio, height: picture.height * ratio };
}

/**
 * The zoom with its pan held to what keeps the picture on the stage: a zoomed picture moves only
 * as far as it overflows the stage, so no empty band opens at an edge; at 1x it is centred.
 */
export function clampPan(zoom: Zoom, fitted: Size, stage: Size): Zoom {
  const scale = clampScale(zoom.scale);
  const maxX = Math.max(0, (fitted.width * scale - stage.width) / 2);
  const maxY = Math.max(0, (fitted.height * scale - stage.height) / 2);
  const hold = (value: number, max: number) => (max === 0 ? 0 : Math.min(max, Math.max(-max, value)));
  return { scale, x: hold(zoom.x, maxX), y: hold(zoom.y, maxY) };
}

/** The zoom at `scale` (clamped) that keeps the point of the picture under `focus` where it is. */
export function zoomAt(zoom: Zoom, scale: number, focus: Point, fitted: Size, stage: Size): Zoom {
  const next = clampScale(scale);
  const ratio = next / zoom.scale;
  return clampPan({ scale: next, x: focus.x - (focus.x - zoom.x) * ratio, y: focus.y - (focus.y - zoom.y) * ratio }, fitted, stage);
}

/** A double tap: zoomed in at the tapped point, or back to the whole picture when already zoomed. */
export function doubleTapZoom(zoom: Zoom, at: Point, fitted: Size, stage: Size): Zoom {
  if (zoom.scale > MIN_ZOOM) return NO_ZOOM;
  return zoomAt(zoom, DOUBLE_TAP_ZOOM, at, fitted, stage);
}

/** A pinch's state when its second finger went down. */
export interface PinchStart {
  zoom: Zoom;
  distance: number;
  middle: Point;
}

/**
 * A pinch in progress: the scale follows the fingers' spread, and the point of the picture that
 * was between them when the pinch began stays between them (so two fingers also pan).
 */
export function pinchZoom(start: PinchStart, distance: number, middle: Point, fitted: Size, stage: Size): Zoom {
  const scale = clampScale(start.zoom.scale * (distance / Math.max(start.distance, 1)));
  // The picture's point under the starting middle, in unscaled px from its centre.
  const anchorX = (start.middle.x - start.zoom.x) / start.zoom.scale;
  const anchorY = (start.middle.y - start.zoom.y) / start.zoom.scale;
  return clampPan({ scale, x: middle.x - anchorX * scale, y: middle.y - anchorY * scale }, fitted, stage);
}

/** A one-finger drag while zoomed: the picture moves with the finger, within the stage. */
export function panBy(start: Zoom, dx: number, dy: number, fitted: Size, stage: Size): Zoom {
  return clampPan({ scale: start.scale, x: start.x + dx, y: start.y + dy }, fitted, stage);
}

/** Zoom in or out by one step about the stage's centre (the buttons and the + and - keys). */
export function stepZoom(zoom: Zoom, direction: 'in' | 'out', fitted: Size, stage: Size): Zoom {
  const scale = direction === 'in' ? zoom.scale * ZOOM_STEP : zoom.scale / ZOOM_STEP;
  // Snap to 1 within rounding, so Zoom out is disabled again after in then out.
  const snapped = Math.abs(scale - MIN_ZOOM) < 0.01 ? MIN_ZOOM : scale;
  return zoomAt(zoom, snapped, { x: 0, y: 0 }, fitted, stage);
}
