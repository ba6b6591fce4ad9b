import { useRef, useState } from 'react';
import { isDoubleTap, type Tap } from '../../../hooks/swipe-gesture';
import { PHOTO_SIZE } from '../logic/photo-size';
import { doubleTapZoom, fittedSize, NO_ZOOM, panBy, pinchZoom, stepZoom, type PinchStart, type Point, type Zoom } from '../logic/zoom';

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export type PhotoZoom = ReturnType<typeof usePhotoZoom>;

/**
 * The photo viewer's zoom, measured against its stage (`stageRef`): the buttons' and keys'
 * steps, a pinch, a pan and a double tap. `show` moves to another photo (wrapping round) and
 * shows it whole.
 */
export function usePhotoZoom(count: number, onShow: (index: number) => void) {
  const stageRef = useRef<HTMLDivElement>(null);
  const lastTap = useRef<Tap | null>(null);
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);

  const show = (next: number) => {
    if (count < 2) return;
    onShow(((next % count) + count) % count);
    setZoom(NO_ZOOM);
  };

  /** The stage's box, and the photo's box fitted in it at 1x. */
  const measure = () => {
    const rect = stageRef.current?.getBoundingClientRect() ?? new DOMRect(0, 0, window.innerWidth, window.innerHeight);
    const stage = { width: rect.width, height: rect.height };
    const fromCentre = (point: Point): Point => ({ x: point.x - rect.left - rect.width / 2, y: point.y - rect.top - rect.height / 2 });
    return { stage, fitted: fittedSize(PHOTO_SIZE, stage), fromCentre };
  };
  const zoomStep = (direction: 'in' | 'out') => {
    const { stage, fitted } = measure();
    setZoom((current) => stepZoom(current, direction, fitted, stage));
  };

  /** A second finger came down on `a` and `b`: the pinch starts from the zoom shown now. */
  const pinchStart = (a: Point, b: Point): PinchStart => ({ zoom, distance: distance(a, b), middle: measure().fromCentre(middle(a, b)) });
  const pinchTo = (pinch: PinchStart, a: Point, b: Point) => {
    const { stage, fitted, fromCentre } = measure();
    setZoom(pinchZoom(pinch, distance(a, b), fromCentre(middle(a, b)), fitted, stage));
  };
  const panFrom = (start: Zoom, dx: number, dy: number) => {
    const { stage, fitted } = measure();
    setZoom(panBy(start, dx, dy, fitted, stage));
  };
  /** A tap: the second of a double tap zooms in at it, or back to the whole photo. */
  const tap = (tapped: Tap) => {
    if (!isDoubleTap(lastTap.current, tapped)) {
      lastTap.current = tapped;
      return;
    }
    lastTap.current = null;
    const { stage, fitted, fromCentre } = measure();
    setZoom((now) => doubleTapZoom(now, fromCentre(tapped), fitted, stage));
  };

  return { stageRef, zoom, show, measure, zoomStep, pinchStart, pinchTo, panFrom, tap };
}
