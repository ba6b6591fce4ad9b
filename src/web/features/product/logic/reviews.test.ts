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
  });
});
