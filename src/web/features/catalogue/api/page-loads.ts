import type { InfiniteData } from '@tanstack/react-query';
import { documentSrcSet, documentUrl } from '../../../../api/documents';
import { LIST_PAGE_SIZE, type Tag } from '../../../../shared/catalogue-options';
import { BANNER_IMAGE_SIZES, CARD_IMAGE_SIZES } from '../../../../shared/image-widths';
import { productPath } from '../../../../shared/screen-routes';
import type { HeroImage, PageContext, PageFacts, PageHead, RoutePage } from '../../../hooks/page-load';
import { SHOP_NAME } from '../../../hooks/use-document-title';
import { listOptionsOf } from '../logic/listing-params';
import { SEARCH_PARAM, SEARCH_PATH, searchTermFrom } from '../logic/search-path';
import { subCategoriesSegment, TAB_PARAM, tabFromSlug } from '../logic/upper-wear-tabs';
import { bannersQuery, homeVideoQuery, studioTeesQuery } from './home-media';
import { taggedProductsQuery, upperWearProductsQuery, type ProductCard, type ProductPage } from './product-lists';
import { searchResultsQuery, type SearchPage } from './product-search';

/** How many pages of a listing a `?page=N` address (View More without JavaScript) shows at most. */
const MAX_SERVER_PAGES = 12;

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

/** A list's pages up to `count`, as its infinite query holds them, each found by `count` and `total`. */
async function pagesOf<P>(count: number, load: (page: number) => Promise<P>, found: (page: P) => { count: number; total: number }): Promise<InfiniteData<P, number>> {
  const pages: P[] = [];
  let loaded = 0;
  for (let page = 1; page <= count; page += 1) {
    const next = await load(page);
    pages.push(next);
    const { count: here, total } = found(next);
    loaded += here;
    if (here === 0 || loaded >= total) break;
  }
  return { pages, pageParams: pages.map((_, index) => index + 1) };
}

const productPagesOf = (count: number, load: (page: number) => Promise<ProductPage>) =>
  pagesOf(count, async (page) => slim(await load(page)), (page) => ({ count: page.products.length, total: page.totalCount }));

/** The first card's cover of a list, as product-card.tsx draws it. */
function cardHero(cards: readonly ProductCard[]): HeroImage | undefined {
  const cover = cards[0]?.images[0];
  return cover ? { src: documentUrl(cover, 640), srcSet: documentSrcSet(cover), sizes: CARD_IMAGE_SIZES } : undefined;
}

/** A list's head: its products as an ItemList, the first one's card as the link preview. */
function listHead(cards: readonly ProductCard[], absolute: PageContext['absolute']): PageHead {
  const first = cards[0];
  return {
    ...(first ? { image: { url: absolute(`/og/product/${first._id}.jpg`), width: 1200, height: 630, alt: first.name } } : {}),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: cards.map((card, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: absolute(productPath(card._id, card.variantId)),
          name: card.name,
        })),
      },
    ],
  };
}

/**
 * Home: banners, video, the studio's tees and the first page of new arrivals and trending. The
 * 'Fresh This Week' scroller at the foot of the page is left to the browser: its cards repeat the
 * new arrivals above, and the page stays light for the first paint.
 */
export const homePage: RoutePage = {
  async load({ client, data, absolute }): Promise<PageFacts> {
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
    const head = listHead(newest.products, absolute);
    head.jsonLd!.push(
      { '@context': 'https://schema.org', '@type': 'Organization', name: SHOP_NAME, url: absolute('/'), logo: absolute('/favicon.svg') },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SHOP_NAME,
        url: absolute('/'),
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${absolute(SEARCH_PATH)}?${SEARCH_PARAM}={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    );
    return { status: 200, hero, head };
  },
};

/** New Arrivals or Trending: as many pages as `?page=N` asks, sorted and filtered as its address says. */
export function taggedListingPage(tag: Tag): RoutePage {
  return {
    async load({ client, url, data, absolute }) {
      const options = listOptionsOf(url.searchParams);
      const pages = await productPagesOf(pagesRequested(url.searchParams), (page) => data.productPage({ tag }, page, LIST_PAGE_SIZE, options));
      client.setQueryData(taggedProductsQuery(tag, options).queryKey, pages);
      const cards = pages.pages.flatMap((page) => page.products);
      return { status: 200, hero: cardHero(cards), head: listHead(cards, absolute) };
    },
  };
}

/** Upper Wear at its tab (`?tab=`, kept in its canonical address), as many pages as asked. */
export const upperWearPage: RoutePage = {
  async load({ client, url, data, absolute }) {
    const options = listOptionsOf(url.searchParams);
    const slug = url.searchParams.get(TAB_PARAM);
    const tab = tabFromSlug(slug);
    const subCategories = subCategoriesSegment(tab);
    const pages = await productPagesOf(pagesRequested(url.searchParams), (page) =>
      data.productPage({ category: 'upperwear', subCategories }, page, LIST_PAGE_SIZE, options),
    );
    client.setQueryData(upperWearProductsQuery(tab, options).queryKey, pages);
    const cards = pages.pages.flatMap((page) => page.products);
    const head = listHead(cards, absolute);
    if (slug) head.canonical = { query: `?${TAB_PARAM}=${encodeURIComponent(slug)}` };
    return { status: 200, hero: cardHero(cards), head };
  },
};

/**
 * Results for a term: kept out of search engines' indexes (endless, and saying nothing a listing
 * does not), its canonical address keeping the term.
 */
export const searchPage: RoutePage = {
  async load({ client, url, data }) {
    const term = searchTermFrom(url.searchParams);
    const head: PageHead = { robots: 'noindex, follow' };
    if (!term) return { status: 200, head };
    const options = listOptionsOf(url.searchParams);
    const pages = await pagesOf(
      pagesRequested(url.searchParams),
      (page): Promise<SearchPage> => data.search(term, page, LIST_PAGE_SIZE, options),
      (page) => ({ count: page.data.length, total: page.totalCount }),
    );
    client.setQueryData(searchResultsQuery(term, options).queryKey, pages);
    head.canonical = { query: `?${new URLSearchParams({ [SEARCH_PARAM]: term }).toString()}` };
    return { status: 200, head };
  },
};
