import { describe, expect, it } from 'vitest';
import { productPath } from '../../../../shared/screen-routes';
import { checkoutPath, chosenVariant } from './variants';

const variants = [{ _id: 'aaa' }, { _id: 'bbb' }];

describe('chosenVariant', () => {
  it('picks the variant the URL names, in any letter case', () => {
    expect(chosenVariant(variants, 'bbb')).toBe(variants[1]);
    expect(chosenVariant(variants, 'BBB')).toBe(variants[1]);
  });

  it('falls back to the first variant for an unknown or missing id', () => {
    expect(chosenVariant(variants, 'zzz')).toBe(variants[0]);
    expect(chosenVariant(variants, undefined)).toBe(variants[0]);
    expect(chosenVariant([], 'aaa')).toBeUndefined();
  });
});

describe('paths', () => {
  it('builds the product and checkout addresses', () => {
    expect(productPath('p1', 'v1')).toBe('/display/p1/v1');
    expect(checkoutPath('p1', 'v1')).toBe('/checkout/p1/v1');
  });
});
