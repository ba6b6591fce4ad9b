import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, reviews, users } from '../../db/schema';
import { DomainError } from '../../errors';
import { MAX_REVIEW_REPLY, OWNER_MESSAGES } from '../../../shared/owner-rules';
import { recomputeAverageRatings } from '../catalogue/ratings';

/** Every review, newest first, hidden ones too (filtered when asked), with its product and writer. */
export async function listStaffReviews(db: Db, filter: { hidden?: boolean | undefined; page: number; limit: number }) {
  const where = filter.hidden === undefined ? undefined : eq(reviews.hidden, filter.hidden);
  const [total] = await db.select({ n: count() }).from(reviews).where(where);
  const rows = await db
    .select({ review: reviews, productName: products.name, username: users.username, email: users.email })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return {
    reviews: rows.map(({ review, productName, username, email }) => ({
      _id: review.id,
      product: { _id: review.productId, name: productName },
      user: { username, email },
      rating: review.rating ?? 0,
      comment: review.comment,
      hidden: review.hidden,
      staffReply: review.staffReply && review.repliedAt ? { text: review.staffReply, createdAt: review.repliedAt.toISOString() } : null,
      createdAt: review.createdAt.toISOString(),
    })),
    totalCount: total?.n ?? 0,
    page: filter.page,
    limit: filter.limit,
  };
}

/**
 * Hides or shows a review, and sets or clears (an empty reply) the shop's reply under it. A
 * hidden review leaves the product's average; the product's cached page is dropped by the
 * caller with the product id answered here.
 */
export async function moderateReview(db: Db, reviewId: string, change: { hidden?: boolean | undefined; reply?: string | undefined }): Promise<{ productId: string; message: string }> {
  if (change.hidden === undefined && change.reply === undefined) throw new DomainError('INVALID_DATA', OWNER_MESSAGES.reviewNothingToChange);
  const reply = change.reply?.trim();
  if (reply !== undefined && reply.length > MAX_REVIEW_REPLY) throw new DomainError('INVALID_DATA', OWNER_MESSAGES.replyTooLong);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reviews)
      .set({
        ...(change.hidden === undefined ? {} : { hidden: change.hidden }),
        ...(reply === undefined ? {} : reply === '' ? { staffReply: null, repliedAt: null } : { staffReply: reply, repliedAt: sql`now()` }),
      })
      .where(eq(reviews.id, reviewId.toLowerCase()))
      .returning({ productId: reviews.productId });
    if (!updated) throw new DomainError('NOT_FOUND', OWNER_MESSAGES.reviewNotFound);
    if (change.hidden !== undefined) await recomputeAverageRatings(tx, [updated.productId]);
    const message =
      reply !== undefined ? (reply === '' ? OWNER_MESSAGES.replyRemoved : OWNER_MESSAGES.replySaved) : change.hidden ? OWNER_MESSAGES.reviewHidden : OWNER_MESSAGES.reviewShown;
    return { productId: updated.productId, message };
  });
}
