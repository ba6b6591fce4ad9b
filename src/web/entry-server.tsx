import { Writable } from 'node:stream';
import { dehydrate, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { ApiError } from '../api/errors';
import { documentSrcSet, documentUrl } from '../api/documents';
import { BANNER_IMAGE_SIZES, CARD_IMAGE_SIZES, GALLERY_IMAGE_SIZES } from '../shared/image-widths';
import type { components } from '../api/schema.gen';
import { LIST_PAGE_SIZE, type Tag } from '../shared/catalogue-options';
import { HeadSink, HeadSinkContext } from './hooks/head-sink';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { appRoutes } from './app/router';
import { currentUserQuery } from './features/account/api/auth-session';
import { cartQuery } from './features/cart/api/cart';
import { checkoutProductQuery } from './features/checkout/api/checkout-calls';
import { ordersQuery } from './features/orders/api/order-calls';
import { bannersQuery, homeVideoQuery, studioTeesQuery } from './features/catalogue/api/home-media';
import { taggedProductsQuery, upperWearProductsQuery } from './features/catalogue/api/product-lists';
import { searchResultsQuery } from './features/catalogue/api/product-search';
import { SEARCH_PARAM, SEARCH_PATH, searchTermFrom } from './features/catalogue/logic/search-path';
import { subCategoriesSegment, TAB_PARAM, tabFromSlug } from './features/catalogue/logic/upper-wear-tabs';
import { listOptionsOf } from './features/catalogue/logic/listing-params';
import { productQuery } from './features/product/api/product-calls';
import { sharedDesignQuery } from './features/shared-design/api/shared-design-calls';
import { jsonLdText, metaDescription, productJsonLd } from './features/product/logic/product-json-ld';
import { productPath } from './features/product/logic/variants';
import { documentTitle, SHOP_NAME } from './hooks/use-document-title';
import { authStateAtom, authStateFromVerify, type ShopUser } from './stores/auth-atoms';
import { SSR_STATE_ID, type SsrState } from './ssr-state';
import { SCREENS } from '../shared/screen-routes';
import type { RenderedPage, RenderInput, ServerData } from '../api/server-render';

export type { RenderedPage, RenderInput, ServerData };

type Schemas = components['schemas'];
type ProductPage = Schemas['ProductPage'];
type ProductCard = Schemas['ProductCard'];
type SearchPage = Schemas['SearchPage'];

/** How many pages of a listing a `?page=N` address (View More without JavaScript) shows at most. */
const MAX_SERVER_PAGES = 12;

const LISTINGS: Record<string, Tag> = { 'new-arrivals': 'newarrival', trending: 'trending' };

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The leaf route of the table for a path ('*' for an unknown one), with its params. */
function leafRoute(pathname: string) {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const leaf = matches[matches.length - 1];
  return { path: leaf?.route.path, index: leaf?.route.index === true, params: leaf?.params ?? {} };
}

function pagesRequested(search: URLSearchParams): number {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_SERVER_PAGES) : 1;
}

/**
 * A list page as the page carries it: a card shows only its first picture, so the others stay
 * out of the dehydrated state (the browser's later pages come whole from the API).
 */
function slim(page: ProductPage): ProductPage {
  return { ...page, products: page.products.map((card) => ({ ...card, images: card.images.slice(0, 1) })) };
}

async function pagesOf(count: number, load: (page: number) => Promise<ProductPage>): Promise<InfiniteData<ProductPage, number>> {
  const pages: ProductPage[] = [];
  for (let page = 1; page <= count; page += 1) {
    const next = slim(await load(page));
    pages.push(next);
    const loaded = pages.reduce((sum, entry) => sum + entry.products.length, 0);
    if (next.products.length === 0 || loaded >= next.totalCount) break;
  }
  return { pages, pageParams: pages.map((_, index) => index + 1) };
}

/** A search's pages up to `count`, as its infinite query holds them (a hit carries one picture already). */
async function searchPagesOf(count: number, load: (page: number) => Promise<SearchPage>): Promise<InfiniteData<SearchPage, number>> {
  const pages: SearchPage[] = [];
  for (let page = 1; page <= count; page += 1) {
    const next = await load(page);
    pages.push(next);
    const loaded = pages.reduce((sum, entry) => sum + entry.data.length, 0);
    if (next.data.length === 0 || loaded >= next.totalCount) break;
  }
  return { pages, pageParams: pages.map((_, index) => index + 1) };
}

interface PageFacts {
  status: number;
  kind: 'home' | 'listing' | 'search' | 'product' | 'shared-design' | 'other' | 'not-found';
  /** A search page's term (its canonical address keeps it). */
  term?: string;
  product?: Schemas['ProductDetail'];
  variantId?: string;
  cards?: ProductCard[];
  /** A shared design's link (its og:image is the design's mock-up card). */
  sharedSlug?: string;
  /** The page's largest picture on a phone (its LCP element), preloaded from the head. */
  hero?: HeroImage;
}

/** A picture as its <img> asks for it: the same src, srcset and sizes, or the preload is not used. */
interface HeroImage {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * `<link rel="preload">` of the page's largest picture, first in the head: the browser asks for it
 * with the HTML's first bytes, at high priority, before the styles and scripts, instead of when
 * its parser reaches the <img> (Lighthouse: LCP load delay).
 */
function heroPreload(hero: HeroImage | undefined): string {
  if (!hero) return '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(hero.src)}" imagesrcset="${escapeHtml(hero.srcSet)}" imagesizes="${escapeHtml(hero.sizes)}">`;
}

/** The first card's cover of a list, as product-card.tsx draws it. */
function cardHero(cards: readonly ProductCard[]): HeroImage | undefined {
  const cover = cards[0]?.images[0];
  return cover ? { src: documentUrl(cover, 640), srcSet: documentSrcSet(cover), sizes: CARD_IMAGE_SIZES } : undefined;
}

/** Puts what the screen at `url` draws first into the query client, and says what the page is. */
async function prefetch(client: QueryClient, url: URL, data: ServerData): Promise<PageFacts> {
  const route = leafRoute(url.pathname);
  if (route.path === '*') return { status: 404, kind: 'not-found' };
  if (route.index) {
    // The 'Fresh This Week' scroller at the foot of the page is left to the browser: its cards
    // repeat the new arrivals above, and the page stays light for the first paint.
    const [banners, video, tees, newest, trending] = await Promise.all([
      data.banners(),
      data.homeVideo(),
      data.garments('tshirt'),
      data.productPage({ tag: 'newarrival' }, 1, LIST_PAGE_SIZE).then(slim),
      data.productPage({ tag: 'trending' }, 1, LIST_PAGE_SIZE).then(slim),
    ]);
    client.setQueryData(bannersQuery.queryKey, banners);
    client.setQueryData(homeVideoQuery.queryKey, video);
    client.setQueryData(studioTeesQuery.queryKey, tees);
    client.setQueryData(taggedProductsQuery('newarrival').queryKey, { pages: [newest], pageParams: [1] });
    client.setQueryData(taggedProductsQuery('trending').queryKey, { pages: [trending], pageParams: [1] });
    // The first banner (banner-carousel.tsx) is the top of the page on a phone.
    const banner = banners[0];
    const hero = banner ? { src: documentUrl(banner.imagePath, 960), srcSet: documentSrcSet(banner.imagePath), sizes: BANNER_IMAGE_SIZES } : undefined;
    return { status: 200, kind: 'home', cards: newest.products, hero };
  }
  const path = route.path?.toLowerCase();
  const tag = path ? LISTINGS[path] : undefined;
  // A listing's sort and filters are in its address (issue 19): the server renders the list so.
  const options = listOptionsOf(url.searchParams);
  if (tag) {
    const pages = await pagesOf(pagesRequested(url.searchParams), (page) => data.productPage({ tag }, page, LIST_PAGE_SIZE, options));
    client.setQueryData(taggedProductsQuery(tag, options).queryKey, pages);
    const cards = pages.pages.flatMap((page) => page.products);
    return { status: 200, kind: 'listing', cards, hero: cardHero(cards) };
  }
  if (path === 'upper-wear') {
    const tab = tabFromSlug(url.searchParams.get(TAB_PARAM));
    const subCategories = subCategoriesSegment(tab);
    const pages = await pagesOf(pagesRequested(url.searchParams), (page) =>
      data.productPage({ category: 'upperwear', subCategories }, page, LIST_PAGE_SIZE, options),
    );
    client.setQueryData(upperWearProductsQuery(tab, options).queryKey, pages);
    const cards = pages.pages.flatMap((page) => page.products);
    return { status: 200, kind: 'listing', cards, hero: cardHero(cards) };
  }
  if (path === 'search') {
    const term = searchTermFrom(url.searchParams);
    if (term) {
      const pages = await searchPagesOf(pagesRequested(url.searchParams), (page) => data.search(term, page, LIST_PAGE_SIZE, options));
      client.setQueryData(searchResultsQuery(term, options).queryKey, pages);
    }
    return { status: 200, kind: 'search', term };
  }
  if (path === 'display/:productid/:variantid') {
    const productId = route.params.productId ?? '';
    const product = await data.product(productId);
    if (!product) {
      // The screen shows its not-found shape; the error is handed to the browser with the state.
      await client.prefetchQuery({
        ...productQuery(productId),
        retry: false,
        queryFn: () => Promise.reject(new ApiError(404, 'Product not found. Please try again later.', 'NOT_FOUND')),
      });
      return { status: 404, kind: 'not-found' };
    }
    client.setQueryData(productQuery(productId).queryKey, product);
    // The gallery's first photo of the colour shown (gallery.tsx).
    const variant = product.variants.find((entry) => entry._id === route.params.variantId) ?? product.variants[0];
    const photo = variant?.images[0];
    const hero = photo ? { src: documentUrl(photo, 960), srcSet: documentSrcSet(photo), sizes: GALLERY_IMAGE_SIZES } : undefined;
    return { status: 200, kind: 'product', product, variantId: route.params.variantId, hero };
  }
  if (path === SCREENS.sharedDesign.path) {
    const slug = route.params.slug ?? '';
    const shared = await data.sharedDesign(slug);
    if (!shared) {
      await client.prefetchQuery({
        ...sharedDesignQuery(slug),
        retry: false,
        queryFn: () => Promise.reject(new ApiError(404, 'This design is not shared, or its link has been stopped.', 'NOT_FOUND')),
      });
      return { status: 404, kind: 'not-found' };
    }
    client.setQueryData(sharedDesignQuery(slug).queryKey, shared);
    return { status: 200, kind: 'shared-design', sharedSlug: shared.slug };
  }
  return { status: 200, kind: 'other' };
}

const DEFAULT_DESCRIPTION =
  'Bhopal Threads: streetwear t-shirts, hoodies and shackets from Bhopal, Madhya Pradesh. Design your own tee or hoodie, pay online or cash on delivery, prices in ₹.';

function meta(attribute: 'name' | 'property', key: string, value: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}">`;
}

function jsonLdScript(data: unknown, id?: string): string {
  return `<script type="application/ld+json"${id ? ` id="${id}"` : ''}>${jsonLdText(data)}</script>`;
}

/** The product's JSON-LD element has the id the browser's useProductHead replaces, so there is one. */
const PRODUCT_JSON_LD_ID = 'product-json-ld';

/** The page's head tags (the shop's own address from `origin`). */
function headTags(url: URL, origin: string, facts: PageFacts, sink: HeadSink): string {
  const absolute = (path: string) => new URL(path, origin).href;
  const title = sink.title ?? SHOP_NAME;
  let description = sink.description ?? DEFAULT_DESCRIPTION;
  const tags: string[] = [];
  let canonicalPath = url.pathname;
  let ogType = 'website';
  let image: { url: string; width: number; height: number; alt: string } | null = null;
  // Each a JSON-LD object, or an element already made (the product's, with its id).
  const ld: unknown[] = [];

  if (facts.kind === 'product' && facts.product) {
    const product = facts.product;
    const variant = product.variants.find((entry) => entry._id === facts.variantId) ?? product.variants[0];
    canonicalPath = productPath(product._id, variant?._id ?? '');
    description = metaDescription(product);
    ogType = 'product';
    const pageUrl = absolute(canonicalPath);
    image = { url: absolute(`/og/product/${product._id}.jpg`), width: 1200, height: 630, alt: product.name };
    ld.push(jsonLdScript(productJsonLd(product, variant, (key) => absolute(documentUrl(key)), pageUrl), PRODUCT_JSON_LD_ID));
    ld.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absolute('/') },
        { '@type': 'ListItem', position: 2, name: 'Upper Wear', item: absolute('/upper-wear') },
        { '@type': 'ListItem', position: 3, name: product.name, item: pageUrl },
      ],
    });
    tags.push(meta('property', 'product:price:amount', product.finalPrice), meta('property', 'product:price:currency', 'INR'));
  } else if (facts.kind === 'shared-design' && facts.sharedSlug) {
    image = { url: absolute(`/og/design/${facts.sharedSlug}.jpg`), width: 1200, height: 630, alt: title };
  } else {
    // The first product's link preview: the 1200x630 card a chat app shows large (a portrait
    // photo is cropped to a sliver or shown as a thumbnail).
    const first = facts.cards?.[0];
    if (first) image = { url: absolute(`/og/product/${first._id}.jpg`), width: 1200, height: 630, alt: first.name };
  }
  if (facts.kind === 'listing' || facts.kind === 'home') {
    ld.push({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: (facts.cards ?? []).map((card, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absolute(productPath(card._id, card.variantId)),
        name: card.name,
      })),
    });
  }
  if (facts.kind === 'home') {
    ld.push({ '@context': 'https://schema.org', '@type': 'Organization', name: SHOP_NAME, url: absolute('/'), logo: absolute('/favicon.svg') });
    ld.push({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SHOP_NAME,
      url: absolute('/'),
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${absolute(SEARCH_PATH)}?${SEARCH_PARAM}={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  }

  const notFound = facts.status === 404;
  tags.unshift(`<title>${escapeHtml(notFound ? documentTitle('Page not found') : title)}</title>`, meta('name', 'description', description));
  if (notFound) {
    tags.push(meta('name', 'robots', 'noindex'));
    return tags.join('');
  }
  // Results pages are endless and say nothing a listing does not: kept out of search engines' indexes.
  if (facts.kind === 'search' || facts.kind === 'shared-design') tags.push(meta('name', 'robots', 'noindex, follow'));
  // A listing's later pages (?page=2) are the same list: its canonical address is the first page.
  const tab = url.searchParams.get(TAB_PARAM);
  const canonical =
    absolute(canonicalPath) +
    (facts.kind === 'listing' && tab ? `?${TAB_PARAM}=${encodeURIComponent(tab)}` : '') +
    (facts.kind === 'search' && facts.term ? `?${new URLSearchParams({ [SEARCH_PARAM]: facts.term }).toString()}` : '');
  tags.push(
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:type', ogType),
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  );
  if (image) {
    tags.push(
      meta('property', 'og:image', image.url),
      meta('property', 'og:image:width', image.width),
      meta('property', 'og:image:height', image.height),
      meta('property', 'og:image:alt', image.alt),
      meta('name', 'twitter:image', image.url),
    );
  }
  for (const entry of ld) tags.push(typeof entry === 'string' ? entry : jsonLdScript(entry));
  return tags.join('');
}

function collect(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
    stream.pipe(sink);
  });
}

/** The dehydrated state as text safe inside a <script> element ('<' escaped). */
function stateText(client: QueryClient, user: ShopUser | null): string {
  const dehydrated = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
    shouldRedactErrors: () => false,
  });
  for (const query of dehydrated.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      (query.state as { error: unknown }).error = { kind: error.kind, message: error.message, code: error.code };
    }
    // A promise of a running fetch is never handed over.
    delete (query as { promise?: unknown }).promise;
  }
  const state: SsrState = { queries: dehydrated, signedIn: user !== null };
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * A signed-in shopper's data for the first paint: the cart (the header's count on every page, and
 * the screen of /cart), on My Orders their orders, and on Checkout all each line's product, whose
 * sizes it offers.
 */
async function prefetchShopperData(client: QueryClient, url: URL, data: ServerData, user: ShopUser): Promise<void> {
  const screen = leafRoute(url.pathname).path?.toLowerCase();
  const [cart, orders] = await Promise.all([data.cart(user._id), screen === SCREENS.userOrders.path ? data.orders(user._id) : null]);
  client.setQueryData(cartQuery.queryKey, cart);
  if (orders) client.setQueryData(ordersQuery.queryKey, orders);
  if (screen !== SCREENS.cartCheckout.path) return;
  const ids = [...new Set(cart.products.map((line) => line.productId))];
  const products = await Promise.all(ids.map((id) => data.product(id)));
  products.forEach((product, index) => {
    // A product gone from the shop is left to the browser, whose call says so.
    if (product) client.setQueryData(checkoutProductQuery(ids[index]!).queryKey, product);
  });
}

/**
 * Renders the storefront at `url` on the server: the same route table as the browser, its lazy
 * screens resolved (prerender waits for every one), with the data of the first paint fetched
 * through the services into a fresh query client and one jotai store for this request alone.
 */
export async function renderPage({ url: target, origin, data, user }: RenderInput): Promise<RenderedPage> {
  const url = new URL(target, 'http://shop.local');
  const client = createQueryClient();
  const store = createStore();
  const facts = await prefetch(client, url, data);
  // A visitor's page is drawn signed out (no one's data); a signed-in shopper's page is their own.
  // The browser starts from the same auth state (main.tsx), so hydration matches either way.
  client.setQueryData(currentUserQuery().queryKey, user);
  store.set(authStateAtom, authStateFromVerify('success', user));
  // A shopper's cart is on every page (the header's count) and the screen of /cart and Checkout
  // all: it is in the page, so that no screen hydrates with a cart the header fetched meanwhile
  // (a screen whose code came after that answer drew its lines where the server drew 'Loading...').
  if (user) await prefetchShopperData(client, url, data, user);

  // The router's static handler loads the lazy screens of this address (once per screen for the
  // process: the handler's routes keep them), so the HTML has the screen and no fallback.
  const context = await staticHandler.query(new Request(new URL(url.pathname + url.search, 'http://shop.local')));
  // No route has a loader, so no answer comes back as a response; a redirect one might send is followed.
  if (context instanceof Response) return { status: context.status, body: '', head: '', preload: '', state: '', redirect: context.headers.get('Location') ?? '/' };
  const sink = new HeadSink();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadSinkContext.Provider value={sink}>
        <AppProviders queryClient={client} store={store}>
          {/* The browser's router in its server form, around the same routes (main.tsx): the trees match, so do useId's ids. */}
          <StaticRouterProvider router={createStaticRouter(staticHandler.dataRoutes, context)} context={context} hydrate={false} />
        </AppProviders>
      </HeadSinkContext.Provider>
    </StrictMode>,
    {
      // Every boundary inline, however large: React otherwise moves big finished boundaries to the
      // end of the HTML with an inline script to reveal them, which the CSP refuses and which
      // leaves a page without JavaScript on its skeleton.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // A screen that fails on the server is drawn by the browser instead (React's client fallback): say which.
      onError(error) {
        console.error(`Server render of ${url.pathname} failed in a boundary:`, error);
      },
    },
  );
  const body = await collect(prelude);
  const state = `<script type="application/json" id="${SSR_STATE_ID}">${stateText(client, user)}</script>`;
  const page: RenderedPage = {
    status: facts.status,
    body,
    head: headTags(url, origin, facts, sink),
    preload: facts.status === 200 ? heroPreload(facts.hero) : '',
    state,
    ...(sink.redirect ? { redirect: sink.redirect } : {}),
  };
  client.clear();
  return page;
}

/** The route table on the server (its lazy screens, once loaded, stay loaded). */
const staticHandler = createStaticHandler(appRoutes);

/** Whether the route table has a screen for `pathname` (not the '*' of an unknown address). */
export function isKnownPath(pathname: string): boolean {
  return leafRoute(pathname).path !== '*';
}
