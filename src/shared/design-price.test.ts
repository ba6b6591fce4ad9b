import { describe, expect, it } from 'vitest';
import { PRINT_PRICE_PER_SIDE_PAISE, designUnitPricePaise, printedSidesOf } from './design-price';

describe('custom garment price', () => {
  it('is the garment plus ₹249 for each printed side', () => {
    expect(PRINT_PRICE_PER_SIDE_PAISE).toBe(24_900);
    expect(designUnitPricePaise(59_900, 0)).toBe(59_900);
    expect(designUnitPricePaise(59_900, 1)).toBe(84_800);
    expect(designUnitPricePaise(59_900, 2)).toBe(109_700);
  });

  it('counts only sides with something on them', () => {
    expect(printedSidesOf({ front: [], back: [] })).toBe(0);
    expect(printedSidesOf({ front: [{}], back: [] })).toBe(1);
    expect(printedSidesOf({ front: [], back: [{}, {}] })).toBe(1);
    expect(printedSidesOf({ front: [{}], back: [{}] })).toBe(2);
  });
});
