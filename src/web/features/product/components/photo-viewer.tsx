import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { documentUrl } from '../../../../api/documents';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon, ZoomInIcon, ZoomOutIcon } from '../../../components/ui/icons';
import { usePhotoGestures } from '../hooks/use-photo-gestures';
import { usePhotoZoom } from '../hooks/use-photo-zoom';
import { PHOTO_SIZE } from '../logic/photo-size';
import { MAX_ZOOM, MIN_ZOOM, type Zoom } from '../logic/zoom';
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

/**
 * The full-screen photo viewer, a native modal <dialog>: showModal() moves focus in (to Close)
 * and makes the page behind inert; Escape closes it; focus goes back to what opened it. Swipe
 * or the arrow keys move between photos; pinch, double tap, the buttons or + and - zoom (up to
 * 3x), a finger pans while zoomed, and a double tap when zoomed shows the whole photo again.
 * Photos are the stored originals: the largest copy the shop has.
 */
export function PhotoViewer({ images, index, onShow, subject, onClose }: PhotoViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const photo = usePhotoZoom(images.length, onShow);
  const { stageRef, zoom, show, zoomStep } = photo;
  const { dragX, following, stageHandlers } = usePhotoGestures(photo, index);
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

  const close = () => dialogRef.current?.close();

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
      <div ref={stageRef} className={styles.stage} {...stageHandlers}>
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
      <PhotoViewerControls count={count} index={index} zoom={zoom} following={following} show={show} zoomStep={zoomStep} />
    </dialog>
  );
}

interface PhotoViewerControlsProps {
  count: number;
  index: number;
  zoom: Zoom;
  /** A finger is down: the zoom level is not read out while it changes under the finger. */
  following: boolean;
  show: (index: number) => void;
  zoomStep: (direction: 'in' | 'out') => void;
}

/** The viewer's bottom row: previous and next photo, zoom out and in, and the zoom level. */
function PhotoViewerControls({ count, index, zoom, following, show, zoomStep }: PhotoViewerControlsProps) {
  const zoomed = zoom.scale > MIN_ZOOM;
  return (
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
  );
}
