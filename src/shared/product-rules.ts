/**
 * The add-product rules and messages of spec sections 5 and 8, word for word, used by the
 * staff form and by POST /product/create alike. Values are checked as the text a form field
 * or a multipart field holds.
 */
import { CATEGORIES, SHOP_SIZES, SUB_CATEGORIES, TAGS, type Category, type ShopSize, type SubCategory, type Tag } from './catalogue-options';
import { finalPricePaise, paiseToRupees, rupeesToPaise } from './money';

export const PRODUCT_MESSAGES = {
  required: (field: string) => `${field} is required. Please fill the field.`,
  imagesRequired: 'images is required. Please add at least one image.',
  added: 'Product successfully added!',
  fallback: 'something wrong check all the fields and submit again..',
} as const;

/** The fields section 5 calls required, in the form's order. */
export const REQUIRED_PRODUCT_FIELDS = [
  'name',
  'description',
  'price',
  'discount',
  'finalPrice',
  'category',
  'subCategory',
  'returnPolicy',
  'tags',
  'variants',
] as const;

/** Our limits (the spec gives none): enough for a real catalogue, small enough for one request. */
export const PRODUCT_LIMITS = {
  name: 120,
  description: 4000,
  color: 40,
  maxPrice: 1_000_000,
  maxReturnDays: 90,
  maxStock: 100_000,
  variants: 10,
  imagesPerVariant: 8,
  listItems: 30,
  listItemLength: 300,
} as const;

export interface ProductDraftVariant {
  color: string;
  sizes: { size: string; stock: string }[];
  imageCount: number;
}

/** What the form holds (or the multipart fields carried), all as text. */
export interface ProductDraft {
  name: string;
  description: string;
  price: string;
  discount: string;
  finalPrice: string;
  category: string;
  subCategory: string;
  returnPolicy: string;
  tags: string[];
  codAvailable: boolean;
  variants: ProductDraftVariant[];
  productDetails: {
    overview: string;
    features: string[];
    materialAndCare: string[];
    specifications: { name: string; value: string }[];
  };
}

/** A checked product, in the units the server stores. */
export interface ProductInput {
  name: string;
  description: string;
  pricePaise: number;
  discount: number;
  finalPricePaise: number;
  category: Category;
  subCategory: SubCategory;
  returnPolicy: number;
  tags: Tag[];
  codAvailable: boolean;
  variants: { color: string; sizes: { size: ShopSize; stock: number }[]; imageCount: number }[];
  productDetails: ProductDraft['productDetails'];
}

/** A problem with one field; `field` is a path such as `variants.1.images`. */
export interface ProductProblem {
  field: string;
  message: string;
}

/** price - price * discount / 100, rounded down to the rupee; null while either is not a number. */
export function computeFinalPrice(price: string, discount: string): number | null {
  const mrp = Number(price);
  const off = Number(discount);
  if (price.trim() === '' || discount.trim() === '' || !Number.isFinite(mrp) || !Number.isFinite(off)) return null;
  return paiseToRupees(finalPricePaise(rupeesToPaise(mrp), off));
}

const blank = (value: string) => value.trim() === '';
const isMoney = (value: string) => /^\d{1,7}(\.\d{1,2})?$/.test(value.trim());
const isWhole = (value: string) => /^\d{1,6}$/.test(value.trim());
const oneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

function checkScalars(draft: ProductDraft, problems: ProductProblem[]): void {
  const add = (field: string, message: string) => problems.push({ field, message });
  for (const field of REQUIRED_PRODUCT_FIELDS) {
    const value = draft[field];
    const missing = Array.isArray(value) ? value.length === 0 : blank(value);
    if (missing) add(field, PRODUCT_MESSAGES.required(field));
  }
  const has = (field: string) => !problems.some((problem) => problem.field === field);
  if (has('name') && draft.name.trim().length > PRODUCT_LIMITS.name) add('name', `name must be at most ${PRODUCT_LIMITS.name} characters.`);
  if (has('description') && draft.description.length > PRODUCT_LIMITS.description) {
    add('description', `description must be at most ${PRODUCT_LIMITS.description} characters.`);
  }
  if (has('price') && (!isMoney(draft.price) || Number(draft.price) <= 0 || Number(draft.price) > PRODUCT_LIMITS.maxPrice)) {
    add('price', `price must be an amount in rupees above 0 and at most ${PRODUCT_LIMITS.maxPrice}, with at most two decimals.`);
  }
  if (has('discount') && (!isWhole(draft.discount) || Number(draft.discount) > 100)) add('discount', 'discount must be a whole percent from 0 to 100.');
  if (has('finalPrice') && has('price') && has('discount')) {
    const expected = computeFinalPrice(draft.price, draft.discount);
    const given = Number(draft.finalPrice);
    // The spec's exact figure (to the paisa) and the whole-rupee figure the shop stores both pass.
    if (expected === null || !Number.isFinite(given) || Math.floor(rupeesToPaise(given) / 100) * 100 !== rupeesToPaise(expected)) {
      add('finalPrice', 'finalPrice must be price minus price times discount/100, rounded down to the rupee.');
    }
  }
  if (has('category') && !oneOf(CATEGORIES, draft.category)) add('category', `category must be one of: ${CATEGORIES.join(', ')}.`);
  if (has('subCategory') && !oneOf(SUB_CATEGORIES, draft.subCategory)) {
    add('subCategory', `subCategory must be one of: ${SUB_CATEGORIES.join(', ')}.`);
  }
  if (has('returnPolicy') && (!isWhole(draft.returnPolicy) || Number(draft.returnPolicy) > PRODUCT_LIMITS.maxReturnDays)) {
    add('returnPolicy', `returnPolicy must be a whole number of days from 0 to ${PRODUCT_LIMITS.maxReturnDays}.`);
  }
  const badTag = draft.tags.find((tag) => !oneOf(TAGS, tag));
  if (badTag !== undefined) add('tags', `tags must be among: ${TAGS.join(', ')}.`);
}

function checkVariants(draft: ProductDraft, problems: ProductProblem[]): void {
  const add = (field: string, message: string) => problems.push({ field, message });
  if (draft.variants.length > PRODUCT_LIMITS.variants) add('variants', `At most ${PRODUCT_LIMITS.variants} colours per product.`);
  const colours = new Set<string>();
  draft.variants.forEach((variant, i) => {
    const at = `variants.${i}`;
    const colour = variant.color.trim();
    if (!colour) add(`${at}.color`, PRODUCT_MESSAGES.required('color'));
    else if (colour.length > PRODUCT_LIMITS.color) add(`${at}.color`, `color must be at most ${PRODUCT_LIMITS.color} characters.`);
    else if (colours.has(colour.toLowerCase())) add(`${at}.color`, `The colour ${colour} is listed twice.`);
    colours.add(colour.toLowerCase());
    if (variant.sizes.length === 0) add(`${at}.sizes`, PRODUCT_MESSAGES.required('sizes'));
    const sizes = new Set<string>();
    variant.sizes.forEach((entry, j) => {
      if (blank(entry.size)) add(`${at}.sizes.${j}.size`, PRODUCT_MESSAGES.required('size'));
      else if (!oneOf(SHOP_SIZES, entry.size)) add(`${at}.sizes.${j}.size`, `size must be one of: ${SHOP_SIZES.join(', ')}.`);
      else if (sizes.has(entry.size)) add(`${at}.sizes.${j}.size`, `The size ${entry.size} is listed twice for this colour.`);
      sizes.add(entry.size);
      if (blank(entry.stock)) add(`${at}.sizes.${j}.stock`, PRODUCT_MESSAGES.required('stock'));
      else if (!isWhole(entry.stock) || Number(entry.stock) > PRODUCT_LIMITS.maxStock) {
        add(`${at}.sizes.${j}.stock`, `stock must be a whole number from 0 to ${PRODUCT_LIMITS.maxStock}.`);
      }
    });
    if (variant.imageCount === 0) add(`${at}.images`, PRODUCT_MESSAGES.imagesRequired);
    if (variant.imageCount > PRODUCT_LIMITS.imagesPerVariant) add(`${at}.images`, `At most ${PRODUCT_LIMITS.imagesPerVariant} images per colour.`);
  });
}

function checkDetails(draft: ProductDraft, problems: ProductProblem[]): void {
  const { overview, features, materialAndCare, specifications } = draft.productDetails;
  const tooLong = (text: string) => text.length > PRODUCT_LIMITS.listItemLength * 4;
  if (tooLong(overview)) problems.push({ field: 'productDetails.overview', message: 'overview is too long.' });
  const lists: [string, number, boolean][] = [
    ['features', features.length, features.some((item) => item.length > PRODUCT_LIMITS.listItemLength)],
    ['materialAndCare', materialAndCare.length, materialAndCare.some((item) => item.length > PRODUCT_LIMITS.listItemLength)],
    ['specifications', specifications.length, specifications.some((spec) => spec.name.length + spec.value.length > PRODUCT_LIMITS.listItemLength)],
  ];
  for (const [name, count, long] of lists) {
    if (count > PRODUCT_LIMITS.listItems) problems.push({ field: `productDetails.${name}`, message: `At most ${PRODUCT_LIMITS.listItems} ${name} entries.` });
    if (long) problems.push({ field: `productDetails.${name}`, message: `Each ${name} entry must be at most ${PRODUCT_LIMITS.listItemLength} characters.` });
  }
  specifications.forEach((spec, i) => {
    if (blank(spec.name) !== blank(spec.value)) {
      problems.push({ field: `productDetails.specifications.${i}`, message: PRODUCT_MESSAGES.required(blank(spec.name) ? 'name' : 'value') });
    }
  });
}

/** The fields staff can change on an existing product (colours and stock have their own calls). */
export type ProductEdit = Pick<ProductDraft, 'name' | 'description' | 'price' | 'discount' | 'finalPrice' | 'category' | 'subCategory' | 'returnPolicy' | 'tags' | 'codAvailable'>;

/** Every problem with an edit of a product's details, by the same rules as a new product. */
export function productEditProblems(edit: ProductEdit): ProductProblem[] {
  const problems: ProductProblem[] = [];
  checkScalars({ ...edit, variants: [], productDetails: { overview: '', features: [], materialAndCare: [], specifications: [] } }, problems);
  return problems.filter((problem) => problem.field !== 'variants');
}

/** Every problem with a draft, in form order; empty when it can be saved. */
export function productDraftProblems(draft: ProductDraft): ProductProblem[] {
  const problems: ProductProblem[] = [];
  checkScalars(draft, problems);
  checkVariants(draft, problems);
  checkDetails(draft, problems);
  return problems;
}

const cleanList = (items: string[]) => items.map((item) => item.trim()).filter((item) => item !== '');

/** The checked product; call only when productDraftProblems(draft) is empty. */
export function toProductInput(draft: ProductDraft): ProductInput {
  const pricePaise = rupeesToPaise(Number(draft.price));
  const discount = Number(draft.discount);
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    pricePaise,
    discount,
    finalPricePaise: finalPricePaise(pricePaise, discount),
    category: draft.category as Category,
    subCategory: draft.subCategory as SubCategory,
    returnPolicy: Number(draft.returnPolicy),
    tags: [...new Set(draft.tags)] as Tag[],
    codAvailable: draft.codAvailable,
    variants: draft.variants.map((variant) => ({
      color: variant.color.trim(),
      sizes: variant.sizes.map((entry) => ({ size: entry.size as ShopSize, stock: Number(entry.stock) })),
      imageCount: variant.imageCount,
    })),
    productDetails: {
      overview: draft.productDetails.overview.trim(),
      features: cleanList(draft.productDetails.features),
      materialAndCare: cleanList(draft.productDetails.materialAndCare),
      specifications: draft.productDetails.specifications
        .map((spec) => ({ name: spec.name.trim(), value: spec.value.trim() }))
        .filter((spec) => spec.name !== '' && spec.value !== ''),
    },
  };
}
