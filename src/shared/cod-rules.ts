import { formatInr } from './money';

/**
 * The shop's Cash on Delivery rules: one decision for the checkout, the payment
 * page's 'Pay on delivery instead' and the sentence the checkout page shows before the button.
 * Amounts in paise; the server reads the settings and the facts, this file only decides.
 */
export type CodFeeKind = 'flat' | 'percent';

/** What staff set (shop_settings). */
export interface CodSettings {
  /** COD only from this order value (0: any). */
  minPaise: number;
  /** COD only up to this order value; null: no limit. */
  maxPaise: number | null;
  feeKind: CodFeeKind;
  /** Paise for a flat fee; basis points (250 = 2.5 %) for a percent. */
  feeValue: number;
  /** No COD for an order with a custom design. */
  offForDesigns: boolean;
  /** A COD order with a custom design waits for the shopper's confirmation. */
  confirmDesigns: boolean;
  /** A COD order above this value waits for the shopper's confirmation; null: none for its value. */
  confirmAbovePaise: number | null;
  /** No COD for an account with at least this many refused deliveries in 90 days; null: no limit. */
  maxRefusals: number | null;
}

/** Until staff change them: COD for any value, no fee, custom designs confirmed by the shopper. */
export const DEFAULT_COD_SETTINGS: CodSettings = {
  minPaise: 0,
  maxPaise: null,
  feeKind: 'flat',
  feeValue: 0,
  offForDesigns: false,
  confirmDesigns: true,
  confirmAbovePaise: null,
  maxRefusals: null,
};

/** How far back refused deliveries count. */
export const COD_REFUSAL_WINDOW_DAYS = 90;
/** How long a COD order waits for the shopper's confirmation before it is cancelled. */
export const COD_CONFIRM_HOURS = 24;
/** Digits of the code mailed beside the confirmation link, and the wrong tries allowed before only the link confirms. */
export const COD_CODE_DIGITS = 6;
export const COD_CODE_TRIES = 5;
/** The most an amount setting may be (₹1,00,000) and a percent fee (20 %). */
export const MAX_COD_SETTING_PAISE = 10_000_000;
export const MAX_COD_FEE_BASIS_POINTS = 2_000;
/** The most pincodes staff may list without COD. */
export const MAX_COD_BLOCKED_PINCODES = 2_000;

/** What the shop knows about one checkout when it decides. */
export interface CodFacts {
  /** What the shopper pays before any COD fee: items after discount, plus delivery. */
  valuePaise: number;
  hasDesign: boolean;
  /** Every product in it offers COD (spec: codAvailable). */
  productsAllowCod: boolean;
  /** The delivery rule of the pincode allows COD. */
  areaAllowsCod: boolean;
  /** Staff listed the pincode without COD. */
  pincodeBlocked: boolean;
  /** Refused deliveries (RTO) of the account in the last 90 days. */
  refusals: number;
}

export type CodDecision =
  | { allowed: true; feePaise: number; needsConfirmation: boolean; note: string }
  | { allowed: false; reason: string };

export const COD_TEXTS = {
  notAtPincode: 'Cash on Delivery is not available at this pincode.',
  notForProduct: 'Cash on Delivery is not available for this product.',
  notForDesigns: 'Cash on Delivery is not available for orders with a custom design.',
  from: (min: number) => `Cash on Delivery is available for orders of ${formatInr(min / 100)} or more.`,
  upTo: (max: number) => `Cash on Delivery is available for orders up to ${formatInr(max / 100)}.`,
  confirmed: 'Thank you: your Cash on Delivery order is confirmed.',
  refusals: (count: number) => `Cash on Delivery is not available on this account after ${count} refused ${count === 1 ? 'delivery' : 'deliveries'} in the last ${COD_REFUSAL_WINDOW_DAYS} days.`,
} as const;

/** The COD fee for an order value: flat, or a percent rounded up to the whole rupee. */
export function codFeePaise(settings: CodSettings, valuePaise: number): number {
  if (settings.feeValue <= 0) return 0;
  if (settings.feeKind === 'flat') return settings.feeValue;
  return Math.ceil((valuePaise * settings.feeValue) / 10_000 / 100) * 100;
}

/** Whether an allowed COD order waits for the shopper's confirmation. */
export const needsCodConfirmation = (settings: CodSettings, facts: Pick<CodFacts, 'hasDesign' | 'valuePaise'>) =>
  (settings.confirmDesigns && facts.hasDesign) || (settings.confirmAbovePaise !== null && facts.valuePaise > settings.confirmAbovePaise);

/** The one sentence the checkout shows when COD is allowed: its limit, its fee, and the confirmation it needs. */
function allowedNote(settings: CodSettings, feePaise: number, confirm: boolean): string {
  const limit =
    settings.maxPaise !== null
      ? `Cash on Delivery is available for orders up to ${formatInr(settings.maxPaise / 100)}`
      : settings.minPaise > 0
        ? `Cash on Delivery is available for orders of ${formatInr(settings.minPaise / 100)} or more`
        : 'Cash on Delivery is available for this order';
  const fee = feePaise > 0 ? `, with a ${formatInr(feePaise / 100)} fee` : '';
  const confirmation = confirm ? `; confirm it from the link we e-mail you within ${COD_CONFIRM_HOURS} hours` : '';
  return `${limit}${fee}${confirmation}.`;
}

/**
 * Decides COD for a checkout, the first rule that refuses giving the reason in one sentence:
 * the pincode (its delivery rule, then staff's list), the products, custom designs, the order
 * value's limits, then the account's refused deliveries.
 */
export function decideCod(settings: CodSettings, facts: CodFacts): CodDecision {
  if (!facts.areaAllowsCod || facts.pincodeBlocked) return { allowed: false, reason: COD_TEXTS.notAtPincode };
  if (!facts.productsAllowCod) return { allowed: false, reason: COD_TEXTS.notForProduct };
  if (settings.offForDesigns && facts.hasDesign) return { allowed: false, reason: COD_TEXTS.notForDesigns };
  if (facts.valuePaise < settings.minPaise) return { allowed: false, reason: COD_TEXTS.from(settings.minPaise) };
  if (settings.maxPaise !== null && facts.valuePaise > settings.maxPaise) return { allowed: false, reason: COD_TEXTS.upTo(settings.maxPaise) };
  if (settings.maxRefusals !== null && facts.refusals >= settings.maxRefusals) return { allowed: false, reason: COD_TEXTS.refusals(facts.refusals) };
  const feePaise = codFeePaise(settings, facts.valuePaise);
  const needsConfirmation = needsCodConfirmation(settings, facts);
  return { allowed: true, feePaise, needsConfirmation, note: allowedNote(settings, feePaise, needsConfirmation) };
}
