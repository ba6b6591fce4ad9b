import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../api/errors';
import { formatReviewDate, reviewFailureMessage, reviewProblem } from './reviews';

describe('reviewProblem', () => {
  it('refuses only a review with neither stars nor words', () => {
    expect(reviewProblem(0, '')).toBe('both fields are required rating & review');
    expect(reviewProblem(0, '   ')).toBe('both fields are required rating & review');
    expect(reviewProblem(4, '')).toBeNull();
    expect(reviewProblem(0, 'Lovely fabric')).toBeNull();
  });
});

describe('reviewFailureMessage', () => {
  it('maps the server answers to the spec texts', () => {
    expect(reviewFailureMessage(new ApiError(409, 'x'))).toBe('You have already reviewed this product.');
    expect(reviewFailureMessage(new ApiError(404, 'x'))).toBe('Product not found. Please try again later.');
    expect(reviewFailureMessage(new ApiError(500, 'x'))).toBe('Failed to add review. Please try again.');
    expect(reviewFailureMessage(new ApiError('FETCH_ERROR', 'x'))).toBe('Failed to add review. Please try again.');
  });
});

describe('formatReviewDate', () => {
  it('writes the date in en-IN', () => {
    expect(formatReviewDate('2025-03-05T10:00:00.000Z')).toBe('5 March 2025');
    expect(formatReviewDate('nonsense')).toBe('');
    // India's day, wherever it is drawn: 20:00 UTC on 31 Dec is 1:30 on 1 Jan in Bhopal.
    expect(formatReviewDate('2025-12-31T20:00:00.000Z')).toBe('1 January 2026');
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
    for (let day = 0; day < 400; day += 7) {
      const at = new Date(Date.UTC(2025, 0, 1) + day * 86_400_000 + day * 3_600_000);
      expect(formatReviewDate(at.toISOString())).toBe(intl.format(at));
    }
  });
});
