/** How many of the five stars are full, half and empty for an average rating. */
export interface StarCounts {
  full: number;
  half: 0 | 1;
  empty: number;
}

export const MAX_STARS = 5;

/**
 * The stars for an average rating (spec section 9): whole stars for the integer part, and a
 * half star when the fraction is at least 0.5 (4.5 -> four and a half, 4.4 -> four). Out of
 * range or non-numeric input is clamped to 0-5.
 */
export function starsFor(average: number): StarCounts {
  const rating = Number.isFinite(average) ? Math.min(Math.max(average, 0), MAX_STARS) : 0;
  const full = Math.floor(rating);
  // A hair of tolerance, so that 4.4999999999 from floating-point sums still counts as 4.5.
  const half: 0 | 1 = full < MAX_STARS && rating - full >= 0.5 - 1e-9 ? 1 : 0;
  return { full, half, empty: MAX_STARS - full - half };
}

/** The rating in words for screen readers: 'Rated 4.5 out of 5'. */
export function ratingLabel(average: number): string {
  const rating = Number.isFinite(average) ? Math.min(Math.max(average, 0), MAX_STARS) : 0;
  return `Rated ${Number(rating.toFixed(1))} out of ${MAX_STARS}`;
}
