import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../../api/client';
import { SEARCH_PAGE_SIZE } from '../../../../shared/catalogue-options';
import { logFailure } from './home-media';
import { queryKeys } from '../../../../api/query-keys';

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
