import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../../api/client';
import type { components } from '../../../../api/schema.gen';
import { LIST_PAGE_SIZE, SEARCH_PAGE_SIZE } from '../../../../shared/catalogue-options';
import { logFailure } from './home-media';
import { queryKeys } from '../../../../api/query-keys';
import { listOptionsKey, type ListOptions } from '../../../../shared/listing-options';
import { listQueryParams } from './product-lists';

export type SearchHit = components['schemas']['SearchHit'];
export type SearchPage = components['schemas']['SearchPage'];

/**
 * The first four hits for a search term (spec sections 7 and 9). Not retried: a failure
 * clears the results and is only logged (spec section 8), and a shopper typing on will send a
 * new term anyway.
 */
export function productSearchQuery(term: string) {
  return queryOptions({
    queryKey: queryKeys.catalogue.search(term),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/product/search', { params: { query: { query: term, page: 1, limit: SEARCH_PAGE_SIZE } }, signal })).catch(
        logFailure('search results', signal),
      ),
    enabled: term !== '',
    retry: false,
    // Keep the last hits on screen while the next term's arrive, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/**
 * Every hit for a term on the results page (`/search?q=`), eight a page like the listings:
 * page 1 replaces, View More appends, and the next page exists while fewer than totalCount
 * hits are loaded. The server's render fills page 1 (and any `?page=N` before it).
 */
export function searchResultsQuery(term: string, options: ListOptions = {}) {
  const key = listOptionsKey(options);
  return infiniteQueryOptions({
    queryKey: queryKeys.catalogue.list(['search-results', term, ...(key ? [key] : [])]),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/product/search', {
          params: { query: { query: term, page: pageParam, limit: LIST_PAGE_SIZE, ...listQueryParams(options) } },
          signal,
        }),
      ),
    getNextPageParam: (last: SearchPage, pages: SearchPage[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.totalCount && last.data.length > 0 ? last.page + 1 : undefined;
    },
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
}
