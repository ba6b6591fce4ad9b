import { SHOP_SIZES, type Category, type ShopSize, type SubCategory, type Tag } from '../../../../../shared/catalogue-options';
import { computeFinalPrice, type ProductDraft } from '../../../../../shared/product-rules';
import { CENTRE, type FocalPoint } from '../../../../../shared/focal-crop';

export interface SizeState {
  on: boolean;
  stock: string;
}

export interface VariantState {
  /** A stable React key; never sent. */
  key: string;
  color: string;
  sizes: Record<ShopSize, SizeState>;
  images: File[];
  /** Where each photo is cut to 4:5; a photo not in the map is cut round its centre. */
  focals?: ReadonlyMap<File, FocalPoint>;
}

export interface SpecificationState {
  name: string;
  value: string;
}

/** Everything the add-product form holds (spec section 3, Product (admin form)). */
export interface ProductFormState {
  name: string;
  description: string;
  price: string;
  discount: string;
  finalPrice: string;
  category: Category | '';
  subCategory: SubCategory | '';
  returnPolicy: string;
  tags: Tag[];
  codAvailable: 'Yes' | 'No';
  /** Optional (beyond the spec): empty goes by sub-category. */
  hsn: string;
  variants: VariantState[];
  overview: string;
  features: string[];
  materialAndCare: string[];
  specifications: SpecificationState[];
}

/** Under the HSN field of the add and edit forms. */
export const HSN_HINT = 'Printed on tax invoices. Leave empty for the sub-category\'s: 6109 t-shirts, 6110 hoodies, 6205 shackets.';

let keys = 0;

export function emptyVariant(): VariantState {
  const sizes = Object.fromEntries(SHOP_SIZES.map((size) => [size, { on: false, stock: '' }])) as Record<ShopSize, SizeState>;
  return { key: `variant-${keys++}`, color: '', sizes, images: [] };
}

export function emptyProductForm(): ProductFormState {
  return {
    name: '',
    description: '',
    price: '',
    discount: '',
    finalPrice: '',
    category: '',
    subCategory: '',
    returnPolicy: '',
    tags: [],
    codAvailable: 'Yes',
    hsn: '',
    variants: [emptyVariant()],
    overview: '',
    features: [''],
    materialAndCare: [''],
    specifications: [{ name: '', value: '' }],
  };
}

/** finalPrice follows price and discount whenever either changes (spec section 5). */
export function withPrices(state: ProductFormState, change: { price?: string; discount?: string }): ProductFormState {
  const next = { ...state, ...change };
  const computed = computeFinalPrice(next.price, next.discount);
  return { ...next, finalPrice: computed === null ? '' : String(computed) };
}

const filled = (items: string[]) => items.filter((item) => item.trim() !== '');

/** The form as the shared rules read it. */
export function toDraft(state: ProductFormState): ProductDraft {
  return {
    name: state.name,
    description: state.description,
    price: state.price,
    discount: state.discount,
    finalPrice: state.finalPrice,
    category: state.category,
    subCategory: state.subCategory,
    returnPolicy: state.returnPolicy,
    tags: state.tags,
    codAvailable: state.codAvailable === 'Yes',
    hsn: state.hsn,
    variants: state.variants.map((variant) => ({
      color: variant.color,
      sizes: SHOP_SIZES.filter((size) => variant.sizes[size].on).map((size) => ({ size, stock: variant.sizes[size].stock })),
      imageCount: variant.images.length,
    })),
    productDetails: {
      overview: state.overview,
      features: filled(state.features),
      materialAndCare: filled(state.materialAndCare),
      specifications: state.specifications.filter((spec) => spec.name.trim() !== '' || spec.value.trim() !== ''),
    },
  };
}

/** The multipart body with the field names of spec section 7. */
export function toFormData(state: ProductFormState): FormData {
  const draft = toDraft(state);
  const form = new FormData();
  const scalars = ['name', 'description', 'price', 'discount', 'finalPrice', 'category', 'subCategory', 'returnPolicy'] as const;
  for (const field of scalars) form.append(field, draft[field]);
  form.append('codAvailable', String(draft.codAvailable));
  // Sent only when typed, so an add without it is the spec's body exactly.
  if (draft.hsn?.trim()) form.append('hsn', draft.hsn.trim());
  for (const tag of draft.tags) form.append('tags[]', tag);
  draft.variants.forEach((variant, i) => {
    form.append(`variants[${i}][color]`, variant.color);
    variant.sizes.forEach((entry, j) => {
      form.append(`variants[${i}][sizes][${j}][size]`, entry.size);
      form.append(`variants[${i}][sizes][${j}][stock]`, entry.stock);
    });
    const { images, focals } = state.variants[i]!;
    images.forEach((file, j) => {
      form.append(`variants[${i}][images][${j}]`, file, file.name);
      // Ours beside the spec's fields: with a focal point the server fills the 4:5 frame instead of letterboxing.
      const focal = focals?.get(file) ?? CENTRE;
      form.append(`variants[${i}][focal][${j}][x]`, String(focal.x));
      form.append(`variants[${i}][focal][${j}][y]`, String(focal.y));
    });
  });
  const details = draft.productDetails;
  form.append('productDetails[overview]', details.overview);
  details.features.forEach((item, i) => form.append(`productDetails[features][${i}]`, item));
  details.materialAndCare.forEach((item, i) => form.append(`productDetails[materialAndCare][${i}]`, item));
  details.specifications.forEach((spec, i) => {
    form.append(`productDetails[specifications][${i}][name]`, spec.name);
    form.append(`productDetails[specifications][${i}][value]`, spec.value);
  });
  return form;
}
