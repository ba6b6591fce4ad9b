-- The search words of every existing colour, as variantSearchFields writes them for new and edited
-- products (src/server/services/catalogue/search-text.ts): name, colour, the sub-category's words
-- with the names shoppers use for it, and tags. The vector is rebuilt from the same words, so
-- 'tee' and 'tshirt' find every t-shirt by prefix too.
UPDATE "product_variants" AS v
SET "search_text" = btrim(regexp_replace(lower(
      p."name" || ' ' || v."color" || ' ' ||
      CASE p."sub_category"
        WHEN 't-shirt' THEN 't shirt tshirt tee'
        WHEN 'oversize-t-shirt' THEN 'oversize oversized t shirt tshirt tee'
        WHEN 'regular-t-shirt' THEN 'regular t shirt tshirt tee'
        WHEN 'hoodie' THEN 'hoodie hoody'
        WHEN 'shacket' THEN 'shacket jacket'
        ELSE replace(p."sub_category", '-', ' ')
      END || ' ' || array_to_string(p."tags", ' ')
    ), '[^[:alnum:]]+', ' ', 'g'))
FROM "products" AS p
WHERE p."id" = v."product_id";--> statement-breakpoint
UPDATE "product_variants" SET "search_vector" = to_tsvector('simple', "search_text");
