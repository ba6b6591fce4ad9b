/** The element of index.html that carries API answers the server put in the page (see preloaded.ts). */
export const PRELOADED_DATA_ID = 'shop-preloaded-data';

/** Names of the preloaded answers, shared by the server that writes them and the queries that read them. */
export const preloadedKeys = {
  banners: 'banners',
  tagFirstPage: (tag: string) => `tag:${tag}:1`,
  product: (productId: string) => `product:${productId}`,
} as const;
