import { RETURN_WINDOW_DAYS } from '../../../../shared/return-rules';

/**
 * The shop's policy facts (spec section 9), in one place so that every page says the same
 * thing. The spec's sources disagree in two places; the choices, made once here:
 * - returns: 7 days of delivery everywhere (the original FAQ said 30, contradicting the policy);
 * - refunds: 5-7 business days (the original terms page said 7-10, the policy page 5-7).
 */
export const policyFacts = {
  shopName: 'Bhopal Threads',
  city: 'Bhopal, Madhya Pradesh',
  deliveryDays: '7 to 15 business days',
  // The window the server enforces and the return form states (shared/return-rules.ts).
  returnDays: RETURN_WINDOW_DAYS,
  cancelHours: 24,
  refundDays: '5–7 business days',
  minimumAge: 18,
} as const;

/** '7 days', the phrase every page uses for the return window. */
export const returnWindow = `${policyFacts.returnDays} days`;
