import type { FocalPoint } from '../../../../../shared/focal-crop';

/** An arrow key's step: 2 % of the picture, 10 % with Shift (a pointer is finer; keys must be quick too). */
const STEP = 0.02;
const BIG_STEP = 0.1;

const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

/** The focal point after an arrow, Home or End key; null for any other key (the page keeps it). */
export function nudgeFocal(focal: FocalPoint, key: string, shift: boolean): FocalPoint | null {
  const step = shift ? BIG_STEP : STEP;
  switch (key) {
    case 'ArrowLeft':
      return { x: clamp(focal.x - step), y: focal.y };
    case 'ArrowRight':
      return { x: clamp(focal.x + step), y: focal.y };
    case 'ArrowUp':
      return { x: focal.x, y: clamp(focal.y - step) };
    case 'ArrowDown':
      return { x: focal.x, y: clamp(focal.y + step) };
    case 'Home':
      return { x: 0.5, y: 0.5 };
    default:
      return null;
  }
}

/** The focal point under a pointer at (clientX, clientY) over a picture drawn in `box`. */
export function focalAt(box: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number): FocalPoint {
  return {
    x: clamp(box.width > 0 ? (clientX - box.left) / box.width : 0.5),
    y: clamp(box.height > 0 ? (clientY - box.top) / box.height : 0.5),
  };
}

/** The point in words, for screen readers and for the line under the picture. */
export const focalText = (focal: FocalPoint) => `${Math.round(focal.x * 100)}% across, ${Math.round(focal.y * 100)}% down`;
