import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { documentUrl } from '../../../../api/documents';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon, ZoomInIcon, ZoomOutIcon } from '../../../components/ui/icons';
import { dragAxis, gestureResult, isDoubleTap, type Tap } from '../../../hooks/swipe-gesture';
import { PHOTO_SIZE } from '../logic/photo-size';
import { doubleTapZoom, fittedSize, MAX_ZOOM, MIN_ZOOM, NO_ZOOM, panBy, pinchZoom, stepZoom, type PinchStart, type Point, type Zoom } from '../logic/zoom';
import styles from './photo-viewer.module.css';

export interface PhotoViewerProps {
  /** Document keys of the photos. */
  images: readonly string[];
  /** The photo shown; the gallery's own, so that closing leaves the gallery on it. */
  index: number;
  onShow: (index: number) => void;
  /** What the photos show, for the dialog's name and the alt text. */
  subject: string;
  onClose: () => void;
}

interface Gesture {
  start: Point & { at: number };
  /** The zoom when the first finger went down (a pan starts from it). */
  zoom: Zoom;
  pinch: PinchStart | null;
  /** A second finger came down: the gesture is a pinch to its end, never a tap or a swipe. */
  pinched: boolean;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The full-screen photo viewer, a native modal <dialog>: showModal() moves focus in (to Close)
 * and makes the page behind inert; Escape closes it; focus goes back to what opened it. Swipe
 * or the arrow keys move between photos; pinch, double tap, the buttons or + and - zoom (up to
 * 3x), a finger pans while zoomed, and a double tap when zoomed shows the whole photo again.
 * Photos are the stored originals: the largest copy the shop has.
 */
export function PhotoViewer({ images, index, onShow, subject, onClose }: PhotoViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<Tap | null>(null);
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);
  const [dragX, setDragX] = useState(0);
  const [following, setFollowing] = useState(false);
  const countId = useId();
  const count = images.length;
  const key = images[index];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const show = (next: number) => {
    if (count < 2) return;
    onShow(((next % count) + count) % count);
    setZoom(NO_ZOOM);
  };
  const close = () => dialogRef.current?.close();

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

  const endGesture = () => {
    gesture.current = null;
    setFollowing(false);
    setDragX(0);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const fingers = [...pointers.current.values()];
    if (fingers.length === 1) {
      gesture.current = { start: { x: event.clientX, y: event.clientY, at: event.timeStamp }, zoom, pinch: null, pinched: false };
    } else if (fingers.length === 2 && gesture.current) {
      const [a, b] = fingers as [Point, Point];
      gesture.current.pinch = { zoom, distance: distance(a, b), middle: measure().fromCentre(middle(a, b)) };
      gesture.current.pinched = true;
      setDragX(0);
    }
    setFollowing(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current || !pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const { stage, fitted, fromCentre } = measure();
    const fingers = [...pointers.current.values()];
    if (current.pinch && fingers.length >= 2) {
      const [a, b] = fingers as [Point, Point];
      setZoom(pinchZoom(current.pinch, distance(a, b), fromCentre(middle(a, b)), fitted, stage));
      return;
    }
    // One finger left after a pinch: it waits to lift rather than jump into a pan.
    if (current.pinched) return;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (current.zoom.scale > MIN_ZOOM) setZoom(panBy(current.zoom, dx, dy, fitted, stage));
    else if (dragAxis(dx, dy) === 'x') setDragX(dx);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (!current) return;
    if (pointers.current.size > 0) {
      current.pinch = null;
      return;
    }
    endGesture();
    if (current.pinched) return;
    const { stage, fitted, fromCentre } = measure();
    const result = gestureResult(
      { dx: event.clientX - current.start.x, dy: event.clientY - current.start.y, ms: event.timeStamp - current.start.at },
      stage.width,
    );
    if (result === 'tap') {
      const tap = { at: event.timeStamp, x: event.clientX, y: event.clientY };
      if (isDoubleTap(lastTap.current, tap)) {
        lastTap.current = null;
        setZoom((now) => doubleTapZoom(now, fromCentre(tap), fitted, stage));
      } else {
        lastTap.current = tap;
      }
    } else if (current.zoom.scale === MIN_ZOOM && (result === 'next' || result === 'prev')) {
      show(index + (result === 'next' ? 1 : -1));
    }
  };

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) endGesture();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === '+' || event.key === '=') zoomStep('in');
    else if (event.key === '-') zoomStep('out');
    else return;
    event.preventDefault();
  };

  if (key === undefined) return null;
  const zoomed = zoom.scale > MIN_ZOOM;
  const photoClass = [styles.photo, following ? styles.following : '', zoomed ? styles.zoomed : ''].filter(Boolean).join(' ');

  return (
    <dialog
      ref={dialogRef}
      className={styles.viewer}
      aria-label={`Photos of ${subject}`}
      aria-describedby={countId}
      onKeyDown={onKeyDown}
      onClose={() => {
        // A close left over from an earlier mount (React's strict double effect) finds the dialog open again.
        if (!dialogRef.current?.open) onClose();
      }}
    >
      <div className={styles.bar}>
        <p id={countId} className={styles.count} aria-live="polite" aria-atomic="true">
          {`Photo ${index + 1} of ${count}`}
        </p>
        <button type="button" className={styles.round} onClick={close} aria-label="Close photo viewer">
          <CloseIcon />
        </button>
      </div>
      <div
        ref={stageRef}
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <img
          key={key}
          className={photoClass}
          src={documentUrl(key)}
          alt={`${subject}, photo ${index + 1} of ${count}`}
          width={PHOTO_SIZE.width}
          height={PHOTO_SIZE.height}
          draggable={false}
          decoding="async"
          style={{ transform: `translate(${zoom.x + dragX}px, ${zoom.y}px) scale(${zoom.scale})` }}
          data-testid="viewer-photo"
        />
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.round} onClick={() => show(index - 1)} disabled={count < 2} aria-label="Previous photo">
          <ArrowLeftIcon />
        </button>
        {/* aria-disabled, not disabled: a button that disables itself under the keyboard would drop focus. */}
        <button type="button" className={styles.round} onClick={() => zoomStep('out')} aria-disabled={!zoomed} aria-label="Zoom out">
          <ZoomOutIcon />
        </button>
        <p className={styles.level} aria-live={following ? 'off' : 'polite'}>
          <span className="visually-hidden">Zoom </span>
          {`${Math.round(zoom.scale * 100)}%`}
        </p>
        <button type="button" className={styles.round} onClick={() => zoomStep('in')} aria-disabled={zoom.scale >= MAX_ZOOM} aria-label="Zoom in">
          <ZoomInIcon />
        </button>
        <button type="button" className={styles.round} onClick={() => show(index + 1)} disabled={count < 2} aria-label="Next photo">
          <ArrowRightIcon />
        </button>
      </div>
    </dialog>
  );
}
