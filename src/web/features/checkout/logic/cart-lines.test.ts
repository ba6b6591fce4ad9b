import { describe, expect, it } from 'vitest';
import { cartTotal, clampLineQuantity, sizesInStock, startingChoice } from './cart-lines';

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

  describe('the starting choice of a line (the size and quantity stored with Add To Cart)', () => {
    const sizes = [
      { size: 'M', stock: 12 },
      { size: 'L', stock: 2 },
      { size: 'XL', stock: 0 },
    ];

    it('starts from the stored size and quantity when the stock still has them', () => {
      expect(startingChoice({ size: 'M', quantity: 10 }, sizes)).toEqual({ choice: { size: 'M', quantity: 10 }, note: null });
      expect(startingChoice({ size: 'L' }, sizes)).toEqual({ choice: { size: 'L', quantity: 1 }, note: null });
    });

    it('asks for the size when none was stored, keeping a stored quantity', () => {
      expect(startingChoice({}, sizes)).toEqual({ choice: { size: null, quantity: 1 }, note: null });
      expect(startingChoice({ quantity: 3 }, sizes)).toEqual({ choice: { size: null, quantity: 3 }, note: null });
    });

    it('lowers a quantity above what is left now, and says so', () => {
      expect(startingChoice({ size: 'L', quantity: 5 }, sizes)).toEqual({
        choice: { size: 'L', quantity: 2 },
        note: 'Only 2 left in size L: the quantity is now 2.',
      });
    });

    it('asks again for a size sold out since, and says so', () => {
      expect(startingChoice({ size: 'XL', quantity: 3 }, sizes)).toEqual({
        choice: { size: null, quantity: 3 },
        note: 'Size XL has sold out since you added it: please choose another size.',
      });
      expect(startingChoice({ size: 'XXL', quantity: 1 }, sizes).choice.size).toBeNull();
    });

    it('checks nothing while the stock is not known yet, and notes nothing for a colour sold out in every size', () => {
      expect(startingChoice({ size: 'M', quantity: 10 }, undefined)).toEqual({ choice: { size: null, quantity: 10 }, note: null });
      expect(startingChoice({ size: 'M', quantity: 10 }, [{ size: 'M', stock: 0 }])).toEqual({ choice: { size: null, quantity: 1 }, note: null });
    });
  });

  it('keeps a quantity within a size, or within the per-line limit before a size is chosen', () => {
    expect(clampLineQuantity(30, null)).toBe(20);
    expect(clampLineQuantity(5, 3)).toBe(3);
    expect(clampLineQuantity(0, 3)).toBe(1);
    expect(clampLineQuantity(4, 0)).toBe(1);
  });
});
