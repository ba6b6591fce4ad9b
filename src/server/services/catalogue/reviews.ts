import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, reviews } from '../../db/schema';
import { DomainError } from '../../errors';
import { REVIEW_MESSAGES } from '../../../shared/review-messages';
import { recomputeAverageRatings } from './ratings';

/**
 * Adds the shopper's one review of a product. The spec's form refuses only a review with
 * neither stars nor words, so a comment without stars is accepted (and left out of the average).
 */
export async function addReview(db: Db, input: { productId: string; userId: string; rating: number; comment: string }): Promise<void> {
  const comment = input.comment.trim();
  if (input.rating === 0 && comment === '') throw new DomainError('INVALID_DATA', REVIEW_MESSAGES.bothRequired);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.hidden, false)))
    .limit(1);
  if (!product) throw new DomainError('NOT_FOUND', REVIEW_MESSAGES.productNotFound);
  // The unique index decides under concurrency; onConflictDoNothing tells us it was already there.
  const inserted = await db
    .insert(reviews)
    .values({ productId: product.id, userId: input.userId, rating: input.rating === 0 ? null : input.rating, comment })
    .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
    .returning({ id: reviews.id });
  if (inserted.length === 0) throw new DomainError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed);
  // A comment-only review leaves the mean as it was; recomputing anyway keeps one rule.
  await recomputeAverageRatings(db, [product.id]);
}
