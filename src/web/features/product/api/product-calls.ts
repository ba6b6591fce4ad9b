import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapMessage } from '../../../../api/client';
import { ApiError } from '../../../../api/errors';
import type { PageSize } from '../logic/sizes';
import { queryKeys } from '../../../../api/query-keys';

/**
 * Whether a failed product load means the product is not there: a 404, or a 400 for an id
 * that cannot be one (the contract refuses a malformed id before looking it up).
 */
export function isMissingProduct(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** GET /product/product/{productId}: the product with its colours, stock, details and reviews. */
export function productQuery(productId: string) {
  return queryOptions({
    queryKey: queryKeys.catalogue.product(productId),
    queryFn: ({ signal }) => unwrap(api.GET('/product/product/{productId}', { params: { path: { productId } }, signal })),
    // A missing product stays missing; only a failure of the network or the server is retried.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status !== null && error.status < 500),
    // A missing product the server rendered (its 404 is in the page's state) keeps its not-found
    // screen through hydration instead of flipping to the skeleton for a second look.
    retryOnMount: false,
  });
}

/** GET /order/serviceCheck/{pincode}: whether the shop delivers there, and whether COD is offered. */
export function checkPincode(pincode: string) {
  return unwrap(api.GET('/order/serviceCheck/{pincode}', { params: { path: { pincode } } }));
}

/** POST /product/{productId}/addreview; answers the server's message. */
export function addReview(input: { productId: string; rating: number; comment: string }) {
  return unwrapMessage(
    api.POST('/product/{productId}/addreview', {
      params: { path: { productId: input.productId } },
      body: { rating: input.rating, comment: input.comment },
    }),
  );
}

/**
 * POST /cart/add: one colour of a product into the signed-in shopper's cart, with the size and
 * quantity chosen on the page (beyond the spec). Without a size the quantity shown is only the
 * page's default, so neither is sent and the cart asks for both at checkout.
 */
export function addToCart(input: { productId: string; variantId: string; size: PageSize | null; quantity: number }) {
  const choice = input.size === null ? {} : { size: input.size, quantity: input.quantity };
  return unwrapMessage(api.POST('/cart/add', { body: { productId: input.productId, variantId: input.variantId, ...choice } }));
}
