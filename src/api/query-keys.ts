import { queryTags } from './query';

/**
 * Every TanStack Query key of the storefront, in one place beside the API client. Two screens
 * that read the same answer (the product page and Buy Now's summary, the cart and 'Checkout
 * all', the home page's t-shirt colours and the studio's) share its cache only while their keys
 * are equal: written here once, they cannot drift apart. Each key starts with its cache tag
 * (spec section 7), so invalidating `all` of a group refreshes every query in it.
 */
export const queryKeys = {
  auth: {
    all: [queryTags.auth] as const,
    currentUser: [queryTags.auth, 'verify'] as const,
  },
  cart: {
    all: [queryTags.cart] as const,
    /** The checkout page's COD question (amount, pincode, lines): under the cart, so a cart change asks again. */
    codQuote: (body: unknown) => [queryTags.cart, 'cod-quote', body] as const,
  },
  paymentStatus: {
    all: [queryTags.paymentStatus] as const,
    orders: [queryTags.paymentStatus, 'orders'] as const,
    confirmation: (transactionId: string, orderId: string) => [queryTags.paymentStatus, transactionId, orderId] as const,
    retryChoices: (transactionId: string, orderId: string) => [queryTags.paymentStatus, 'retry', transactionId, orderId] as const,
  },
  catalogue: {
    all: [queryTags.catalogue] as const,
    /** Product ids are matched case-insensitively, so the key is lower-cased. */
    product: (productId: string) => [queryTags.catalogue, 'product', productId.toLowerCase()] as const,
    banners: [queryTags.catalogue, 'banners'] as const,
    homeVideo: [queryTags.catalogue, 'home-video'] as const,
    studioGarments: (garment: string) => [queryTags.catalogue, 'studio-garments', garment] as const,
    studioGraphics: [queryTags.catalogue, 'studio-graphics'] as const,
    studioTemplates: (garment: string) => [queryTags.catalogue, 'studio-templates', garment] as const,
    search: (term: string) => [queryTags.catalogue, 'search', term] as const,
    tagLatest: (tag: string, limit: number) => [queryTags.catalogue, 'tag', tag, 'latest', limit] as const,
    /** A paged listing, named by its own parts (a tag, a category, a sort...). */
    list: (parts: readonly unknown[]) => [queryTags.catalogue, ...parts] as const,
  },
  account: {
    /** The signed-in shopper's saved delivery addresses (Addresses screen and checkout alike). */
    addresses: ['account', 'addresses'] as const,
  },
  designs: {
    mine: ['designs', 'mine'] as const,
    one: (designId: string) => ['designs', 'one', designId] as const,
  },
  staff: {
    /** The key every staff query starts with, so that one invalidation refreshes them all. */
    all: ['Staff'] as const,
    products: (query: string, page: number) => ['Staff', 'products', query, page] as const,
    product: (productId: string) => ['Staff', 'product', productId] as const,
    orders: (filter: Record<string, string>, page: number) => ['Staff', 'orders', filter, page] as const,
    order: (orderId: string) => ['Staff', 'order', orderId] as const,
    alertSettings: ['Staff', 'alert-settings'] as const,
    stockAlerts: ['Staff', 'stock-alerts'] as const,
    reviews: (hidden: string, page: number) => ['Staff', 'reviews', hidden, page] as const,
    banners: ['Staff', 'banners'] as const,
    discountCodes: ['Staff', 'discount-codes'] as const,
    video: ['Staff', 'video'] as const,
    studioGarments: ['Staff', 'studio-garments'] as const,
    studioGraphics: ['Staff', 'studio-graphics'] as const,
    studioTemplates: ['Staff', 'studio-templates'] as const,
    deliveryRule: ['Staff', 'delivery-rule'] as const,
    dashboard: ['Staff', 'dashboard'] as const,
    codRules: ['Staff', 'cod-rules'] as const,
    deliveryDates: ['Staff', 'delivery-dates'] as const,
  },
} as const;
