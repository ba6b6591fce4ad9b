import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { objectPosition, type FocalPoint } from '../../../../../shared/focal-crop';
import { focalAt, focalText, nudgeFocal } from '../logic/focal-point';
import styles from './focal-point-picker.module.css';

/** A place the picture is shown cropped: its name, its shape (width / height) and how wide to draw the preview. */
export interface CropFrame {
  label: string;
  aspect: number;
  width: number;
}

/**
 * The whole picture with a focal point to drag (mouse, pen or finger) or move with the arrow keys
 * (Shift for bigger steps, Home for the centre), and beside it the picture cropped as each frame
 * will show it. The previews use the server's own rule (shared/focal-crop), so what staff see
 * before saving is what the shop serves.
 */
export function FocalPointPicker({ src, value, onChange, frames, label = 'Focal point' }: { src: string; value: FocalPoint; onChange: (focal: FocalPoint) => void; frames: readonly CropFrame[]; label?: string }) {
  const picture = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = picture.current?.getBoundingClientRect();
    if (box) onChange(focalAt(box, event.clientX, event.clientY));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nudgeFocal(value, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <div className={styles.picker}>
      <div
        ref={picture}
        className={dragging ? `${styles.picture} ${styles.dragging}` : styles.picture}
        onPointerDown={(event) => {
          // Captured, so the drag goes on when the finger leaves the picture; the handle keeps focus for the keys.
          event.currentTarget.setPointerCapture(event.pointerId);
          setDragging(true);
          follow(event);
          event.currentTarget.querySelector<HTMLElement>('[role="slider"]')?.focus();
        }}
        onPointerMove={(event) => dragging && follow(event)}
        onPointerUp={() => setDragging(false)}
        onPointerCancel={() => setDragging(false)}
      >
        <img src={src} alt="" draggable={false} onLoad={(event) => setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })} />
        <div
          role="slider"
          tabIndex={0}
          aria-label={label}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(value.x * 100)}
          aria-valuetext={focalText(value)}
          className={styles.handle}
          style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
          onKeyDown={onKeyDown}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {label}: {focalText(value)}. Drag the ring to what must stay in view, or use the arrow keys (Shift moves further, Home centres it).
      </p>
      <div className={styles.frames}>
        {frames.map((frame) => (
          <figure key={frame.label} className={styles.frame} style={{ width: `min(100%, ${frame.width}px)` }}>
            <div className={styles.crop} style={{ aspectRatio: String(frame.aspect) }}>
              {size ? <img src={src} alt="" draggable={false} data-frame={frame.label} style={{ objectPosition: objectPosition(size.width, size.height, frame.aspect, value) }} /> : null}
            </div>
            <figcaption>{frame.label}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
