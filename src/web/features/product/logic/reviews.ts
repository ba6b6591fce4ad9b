import { ApiError } from '../../../../api/errors';
import { REVIEW_MESSAGES } from '../../../../shared/review-messages';

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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * A review's date on India's calendar as Indian English writes it: '5 March 2025'. Written out, not
 * by Intl.DateTimeFormat: the page's first date formatter loads the locale's data on the main
 * thread as the page starts, and the server (UTC) and a browser elsewhere would see other days.
 */
export function formatReviewDate(iso: string): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const india = new Date(at + INDIA_OFFSET_MS);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}
