import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_STALE_MS } from '../../api/query';

/**
 * The storefront's QueryClient: cached data stays fresh for 60 s (spec section 7; cart and
 * order queries opt into 0 with `liveQuery`), one retry, and no refetch when the tab regains
 * focus, which on phones switching apps would refetch every screen.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_MS,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
