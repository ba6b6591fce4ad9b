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
} as const;
