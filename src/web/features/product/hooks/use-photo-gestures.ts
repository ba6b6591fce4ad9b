import { useRef, useState, type PointerEvent } from 'react';
import { dragAxis, gestureResult } from '../../../hooks/swipe-gesture';
import { MIN_ZOOM, type PinchStart, type Point, type Zoom } from '../logic/zoom';
import type { PhotoZoom } from './use-photo-zoom';

interface Gesture {
  start: Point & { at: number };
  /** The zoom when the first finger went down (a pan starts from it). */
  zoom: Zoom;
  pinch: PinchStart | null;
  /** A second finger came down: the gesture is a pinch to its end, never a tap or a swipe. */
  pinched: boolean;
}

type StagePointerEvent = PointerEvent<HTMLDivElement>;

/**
 * The fingers (or the mouse) on the photo viewer's stage: a swipe at 1x moves between photos
 * and the photo follows it (`dragX`), a pinch or a double tap zooms, a finger pans while zoomed.
 * `following` is true while a finger is down.
 */
export function usePhotoGestures(photo: PhotoZoom, index: number) {
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const [dragX, setDragX] = useState(0);
  const [following, setFollowing] = useState(false);

  const endGesture = () => {
    gesture.current = null;
    setFollowing(false);
    setDragX(0);
  };

  const onPointerDown = (event: StagePointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const fingers = [...pointers.current.values()];
    if (fingers.length === 1) {
      gesture.current = { start: { x: event.clientX, y: event.clientY, at: event.timeStamp }, zoom: photo.zoom, pinch: null, pinched: false };
    } else if (fingers.length === 2 && gesture.current) {
      const [a, b] = fingers as [Point, Point];
      gesture.current.pinch = photo.pinchStart(a, b);
      gesture.current.pinched = true;
      setDragX(0);
    }
    setFollowing(true);
  };

  const onPointerMove = (event: StagePointerEvent) => {
    const current = gesture.current;
    if (!current || !pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const fingers = [...pointers.current.values()];
    if (current.pinch && fingers.length >= 2) {
      const [a, b] = fingers as [Point, Point];
      photo.pinchTo(current.pinch, a, b);
      return;
    }
    // One finger left after a pinch: it waits to lift rather than jump into a pan.
    if (current.pinched) return;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (current.zoom.scale > MIN_ZOOM) photo.panFrom(current.zoom, dx, dy);
    else if (dragAxis(dx, dy) === 'x') setDragX(dx);
  };

  const onPointerUp = (event: StagePointerEvent) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (!current) return;
    if (pointers.current.size > 0) {
      current.pinch = null;
      return;
    }
    endGesture();
    if (current.pinched) return;
    const travel = { dx: event.clientX - current.start.x, dy: event.clientY - current.start.y, ms: event.timeStamp - current.start.at };
    const result = gestureResult(travel, photo.measure().stage.width);
    if (result === 'tap') photo.tap({ at: event.timeStamp, x: event.clientX, y: event.clientY });
    else if (current.zoom.scale === MIN_ZOOM && (result === 'next' || result === 'prev')) photo.show(index + (result === 'next' ? 1 : -1));
  };

  const onPointerCancel = (event: StagePointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) endGesture();
  };

  return { dragX, following, stageHandlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}
