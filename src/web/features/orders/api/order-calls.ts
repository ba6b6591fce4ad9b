import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapMessage } from '../../../../api/client';
import { liveQuery } from '../../../../api/query';
import type { components } from '../../../../api/schema.gen';
import { queryKeys } from '../../../../api/query-keys';

export type ShopOrder = components['schemas']['Order'];
export type OrderRef = components['schemas']['OrderRef'];

/** GET /order/getorderbyid: the shopper's orders, newest first; never served from cache. */
export const ordersQuery = queryOptions({
  queryKey: queryKeys.paymentStatus.orders,
  queryFn: ({ signal }) => unwrap(api.GET('/order/getorderbyid', { signal })),
  ...liveQuery,
});

export function cancelOrder(ref: OrderRef): Promise<string> {
  return unwrapMessage(api.DELETE('/order/cancelOrder', { body: ref }));
}

export function returnOrder(ref: OrderRef): Promise<string> {
  return unwrapMessage(api.POST('/order/returnOrder', { body: ref }));
}
