import type { ProductVariant } from './product-types';

/**
 * The colour the URL names, or the first colour when the URL's variant is not one of this
 * product's (an old link, a typo): the page still shows the product instead of failing.
 */
export function chosenVariant<V extends Pick<ProductVariant, '_id'>>(variants: readonly V[], variantId: string | undefined): V | undefined {
  const wanted = variantId?.toLowerCase();
  return variants.find((variant) => variant._id.toLowerCase() === wanted) ?? variants[0];
}

/** The checkout address of a colour: /checkout/{productId}/{variantId}. */
export function checkoutPath(productId: string, variantId: string): string {
  return `/checkout/${encodeURIComponent(productId)}/${encodeURIComponent(variantId)}`;
}
