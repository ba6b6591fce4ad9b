import { CHECKOUT_MESSAGES, PAYMENT_RESULT_MESSAGES } from '../../../shared/checkout-rules';

export const PAYMENT_MESSAGES = {
  startFailed: CHECKOUT_MESSAGES.onlineFailed,
  paid: CHECKOUT_MESSAGES.paymentSuccess,
  pending: CHECKOUT_MESSAGES.paymentInProgress,
  failed: PAYMENT_RESULT_MESSAGES.failed,
  cancelled: PAYMENT_RESULT_MESSAGES.cancelled,
  paidAfterCancel: PAYMENT_RESULT_MESSAGES.refunding,
  notFound: 'Payment not found.',
  amountMismatch: 'The amount paid does not match the order. Please contact us with your tracking id.',
  unreachable: 'We could not confirm your payment with the bank just now. Please check again in a minute.',
  badCallback: 'The callback signature is not valid.',
  callbackReceived: 'Callback received.',
  // 'Try again' and 'Pay on delivery instead' on the payment status page (payment-retry.ts).
  alreadyPaid: 'This order is already paid. Please check My Orders.',
  nowCod: 'This order is now Cash on Delivery, so there is nothing to pay online. Please check My Orders.',
  notRetryable: 'This order can no longer be paid for again. Please place it again from the product page or your cart.',
  soldOutMeanwhile: (item: string, size: string) =>
    `Sorry, ${item} in size ${size} sold out after your payment failed, so nothing was ordered. Please place the order again with fewer or without it.`,
  stillPaying: 'Your payment is still open at the bank. Please finish or cancel it there first.',
} as const;
