import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../../api/client';
import type { components } from '../../../../api/schema.gen';
import { LIST_PAGE_SIZE, type Tag } from '../../../../shared/catalogue-options';
import { tabSlug, type UpperWearTab } from '../logic/upper-wear-tabs';
import { queryKeys } from '../../../../api/query-keys';
import { listOptionsKey, normalizeListOptions, type ListOptions } from '../../../../shared/listing-options';

export type ProductCard = components['schemas']['ProductCard'];
export type ProductPage = components['schemas']['ProductPage'];

/**
 * A product list read eight a page. Page 1 replaces the list and later pages append (spec
 * section 4), which is exactly an infinite query; the next page exists while fewer than
 * totalCount products are loaded.
 */
function pagedProducts(key: readonly unknown[], fetchPage: (page: number, signal: AbortSignal) => Promise<ProductPage>) {
  return infiniteQueryOptions({
    queryKey: queryKeys.catalogue.list(key),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.products.length, 0);
      return loaded < last.totalCount && last.products.length > 0 ? last.page + 1 : undefined;
    },
    // Another sort or filter keeps the list on screen (and the controls under the shopper's
    // finger) until its own first page arrives.
    placeholderData: keepPreviousData,
  });
}

/** The list call's query parameters for a sort and filters (none for the spec's plain list). */
export function listQueryParams(options: ListOptions) {
  const o = normalizeListOptions(options);
  return {
    ...(o.sort ? { sort: o.sort } : {}),
    ...(o.sizes ? { size: [...o.sizes] } : {}),
    ...(o.colors ? { color: [...o.colors] } : {}),
    ...(o.price ? { price: o.price } : {}),
  };
}

/** The part of a list's key that its sort and filters make: nothing for the plain list. */
const optionsKey = (options: ListOptions) => {
  const key = listOptionsKey(options);
  return key ? [key] : [];
};

/** A paged list's query options, whatever it lists. */
export type PagedProductsQuery = ReturnType<typeof pagedProducts>;

/** Products with a tag (new arrivals, trending), newest first unless sorted otherwise, filtered as asked. */
export function taggedProductsQuery(tag: Tag, options: ListOptions = {}): PagedProductsQuery {
  return pagedProducts(['tag', tag, ...optionsKey(options)], (page, signal) =>
    unwrap(api.GET('/product/tags/{tag}', { params: { path: { tag }, query: { page, limit: LIST_PAGE_SIZE, ...listQueryParams(options) } }, signal })),
  );
}

/** One upper-wear tab's products, newest first unless sorted otherwise: the whole category for All, else its sub-categories. */
export function upperWearProductsQuery(tab: UpperWearTab, options: ListOptions = {}): PagedProductsQuery {
  const subCategories = tab.subCategories;
  return pagedProducts(['upperwear', tabSlug(tab), ...optionsKey(options)], (page, signal) => {
    const query = { page, limit: LIST_PAGE_SIZE, ...listQueryParams(options) };
    return subCategories === null
      ? unwrap(api.GET('/product/category/{category}', { params: { path: { category: 'upperwear' }, query }, signal }))
      : unwrap(
          api.GET('/product/subcategory/{subcategories}/{category}', {
            // openapi-fetch joins the list with commas (style simple, not exploded), as the contract describes it.
            params: { path: { subcategories: [...subCategories], category: 'upperwear' }, query },
            signal,
          }),
        );
  });
}

/** How many new arrivals the home scroller holds: more than the grid above it shows. */
export const SCROLLER_SIZE = 12;

/** The newest products with a tag, in one call (the home page's horizontal scroller). */
export function latestTaggedQuery(tag: Tag, limit = SCROLLER_SIZE) {
  return queryOptions({
    queryKey: queryKeys.catalogue.tagLatest(tag, limit),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/product/tags/{tag}', { params: { path: { tag }, query: { page: 1, limit } }, signal })),
  });
}
