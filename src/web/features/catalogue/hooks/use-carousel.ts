import { useEffect, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useSwipe } from '../../../hooks/use-swipe';
import { AUTO_ADVANCE_MS, initialCarousel, moveCarousel, shouldAutoAdvance, type CarouselMove } from '../logic/carousel';
import { usePrefersReducedMotion } from './use-media-query';

/**
 * The banner carousel's slide and its moves (arrows, dots, keys, swipes), each ignored while
 * the last is still sliding, and its timer: a move on every AUTO_ADVANCE_MS unless the pointer
 * is over it, a finger drags it, focus is inside it, Pause was pressed or the shopper asks for
 * reduced motion. `regionHandlers` go on the carousel's own element.
 */
export function useCarousel(count: number) {
  const [carousel, setCarousel] = useState(initialCarousel);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // `at` is the event's timeStamp: the same clock as performance.now(), which the timer uses.
  const move = (step: CarouselMove, at: number) => {
    setCarousel((state) => moveCarousel(state, step, count, at));
  };
  const swipe = useSwipe((direction, at) => move({ type: direction }, at), count > 1);
  const dragging = swipe.dragX !== 0;
  const autoAdvance = shouldAutoAdvance({ count, hovered: hovered || dragging, focused, reducedMotion, paused });
  const index = carousel.index;

  // Restarted after every move, so a banner the shopper just chose gets its full 5 s.
  useEffect(() => {
    if (!autoAdvance) return undefined;
    const timer = window.setTimeout(() => {
      const now = performance.now();
      setCarousel((state) => moveCarousel(state, { type: 'next' }, count, now));
    }, AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [autoAdvance, index, count]);

  const regionHandlers = {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => event.pointerType === 'mouse' && setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'ArrowRight') move({ type: 'next' }, event.timeStamp);
      else if (event.key === 'ArrowLeft') move({ type: 'prev' }, event.timeStamp);
      else return;
      event.preventDefault();
    },
  };

  return { index, move, swipe, dragging, autoAdvance, paused, setPaused, reducedMotion, regionHandlers };
}
