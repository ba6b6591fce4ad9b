import { describe, expect, it } from 'vitest';
import { ratingLabel, starsFor } from './rating-stars';

describe('starsFor', () => {
  it('shows a half star when the fraction is at least 0.5', () => {
    expect(starsFor(4.5)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(starsFor(3.7)).toEqual({ full: 3, half: 1, empty: 1 });
  });

  it('shows no half star below 0.5', () => {
    expect(starsFor(4.4)).toEqual({ full: 4, half: 0, empty: 1 });
    expect(starsFor(2.49)).toEqual({ full: 2, half: 0, empty: 3 });
  });

  it('treats a floating-point near miss of .5 as .5', () => {
    expect(starsFor(4.4999999999)).toEqual({ full: 4, half: 1, empty: 0 });
  });

  it('handles whole numbers, zero and the ends of the scale', () => {
    expect(starsFor(5)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starsFor(3)).toEqual({ full: 3, half: 0, empty: 2 });
    expect(starsFor(0)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starsFor(0.5)).toEqual({ full: 0, half: 1, empty: 4 });
  });

  it('clamps nonsense to the 0-5 scale', () => {
    expect(starsFor(7)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starsFor(-1)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starsFor(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 });
  });
});

describe('ratingLabel', () => {
  it('says the rating in words', () => {
    expect(ratingLabel(4.5)).toBe('Rated 4.5 out of 5');
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
    expect(ratingLabel(4.25)).toBe('Rated 4.3 out of 5');
  });
});
