import { ApiError } from '../../../../api/errors';

/** The review form's texts, word for word from spec sections 5 and 8. */
export const REVIEW_MESSAGES = {
  bothRequired: 'both fields are required rating & review',
  added: 'Review added successfully!',
  alreadyReviewed: 'You have already reviewed this product.',
  productNotFound: 'Product not found. Please try again later.',
  failed: 'Failed to add review. Please try again.',
} as const;

export const REVIEW_MAX_LENGTH = 2000;

/**
 * The form's own check before any call: the spec refuses a review only when it has neither
 * stars nor words, so a comment without stars (rating 0) and stars without words both pass.
 */
export function reviewProblem(rating: number, comment: string): string | null {
  return rating === 0 && comment.trim() === '' ? REVIEW_MESSAGES.bothRequired : null;
}

/** The message for a failed POST /product/{id}/addreview: the spec's three failure texts. */
export function reviewFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return REVIEW_MESSAGES.alreadyReviewed;
    if (error.status === 404) return REVIEW_MESSAGES.productNotFound;
  }
  return REVIEW_MESSAGES.failed;
}

const reviewDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** A review's date as Indian English writes it: '5 March 2025'. */
export function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : reviewDate.format(date);
}
