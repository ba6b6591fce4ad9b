import { api, unwrap } from '../../../../api/client';

/** POST /order/status: the shop asks the provider how the payment ended and answers the order. */
export function confirmPayment(transactionId: string, orderId: string) {
  return unwrap(api.POST('/order/status', { body: { transactionId, orderId } }));
}
