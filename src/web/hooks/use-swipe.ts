import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { dragAxis, gestureResult, type SwipeDirection } from './swipe-gesture';

interface DragStart {
  pointerId: number;
  x: number;
  y: number;
  at: number;
  width: number;
  axis: 'x' | 'y' | null;
}

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  onClickCapture: (event: MouseEvent<HTMLElement>) => void;
}

export interface Swipe {
  /** Spread on the swipe area (which needs `touch-action: pan-y`, so the page still scrolls). */
  handlers: SwipeHandlers;
  /** How far (px) a sideways drag has moved so far, for the slide to follow the finger; 0 at rest. */
  dragX: number;
}

/**
 * Sideways swipes on an area, by pointer events (finger, pen and mouse alike): a drag that goes
 * more sideways than up follows the finger and, far or fast enough, calls onSwipe with the
 * release's timeStamp (the clock a slide guard compares). A vertical drag is left to the page.
 * The click a drag may end in is swallowed, so a swipe over a banner does not open its link.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection, at: number) => void, enabled = true): Swipe {
  const start = useRef<DragStart | null>(null);
  const dragged = useRef(false);
  const [dragX, setDragX] = useState(0);

  const end = () => {
    start.current = null;
    setDragX(0);
  };

  const handlers: SwipeHandlers = {
    onPointerDown(event) {
      // A new press: whatever the last drag swallowed, this one's click is the shopper's.
      dragged.current = false;
      if (!enabled || !event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const width = event.currentTarget.getBoundingClientRect().width;
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, at: event.timeStamp, width, axis: null };
    },
    onPointerMove(event) {
      const drag = start.current;
      if (!drag || drag.pointerId !== event.pointerId) return;
      const dx = event.clientX - drag.x;
      if (drag.axis === null) {
        drag.axis = dragAxis(dx, event.clientY - drag.y);
        // Captured only once the drag is sideways: capturing on press would retarget a plain
        // click away from the link under the pointer.
        if (drag.axis === 'x' && !event.currentTarget.hasPointerCapture(event.pointerId)) {
          event.currentTarget.setPointerCapture(event.pointerId);
        }
      }
      if (drag.axis === 'x') {
        dragged.current = true;
        setDragX(dx);
      }
    },
    onPointerUp(event) {
      const drag = start.current;
      if (!drag || drag.pointerId !== event.pointerId) return;
      end();
      if (drag.axis !== 'x') return;
      const result = gestureResult({ dx: event.clientX - drag.x, dy: event.clientY - drag.y, ms: event.timeStamp - drag.at }, drag.width);
      if (result === 'next' || result === 'prev') onSwipe(result, event.timeStamp);
    },
    onPointerCancel: end,
    onClickCapture(event) {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return { handlers, dragX };
}
