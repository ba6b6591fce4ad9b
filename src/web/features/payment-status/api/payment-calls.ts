import { api, unwrap } from '../../../../api/client';

/** POST /order/status: the shop asks the provider how the payment ended and answers the order. */
export function confirmPayment(transactionId: string, orderId: string) {
  return unwrap(api.POST('/order/status', { body: { transactionId, orderId } }));
}

/** The payment the status page is about, as its address names it. */
export interface PaymentRef {
  transactionId: string;
  orderId: string;
}

/** GET /order/retryChoices: whether to offer 'Try again' and 'Pay on delivery instead' (the server checks the COD rules). */
export function readRetryChoices(ref: PaymentRef) {
  return unwrap(api.GET('/order/retryChoices', { params: { query: ref } }));
}

/** POST /order/retryPayment: the same orders back, a new payment, and where to pay it. */
export function retryPayment(ref: PaymentRef) {
  return unwrap(api.POST('/order/retryPayment', { body: ref }));
}

/** POST /order/payOnDeliveryInstead: the same orders as Cash on Delivery. */
export function payOnDeliveryInstead(ref: PaymentRef) {
  return unwrap(api.POST('/order/payOnDeliveryInstead', { body: ref }));
}
