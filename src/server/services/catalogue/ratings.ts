import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, reviews } from '../../db/schema';

/**
 * Writes products.average_rating (what the rating sort reads) from the reviews: the mean of
 * the stars given, comment-only and hidden reviews left out, 0 without any. For the given products, or
 * every product when none are named (the seed). Same rule as the product page's average and the
 * backfill migration 0012.
 */
export async function recomputeAverageRatings(db: Pick<Db, 'update'>, productIds?: readonly string[]): Promise<void> {
  const mean = sql<number>`coalesce((select avg(${reviews.rating})::real from ${reviews} where ${reviews.productId} = ${products.id} and ${reviews.rating} is not null and not ${reviews.hidden}), 0)`;
  const update = db.update(products).set({ averageRating: mean });
  if (productIds === undefined) await update;
  else if (productIds.length === 1) await update.where(eq(products.id, productIds[0]!));
  else if (productIds.length > 1) await update.where(inArray(products.id, [...productIds]));
}
