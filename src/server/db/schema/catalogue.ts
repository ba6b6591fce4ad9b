import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Category, ShopSize, SubCategory, Tag } from '../../../shared/catalogue-options';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One product. Money is kept in paise (integers) so that no rupee amount is ever a float. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** M.R.P. in paise. */
    pricePaise: integer('price_paise').notNull(),
    /** Discount in whole percent, 0-100. */
    discount: integer('discount').notNull().default(0),
    /** price - price * discount / 100, rounded to the paisa; kept so lists can sort and filter on it. */
    finalPricePaise: integer('final_price_paise').notNull(),
    category: text('category').$type<Category>().notNull(),
    subCategory: text('sub_category').$type<SubCategory>().notNull(),
    tags: text('tags').array().$type<Tag[]>().notNull().default(sql`'{}'::text[]`),
    /** Days within which a delivered order can be returned. */
    returnPolicy: integer('return_policy').notNull().default(7),
    codAvailable: boolean('cod_available').notNull().default(true),
    /** Staff can hide a product without deleting it (orders keep pointing at it). */
    hidden: boolean('hidden').notNull().default(false),
    /**
     * The mean of the product's star ratings (comment-only reviews left out), 0 with none:
     * kept beside the product so that a list sorted by rating reads an index, not every review.
     * Written by the reviews service after each review and by the seed (recomputeAverageRatings).
     */
    averageRating: real('average_rating').notNull().default(0),
    /** HSN code printed on the tax invoice (6109 tees, 6110 hoodies); null: by sub-category (services/invoices/gst-rates.ts). */
    hsn: text('hsn'),
    /** A size with this many units or fewer is listed in the staff stock alert (0 turns it off but for sold-out sizes). */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(3),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.category, t.createdAt),
    index('products_sub_category_idx').on(t.subCategory, t.createdAt),
    index('products_tags_idx').using('gin', t.tags),
    // The listings' sorts: each key with the newest-first tie-break it is read with.
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_final_price_idx').on(t.finalPricePaise, t.createdAt),
    index('products_discount_idx').on(t.discount, t.createdAt),
    index('products_rating_idx').on(t.averageRating, t.createdAt),
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check('products_discount_range', sql`${t.discount} between 0 and 100`),
    check('products_low_stock_threshold_range', sql`${t.lowStockThreshold} between 0 and 1000`),
  ],
);

/** A colour of a product, with its own images (document keys, first is the cover). */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    /**
     * A colour with orders is retired, not deleted (orders point at it): the storefront leaves it
     * out, its sizes are retired with it, and staff can bring it back.
     */
    retired: boolean('retired').notNull().default(false),
    /**
     * Full-text vector over product name, colour, sub-category and tags, written by the
     * catalogue service on every product write. Search hits are per variant (spec section 3).
     */
    searchVector: tsvector('search_vector').notNull(),
    /**
     * The same words as plain lower-case text, for typo-tolerant search: pg_trgm's word
     * similarity ('hodie' finds 'hoodie') through the trigram index below. Written with the vector.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    index('product_variants_search_idx').using('gin', t.searchVector),
    index('product_variants_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Stock per colour and size. Stock never goes below zero: the check is the last line of defence. */
export const variantSizes = pgTable(
  'variant_sizes',
  {
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    size: text('size').$type<ShopSize>().notNull(),
    stock: integer('stock').notNull().default(0),
    /**
     * A size with orders is retired, not deleted: the storefront and its size picker leave it out,
     * its stock is 0 so it cannot be bought, and old orders still show it. Setting its stock again brings it back.
     */
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.size] }), check('variant_sizes_stock_non_negative', sql`${t.stock} >= 0`)],
);

export type Specification = { _id: string; name: string; value: string };

export const productDetails = pgTable('product_details', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  overview: text('overview').notNull().default(''),
  features: text('features').array().notNull().default(sql`'{}'::text[]`),
  materialAndCare: text('material_and_care').array().notNull().default(sql`'{}'::text[]`),
  specifications: jsonb('specifications').$type<Specification[]>().notNull().default([]),
});

/** One review per user per product, enforced by the unique index. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1-5 stars, or null: the spec lets a shopper send a comment without a rating. */
    rating: integer('rating'),
    comment: text('comment').notNull().default(''),
    /** Hidden by staff: left off the product page and out of its average. */
    hidden: boolean('hidden').notNull().default(false),
    /** The shop's reply, shown under the review; null: none. */
    staffReply: text('staff_reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_created_idx').on(t.createdAt, t.id),
    check('reviews_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('reviews_not_empty', sql`${t.rating} is not null or length(trim(${t.comment})) > 0`),
  ],
);

/**
 * Delivery rules by pincode prefix (longest prefix wins). The shop decides where it delivers
 * and where cash on delivery is allowed; no third party is asked.
 */
export const serviceAreas = pgTable('service_areas', {
  pincodePrefix: text('pincode_prefix').primaryKey(),
  deliverable: boolean('deliverable').notNull(),
  codAvailable: boolean('cod_available').notNull(),
  note: text('note').notNull().default(''),
  /** The shop's own courier's days to deliver there (the local courier provider's estimate). */
  transitDays: smallint('transit_days').notNull().default(4),
});
