import type { components, paths } from './schema.gen';
import type { Tag } from '../shared/catalogue-options';
import type { ListOptions } from '../shared/listing-options';

type Schemas = components['schemas'];
type QuoteCall = paths['/order/discount-quote']['post'];
export type CheckoutQuoteBody = NonNullable<QuoteCall['requestBody']>['content']['application/json'];
export type CheckoutQuote = QuoteCall['responses']['200']['content']['application/json']['data'];

/**
 * The contract between the shop server and the storefront's server entry (src/web/entry-server.tsx,
 * built by `vite build --ssr` into dist/ssr and loaded by plugins/render.ts): the server never
 * imports the storefront's code, only this.
 */

/** The catalogue reads a first paint needs, answered by the server's own services (never HTTP to itself). */
export interface ServerData {
  banners(): Promise<Schemas['Banner'][]>;
  homeVideo(): Promise<Schemas['Video'] | null>;
  garments(type: 'tshirt' | 'hoodie'): Promise<Schemas['GarmentColour'][]>;
  /** One page of a list: by tag, or by category with a comma list of sub-categories (null: all). */
  productPage(
    filter: { tag: Tag } | { category: 'upperwear'; subCategories: string | null },
    page: number,
    limit: number,
    options?: ListOptions,
  ): Promise<Schemas['ProductPage']>;
  /** One page of search hits for what a shopper typed (the API's searchProducts, same cache), sorted and filtered as asked. */
  search(query: string, page: number, limit: number, options?: ListOptions): Promise<Schemas['SearchPage']>;
  /** A visible product, or null (missing or hidden). */
  product(productId: string): Promise<Schemas['ProductDetail'] | null>;
  /** A shared design by its link's slug, or null (never shared, sharing stopped, or deleted); never cached. */
  sharedDesign(slug: string): Promise<Schemas['SharedDesign'] | null>;
  /** A signed-in shopper's cart, as GET /cart/getusercart gives it (never cached). */
  cart(userId: string): Promise<Schemas['Cart']>;
  /** A signed-in shopper's orders, as GET /order/getorderbyid gives them (never cached). */
  orders(userId: string): Promise<Schemas['Order'][]>;
  /**
   * The checkout's quote for a signed-in shopper's lines, as POST /order/discount-quote gives it
   * (never cached); a code only when it is the one their cart holds (an uncounted look-up).
   */
  checkoutQuote(userId: string, body: CheckoutQuoteBody): Promise<CheckoutQuote>;
}

/** The signed-in shopper as GET /auth/verify gives it. */
export type PageUser = Schemas['User'];

export interface RenderInput {
  /** The path and query the browser asked for. */
  url: string;
  /** Where shoppers reach the shop ('https://bhopalthreads.in'), for canonical and og:url. */
  origin: string;
  data: ServerData;
  /** The signed-in shopper, or null for a visitor (whose page may be cached and shared). */
  user: PageUser | null;
}

export interface RenderedPage {
  status: number;
  /** The markup inside <div id="root">. */
  body: string;
  /** Tags for <head>: title, description, canonical, Open Graph, Twitter, JSON-LD. */
  head: string;
  /** Tags for the very start of <head>, before the styles and scripts: the page's largest picture's preload ('' for none). */
  preload: string;
  /** The dehydrated state, as the inert JSON element the browser hydrates from. */
  state: string;
  /** A path on this site the screen sent the shopper to on its first render: answer a redirect there, not the page. */
  redirect?: string;
}

/** What dist/ssr/entry-server.js exports. */
export interface ServerEntry {
  renderPage(input: RenderInput): Promise<RenderedPage>;
  /** Whether the route table has a screen for `pathname` (not the '*' of an unknown address). */
  isKnownPath(pathname: string): boolean;
}
