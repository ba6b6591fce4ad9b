import type { components } from '../../../../api/schema.gen';

/** The product page's data, as GET /product/product/{productId} answers it. */
export type ProductDetail = components['schemas']['ProductDetail'];
export type ProductVariant = components['schemas']['Variant'];
export type ProductReview = components['schemas']['Review'];
export type ProductDetails = components['schemas']['ProductDetails'];
