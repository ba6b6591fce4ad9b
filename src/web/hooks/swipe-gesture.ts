/**
 * The swipe kernel shared by the home banners, the product gallery and the photo viewer: plain
 * numbers in (how far and how fast a finger moved), a decision out. No DOM, so it is tested
 * with plain objects.
 */

/** A finger that moves less than this (CSS px) on each axis has tapped, not dragged. */
export const TAP_SLOP_PX = 10;
/** A tap lasts at most this long; a longer press is neither a tap nor a swipe. */
export const TAP_MAX_MS = 500;
/** A slow drag changes the slide once it has covered this share of the swipe area's width... */
export const SWIPE_MIN_SHARE = 0.2;
/** ...but never needs more than this many px (a wide desktop banner). */
export const SWIPE_MAX_DISTANCE_PX = 120;
/** A flick: this fast on average (px per ms) over at least FLICK_MIN_PX counts as a swipe. */
export const FLICK_MIN_VELOCITY = 0.35;
export const FLICK_MIN_PX = 24;
/** Two taps this close in time (ms) and place (px) are a double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_SLOP_PX = 30;

/** A finished one-finger gesture: its travel from where it went down, and how long it took. */
export interface Gesture {
  dx: number;
  dy: number;
  ms: number;
}

/** next: the finger went left (show what is on the right); prev: it went right. */
export type SwipeDirection = 'next' | 'prev';
export type GestureResult = SwipeDirection | 'tap' | 'none';

/**
 * Which way a drag is going, once it has left the tap slop: 'x' when it is more sideways than
 * up or down (the swipe area takes it), 'y' for a scroll (the page takes it), null before.
 */
export function dragAxis(dx: number, dy: number): 'x' | 'y' | null {
  if (Math.abs(dx) <= TAP_SLOP_PX && Math.abs(dy) <= TAP_SLOP_PX) return null;
  return Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
}

/** The distance a slow drag must cover in a swipe area `width` px wide. */
export function swipeDistance(width: number): number {
  return Math.min(SWIPE_MAX_DISTANCE_PX, Math.max(FLICK_MIN_PX, width * SWIPE_MIN_SHARE));
}

/**
 * What a finished gesture means: a tap, a swipe to the next or previous slide (far enough, or
 * a quick flick), or nothing (a mostly vertical drag, which was the page scrolling, or a drag
 * that stopped short).
 */
export function gestureResult(gesture: Gesture, width: number): GestureResult {
  const ax = Math.abs(gesture.dx);
  const ay = Math.abs(gesture.dy);
  if (ax <= TAP_SLOP_PX && ay <= TAP_SLOP_PX) return gesture.ms <= TAP_MAX_MS ? 'tap' : 'none';
  if (ax <= ay) return 'none';
  const velocity = ax / Math.max(gesture.ms, 1);
  const farEnough = ax >= swipeDistance(width);
  const flicked = ax >= FLICK_MIN_PX && velocity >= FLICK_MIN_VELOCITY;
  if (!farEnough && !flicked) return 'none';
  return gesture.dx < 0 ? 'next' : 'prev';
}

/** A tap's time (ms) and place (px). */
export interface Tap {
  at: number;
  x: number;
  y: number;
}

/** Whether `tap` completes a double tap begun by `previous`. */
export function isDoubleTap(previous: Tap | null, tap: Tap): boolean {
  if (!previous) return false;
  const soon = tap.at - previous.at >= 0 && tap.at - previous.at <= DOUBLE_TAP_MS;
  return soon && Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP_SLOP_PX;
}
