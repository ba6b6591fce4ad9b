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

export type BankDetailsInput = components['schemas']['BankDetailsInput'];

/** PUT /order/refundBankDetails: where a cash on delivery refund is sent. */
export function saveBankDetails(input: BankDetailsInput): Promise<string> {
  return unwrapMessage(api.PUT('/order/refundBankDetails', { body: input }));
}

export function returnOrder(ref: OrderRef): Promise<string> {
  return unwrapMessage(api.POST('/order/returnOrder', { body: ref }));
}

export interface ReturnFormInput {
  ref: OrderRef;
  reason: string;
  note: string;
  photos: readonly File[];
}

/** POST /order/returnOrder as the return form sends it: multipart with the reason, note and photos. */
export function requestReturn({ ref, reason, note, photos }: ReturnFormInput): Promise<string> {
  const form = new FormData();
  form.append('orderId', ref.orderId);
  form.append('trackingId', ref.trackingId);
  form.append('reason', reason);
  if (note.trim()) form.append('note', note.trim());
  for (const photo of photos) form.append('photos', photo, photo.name);
  return unwrapMessage(
    api.POST('/order/returnOrder', {
      body: form as unknown as Record<string, never>,
      bodySerializer: (body) => body as unknown as FormData,
    }),
  );
}

/** POST /order/confirm-cod/code: the code from the mail, typed at the order in My Orders (signed in). */
export function confirmCodOrderByCode(body: { orderId: string; code: string }) {
  return unwrap(api.POST('/order/confirm-cod/code', { body }));
}

/** POST /order/confirm-cod: the mailed link's one tap (no sign-in: the signed token is the proof). */
export function confirmCodOrder(token: string) {
  return unwrap(api.POST('/order/confirm-cod', { body: { token } }));
}
