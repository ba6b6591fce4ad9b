/**
 * The add-product rules and messages of spec sections 5 and 8, word for word, used by the
 * staff form and by POST /product/create alike. Values are checked as the text a form field
 * or a multipart field holds.
 */
import { CATEGORIES, SHOP_SIZES, SUB_CATEGORIES, TAGS, type Category, type ShopSize, type SubCategory, type Tag } from './catalogue-options';
import { z } from './zod';
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

/**
 * An HSN code as staff may type it: 4 digits (what a shop under Rs 5 crore turnover must print),
 * 6, or the full 8 of the customs tariff; there are no 5- or 7-digit codes.
 */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;
export const HSN_MESSAGE = 'hsn must be 4, 6 or 8 digits (for example 6109), or left empty to go by the sub-category.';

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
  /** The HSN printed on tax invoices; empty or absent: by sub-category. Beyond the spec, so optional. */
  hsn?: string;
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
  /** null: the invoice takes the HSN of the sub-category. */
  hsn: string | null;
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

/** A text field: '{field} is required' when blank, then its own rule (checked only when filled). */
const filled = (field: string, valid: (value: string) => boolean = () => true, message = '') =>
  z
    .string()
    .refine((value) => !blank(value), PRODUCT_MESSAGES.required(field))
    .refine((value) => blank(value) || valid(value), message);
const filledList = <T extends z.ZodType>(field: string, item: T) => z.array(item).refine((list) => list.length > 0, PRODUCT_MESSAGES.required(field));

const scalarShape = {
  name: filled('name', (value) => value.trim().length <= PRODUCT_LIMITS.name, `name must be at most ${PRODUCT_LIMITS.name} characters.`),
  description: filled('description', (value) => value.length <= PRODUCT_LIMITS.description, `description must be at most ${PRODUCT_LIMITS.description} characters.`),
  price: filled(
    'price',
    (value) => isMoney(value) && Number(value) > 0 && Number(value) <= PRODUCT_LIMITS.maxPrice,
    `price must be an amount in rupees above 0 and at most ${PRODUCT_LIMITS.maxPrice}, with at most two decimals.`,
  ),
  discount: filled('discount', (value) => isWhole(value) && Number(value) <= 100, 'discount must be a whole percent from 0 to 100.'),
  finalPrice: filled('finalPrice'),
  category: filled('category', (value) => oneOf(CATEGORIES, value), `category must be one of: ${CATEGORIES.join(', ')}.`),
  subCategory: filled('subCategory', (value) => oneOf(SUB_CATEGORIES, value), `subCategory must be one of: ${SUB_CATEGORIES.join(', ')}.`),
  returnPolicy: filled(
    'returnPolicy',
    (value) => isWhole(value) && Number(value) <= PRODUCT_LIMITS.maxReturnDays,
    `returnPolicy must be a whole number of days from 0 to ${PRODUCT_LIMITS.maxReturnDays}.`,
  ),
  tags: filledList('tags', z.string()).refine((tags) => tags.every((tag) => oneOf(TAGS, tag)), `tags must be among: ${TAGS.join(', ')}.`),
  codAvailable: z.boolean(),
  hsn: z
    .string()
    .optional()
    .refine((value) => value === undefined || blank(value) || HSN_PATTERN.test(value.trim()), HSN_MESSAGE),
};

/** finalPrice must follow from price and discount: the spec's exact figure (to the paisa) and the whole-rupee figure the shop stores both pass. */
const finalPriceFollows = {
  check: (draft: Pick<ProductDraft, 'price' | 'discount' | 'finalPrice'>) => {
    const ownRulesPass = (['price', 'discount', 'finalPrice'] as const).every((field) => scalarShape[field].safeParse(draft[field]).success);
    if (!ownRulesPass) return true;
    const expected = computeFinalPrice(draft.price, draft.discount);
    const given = Number(draft.finalPrice);
    return expected !== null && Number.isFinite(given) && Math.floor(rupeesToPaise(given) / 100) * 100 === rupeesToPaise(expected);
  },
  // Checked whatever else fails, as every other field is.
  params: { message: 'finalPrice must be price minus price times discount/100, rounded down to the rupee.', path: ['finalPrice'], when: () => true },
};

const sizeEntrySchema = z.object({
  size: filled('size', (value) => oneOf(SHOP_SIZES, value), `size must be one of: ${SHOP_SIZES.join(', ')}.`),
  stock: filled('stock', (value) => isWhole(value) && Number(value) <= PRODUCT_LIMITS.maxStock, `stock must be a whole number from 0 to ${PRODUCT_LIMITS.maxStock}.`),
});

const variantSchema = z
  .object({
    color: filled('color', (value) => value.trim().length <= PRODUCT_LIMITS.color, `color must be at most ${PRODUCT_LIMITS.color} characters.`),
    sizes: filledList('sizes', sizeEntrySchema).superRefine((sizes, ctx) => {
      const seen = new Set<string>();
      sizes.forEach((entry, j) => {
        if (oneOf(SHOP_SIZES, entry.size) && seen.has(entry.size)) {
          ctx.addIssue({ code: 'custom', path: [j, 'size'], message: `The size ${entry.size} is listed twice for this colour.` });
        }
        seen.add(entry.size);
      });
    }),
    imageCount: z.number(),
  })
  .superRefine((variant, ctx) => {
    if (variant.imageCount === 0) ctx.addIssue({ code: 'custom', path: ['images'], message: PRODUCT_MESSAGES.imagesRequired });
    if (variant.imageCount > PRODUCT_LIMITS.imagesPerVariant) ctx.addIssue({ code: 'custom', path: ['images'], message: `At most ${PRODUCT_LIMITS.imagesPerVariant} images per colour.` });
  });

const variantsSchema = filledList('variants', variantSchema)
  .refine((variants) => variants.length <= PRODUCT_LIMITS.variants, `At most ${PRODUCT_LIMITS.variants} colours per product.`)
  .superRefine((variants, ctx) => {
    const colours = new Set<string>();
    variants.forEach((variant, i) => {
      const colour = variant.color.trim();
      if (colour && colour.length <= PRODUCT_LIMITS.color && colours.has(colour.toLowerCase())) {
        ctx.addIssue({ code: 'custom', path: [i, 'color'], message: `The colour ${colour} is listed twice.` });
      }
      colours.add(colour.toLowerCase());
    });
  });

/** A list of details: at most so many entries of at most so many characters. */
const detailList = <T extends z.ZodType>(name: string, item: T, length: (entry: z.output<T>) => number) =>
  z
    .array(item)
    .refine((list) => list.length <= PRODUCT_LIMITS.listItems, `At most ${PRODUCT_LIMITS.listItems} ${name} entries.`)
    .refine((list) => list.every((entry) => length(entry) <= PRODUCT_LIMITS.listItemLength), `Each ${name} entry must be at most ${PRODUCT_LIMITS.listItemLength} characters.`);

const productDetailsSchema = z.object({
  overview: z.string().refine((text) => text.length <= PRODUCT_LIMITS.listItemLength * 4, 'overview is too long.'),
  features: detailList('features', z.string(), (item) => item.length),
  materialAndCare: detailList('materialAndCare', z.string(), (item) => item.length),
  specifications: detailList('specifications', z.object({ name: z.string(), value: z.string() }), (spec) => spec.name.length + spec.value.length).superRefine((specs, ctx) => {
    specs.forEach((spec, i) => {
      if (blank(spec.name) !== blank(spec.value)) ctx.addIssue({ code: 'custom', path: [i], message: PRODUCT_MESSAGES.required(blank(spec.name) ? 'name' : 'value') });
    });
  }),
});

/** The add-product form (spec section 5) as one schema; its issues are keyed by field path. */
export const productDraftSchema = z
  .object({ ...scalarShape, variants: variantsSchema, productDetails: productDetailsSchema })
  .refine(finalPriceFollows.check, finalPriceFollows.params);

/** The fields staff can change on an existing product (colours and stock have their own calls). */
export type ProductEdit = Pick<ProductDraft, 'name' | 'description' | 'price' | 'discount' | 'finalPrice' | 'category' | 'subCategory' | 'returnPolicy' | 'tags' | 'codAvailable' | 'hsn'>;

/** The edit of a product's details, by the same rules as a new product. */
export const productEditSchema = z.object(scalarShape).refine(finalPriceFollows.check, finalPriceFollows.params);

/** Where a field comes in the form: the order problems are listed in. */
const FORM_ORDER: readonly string[] = [
  ...REQUIRED_PRODUCT_FIELDS,
  'hsn',
  'productDetails',
  'color',
  'sizes',
  'size',
  'stock',
  'images',
  'overview',
  'features',
  'materialAndCare',
  'specifications',
];
const rankOf = (part: PropertyKey) => (typeof part === 'number' ? part : FORM_ORDER.indexOf(String(part)));

/** Every issue as a problem, in form order: the spec's required fields first, then each field's own rules. */
function problemsOf(schema: z.ZodType, values: unknown): ProductProblem[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  const requiredFirst = (issue: z.core.$ZodIssue) => (issue.path.length === 1 && issue.message === PRODUCT_MESSAGES.required(String(issue.path[0])) ? 0 : 1);
  const byForm = (a: z.core.$ZodIssue, b: z.core.$ZodIssue) => {
    const group = requiredFirst(a) - requiredFirst(b);
    if (group !== 0) return group;
    for (let i = 0; i < Math.min(a.path.length, b.path.length); i++) {
      const step = rankOf(a.path[i]!) - rankOf(b.path[i]!);
      if (step !== 0) return step;
    }
    return a.path.length - b.path.length;
  };
  return [...result.error.issues].sort(byForm).map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

/** Every problem with an edit of a product's details, by the same rules as a new product. */
export function productEditProblems(edit: ProductEdit): ProductProblem[] {
  return problemsOf(productEditSchema, edit);
}

/** Every problem with a draft, in form order; empty when it can be saved. */
export function productDraftProblems(draft: ProductDraft): ProductProblem[] {
  return problemsOf(productDraftSchema, draft);
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
    hsn: draft.hsn?.trim() || null,
    variants: draft.variants.map((variant) => ({
      color: variant.color.trim(),
      sizes: variant.sizes.map((entry) => ({ size: entry.size as ShopSize, stock: Number(entry.stock) })),
      imageCount: variant.imageCount,
    })),
    productDetails: toProductDetails(draft.productDetails),
  };
}

/** The details as stored: trimmed, empty entries dropped. */
export function toProductDetails(details: ProductDraft['productDetails']): ProductDraft['productDetails'] {
  return {
    overview: details.overview.trim(),
    features: cleanList(details.features),
    materialAndCare: cleanList(details.materialAndCare),
    specifications: details.specifications.map((spec) => ({ name: spec.name.trim(), value: spec.value.trim() })).filter((spec) => spec.name !== '' && spec.value !== ''),
  };
}

/** The details part of the form (overview, features, material and care, specifications), edited on its own after creation. */
export type ProductDetailsDraft = ProductDraft['productDetails'];

/** Every problem with an edit of a product's details, by the add-product rules. */
export function productDetailsProblems(details: ProductDetailsDraft): ProductProblem[] {
  return problemsOf(productDetailsSchema, details);
}

/** Every problem with a colour added to an existing product, by the add-product rules (paths as `color`, `sizes.0.stock`, `images`). */
export function colourProblems(variant: ProductDraftVariant): ProductProblem[] {
  return problemsOf(variantSchema, variant);
}

