import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { productVariants, products, variantSizes } from '../../db/schema';
import { PRICE_BANDS, type ListOptions, type ListSort } from '../../../shared/listing-options';
import { rupeesToPaise } from '../../../shared/money';

/**
 * The SQL of the listings' sort and filters, shared by the product lists and the
 * search results. Every filter is a condition on `products` or on one colour, answered from
 * indexes: the variants by product (product_variants_product_idx), a colour's stock by size
 * (variant_sizes' primary key), the price on products_final_price_idx.
 */

/** The price band as a condition on the final price (whole rupees, kept in paise). */
export function priceBandCondition(options: ListOptions): SQL | undefined {
  if (!options.price) return undefined;
  const band = PRICE_BANDS[options.price];
  const low = sql`${products.finalPricePaise} >= ${rupeesToPaise(band.min)}`;
  return band.max === null ? low : and(low, sql`${products.finalPricePaise} < ${rupeesToPaise(band.max + 1)}`);
}

const lowerColours = (colors: readonly string[]) => colors.map((color) => color.toLowerCase());

/**
 * A product is in a filtered list when one of its colours is one asked for (any colour when
 * none is) and, when sizes are asked for, has one of them in stock: the same colour must
 * satisfy both, so 'Navy, size L' never lists a product whose L is only in black.
 */
export function productFilterCondition(options: ListOptions): SQL | undefined {
  const sizes = options.sizes?.length ? options.sizes : null;
  const colors = options.colors?.length ? lowerColours(options.colors) : null;
  const conditions = [priceBandCondition(options)];
  if (sizes || colors) {
    const variantConditions = [
      sql`${productVariants.productId} = ${products.id}`,
      eq(productVariants.retired, false),
      colors ? inArray(sql`lower(${productVariants.color})`, colors) : undefined,
      sizes ? variantHasSizeInStock(sizes) : undefined,
    ];
    conditions.push(sql`exists (select 1 from ${productVariants} where ${and(...variantConditions)})`);
  }
  return and(...conditions);
}

/** A colour (the current `product_variants` row) has one of the sizes in stock. */
function variantHasSizeInStock(sizes: readonly string[]): SQL {
  return sql`exists (select 1 from ${variantSizes} where ${and(
    eq(variantSizes.variantId, productVariants.id),
    inArray(variantSizes.size, [...sizes] as never[]),
    gt(variantSizes.stock, 0),
  )})`;
}

/** The same filters for a search hit, which is one colour: its own colour name and its own stock. */
export function variantFilterCondition(options: ListOptions): SQL | undefined {
  return and(
    priceBandCondition(options),
    options.colors?.length ? inArray(sql`lower(${productVariants.color})`, lowerColours(options.colors)) : undefined,
    options.sizes?.length ? variantHasSizeInStock(options.sizes) : undefined,
  );
}

/**
 * A sort's order: its key, then newest first (the spec's order) as the tie-break, then the id
 * so that pages never overlap or skip a product between equal keys.
 */
export function productOrder(sort: ListSort): SQL[] {
  const newest = [desc(products.createdAt), desc(products.id)];
  switch (sort) {
    case 'newest':
      return newest;
    case 'price-asc':
      return [asc(products.finalPricePaise), ...newest];
    case 'price-desc':
      return [desc(products.finalPricePaise), ...newest];
    case 'discount':
      return [desc(products.discount), ...newest];
    case 'rating':
      return [desc(products.averageRating), ...newest];
  }
}
