import { CATEGORIES, SUB_CATEGORIES } from './catalogue-options';

/** Percent off (capped or not) or flat rupees off. */
export const DISCOUNT_KINDS = ['percent', 'flat'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What a code may be limited to: catalogue categories, sub-categories, or the shopper's studio designs. */
export const DISCOUNT_SCOPES = [...CATEGORIES, ...SUB_CATEGORIES, 'studio-designs'] as const;
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];

/** The scopes in the staff form's words. */
export const DISCOUNT_SCOPE_LABELS: Record<DiscountScope, string> = {
  upperwear: 'Upper wear',
  bottomwear: 'Bottom wear',
  't-shirt': 'T-shirts',
  'oversize-t-shirt': 'Oversize t-shirts',
  'regular-t-shirt': 'Regular t-shirts',
  hoodie: 'Hoodies',
  shacket: 'Shackets',
  'studio-designs': 'Studio designs',
};

/** A code as shoppers type it: letters, digits and dashes, 3 to 20 (stored in upper case). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9-]{3,20}$/;
export const MAX_PERCENT_OFF = 90;

/** A code as typed, in the form it is stored and matched (trimmed, upper case). */
export const normaliseCode = (typed: string) => typed.trim().toUpperCase();

/** What staff enter for a code (rupees whole, dates as ISO strings or null). */
export interface DiscountCodeInput {
  code: string;
  kind: DiscountKind;
  /** Percent for 'percent', rupees for 'flat'. */
  amount: number;
  minOrder: number;
  maxDiscount: number | null;
  validFrom: string | null;
  validTo: string | null;
  totalUses: number | null;
  usesPerShopper: number | null;
  firstOrderOnly: boolean;
  scope: DiscountScope[];
  paused: boolean;
}

/**
 * The first problem with a code staff entered, as a sentence, or null. The staff form shows it
 * before sending and the server refuses with the same words.
 */
export function discountCodeProblem(input: DiscountCodeInput): string | null {
  if (!DISCOUNT_CODE_PATTERN.test(normaliseCode(input.code))) return 'A code is 3 to 20 letters, digits or dashes.';
  if (input.kind === 'percent' && !(Number.isInteger(input.amount) && input.amount >= 1 && input.amount <= MAX_PERCENT_OFF))
    return `A percent off is a whole number from 1 to ${MAX_PERCENT_OFF}.`;
  if (input.kind === 'flat' && !(Number.isInteger(input.amount) && input.amount >= 1)) return 'The rupees off are a whole number of at least 1.';
  if (input.kind === 'flat' && input.maxDiscount !== null) return 'A maximum discount is for percent codes only.';
  if (!Number.isInteger(input.minOrder) || input.minOrder < 0) return 'The minimum order is a whole number of rupees (0 for none).';
  if (input.maxDiscount !== null && !(Number.isInteger(input.maxDiscount) && input.maxDiscount >= 1)) return 'The maximum discount is a whole number of rupees.';
  if (input.totalUses !== null && !(Number.isInteger(input.totalUses) && input.totalUses >= 1)) return 'Total uses is a whole number of at least 1 (empty for no limit).';
  if (input.usesPerShopper !== null && !(Number.isInteger(input.usesPerShopper) && input.usesPerShopper >= 1))
    return 'Uses per shopper is a whole number of at least 1 (empty for no limit).';
  const from = input.validFrom === null ? null : Date.parse(input.validFrom);
  const to = input.validTo === null ? null : Date.parse(input.validTo);
  if (Number.isNaN(from) || Number.isNaN(to)) return 'Dates are like 2026-12-31.';
  if (from !== null && to !== null && to <= from) return 'The code must end after it starts.';
  if (new Set(input.scope).size !== input.scope.length) return 'Each category once.';
  return null;
}
