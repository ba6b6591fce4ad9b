import { describe, expect, it } from 'vitest';
import { finalPricePaise, formatInr, paiseToRupees, rupeesToPaise } from './money';

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
