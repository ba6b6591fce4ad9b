import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES, productDetailsProblems, productEditProblems } from '../../../../../shared/product-rules';
import { labelled } from './field-labels';

describe('edit screen messages name fields by their labels', () => {
  it('puts the label in place of the spec field name', () => {
    expect(labelled(PRODUCT_MESSAGES.required('name'))).toBe('Name is required. Please fill the field.');
    expect(labelled(PRODUCT_MESSAGES.imagesRequired)).toBe('Images is required. Please add at least one image.');
    const [price] = productEditProblems({ name: 'A', description: 'B', price: '0', discount: '0', finalPrice: '0', category: 'upperwear', subCategory: 'hoodie', returnPolicy: '7', tags: ['trending'], codAvailable: true });
    expect(labelled(price!.message)).toBe('Price (M.R.P., ₹) must be an amount in rupees above 0 and at most 1000000, with at most two decimals.');
    const [long] = productDetailsProblems({ overview: '', features: ['x'.repeat(301)], materialAndCare: [], specifications: [] });
    expect(labelled(long!.message)).toBe('Each feature entry must be at most 300 characters.');
  });

  it('leaves a message that names no field as it is', () => {
    expect(labelled('At most 8 images per colour.')).toBe('At most 8 images per colour.');
    expect(labelled('The colour Navy is listed twice.')).toBe('The colour Navy is listed twice.');
  });
});
