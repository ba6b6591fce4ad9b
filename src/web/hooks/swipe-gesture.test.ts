import { describe, expect, it } from 'vitest';
import { dragAxis, gestureResult, isDoubleTap, swipeDistance, SWIPE_MAX_DISTANCE_PX } from './swipe-gesture';

const PHONE = 412;

describe('gestureResult', () => {
  it('reads a finger that barely moves, quickly, as a tap', () => {
    expect(gestureResult({ dx: 4, dy: -6, ms: 120 }, PHONE)).toBe('tap');
    expect(gestureResult({ dx: 0, dy: 0, ms: 900 }, PHONE)).toBe('none');
  });

  it('reads a long slow drag to the left as next and to the right as previous', () => {
    expect(gestureResult({ dx: -120, dy: 10, ms: 900 }, PHONE)).toBe('next');
    expect(gestureResult({ dx: 120, dy: -10, ms: 900 }, PHONE)).toBe('prev');
  });

  it('takes a short quick flick but not a short slow drag', () => {
    expect(gestureResult({ dx: -40, dy: 0, ms: 60 }, PHONE)).toBe('next');
    expect(gestureResult({ dx: -40, dy: 0, ms: 600 }, PHONE)).toBe('none');
    // Quick but inside the flick minimum: a wobble, not a swipe.
    expect(gestureResult({ dx: -18, dy: 0, ms: 20 }, PHONE)).toBe('none');
  });

  it('leaves a mostly vertical drag to the page (scrolling)', () => {
    expect(gestureResult({ dx: -100, dy: 160, ms: 200 }, PHONE)).toBe('none');
    expect(gestureResult({ dx: 60, dy: -60, ms: 50 }, PHONE)).toBe('none');
  });

  it('needs a share of the width, capped on wide banners', () => {
    expect(swipeDistance(PHONE)).toBeCloseTo(82.4);
    expect(swipeDistance(1280)).toBe(SWIPE_MAX_DISTANCE_PX);
    expect(gestureResult({ dx: -100, dy: 0, ms: 1000 }, 1280)).toBe('none');
    expect(gestureResult({ dx: -130, dy: 0, ms: 1000 }, 1280)).toBe('next');
  });
});

describe('dragAxis', () => {
  it('decides nothing inside the tap slop, then sideways or up and down', () => {
    expect(dragAxis(5, -5)).toBeNull();
    expect(dragAxis(-20, 8)).toBe('x');
    expect(dragAxis(8, 20)).toBe('y');
  });
});

describe('isDoubleTap', () => {
  it('pairs two taps close in time and place only', () => {
    const first = { at: 1000, x: 100, y: 200 };
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { at: 1250, x: 110, y: 190 })).toBe(true);
    expect(isDoubleTap(first, { at: 1400, x: 100, y: 200 })).toBe(false);
    expect(isDoubleTap(first, { at: 1100, x: 180, y: 200 })).toBe(false);
  });
});
