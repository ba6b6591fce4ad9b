import { describe, expect, it } from 'vitest';
import { cartTotal, sizesInStock } from './cart-lines';

describe('cart lines', () => {
  it('offers only page sizes in stock, in size order', () => {
    expect(sizesInStock([{ size: 'XL', stock: 2 }, { size: 'S', stock: 9 }, { size: 'M', stock: 0 }, { size: 'L', stock: 4 }])).toEqual([
      { size: 'L', stock: 4 },
      { size: 'XL', stock: 2 },
    ]);
  });

  it('totals to the paisa without float drift', () => {
    expect(cartTotal([{ price: 0.1, quantity: 3 }, { price: 799.99, quantity: 2 }])).toBe(1600.28);
  });
});
