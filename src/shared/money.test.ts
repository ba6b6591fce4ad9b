import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finalPricePaise, formatInr, formatInrExact, linesTotalPaise, paiseToRupees, rupeesToPaise } from './money';

const intlWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const intlPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('formatInr', () => {
  it('groups the Indian way and rounds down', () => {
    expect(formatInr(1299)).toBe('₹1,299');
    expect(formatInr(1299.99)).toBe('₹1,299');
    expect(formatInr(129999)).toBe('₹1,29,999');
    expect(formatInr(0)).toBe('₹0');
  });
  it('never prints NaN', () => {
    expect(formatInr(Number.NaN)).toBe('₹0');
  });
  it("writes every whole amount as Intl's en-IN INR does, negative ones too", () => {
    for (const rupees of [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, -1, -1000, -129999]) {
      expect(formatInr(rupees)).toBe(intlWhole.format(rupees));
    }
    // Minus zero is written '₹0' where Intl writes '-₹0': no price reads minus nothing.
    expect(formatInr(-0)).toBe('₹0');
    fc.assert(fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (rupees) => formatInr(rupees) === intlWhole.format(Math.floor(rupees) || 0)));
  });
});

describe('formatInrExact', () => {
  it('writes paise as Intl does when there are any, whole rupees otherwise', () => {
    expect(formatInrExact(64.95)).toBe('₹64.95');
    expect(formatInrExact(150)).toBe('₹150');
    expect(formatInrExact(123456.05)).toBe('₹1,23,456.05');
    expect(formatInrExact(-0.5)).toBe(intlPaise.format(-0.5));
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (paise) =>
        formatInrExact(paise / 100) === (paise % 100 === 0 ? intlWhole.format(paise / 100) : intlPaise.format(paise / 100)),
      ),
    );
  });
});

describe('finalPricePaise', () => {
  it('applies a whole-percent discount, rounded down to the rupee that the shopper sees', () => {
    expect(finalPricePaise(129900, 30)).toBe(90900);
    expect(finalPricePaise(194999, 0)).toBe(194900);
    expect(finalPricePaise(103920, 0)).toBe(103900);
    expect(finalPricePaise(99900, 0)).toBe(99900);
    expect(finalPricePaise(99900, 100)).toBe(0);
  });
  it('round-trips rupees and paise', () => {
    expect(paiseToRupees(rupeesToPaise(909.3))).toBe(909.3);
  });
});

describe('linesTotalPaise', () => {
  it('adds whole paise, never rupees in floating point', () => {
    // In rupees 0.1 * 3 + 799.99 * 2 is 1600.2799999999997; in paise it is exact.
    expect(linesTotalPaise([{ price: 0.1, quantity: 3 }, { price: 799.99, quantity: 2 }])).toBe(160028);
    expect(linesTotalPaise([{ price: 333.33, quantity: 3 }])).toBe(99999);
    expect(linesTotalPaise([])).toBe(0);
  });
});
