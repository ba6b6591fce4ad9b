/** Banner carousel timing of spec section 9. */
export const AUTO_ADVANCE_MS = 5000;
/** A move started within this long of the last one is ignored (spec section 4: the slide guard). */
export const SLIDE_GUARD_MS = 300;

/** Any index folded into 0..count-1, so that stepping past either end wraps around. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export interface CarouselState {
  /** The slide shown. */
  index: number;
  /** When the last move started (ms, from the caller's clock), or null before the first. */
  movedAt: number | null;
}

export type CarouselMove = { type: 'next' } | { type: 'prev' } | { type: 'go'; to: number };

export const initialCarousel: CarouselState = { index: 0, movedAt: null };

/** True while a slide that started at movedAt is still sliding at now. */
export function isSliding(movedAt: number | null, now: number, guardMs = SLIDE_GUARD_MS): boolean {
  return movedAt !== null && now - movedAt < guardMs;
}

/**
 * The carousel after a move at time now: next and prev wrap around; go jumps to a dot. A move
 * while the previous slide is still sliding is ignored (the state comes back unchanged), and so
 * is a move to the slide already shown.
 */
export function moveCarousel(state: CarouselState, move: CarouselMove, count: number, now: number): CarouselState {
  if (count <= 1 || isSliding(state.movedAt, now)) return state;
  const target =
    move.type === 'next' ? state.index + 1 : move.type === 'prev' ? state.index - 1 : move.to;
  const index = wrapIndex(target, count);
  if (index === state.index) return state;
  return { index, movedAt: now };
}

export interface AutoAdvanceConditions {
  count: number;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
  /** The shopper asked for less motion (prefers-reduced-motion). */
  reducedMotion: boolean;
  /** The shopper pressed Pause. */
  paused: boolean;
}

/** Whether the carousel should move on by itself: never for one slide, on hover, focus, Pause or reduced motion. */
export function shouldAutoAdvance(c: AutoAdvanceConditions): boolean {
  return c.count > 1 && !c.hovered && !c.focused && !c.reducedMotion && !c.paused;
}
