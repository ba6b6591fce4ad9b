/**
 * TanStack Query conventions of spec section 7 (Call behaviour): data is fresh for 60 s by
 * default; cart and order data is always refetched (stale time 0).
 */
export const DEFAULT_STALE_MS = 60_000;
export const LIVE_STALE_MS = 0;

/** The spec's cache tags, as the first element of query keys, so one invalidation hits them all. */
export const queryTags = {
  auth: 'Auth',
  paymentStatus: 'PaymentStatus',
  cart: 'Cart',
  updateNumber: 'UpdateNumber',
  catalogue: 'Catalogue',
} as const;

export type QueryTag = (typeof queryTags)[keyof typeof queryTags];

/** Options for a query whose data must never be served from cache (cart, orders). */
export const liveQuery = { staleTime: LIVE_STALE_MS } as const;
