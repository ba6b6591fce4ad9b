import { describe, expect, it } from 'vitest';
import { sizeChoices, stockNote, stockOf } from './sizes';

const variant = {
  sizes: [
    { size: 'S' as const, stock: 24 },
    { size: 'M' as const, stock: 10 },
    { size: 'L' as const, stock: 3 },
    { size: 'XXL' as const, stock: 0 },
  ],
};

describe('sizeChoices', () => {
  it('offers M, L, XL and XXL in order, a missing size as sold out, and never S', () => {
    expect(sizeChoices(variant)).toEqual([
      { size: 'M', stock: 10, soldOut: false },
      { size: 'L', stock: 3, soldOut: false },
      { size: 'XL', stock: 0, soldOut: true },
      { size: 'XXL', stock: 0, soldOut: true },
    ]);
  });
});

describe('stockOf and stockNote', () => {
  const choices = sizeChoices(variant);
  it('reads the stock of the chosen size', () => {
    expect(stockOf(choices, 'M')).toBe(10);
    expect(stockOf(choices, null)).toBeNull();
  });

  it('marks sold-out and low-stock sizes', () => {
    expect(choices.map(stockNote)).toEqual([null, 'Only 3 left', 'Sold out', 'Sold out']);
  });
});
