import type { ProductDetail, ProductVariant } from './product-types';

export const BRAND = 'Bhopal Threads';

/**
 * The schema.org Product of a product page, for search engines: the shown colour's images (as
 * absolute addresses made by `imageUrl`), price and availability in INR, and the average rating
 * when at least one review has stars.
 */
export function productJsonLd(product: ProductDetail, variant: ProductVariant | undefined, imageUrl: (key: string) => string, pageUrl: string) {
  const images = (variant?.images.length ? variant.images : product.images).map(imageUrl);
  const inStock = variant ? variant.inStock : product.isAvailable;
  const rated = product.reviews.filter((review) => review.rating > 0).length;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images,
    description: product.description,
    sku: product._id,
    ...(variant ? { color: variant.color } : {}),
    brand: { '@type': 'Brand', name: BRAND },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'INR',
      price: product.finalPrice,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(rated > 0 && product.averageRating > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.averageRating, ratingCount: rated, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json"> element: '<' is escaped so that no text in a
 * product (a review, a name) can close the script element early.
 */
/** The id of the product's JSON-LD element: the server writes it, the browser's useProductHead replaces it, so there is one. */
export const PRODUCT_JSON_LD_ID = 'product-json-ld';

export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

const DESCRIPTION_MAX = 160;

/** The page's meta description: the product's own description, cut at a word near 160 characters. */
export function metaDescription(product: Pick<ProductDetail, 'name' | 'description'>): string {
  const text = product.description.trim().replace(/\s+/g, ' ') || product.name;
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[,.;:\s]+$/, '')}…`;
}
