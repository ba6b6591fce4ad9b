import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapMessage } from '../../../../api/client';
import { liveQuery } from '../../../../api/query';
import { queryKeys } from '../../../../api/query-keys';

/** GET /cart/getusercart: never served from cache (spec section 7: 0 for cart calls). */
export const cartQuery = queryOptions({
  queryKey: queryKeys.cart.all,
  queryFn: ({ signal }) => unwrap(api.GET('/cart/getusercart', { signal })),
  ...liveQuery,
});

export function removeCartLine(line: { cartId: string; productId: string; variantId: string }): Promise<string> {
  return unwrapMessage(api.POST('/cart/removetocart', { body: line }));
}

/** DELETE /designs/{id}/cart: a custom design's line out of the cart (the design stays saved). */
export function removeDesignLine(designId: string): Promise<string> {
  return unwrapMessage(api.DELETE('/designs/{designId}/cart', { params: { path: { designId } } }));
}
