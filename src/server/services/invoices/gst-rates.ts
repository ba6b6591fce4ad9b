import { DomainError } from '../../errors';
import type { GarmentType, SubCategory } from '../../../shared/catalogue-options';
import { indiaDay } from '../../../shared/india-time';

/**
 * GST on apparel (HSN chapters 61 and 62) as dated data: the slab that applies is the one of the
 * last row whose date has come, so the next change of rates is a new row, not a code change.
 * `upToPaise` bounds the taxable value per piece (null: no upper bound); rates are percent.
 */
export interface ApparelSlabs {
  /** First day (India time) the slabs apply, YYYY-MM-DD. */
  effectiveFrom: string;
  /** Where it is written down. */
  source: string;
  slabs: readonly { upToPaise: number | null; ratePercent: number }[];
}

export const APPAREL_SLAB_TABLE: readonly ApparelSlabs[] = [
  {
    // Kept for the history of invoices issued before the change (not used for new ones).
    effectiveFrom: '2017-07-01',
    source: 'Notification 1/2017-Central Tax (Rate): up to Rs 1,000 a piece 5 %, above 12 %',
    slabs: [
      { upToPaise: 100_000, ratePercent: 5 },
      { upToPaise: null, ratePercent: 12 },
    ],
  },
  {
    effectiveFrom: '2025-09-22',
    source: 'Notification 9/2025-Central Tax (Rate): up to Rs 2,500 a piece 5 %, above 18 %',
    slabs: [
      { upToPaise: 250_000, ratePercent: 5 },
      { upToPaise: null, ratePercent: 18 },
    ],
  },
];

/** The slabs in force on a day. */
export function slabsOn(at: Date, table: readonly ApparelSlabs[] = APPAREL_SLAB_TABLE): ApparelSlabs {
  const day = indiaDay(at); // GST dates are Indian dates
  const inForce = table.filter((row) => row.effectiveFrom <= day).sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const row = inForce.at(-1);
  if (!row) throw new DomainError('UNEXPECTED_STATE', `no apparel GST slabs in force on ${day}`);
  return row;
}

/**
 * The rate for one piece sold at a GST-inclusive price (after its discount). The slab is fixed
 * by the taxable value per piece, which itself depends on the rate: each slab is tried from the
 * lowest, with the value worked out at that slab's own rate, and the first whose bound holds
 * applies (so Rs 2,625.00 inclusive is Rs 2,500.00 at 5 %, and a paisa more is 18 %).
 */
export function rateForPiece(inclusivePerPiecePaise: number, at: Date, table: readonly ApparelSlabs[] = APPAREL_SLAB_TABLE): number {
  const { slabs } = slabsOn(at, table);
  for (const slab of slabs) {
    if (slab.upToPaise === null || taxableFromInclusive(inclusivePerPiecePaise, slab.ratePercent) <= slab.upToPaise) return slab.ratePercent;
  }
  throw new DomainError('UNEXPECTED_STATE', 'the slab table has no open-ended last slab');
}

/** The rate for a taxable value per piece already known (the notification's own words). */
export function rateForTaxableValue(taxablePerPiecePaise: number, at: Date, table: readonly ApparelSlabs[] = APPAREL_SLAB_TABLE): number {
  const slab = slabsOn(at, table).slabs.find((s) => s.upToPaise === null || taxablePerPiecePaise <= s.upToPaise);
  if (!slab) throw new DomainError('UNEXPECTED_STATE', 'the slab table has no open-ended last slab');
  return slab.ratePercent;
}

/**
 * The value before tax of a GST-inclusive amount: inclusive / (1 + rate), rounded half up to
 * the paisa in integer arithmetic (no float ever touches money). The tax is the rest, so
 * value + tax always equals what was charged.
 */
export function taxableFromInclusive(inclusivePaise: number, ratePercent: number): number {
  const denominator = 100 + ratePercent;
  return Math.floor((2 * inclusivePaise * 100 + denominator) / (2 * denominator));
}

/** HSN codes the shop sells under. */
export const HSN = {
  /** T-shirts, singlets and other vests, knitted. */
  tshirt: '6109',
  /** Jerseys, pullovers, sweatshirts and hoodies, knitted. */
  sweatshirt: '6110',
  /** Men's shirts, not knitted: a shacket is a woven shirt-jacket. */
  wovenShirt: '6205',
} as const;

/** The HSN a product gets by its sub-category unless staff set one. */
export function hsnForSubCategory(subCategory: SubCategory): string {
  if (subCategory === 'hoodie') return HSN.sweatshirt;
  if (subCategory === 'shacket') return HSN.wovenShirt;
  return HSN.tshirt;
}

/** A studio garment's HSN by its kind. */
export function hsnForGarment(garment: GarmentType | undefined): string {
  return garment === 'hoodie' ? HSN.sweatshirt : HSN.tshirt;
}

/** Service accounting code of the delivery charge shown on the invoice (goods transport). */
export const DELIVERY_SAC = '9965';
