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

/** POST /cart/add with the line's size and quantity: the stored pair is replaced (the server checks stock). */
export function setProductLine(line: { productId: string; variantId: string; size?: 'M' | 'L' | 'XL' | 'XXL'; quantity: number }): Promise<string> {
  return unwrapMessage(api.POST('/cart/add', { body: line }));
}

export type DesignLineChange = { designId: string; size: 'S' | 'M' | 'L' | 'XL' | 'XXL'; quantity: number; replaceSize?: 'S' | 'M' | 'L' | 'XL' | 'XXL' };

/** PUT /designs/{id}/cart: a design's line in a size (a team order has one per size), or a line moved to another size. */
export function setDesignLine({ designId, ...body }: DesignLineChange): Promise<string> {
  return unwrapMessage(api.PUT('/designs/{designId}/cart', { params: { path: { designId } }, body }));
}

/** DELETE /designs/{id}/cart?size=: one size of a design out of the cart. */
export function removeDesignSize(line: { designId: string; size: 'S' | 'M' | 'L' | 'XL' | 'XXL' }): Promise<string> {
  return unwrapMessage(api.DELETE('/designs/{designId}/cart', { params: { path: { designId: line.designId }, query: { size: line.size } } }));
}

/** PUT /cart/discount-code: the server prices the code for the cart and keeps it, or refuses with the reason. */
export function applyDiscountCode(code: string) {
  return unwrap(api.PUT('/cart/discount-code', { body: { code } }));
}

/** DELETE /cart/discount-code. */
export function removeDiscountCode() {
  return unwrap(api.DELETE('/cart/discount-code'));
}
