import { describe, expect, it } from 'vitest';
import { computeFinalPrice, productDraftProblems, productDraftSchema, productEditProblems, productEditSchema, toProductInput, type ProductDraft } from './product-rules';

const good: ProductDraft = {
  name: ' Lake Tee ',
  description: 'Cotton',
  price: '1299.50',
  discount: '10',
  finalPrice: '1169.55',
  category: 'upperwear',
  subCategory: 't-shirt',
  returnPolicy: '7',
  tags: ['newarrival', 'newarrival'],
  codAvailable: true,
  variants: [{ color: 'Black', sizes: [{ size: 'M', stock: '3' }], imageCount: 1 }],
  productDetails: { overview: '', features: [' Soft ', ''], materialAndCare: [], specifications: [{ name: 'Fit', value: 'Regular' }] },
};

describe('product rules', () => {
  it('computes finalPrice as price minus price times discount/100, rounded down to the rupee', () => {
    expect(computeFinalPrice('1299', '20')).toBe(1039);
    expect(computeFinalPrice('999', '15')).toBe(849);
    expect(computeFinalPrice('1000', '10')).toBe(900);
    expect(computeFinalPrice('', '15')).toBeNull();
    expect(computeFinalPrice('abc', '15')).toBeNull();
  });

  it('accepts a good draft and stores it in paise, trimmed and de-duplicated', () => {
    expect(productDraftProblems(good)).toEqual([]);
    const input = toProductInput(good);
    expect(input).toMatchObject({ name: 'Lake Tee', pricePaise: 129950, finalPricePaise: 116900, tags: ['newarrival'] });
    expect(input.productDetails.features).toEqual(['Soft']);
  });

  it('refuses values outside the fixed lists and limits', () => {
    const problems = (change: Partial<ProductDraft>) => productDraftProblems({ ...good, ...change }).map((p) => p.message);
    expect(problems({ category: 'shoes' })).toEqual(['category must be one of: upperwear, bottomwear.']);
    expect(problems({ tags: ['sale'] })).toEqual(['tags must be among: trending, newarrival, lowsell.']);
    expect(problems({ discount: '101', finalPrice: '0' })).toContain('discount must be a whole percent from 0 to 100.');
    expect(problems({ finalPrice: '1' })).toEqual(['finalPrice must be price minus price times discount/100, rounded down to the rupee.']);
    // Both the spec's exact figure and the whole-rupee figure are accepted.
    expect(problems({ finalPrice: '1169.55' })).toEqual([]);
    expect(problems({ finalPrice: '1169' })).toEqual([]);
    expect(problems({ finalPrice: '1170' })).toHaveLength(1);
    expect(problems({ variants: [{ color: 'Black', sizes: [{ size: 'XS', stock: '-1' }], imageCount: 1 }] })).toEqual([
      'size must be one of: S, M, L, XL, XXL.',
      'stock must be a whole number from 0 to 100000.',
    ]);
    expect(problems({ variants: [good.variants[0]!, { ...good.variants[0]!, color: 'black' }] })).toEqual(['The colour black is listed twice.']);
  });

  it('takes an HSN of 4, 6 or 8 digits or none (by sub-category), never 5 or 7', () => {
    const hsnProblems = (hsn: string) => productDraftProblems({ ...good, hsn }).map((p) => p.message);
    for (const hsn of ['6109', '610910', '61091000', ' 6110 ', '']) expect(hsnProblems(hsn)).toEqual([]);
    for (const hsn of ['610', '61091', '6109100', '610910001', '61O9']) expect(hsnProblems(hsn)).toEqual(['hsn must be 4, 6 or 8 digits (for example 6109), or left empty to go by the sub-category.']);
    expect(toProductInput({ ...good, hsn: ' 6110 ' }).hsn).toBe('6110');
    expect(toProductInput({ ...good, hsn: ' ' }).hsn).toBeNull();
    expect(toProductInput(good).hsn).toBeNull();
  });
});

describe('product edit rules', () => {
  it('checks an edit by the same rules, without colours', () => {
    const edit = { name: 'Tee', description: 'd', price: '500', discount: '10', finalPrice: '450', category: 'upperwear', subCategory: 'hoodie', returnPolicy: '7', tags: ['trending'], codAvailable: true };
    expect(productEditProblems(edit)).toEqual([]);
    expect(productEditProblems({ ...edit, name: ' ', tags: [] }).map((p) => p.message)).toEqual(['name is required. Please fill the field.', 'tags is required. Please fill the field.']);
  });
});

describe('the product schemas', () => {
  it('key each problem by its field path, nested ones included, in form order', () => {
    const draft: ProductDraft = {
      ...good,
      name: '',
      price: '0',
      tags: [],
      variants: [{ color: 'Black', sizes: [{ size: 'M', stock: '1' }, { size: 'M', stock: 'x' }], imageCount: 0 }],
      productDetails: { ...good.productDetails, specifications: [{ name: 'Fit', value: '' }] },
    };
    expect(productDraftProblems(draft).map((problem) => problem.field)).toEqual([
      'name',
      'tags',
      'price',
      'variants.0.sizes.1.size',
      'variants.0.sizes.1.stock',
      'variants.0.images',
      'productDetails.specifications.0',
    ]);
    expect(productDraftSchema.safeParse(good).success).toBe(true);
  });

  it('check finalPrice whatever else fails, once price and discount are right', () => {
    const edit = { name: '', description: 'd', price: '500', discount: '10', finalPrice: '400', category: 'upperwear', subCategory: 'hoodie', returnPolicy: '7', tags: ['trending'], codAvailable: true };
    expect(productEditProblems(edit).map((problem) => problem.field)).toEqual(['name', 'finalPrice']);
    expect(productEditSchema.safeParse({ ...edit, name: 'Tee', finalPrice: '450' }).success).toBe(true);
  });
});
