import { CHECKOUT_MESSAGES } from '../../../../shared/checkout-rules';

/** Indian pincodes have six digits (spec section 9). */
export const PINCODE_LENGTH = 6;

/** The pincode check's texts of spec sections 5 and 8, as the checkout and the server say them. */
export const PINCODE_MESSAGES = {
  invalid: CHECKOUT_MESSAGES.invalidPincode,
  deliverable: CHECKOUT_MESSAGES.deliverable,
  notDeliverable: CHECKOUT_MESSAGES.notDeliverable,
  failed: CHECKOUT_MESSAGES.pincodeCheckFailed,
} as const;

/**
 * The pincode to look up, or null when the input is not one. The spec asks for exactly six
 * characters; the message (and the API) say six digits, so letters are refused here rather
 * than sent to fail on the server. Spaces around it are forgiven.
 */
export function parsePincode(input: string): string | null {
  const pincode = input.trim();
  return pincode.length === PINCODE_LENGTH && /^[0-9]+$/.test(pincode) ? pincode : null;
}

/** What the check showed: its message, whether it is good news, and COD where it delivers. */
export type PincodeOutcome =
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'not-deliverable'; message: string }
  | { kind: 'deliverable'; message: string; codAvailable: boolean; deliveryBy: string | null };

/**
 * The outcome of an answer from GET /order/serviceCheck/{pincode}. Cash on delivery needs both
 * the place (the answer) and the product (its own flag) to allow it.
 */
export function pincodeOutcome(answer: { status: boolean; codAvailable: boolean; deliveryBy?: string | null }, productCod: boolean): PincodeOutcome {
  if (!answer.status) return { kind: 'not-deliverable', message: PINCODE_MESSAGES.notDeliverable };
  return { kind: 'deliverable', message: PINCODE_MESSAGES.deliverable, codAvailable: answer.codAvailable && productCod, deliveryBy: answer.deliveryBy ?? null };
}
