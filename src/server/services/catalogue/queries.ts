import { and, arrayContains, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, productDetails, productVariants, products, reviews, users, variantSizes } from '../../db/schema';
import { paiseToRupees } from '../../../shared/money';
import type { Category, SubCategory, Tag } from '../../../shared/catalogue-options';
import type { components } from '../../../api/schema.gen';
import { normalizeListOptions, type ListOptions } from '../../../shared/listing-options';
import { productFilterCondition, productOrder } from './list-options';

type Schemas = components['schemas'];
export type ProductCard = Schemas['ProductCard'];
export type ProductPage = Schemas['ProductPage'];
export type ProductDetail = Schemas['ProductDetail'];

/** The fixed seller label of the product page (spec section 9). */
export const SELLER_LABEL = 'Bhopal Threads Retail Pvt. Ltd.';

export type ListFilter = { tag: Tag } | { category: Category; subCategories?: readonly SubCategory[] };

function filterCondition(filter: ListFilter): SQL | undefined {
  if ('tag' in filter) return arrayContains(products.tags, [filter.tag]);
  return and(
    eq(products.category, filter.category),
    filter.subCategories ? inArray(products.subCategory, [...filter.subCategories]) : undefined,
  );
}

/**
 * One page of visible products, newest first unless `options.sort` says otherwise, narrowed by
 * `options`' filters, with the total for paging. Page 1 also names the colours of the whole
 * list (filters aside), the choices of its colour filter.
 */
export async function listProducts(db: Db, filter: ListFilter, page: number, limit: number, options: ListOptions = {}): Promise<ProductPage> {
  const chosen = normalizeListOptions(options);
  const where = and(eq(products.hidden, false), filterCondition(filter), productFilterCondition(chosen));
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      pricePaise: products.pricePaise,
      discount: products.discount,
      finalPricePaise: products.finalPricePaise,
      subCategory: products.subCategory,
      totalCount: sql<number>`cast(count(*) over () as integer)`,
    })
    .from(products)
    .where(where)
    .orderBy(...productOrder(chosen.sort ?? 'newest'))
    .limit(limit)
    .offset((page - 1) * limit);

  const ids = rows.map((row) => row.id);
  const covers = await firstVariants(db, ids, chosen.colors ?? []);
  const available = await productsInStock(db, ids);
  const totalCount = rows[0]?.totalCount ?? (page > 1 ? await countProducts(db, where) : 0);
  const colors = page === 1 ? await listColours(db, filter) : undefined;
  return {
    products: rows.map((row) => {
      const cover = covers.get(row.id);
      return {
        _id: row.id,
        variantId: cover?.id ?? '',
        name: row.name,
        color: cover?.color ?? '',
        price: paiseToRupees(row.pricePaise),
        finalPrice: paiseToRupees(row.finalPricePaise),
        discount: row.discount,
        images: cover?.images ?? [],
        subCategory: row.subCategory,
        isAvailable: available.has(row.id),
      };
    }),
    totalCount,
    page,
    limit,
    ...(colors ? { colors } : {}),
  };
}

/** A page past the end has no rows to carry count(*) over (), so the total is asked for separately. */
async function countProducts(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(products)
    .where(where);
  return row?.count ?? 0;
}

/** The colours of a list's visible products, one spelling each, in alphabetical order. */
async function listColours(db: Db, filter: ListFilter): Promise<string[]> {
  const rows = await db
    .select({ color: sql<string>`min(${productVariants.color})` })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.hidden, false), eq(productVariants.retired, false), filterCondition(filter)))
    .groupBy(sql`lower(${productVariants.color})`)
    .orderBy(sql`lower(${productVariants.color})`);
  return rows.map((row) => row.color);
}

/** Each product's cover colour: its first, or its first of the colours a filter asked for. */
async function firstVariants(db: Db, productIds: string[], preferred: readonly string[]) {
  const covers = new Map<string, { id: string; color: string; images: string[] }>();
  if (productIds.length === 0) return covers;
  const rows = await db
    .selectDistinctOn([productVariants.productId], {
      productId: productVariants.productId,
      id: productVariants.id,
      color: productVariants.color,
      images: productVariants.images,
    })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, productIds), eq(productVariants.retired, false)))
    .orderBy(
      productVariants.productId,
      ...(preferred.length ? [desc(inArray(sql`lower(${productVariants.color})`, preferred.map((c) => c.toLowerCase())))] : []),
      asc(productVariants.position),
      asc(productVariants.id),
    );
  for (const row of rows) covers.set(row.productId, row);
  return covers;
}

async function productsInStock(db: Db, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ productId: productVariants.productId })
    .from(variantSizes)
    .innerJoin(productVariants, eq(productVariants.id, variantSizes.variantId))
    .where(and(inArray(productVariants.productId, productIds), gt(variantSizes.stock, 0)));
  return new Set(rows.map((row) => row.productId));
}

const SIZE_ORDER = sql`array_position(array['S','M','L','XL','XXL']::text[], ${variantSizes.size})`;

/** A visible product with everything its page shows, or null. */
export async function getProduct(db: Db, productId: string): Promise<ProductDetail | null> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.hidden, false)))
    .limit(1);
  if (!product) return null;

  const variants = await db
    .select({ id: productVariants.id, color: productVariants.color, images: productVariants.images })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.retired, false)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const sizes = await db
    .select({ variantId: variantSizes.variantId, size: variantSizes.size, stock: variantSizes.stock })
    .from(variantSizes)
    .innerJoin(productVariants, eq(productVariants.id, variantSizes.variantId))
    // Retired sizes (and the sizes of retired colours) are left out of the size picker; old orders still name them.
    .where(and(eq(productVariants.productId, productId), eq(variantSizes.retired, false), eq(productVariants.retired, false)))
    .orderBy(SIZE_ORDER);
  const [details] = await db.select().from(productDetails).where(eq(productDetails.productId, productId)).limit(1);
  const reviewRows = await db
    .select({
      id: reviews.id,
      username: users.username,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      staffReply: reviews.staffReply,
      repliedAt: reviews.repliedAt,
      // A shopper who received this product (an order of it was delivered, returned or not later): a verified buyer.
      verifiedBuyer: sql<boolean>`exists (select 1 from ${orders} where ${orders.userId} = ${reviews.userId} and ${orders.productId} = ${reviews.productId} and ${orders.deliveredAt} is not null)`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    // A review staff hid is left off the page (and out of the average, ratings.ts).
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));

  const variantViews = variants.map((variant) => {
    const own = sizes.filter((row) => row.variantId === variant.id).map(({ size, stock }) => ({ size, stock }));
    return { _id: variant.id, color: variant.color, images: variant.images, sizes: own, inStock: own.some((s) => s.stock > 0) };
  });
  // Comment-only reviews (no stars) do not pull the average down.
  const rated = reviewRows.flatMap((review) => (review.rating === null ? [] : [review.rating]));
  const ratingSum = rated.reduce((sum, rating) => sum + rating, 0);
  return {
    _id: product.id,
    name: product.name,
    description: product.description,
    price: paiseToRupees(product.pricePaise),
    finalPrice: paiseToRupees(product.finalPricePaise),
    discount: product.discount,
    images: variantViews[0]?.images ?? [],
    category: product.category,
    subCategory: product.subCategory,
    tags: product.tags,
    returnPolicy: product.returnPolicy,
    codAvailable: product.codAvailable,
    isAvailable: variantViews.some((variant) => variant.inStock),
    variants: variantViews,
    productDetails: details
      ? [
          {
            overview: details.overview,
            features: details.features,
            materialAndCare: details.materialAndCare,
            specifications: details.specifications,
          },
        ]
      : [],
    reviews: reviewRows.map((review) => ({
      _id: review.id,
      user: { username: review.username },
      rating: review.rating ?? 0,
      comment: review.comment,
      createdAt: review.createdAt.toISOString(),
      verifiedBuyer: review.verifiedBuyer === true,
      staffReply: review.staffReply && review.repliedAt ? { text: review.staffReply, createdAt: review.repliedAt.toISOString() } : null,
    })),
    averageRating: rated.length ? Math.round((ratingSum / rated.length) * 10) / 10 : 0,
    reviewCount: reviewRows.length,
    seller: SELLER_LABEL,
  };
}
