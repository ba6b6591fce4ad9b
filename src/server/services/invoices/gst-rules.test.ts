import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from './amount-in-words';
import { rateForPiece, rateForTaxableValue, slabsOn, taxableFromInclusive } from './gst-rates';
import { gstinCheckCharacter, gstinProblem } from './gstin';
import { splitInclusive, taxLine, totalsOf, deliveryLine } from './invoice-lines';
import { documentNumber, financialYear } from './numbering';
import { placeOfSupply, taxSplitFor } from './state-codes';
import { DEMO_SELLER } from './shop-seller';

const after = new Date('2026-11-28T10:00:00+05:30');
const before = new Date('2025-09-21T23:59:00+05:30');

describe('apparel slabs', () => {
  it('charges 5 % up to Rs 2,500.00 of taxable value a piece and 18 % from Rs 2,500.01', () => {
    expect(rateForTaxableValue(250_000, after)).toBe(5);
    expect(rateForTaxableValue(250_001, after)).toBe(18);
    // Rs 2,625.00 inclusive is exactly Rs 2,500.00 at 5 %; a paisa more is past the bound.
    expect(rateForPiece(262_500, after)).toBe(5);
    expect(rateForPiece(262_501, after)).toBe(18);
  });

  it('keeps the old Rs 1,000 / 12 % slab for dates before 22 September 2025 (India time)', () => {
    expect(slabsOn(before).effectiveFrom).toBe('2017-07-01');
    expect(rateForTaxableValue(100_001, before)).toBe(12);
    expect(slabsOn(new Date('2025-09-21T18:30:00Z')).effectiveFrom).toBe('2025-09-22');
  });
});

describe('inclusive to taxable', () => {
  it('rounds the value to the paisa and leaves the tax as the rest', () => {
    expect(taxableFromInclusive(129_900, 5)).toBe(123_714); // 1237.142...
    expect(taxableFromInclusive(105, 5)).toBe(100);
    expect(taxableFromInclusive(299_900, 18)).toBe(254_153); // 2541.525... rounds half up
    for (const paise of [1, 99, 12_345, 129_900, 299_999]) {
      const split = splitInclusive(paise, 5, 'intra-state');
      expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(paise);
    }
  });

  it('halves the tax into CGST and SGST within Madhya Pradesh, the odd paisa to SGST', () => {
    const split = splitInclusive(129_900, 5, 'intra-state');
    expect(split).toEqual({ taxablePaise: 123_714, cgstPaise: 3093, sgstPaise: 3093, igstPaise: 0, totalPaise: 129_900 });
    const odd = splitInclusive(129_920, 5, 'intra-state'); // tax 61.87
    expect(odd.sgstPaise - odd.cgstPaise).toBe(1);
    expect(splitInclusive(129_900, 5, 'inter-state')).toEqual({ taxablePaise: 123_714, cgstPaise: 0, sgstPaise: 0, igstPaise: 6186, totalPaise: 129_900 });
  });

  it('taxes a line by the price per piece and the delivery charge at the principal rate', () => {
    const tee = taxLine({ hsn: '6109', description: 'Tee', quantity: 3, unitPricePaise: 99_900, discountPaise: 0, trackingId: 'T1' }, 'inter-state', after);
    const jacket = taxLine({ hsn: '6110', description: 'Hoodie', quantity: 1, unitPricePaise: 300_000, discountPaise: 0, trackingId: 'T2' }, 'inter-state', after);
    expect([tee.ratePercent, jacket.ratePercent]).toEqual([5, 18]);
    const delivery = deliveryLine(4900, [tee, jacket], 'inter-state', 'T1');
    expect(delivery.ratePercent).toBe(18);
    expect(totalsOf([tee, jacket, delivery]).totalPaise).toBe(3 * 99_900 + 300_000 + 4900);
  });
});

describe('place of supply', () => {
  it('is intra-state in Madhya Pradesh however it is typed, inter-state elsewhere', () => {
    expect(placeOfSupply(' madhya  pradesh ')).toEqual({ code: '23', name: 'Madhya Pradesh' });
    expect(taxSplitFor(placeOfSupply('MP'))).toBe('intra-state');
    expect(placeOfSupply('Maharashtra')).toEqual({ code: '27', name: 'Maharashtra' });
    expect(taxSplitFor(placeOfSupply('Maharashtra'))).toBe('inter-state');
    expect(placeOfSupply('Orissa').code).toBe('21');
    expect(taxSplitFor(placeOfSupply('Atlantis'))).toBe('inter-state');
  });
});

describe('amount in words', () => {
  it('writes Indian numbering with lakh and crore, and paise', () => {
    expect(amountInWords(129_900)).toBe('Rupees One Thousand Two Hundred Ninety-Nine Only');
    expect(amountInWords(12_345_678_950)).toBe('Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Fifty Paise Only');
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(indianNumberInWords(1_000_000_000)).toBe('One Hundred Crore');
    expect(amountInWords(-26_250)).toBe('Minus Rupees Two Hundred Sixty-Two and Fifty Paise Only');
  });
});

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character matches and names the problem otherwise', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check digit/);
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toMatch(/state code/);
    expect(gstinProblem(DEMO_SELLER.gstin)).toBeNull();
  });
});

describe('numbers', () => {
  it('run by Indian financial year and fit in 16 characters', () => {
    expect(financialYear(new Date('2027-03-31T23:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T19:00:00Z'))).toBe('2027-28'); // 1 April 00:30 in India
    expect(documentNumber('invoice', '2026-27', 123)).toBe('BT/26-27/000123');
    expect(documentNumber('credit-note', '2026-27', 1)).toBe('CN/26-27/000001');
    expect(documentNumber('invoice', '2026-27', 999_999).length).toBeLessThanOrEqual(16);
  });
});
