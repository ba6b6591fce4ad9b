import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../../api/client';
import { queryTags } from '../../../../api/query';
import type { components } from '../../../../api/schema.gen';

export type OrderDraft = components['schemas']['OrderDraft'];

/** The product being bought, for the summary (same key as the product page, so it is usually cached). */
export function checkoutProductQuery(productId: string) {
  return queryOptions({
    queryKey: [queryTags.catalogue, 'product', productId.toLowerCase()] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/product/product/{productId}', { params: { path: { productId } }, signal })),
    retry: 1,
  });
}

/** City and state of a pincode through the shop's India Post proxy. */
export function lookupPostalCode(pincode: string) {
  return unwrap(api.GET('/postal/{pincode}', { params: { path: { pincode } } }));
}

/** Whether the shop delivers to a pincode and offers COD there. */
export function checkService(pincode: string) {
  return unwrap(api.GET('/order/serviceCheck/{pincode}', { params: { path: { pincode } } }));
}

/** POST /order/cod: the order placed (the server's message is the spec's COD success text). */
export function placeCodOrder(draft: OrderDraft) {
  return unwrap(api.POST('/order/cod', { body: draft }));
}

/** POST /order/payment: the provider's address to send the shopper to. */
export function startOnlinePayment(draft: OrderDraft) {
  return unwrap(api.POST('/order/payment', { body: draft }));
}
