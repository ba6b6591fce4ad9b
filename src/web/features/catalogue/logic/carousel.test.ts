import { describe, expect, it } from 'vitest';
import {
  initialCarousel,
  isSliding,
  moveCarousel,
  shouldAutoAdvance,
  SLIDE_GUARD_MS,
  wrapIndex,
  type CarouselState,
} from './carousel';

describe('wrapIndex', () => {
  it('keeps indexes inside the list and wraps at both ends', () => {
    expect(wrapIndex(0, 4)).toBe(0);
    expect(wrapIndex(3, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
  });

  it('answers 0 for an empty list', () => {
    expect(wrapIndex(2, 0)).toBe(0);
  });
});

describe('moveCarousel', () => {
  const at = (index: number, movedAt: number | null = null): CarouselState => ({ index, movedAt });

  it('steps forward and back, wrapping around', () => {
    expect(moveCarousel(initialCarousel, { type: 'next' }, 4, 1000)).toEqual(at(1, 1000));
    expect(moveCarousel(at(3), { type: 'next' }, 4, 1000)).toEqual(at(0, 1000));
    expect(moveCarousel(at(0), { type: 'prev' }, 4, 1000)).toEqual(at(3, 1000));
  });

  it('jumps to a dot', () => {
    expect(moveCarousel(at(0), { type: 'go', to: 2 }, 4, 50)).toEqual(at(2, 50));
  });

  it('ignores a second move while the first is sliding (300 ms guard)', () => {
    const moved = moveCarousel(at(0), { type: 'next' }, 4, 1000);
    expect(moveCarousel(moved, { type: 'next' }, 4, 1000 + SLIDE_GUARD_MS - 1)).toBe(moved);
    expect(moveCarousel(moved, { type: 'go', to: 3 }, 4, 1100)).toBe(moved);
    expect(moveCarousel(moved, { type: 'next' }, 4, 1000 + SLIDE_GUARD_MS)).toEqual(at(2, 1300));
  });

  it('does nothing for a single banner or a move to the slide shown', () => {
    const state = at(0);
    expect(moveCarousel(state, { type: 'next' }, 1, 10)).toBe(state);
    expect(moveCarousel(at(2, 0), { type: 'go', to: 2 }, 4, 10_000)).toEqual(at(2, 0));
  });
});

describe('isSliding', () => {
  it('is false before the first move and after the guard', () => {
    expect(isSliding(null, 0)).toBe(false);
    expect(isSliding(0, 299)).toBe(true);
    expect(isSliding(0, 300)).toBe(false);
  });
});

describe('shouldAutoAdvance', () => {
  const free = { count: 4, hovered: false, focused: false, reducedMotion: false, paused: false };

  it('advances when nothing holds it', () => {
    expect(shouldAutoAdvance(free)).toBe(true);
  });

  it('holds on hover, focus, Pause, reduced motion and a single banner', () => {
    expect(shouldAutoAdvance({ ...free, hovered: true })).toBe(false);
    expect(shouldAutoAdvance({ ...free, focused: true })).toBe(false);
    expect(shouldAutoAdvance({ ...free, paused: true })).toBe(false);
    expect(shouldAutoAdvance({ ...free, reducedMotion: true })).toBe(false);
    expect(shouldAutoAdvance({ ...free, count: 1 })).toBe(false);
  });
});
