/**
 * The return rules (spec sections 4 and 9, and the policy page): one source for the server's
 * checks, the return form on My Orders and the Cancellation and Returns page.
 */

/** Days after delivery during which a shopper may ask for a return (policy text, spec section 9). */
export const RETURN_WINDOW_DAYS = 7;

/** Why a shopper returns an order: the return form's list, stored by value. */
export const RETURN_REASONS = [
  { value: 'size', label: 'Wrong size or fit' },
  { value: 'damaged', label: 'Arrived damaged or defective' },
  { value: 'wrong-item', label: 'Different from what I ordered' },
  { value: 'quality', label: 'Quality not as expected' },
  { value: 'print', label: 'Print problem on my custom design' },
  { value: 'other', label: 'Another reason' },
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number]['value'];
export const RETURN_REASON_VALUES = RETURN_REASONS.map((reason) => reason.value) as [ReturnReason, ...ReturnReason[]];

export const MAX_RETURN_PHOTOS = 3;
export const MAX_RETURN_NOTE = 500;
export const MAX_REFUSAL_REASON = 500;

export const RETURN_MESSAGES = {
  reasonRequired: 'Please choose why you are returning this order.',
  unknownReason: 'Please choose one of the listed reasons.',
  noteTooLong: `Please keep the note to ${MAX_RETURN_NOTE} characters.`,
  tooManyPhotos: `Please add at most ${MAX_RETURN_PHOTOS} photos.`,
  notReturnRequested: 'This order has no return request waiting for a decision.',
  refusalReasonRequired: 'Please say why the return is refused; the shopper reads it.',
  refusalTooLong: `Please keep the reason to ${MAX_REFUSAL_REASON} characters.`,
  accepted: 'Return accepted. The order is now Returned.',
  refused: 'Return refused. The order is back to Delivered and the shopper sees why.',
} as const;

/** The label of a stored reason ('' for a request made without one, through the spec's body). */
export function returnReasonLabel(value: string | null): string {
  return RETURN_REASONS.find((reason) => reason.value === value)?.label ?? '';
}

/** The published return policy in words, as the return form shows it (the policy page says the same). */
export const RETURN_POLICY_POINTS = [
  `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery.`,
  'The product must be unused, unwashed and in its original condition with the tags attached.',
  'Custom-printed products can be returned only if they reach you damaged or misprinted: add a photo of the problem.',
  'We pick the product up from your delivery address. Once we have checked it, the refund reaches you within 5–7 business days.',
] as const;
