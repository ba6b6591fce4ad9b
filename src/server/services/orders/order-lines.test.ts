import { describe, expect, it } from 'vitest';
import { orderLineName } from './order-lines';

describe('orderLineName', () => {
  it("names a product line by the product's name", () => {
    expect(orderLineName({ designId: null, productName: 'Upper Lake tee', designGarment: null })).toBe('Upper Lake tee');
  });

  it("names a custom design by its garment's name", () => {
    expect(orderLineName({ designId: 'd1', productName: null, designGarment: 'tshirt' })).toBe('Custom T-Shirt');
    expect(orderLineName({ designId: 'd1', productName: null, designGarment: 'hoodie' })).toBe('Custom Hoodie');
  });

  it('falls back to the wording shoppers see when the garment or product is unknown', () => {
    expect(orderLineName({ designId: 'd1', productName: null, designGarment: null })).toBe('Custom design');
    expect(orderLineName({ designId: null, productName: null, designGarment: null })).toBe('Product');
  });
});
