import type { Db } from '../../db/client';
import { documentSrcSet, documentUrl } from '../../../api/documents';
import { BANNER_IMAGE_SIZES } from '../../../shared/image-widths';
import type { CatalogueCache } from './cache';
import { listBanners } from './content-queries';
import { getProduct, listProducts } from './queries';

/** Must match the gallery's `sizes` (src/web/features/product/components/gallery.tsx). */
const GALLERY_SIZES = '(min-width: 900px) 55vw, 100vw';
/** Must match the product card's `sizes` (src/web/features/catalogue/components/product-card.tsx). */
const CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 720px) 33vw, 50vw';
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
 * The `<link rel="preload">` tags for a page's largest picture (the first home banner, a
 * product's first photo), put in index.html by the server so that the browser fetches the
 * picture while it is still loading the app's JavaScript, instead of after the app has asked
 * the API what to show. Cached with the catalogue; a failure only means no preload.
 */
export function pagePreloads({ db, cache }: { db: Db; cache: CatalogueCache }) {
  return async (pathname: string): Promise<string> => {
    if (pathname === '/') {
      return cache.get('preload:home', async () => {
        const [first] = await listBanners(db);
        return first ? imagePreload(first.imagePath, BANNER_IMAGE_SIZES) : '';
      });
    }
    const tag = LISTINGS[pathname as keyof typeof LISTINGS];
    if (tag) {
      return cache.get(`preload:list:${tag}`, async () => {
        const cover = (await listProducts(db, { tag }, 1, 1)).products[0]?.images[0];
        return cover ? imagePreload(cover, CARD_SIZES) : '';
      });
    }
    const product = /^\/display\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
    if (product && UUID.test(product[1]!)) {
      const [, productId, variantId] = product as unknown as [string, string, string];
      return cache.get(`preload:product:${productId}:${variantId}`, async () => {
        const detail = await getProduct(db, productId);
        const variant = detail?.variants.find((entry) => entry._id === variantId) ?? detail?.variants[0];
        const cover = variant?.images[0];
        return cover ? imagePreload(cover, GALLERY_SIZES) : '';
      });
    }
    return '';
  };
}
