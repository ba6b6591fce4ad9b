import { describe, expect, it } from 'vitest';
import { codFeePaise, decideCod, DEFAULT_COD_SETTINGS, type CodFacts, type CodSettings } from './cod-rules';

const facts: CodFacts = { valuePaise: 100_000, hasDesign: false, productsAllowCod: true, areaAllowsCod: true, pincodeBlocked: false, refusals: 0 };
const with_ = (change: Partial<CodSettings>): CodSettings => ({ ...DEFAULT_COD_SETTINGS, ...change });

describe('the COD decision', () => {
  it('allows by default, with no fee, and asks a custom design to be confirmed', () => {
    expect(decideCod(DEFAULT_COD_SETTINGS, facts)).toEqual({ allowed: true, feePaise: 0, needsConfirmation: false, note: 'Cash on Delivery is available for this order.' });
    expect(decideCod(DEFAULT_COD_SETTINGS, { ...facts, hasDesign: true })).toMatchObject({ allowed: true, needsConfirmation: true });
    expect(decideCod(with_({ confirmDesigns: false }), { ...facts, hasDesign: true })).toMatchObject({ needsConfirmation: false });
  });

  it('holds each limit at its edge: the minimum and maximum are allowed, a paisa beyond is not', () => {
    expect(decideCod(with_({ minPaise: 100_000 }), facts).allowed).toBe(true);
    expect(decideCod(with_({ minPaise: 100_001 }), facts)).toMatchObject({ allowed: false });
    expect(decideCod(with_({ maxPaise: 100_000 }), facts)).toMatchObject({ allowed: true, note: 'Cash on Delivery is available for orders up to ₹1,000.' });
    expect(decideCod(with_({ maxPaise: 500_000 }), { ...facts, valuePaise: 500_001 })).toEqual({ allowed: false, reason: 'Cash on Delivery is available for orders up to ₹5,000.' });
    expect(decideCod(with_({ confirmAbovePaise: 100_000 }), facts)).toMatchObject({ needsConfirmation: false });
    expect(decideCod(with_({ confirmAbovePaise: 99_999 }), facts)).toMatchObject({ needsConfirmation: true });
    expect(decideCod(with_({ maxRefusals: 2 }), { ...facts, refusals: 1 }).allowed).toBe(true);
    expect(decideCod(with_({ maxRefusals: 2 }), { ...facts, refusals: 2 })).toMatchObject({ allowed: false });
  });

  it('refuses in one sentence naming the first rule that refuses', () => {
    expect(decideCod(DEFAULT_COD_SETTINGS, { ...facts, pincodeBlocked: true })).toEqual({ allowed: false, reason: 'Cash on Delivery is not available at this pincode.' });
    expect(decideCod(DEFAULT_COD_SETTINGS, { ...facts, areaAllowsCod: false, productsAllowCod: false })).toEqual({ allowed: false, reason: 'Cash on Delivery is not available at this pincode.' });
    expect(decideCod(DEFAULT_COD_SETTINGS, { ...facts, productsAllowCod: false })).toEqual({ allowed: false, reason: 'Cash on Delivery is not available for this product.' });
    expect(decideCod(with_({ offForDesigns: true }), { ...facts, hasDesign: true })).toEqual({ allowed: false, reason: 'Cash on Delivery is not available for orders with a custom design.' });
  });

  it('prices the fee: flat, or a percent rounded up to the rupee, and says it with the confirmation', () => {
    expect(codFeePaise(with_({ feeValue: 4_000 }), 123_456)).toBe(4_000);
    expect(codFeePaise(with_({ feeKind: 'percent', feeValue: 250 }), 100_000)).toBe(2_500);
    expect(codFeePaise(with_({ feeKind: 'percent', feeValue: 250 }), 100_100)).toBe(2_600);
    expect(decideCod(with_({ feeValue: 4_000, maxPaise: 500_000 }), { ...facts, hasDesign: true })).toMatchObject({
      feePaise: 4_000,
      note: 'Cash on Delivery is available for orders up to ₹5,000, with a ₹40 fee; confirm it from the link we e-mail you within 24 hours.',
    });
  });
});
