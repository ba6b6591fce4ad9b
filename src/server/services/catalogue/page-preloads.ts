import type { Db } from '../../db/client';
import { documentSrcSet, documentUrl } from '../../../api/documents';
import { PRELOADED_DATA_ID, preloadedKeys } from '../../../api/preloaded-keys';
import { LIST_PAGE_SIZE } from '../../../shared/catalogue-options';
import { BANNER_IMAGE_SIZES, CARD_IMAGE_SIZES, GALLERY_IMAGE_SIZES } from '../../../shared/image-widths';
import { productPreloadKey, type CatalogueCache } from './cache';
import { listBanners } from './content-queries';
import { getProduct, listProducts } from './queries';

const LISTINGS = { '/new-arrivals': 'newarrival', '/trending': 'trending' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function imagePreload(key: string, sizes: string): string {
  return (
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(documentUrl(key, 960))}"` +
    ` imagesrcset="${escapeAttribute(documentSrcSet(key))}" imagesizes="${escapeAttribute(sizes)}">`
  );
}

/**
 * API answers the page will ask for first, in the page itself as inert JSON (never run, so a
 * Content-Security-Policy without inline scripts allows it); '<' is escaped so that no text
 * from the catalogue can close the element.
 */
function dataScript(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PRELOADED_DATA_ID}">${json}</script>`;
}

/**
 * The `<link rel="preload">` tags for a page's largest picture (the first home banner, a
 * product's first photo), put in index.html by the server so that the browser fetches the
 * picture while it is still loading the app's JavaScript, instead of after the app has asked
 * the API what to show; and the first API answers themselves (dataScript), which saves the
 * app a round trip before it can draw. Cached with the catalogue; a failure only means none.
 */
export function pagePreloads({ db, cache }: { db: Db; cache: CatalogueCache }) {
  return async (pathname: string): Promise<string> => {
    if (pathname === '/') {
      return cache.get('preload:home', async () => {
        const banners = await listBanners(db);
        const first = banners[0];
        return (first ? imagePreload(first.imagePath, BANNER_IMAGE_SIZES) : '') + dataScript({ [preloadedKeys.banners]: banners });
      });
    }
    const tag = LISTINGS[pathname as keyof typeof LISTINGS];
    if (tag) {
      return cache.get(`preload:list:${tag}`, async () => {
        const page = await listProducts(db, { tag }, 1, LIST_PAGE_SIZE);
        const cover = page.products[0]?.images[0];
        return (cover ? imagePreload(cover, CARD_IMAGE_SIZES) : '') + dataScript({ [preloadedKeys.tagFirstPage(tag)]: page });
      });
    }
    const product = /^\/display\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
    if (product && UUID.test(product[1]!)) {
      const [, productId, variantId] = product as unknown as [string, string, string];
      return cache.get(productPreloadKey(productId, variantId), async () => {
        const detail = await getProduct(db, productId);
        const variant = detail?.variants.find((entry) => entry._id === variantId) ?? detail?.variants[0];
        const cover = variant?.images[0];
        if (!detail) return '';
        return (cover ? imagePreload(cover, GALLERY_IMAGE_SIZES) : '') + dataScript({ [preloadedKeys.product(productId.toLowerCase())]: detail });
      });
    }
    return '';
  };
}
