import { describe, expect, it } from 'vitest';
import { productDraftProblems } from '../../../../../shared/product-rules';
import { emptyProductForm, toDraft, toFormData, withPrices, type ProductFormState } from './product-form';
import { imageProblem } from '../../../../../shared/image-upload';

const image = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });

function filledForm(): ProductFormState {
  const state = withPrices({ ...emptyProductForm(), name: 'Lake Tee', description: 'Cotton', category: 'upperwear', subCategory: 'hoodie', returnPolicy: '7', tags: ['newarrival'] }, { price: '999', discount: '15' });
  const variant = state.variants[0]!;
  variant.color = 'Black';
  variant.sizes.M = { on: true, stock: '4' };
  variant.sizes.XXL = { on: true, stock: '0' };
  variant.images = [image('a.jpg'), image('b.jpg')];
  return { ...state, features: ['Warm', ''], specifications: [{ name: 'Fit', value: 'Regular' }] };
}

describe('add-product form', () => {
  it('recomputes finalPrice (whole rupees, rounded down) whenever price or discount changes', () => {
    let state = withPrices(emptyProductForm(), { price: '1299' });
    expect(state.finalPrice).toBe('');
    state = withPrices(state, { discount: '20' });
    expect(state.finalPrice).toBe('1039');
    state = withPrices(state, { price: '1000' });
    expect(state.finalPrice).toBe('800');
  });

  it('names every empty required field in the spec words, and a colour without images', () => {
    const messages = productDraftProblems(toDraft(emptyProductForm())).map((problem) => problem.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'name is required. Please fill the field.',
        'description is required. Please fill the field.',
        'price is required. Please fill the field.',
        'discount is required. Please fill the field.',
        'finalPrice is required. Please fill the field.',
        'category is required. Please fill the field.',
        'subCategory is required. Please fill the field.',
        'returnPolicy is required. Please fill the field.',
        'tags is required. Please fill the field.',
        'images is required. Please add at least one image.',
      ]),
    );
    expect(productDraftProblems(toDraft(filledForm()))).toEqual([]);
  });

  it('sends the spec multipart field names, only the offered sizes and non-empty list entries', () => {
    const form = toFormData(filledForm());
    const names = [...form.keys()];
    expect(names).toEqual([
      'name', 'description', 'price', 'discount', 'finalPrice', 'category', 'subCategory', 'returnPolicy', 'codAvailable', 'tags[]',
      'variants[0][color]', 'variants[0][sizes][0][size]', 'variants[0][sizes][0][stock]', 'variants[0][sizes][1][size]', 'variants[0][sizes][1][stock]',
      // Each photo's focal point beside it (ours, beside the spec's names).
      'variants[0][images][0]', 'variants[0][focal][0][x]', 'variants[0][focal][0][y]', 'variants[0][images][1]', 'variants[0][focal][1][x]', 'variants[0][focal][1][y]',
      'productDetails[overview]', 'productDetails[features][0]', 'productDetails[specifications][0][name]', 'productDetails[specifications][0][value]',
    ]);
    expect(form.get('finalPrice')).toBe('849');
    expect(form.get('variants[0][sizes][1][size]')).toBe('XXL');
    expect(form.get('codAvailable')).toBe('true');
  });

  it('sends the focal point chosen for a photo, and the centre for the others', () => {
    const filled = filledForm();
    const variant = filled.variants[0]!;
    const chosen = { ...filled, variants: [{ ...variant, focals: new Map([[variant.images[1]!, { x: 0.25, y: 0.8 }]]) }] };
    const form = toFormData(chosen);
    expect([form.get('variants[0][focal][0][x]'), form.get('variants[0][focal][0][y]')]).toEqual(['0.5', '0.5']);
    expect([form.get('variants[0][focal][1][x]'), form.get('variants[0][focal][1][y]')]).toEqual(['0.25', '0.8']);
  });

  it('sends an HSN only when one is typed, so an add without it is the spec body exactly', () => {
    expect(toFormData(filledForm()).has('hsn')).toBe(false);
    expect(toFormData({ ...filledForm(), hsn: ' 6110 ' }).get('hsn')).toBe('6110');
    expect(toDraft({ ...filledForm(), hsn: '61091' }).hsn).toBe('61091');
  });

  it('warns about a file that is not a photo or is over 10 MB before sending', () => {
    expect(imageProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe('"a.svg" is not a JPEG, PNG or WebP image.');
    expect(imageProblem({ name: 'b.jpg', type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe('"b.jpg" is larger than 10 MB.');
    expect(imageProblem({ name: 'c.webp', type: 'image/webp', size: 1000 })).toBeNull();
  });
});
