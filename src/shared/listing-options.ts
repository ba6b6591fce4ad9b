import { PRODUCT_PAGE_SIZES } from './catalogue-options';

/**
 * Sort and filters of the listings and the search results page: optional query
 * parameters on top of the spec's calls, and the same names in the storefront's address
 * (`/new-arrivals?sort=price-asc&size=M&size=L&color=Navy&price=500-999`), so a filtered list
 * can be shared and reloaded. Without `sort` a list keeps the spec's order (newest first) and
 * the search its relevance.
 */
export const LIST_SORTS = ['newest', 'price-asc', 'price-desc', 'discount', 'rating'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const SORT_LABELS: Record<ListSort, string> = {
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  discount: 'Biggest discount',
  rating: 'Top rated',
};

/** Sizes a shopper can filter by: those the product page sells (S is the studio's). */
export const FILTER_SIZES = PRODUCT_PAGE_SIZES;
export type FilterSize = (typeof FILTER_SIZES)[number];

/** Price bands of the final price, in rupees: [lowest, highest] with null for no upper end. */
export const PRICE_BANDS = {
  'under-500': { label: 'Under ₹500', min: 0, max: 499 },
  '500-999': { label: '₹500 – ₹999', min: 500, max: 999 },
  '1000-1499': { label: '₹1,000 – ₹1,499', min: 1000, max: 1499 },
  '1500-1999': { label: '₹1,500 – ₹1,999', min: 1500, max: 1999 },
  '2000-plus': { label: '₹2,000 and above', min: 2000, max: null },
} as const satisfies Record<string, { label: string; min: number; max: number | null }>;
export type PriceBand = keyof typeof PRICE_BANDS;
export const PRICE_BAND_IDS = Object.keys(PRICE_BANDS) as PriceBand[];

/** How many colours a request may name (the contract's maxItems). */
export const MAX_FILTER_COLOURS = 20;

/** A list's sort and filters; every part optional. */
export interface ListOptions {
  sort?: ListSort;
  sizes?: readonly FilterSize[];
  colors?: readonly string[];
  price?: PriceBand;
}

/**
 * The options in one canonical form (sizes in size order, colours trimmed, de-duplicated and
 * sorted case-insensitively), so equal lists share one cache entry and one query key.
 */
export function normalizeListOptions(options: ListOptions): ListOptions {
  const out: ListOptions = {};
  if (options.sort) out.sort = options.sort;
  const sizes = FILTER_SIZES.filter((size) => options.sizes?.includes(size));
  if (sizes.length) out.sizes = sizes;
  const seen = new Map<string, string>();
  for (const color of options.colors ?? []) {
    const name = color.trim();
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  if (seen.size) out.colors = [...seen.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, name]) => name);
  if (options.price) out.price = options.price;
  return out;
}

/** A stable text of the options for cache keys: '' when none is set. */
export function listOptionsKey(options: ListOptions): string {
  const o = normalizeListOptions(options);
  const parts = [
    o.sort ? `sort=${o.sort}` : '',
    o.sizes ? `size=${o.sizes.join(',')}` : '',
    o.colors ? `color=${o.colors.map((c) => encodeURIComponent(c.toLowerCase())).join(',')}` : '',
    o.price ? `price=${o.price}` : '',
  ].filter(Boolean);
  return parts.join('&');
}

/** Whether any filter (not the sort) narrows the list. */
export function hasFilters(options: ListOptions): boolean {
  return Boolean(options.sizes?.length || options.colors?.length || options.price);
}

const isSort = (value: string | null): value is ListSort => value !== null && (LIST_SORTS as readonly string[]).includes(value);
const isSize = (value: string): value is FilterSize => (FILTER_SIZES as readonly string[]).includes(value);
const isBand = (value: string | null): value is PriceBand => value !== null && value in PRICE_BANDS;

/**
 * The options an address asks for (the storefront's `?sort=&size=&color=&price=`). Unknown
 * values are dropped rather than refused: a hand-edited or old link still opens the list.
 */
export function listOptionsFromSearch(params: URLSearchParams): ListOptions {
  const sort = params.get('sort');
  const price = params.get('price');
  return normalizeListOptions({
    sort: isSort(sort) ? sort : undefined,
    sizes: params.getAll('size').flatMap((value) => value.split(',')).map((s) => s.trim().toUpperCase()).filter(isSize),
    colors: params.getAll('color').map((c) => c.slice(0, 40)).slice(0, MAX_FILTER_COLOURS),
    price: isBand(price) ? price : undefined,
  });
}

/** The options as query parameters, for the API call and the address (repeated size and color). */
export function listOptionsToSearch(options: ListOptions): [string, string][] {
  const o = normalizeListOptions(options);
  return [
    ...(o.sort ? [['sort', o.sort] as [string, string]] : []),
    ...(o.sizes ?? []).map((size): [string, string] => ['size', size]),
    ...(o.colors ?? []).map((color): [string, string] => ['color', color]),
    ...(o.price ? [['price', o.price] as [string, string]] : []),
  ];
}
