import { describe, expect, it } from 'vitest';
import { finalPricePaise, formatInr, linesTotalPaise, paiseToRupees, rupeesToPaise } from './money';

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
