import { describe, expect, it } from 'vitest';
import { orderTotal, readCheckoutState } from './checkout-state';

describe('readCheckoutState', () => {
  it('accepts what Buy Now sends', () => {
    expect(readCheckoutState({ size: 'XL', price: 799.5, quantity: 2 })).toEqual({ size: 'XL', price: 799.5, quantity: 2 });
  });

  it.each([null, undefined, 'x', { size: 'S', price: 1, quantity: 1 }, { size: 'M', price: -1, quantity: 1 }, { size: 'M', price: 1, quantity: 0 }, { size: 'M', price: 1, quantity: 1.5 }])(
    'refuses %j',
    (state) => expect(readCheckoutState(state)).toBeNull(),
  );

  it('totals to the paisa', () => {
    expect(orderTotal({ size: 'M', price: 333.33, quantity: 3 })).toBe(999.99);
  });
});
