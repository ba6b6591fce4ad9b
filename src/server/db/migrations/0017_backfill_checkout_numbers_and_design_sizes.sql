-- A design line in the cart used to take its size from the saved design; now each line of a
-- design is one size (a team order), so the lines already in carts get the design's size.
UPDATE "cart_items" AS c
SET "size" = d."document"->>'size'
FROM "designs" AS d
WHERE c."design_id" = d."id" AND c."size" IS NULL;
--> statement-breakpoint
-- Every order gets its checkout number: the tracking id of its checkout's first order (oldest,
-- then lowest id, as the orders of one checkout are listed), or its own for a Buy Now.
UPDATE "orders" AS o
SET "checkout_number" = f."tracking_id"
FROM (
  SELECT DISTINCT ON ("checkout_id") "checkout_id", "tracking_id"
  FROM "orders"
  WHERE "checkout_id" IS NOT NULL
  ORDER BY "checkout_id", "created_at", "id"
) AS f
WHERE o."checkout_id" = f."checkout_id" AND o."checkout_number" IS NULL;
--> statement-breakpoint
UPDATE "orders" SET "checkout_number" = "tracking_id" WHERE "checkout_id" IS NULL AND "checkout_number" IS NULL;
