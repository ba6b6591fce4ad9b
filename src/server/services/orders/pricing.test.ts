import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { exactInr, priceOrder } from './pricing';

describe('priceOrder', () => {
  it('computes the total from the server price and accepts matching client figures', () => {
    expect(priceOrder(129_950, 3, { price: 1299.5, totalAmount: 3898.5 })).toEqual({ unitPricePaise: 129_950, totalPaise: 389_850 });
  });

  it('refuses a tampered unit price with both figures in the message', () => {
    const attempt = () => priceOrder(129_900, 1, { price: 1, totalAmount: 1 });
    expect(attempt).toThrow(DomainError);
    expect(attempt).toThrow('The price of this product is ₹1,299, not ₹1. Please review your order and try again.');
  });

  it('refuses a tampered total even when the unit price is right', () => {
    expect(() => priceOrder(129_900, 2, { price: 1299, totalAmount: 1299 })).toThrow(
      'The order total is ₹2,598, not ₹1,299. Please review your order and try again.',
    );
  });

  it('formats exact amounts with en-IN grouping', () => {
    expect(exactInr(12_999_950)).toBe('₹1,29,999.50');
  });
});
