import { z } from './zod';
import { ACCOUNT_MESSAGES } from './account-messages';
import { isValidEmail, isValidPhone } from './account-rules';
import { fieldErrors } from './form-rules';

/**
 * The checkout rules of spec section 5 and the messages of section 8, word for word, used by
 * the checkout form and by the server alike.
 */
export const CHECKOUT_MESSAGES = {
  required: 'This field is required',
  invalidEmail: ACCOUNT_MESSAGES.invalidEmail,
  invalidPhone: ACCOUNT_MESSAGES.invalidPhone,
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
  /** Above 'Try again': the order is not lost, and nothing was charged. */
  failedRetry: 'Your payment failed and no money was taken. Your order can still go ahead:',
  cancelledRetry: 'The payment was cancelled and no money was taken. Your order can still go ahead:',
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

const required = z
  .string()
  .optional()
  .refine((value) => !!value && value.trim() !== '', { message: CHECKOUT_MESSAGES.required, abort: true })
  .transform((value = '') => value.trim());
const shaped = (valid: (value: string) => boolean, message: string) => required.refine(valid, message);

/** The checkout screen's fields (spec section 5); the keys are in the form's order. */
export const deliveryDetailsSchema = z.object({
  name: required,
  email: shaped(isValidEmail, CHECKOUT_MESSAGES.invalidEmail),
  phoneNumber: shaped(isValidPhone, CHECKOUT_MESSAGES.invalidPhone),
  alternativeNumber: z
    .string()
    .optional()
    .transform((value = '') => value.trim())
    .refine((value) => value === '' || isValidPhone(value), CHECKOUT_MESSAGES.invalidPhone),
  deliveryAddress: required,
  city: required,
  state: required,
  pincode: shaped((value) => PINCODE_PATTERN.test(value), CHECKOUT_MESSAGES.invalidPincode),
}) satisfies z.ZodType<DeliveryDetails, Partial<DeliveryDetails>>;

/**
 * The message under each field that is wrong, or an empty object when the details are fine:
 * the missing fields first, then the ones of the wrong shape (the server reports the first).
 */
export function checkDeliveryDetails(details: Partial<DeliveryDetails>): Partial<Record<DeliveryField, string>> {
  const errors = Object.entries(fieldErrors<DeliveryField>(deliveryDetailsSchema, details)) as [DeliveryField, string][];
  const missing = errors.filter(([, message]) => message === CHECKOUT_MESSAGES.required);
  return Object.fromEntries([...missing, ...errors.filter((entry) => !missing.includes(entry))]);
}
