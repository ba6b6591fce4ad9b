import { isValidEmail, isValidPhone } from './account-rules';

/**
 * The checkout rules of spec section 5 and the messages of section 8, word for word, used by
 * the checkout form and by the server alike.
 */
export const CHECKOUT_MESSAGES = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email.',
  invalidPhone: 'Please enter a valid phone number.',
  invalidPincode: 'Please enter a valid 6-digit pincode.',
  onlineFailed: 'Something went wrong during payment processing.',
  codFailed: 'Something went wrong during COD processing.',
  codPlaced: 'Order placed successfully with COD.',
  paymentSuccess: "Order placed successfully! Please check your 'My Orders' list.",
  paymentInProgress: 'Payment in Progress',
  processing: 'Processing...',
  payOnDelivery: 'Pay on Delivery',
  notDeliverable: 'Sorry, delivery is not available at this location.',
  deliverable: 'Delivery is available at this pincode.',
  pincodeCheckFailed: 'Something went wrong. Please try again later.',
} as const;

/** What the payment status page says about a payment that did not go through (server and page alike). */
export const PAYMENT_RESULT_MESSAGES = {
  failed: 'Your payment failed, so the order was cancelled. No money was taken; you can place the order again.',
  cancelled: 'The payment was cancelled, so the order was cancelled. You can place the order again.',
  refunding: 'Your payment arrived after the order was cancelled, so the money is being refunded.',
} as const;

/** The most of one cart line or order a shopper can take at once (openapi.yaml says the same: maximum 20). */
export const MAX_LINE_QUANTITY = 20;

/** The fields a shopper types on the checkout screen. */
export interface DeliveryDetails {
  name: string;
  email: string;
  phoneNumber: string;
  alternativeNumber: string;
  deliveryAddress: string;
  pincode: string;
  city: string;
  state: string;
}

export type DeliveryField = keyof DeliveryDetails;

/** Required by the spec; alternativeNumber is the one optional field. */
export const REQUIRED_DELIVERY_FIELDS = ['name', 'email', 'phoneNumber', 'deliveryAddress', 'city', 'state', 'pincode'] as const satisfies readonly DeliveryField[];

export const PINCODE_PATTERN = /^\d{6}$/;

/** The message under each field that is wrong, or an empty object when the details are fine. */
export function checkDeliveryDetails(details: Partial<DeliveryDetails>): Partial<Record<DeliveryField, string>> {
  const errors: Partial<Record<DeliveryField, string>> = {};
  for (const field of REQUIRED_DELIVERY_FIELDS) {
    if (!details[field] || details[field].trim() === '') errors[field] = CHECKOUT_MESSAGES.required;
  }
  const email = details.email?.trim() ?? '';
  if (!errors.email && !isValidEmail(email)) errors.email = CHECKOUT_MESSAGES.invalidEmail;
  if (!errors.phoneNumber && !isValidPhone(details.phoneNumber!.trim())) errors.phoneNumber = CHECKOUT_MESSAGES.invalidPhone;
  const alternative = details.alternativeNumber?.trim() ?? '';
  if (alternative !== '' && !isValidPhone(alternative)) errors.alternativeNumber = CHECKOUT_MESSAGES.invalidPhone;
  if (!errors.pincode && !PINCODE_PATTERN.test(details.pincode!.trim())) errors.pincode = CHECKOUT_MESSAGES.invalidPincode;
  return errors;
}
