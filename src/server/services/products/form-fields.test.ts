import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { fieldPath, ProductFormReader } from './form-fields';

describe('fieldPath', () => {
  it('splits the spec field names into segments', () => {
    expect(fieldPath('variants[0][sizes][1][stock]')).toEqual(['variants', '0', 'sizes', '1', 'stock']);
    expect(fieldPath('tags[]')).toEqual(['tags', '']);
    expect(fieldPath('name')).toEqual(['name']);
  });

  it('refuses anything else', () => {
    for (const name of ['__proto__[x]', 'a.b', 'variants[0]][color]', 'variants[0][color', '']) expect(fieldPath(name)).toBeNull();
  });
});

describe('ProductFormReader', () => {
  it('builds a draft from the spec fields, compacting sparse indexes in order', () => {
    const form = new ProductFormReader();
    const fields: [string, string][] = [
      ['name', 'Tee'],
      ['tags[]', 'trending'],
      ['tags[]', 'newarrival'],
      ['codAvailable', 'No'],
      ['variants[3][color]', 'Sand'],
      ['variants[1][color]', 'Black'],
      ['variants[1][sizes][2][size]', 'XL'],
      ['variants[1][sizes][2][stock]', '4'],
      ['variants[1][sizes][0][size]', 'M'],
      ['variants[1][sizes][0][stock]', '1'],
      ['productDetails[features][1]', 'Second'],
      ['productDetails[features][0]', 'First'],
      ['productDetails[specifications][0][value]', 'Cotton'],
      ['productDetails[specifications][0][name]', 'Fabric'],
    ];
    for (const [name, value] of fields) form.field(name, value);
    expect(form.imageSlot('variants[3][images][0]')).toEqual({ variantKey: 3, positionKey: 0 });
    expect(form.imageSlot('variants[3][images][]')).toEqual({ variantKey: 3, positionKey: 1 });
    const draft = form.draft();
    expect(draft.tags).toEqual(['trending', 'newarrival']);
    expect(draft.codAvailable).toBe(false);
    expect(draft.variants).toEqual([
      { color: 'Black', sizes: [{ size: 'M', stock: '1' }, { size: 'XL', stock: '4' }], imageCount: 0 },
      { color: 'Sand', sizes: [], imageCount: 2 },
    ]);
    expect(form.variantKeys()).toEqual([1, 3]);
    expect(draft.productDetails.features).toEqual(['First', 'Second']);
    expect(draft.productDetails.specifications).toEqual([{ name: 'Fabric', value: 'Cotton' }]);
  });

  it('refuses unknown fields, files outside variant images, and huge indexes', () => {
    const form = new ProductFormReader();
    expect(() => form.field('isAdmin', 'true')).toThrow(DomainError);
    expect(() => form.field('variants[0][price]', '1')).toThrow('The form field variants[0][price] is not part of the add-product form.');
    expect(() => form.field('variants[100][color]', 'Red')).toThrow(DomainError);
    expect(() => form.imageSlot('name')).toThrow('Files can only be sent as variants[i][images][j], not as name.');
    form.imageSlot('variants[0][images][0]');
    expect(() => form.imageSlot('variants[0][images][0]')).toThrow('Two files were sent as variants[0][images][0].');
  });
});
