-- The average star rating of every existing product, as recomputeAverageRatings writes it after a
-- review (src/server/services/catalogue/ratings.ts): the mean of the ratings given, comment-only
-- reviews left out, 0 for a product without any.
UPDATE "products" AS p
SET "average_rating" = coalesce((
  SELECT avg(r."rating")::real FROM "reviews" AS r WHERE r."product_id" = p."id" AND r."rating" IS NOT NULL
), 0);
