import { describe, expect, it } from 'vitest';
import { clampQuantity, maxQuantity, stepperLimits } from './quantity';

describe('clampQuantity', () => {
  it('keeps a quantity inside 1..stock', () => {
    expect(clampQuantity(3, 7)).toBe(3);
    expect(clampQuantity(0, 7)).toBe(1);
    expect(clampQuantity(-4, 7)).toBe(1);
    expect(clampQuantity(8, 7)).toBe(7);
    expect(clampQuantity(7, 7)).toBe(7);
  });

  it('is 1 without a size or with a sold-out size', () => {
    expect(clampQuantity(5, null)).toBe(1);
    expect(clampQuantity(5, 0)).toBe(1);
  });

  it('drops fractions and ignores nonsense', () => {
    expect(clampQuantity(2.9, 7)).toBe(2);
    expect(clampQuantity(Number.NaN, 7)).toBe(1);
  });
});

describe('maxQuantity', () => {
  it('is the stock, at most 20 (a cart line or an order takes no more), never below 1', () => {
    expect(maxQuantity(12)).toBe(12);
    expect(maxQuantity(40)).toBe(20);
    expect(maxQuantity(0)).toBe(1);
    expect(maxQuantity(null)).toBe(1);
  });
});

describe('stepperLimits', () => {
  it('disables − at 1 and + at the stock', () => {
    expect(stepperLimits(1, 3)).toEqual({ canDecrease: false, canIncrease: true });
    expect(stepperLimits(2, 3)).toEqual({ canDecrease: true, canIncrease: true });
    expect(stepperLimits(3, 3)).toEqual({ canDecrease: true, canIncrease: false });
  });

  it('disables both without a size', () => {
    expect(stepperLimits(1, null)).toEqual({ canDecrease: false, canIncrease: false });
  });

  it('offers nothing above 1 when only one piece is left', () => {
    expect(stepperLimits(1, 1)).toEqual({ canDecrease: false, canIncrease: false });
  });
});
