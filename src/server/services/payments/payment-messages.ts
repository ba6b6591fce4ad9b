import { CHECKOUT_MESSAGES } from '../../../shared/checkout-rules';

export const PAYMENT_MESSAGES = {
  startFailed: CHECKOUT_MESSAGES.onlineFailed,
  paid: CHECKOUT_MESSAGES.paymentSuccess,
  pending: CHECKOUT_MESSAGES.paymentInProgress,
  failed: 'Your payment failed, so the order was cancelled. No money was taken; you can place the order again.',
  cancelled: 'You cancelled the payment, so the order was cancelled. You can place the order again.',
  expired: 'The payment was not completed within 30 minutes, so the order was cancelled.',
  paidAfterCancel: 'Your payment arrived after the order was cancelled, so the money is being refunded.',
  notFound: 'Payment not found.',
  amountMismatch: 'The amount paid does not match the order. Please contact us with your tracking id.',
  unreachable: 'We could not confirm your payment with the bank just now. Please check again in a minute.',
  badCallback: 'The callback signature is not valid.',
  callbackReceived: 'Callback received.',
} as const;
