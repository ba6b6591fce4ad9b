import type { Db } from '../db/client';
import { getCart } from '../services/cart/cart';
import { envelope } from '../routes/handler';
import { productKey, type CatalogueCache } from '../services/catalogue/cache';
import * as content from '../services/catalogue/content-queries';
import { getProduct, listProducts } from '../services/catalogue/queries';
import { searchVariants } from '../services/catalogue/search';
import { searchKey } from '../services/catalogue/search-text';
import type { SubCategory } from '../../shared/catalogue-options';
import { normalizeListOptions } from '../../shared/listing-options';
import { listKey } from '../routes/catalogue';
import type { ServerData } from '../../api/server-render';
import { findSharedDesign } from '../services/designs/design-shares';
import { myOrders } from '../services/orders/my-orders';
import type { OrdersContext } from '../services/orders/orders-context';
import { cartHoldsCode } from '../services/discounts/held-code';
import { quoteCheckout } from '../services/discounts/checkout-quote';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The reads of a server render, through the same services and the same cache entries as the API's
 * handlers (routes/catalogue.ts), so a page and the calls it saves share one copy; the signed-in
 * shopper's cart and orders straight from their services, as routes/cart.ts and routes/orders.ts
 * answer them (never cached).
 */
export function serverData({ db, cache, orders }: { db: Db; cache: CatalogueCache; orders: OrdersContext }): ServerData {
  const cached = async <T>(key: string, load: () => Promise<T>): Promise<T> =>
    (JSON.parse(await cache.get(key, async () => envelope(await load()))) as { data: T }).data;
  return {
    banners: () => cached('banners', () => content.listBanners(db)),
    homeVideo: () => cached('video', () => content.getHomeVideo(db)),
    garments: (type) => cached(`garments:${type}`, () => content.listGarments(db, type)),
    productPage(filter, page, limit, listOptions = {}) {
      const options = normalizeListOptions(listOptions);
      if ('tag' in filter) return cached(listKey(`tag:${filter.tag}`, page, limit, options), () => listProducts(db, { tag: filter.tag }, page, limit, options));
      if (filter.subCategories === null) {
        return cached(listKey(`category:${filter.category}`, page, limit, options), () =>
          listProducts(db, { category: filter.category }, page, limit, options),
        );
      }
      const subCategories = [...new Set(filter.subCategories.split(',') as SubCategory[])].sort();
      return cached(listKey(`sub:${filter.category}:${subCategories.join(',')}`, page, limit, options), () =>
        listProducts(db, { category: filter.category, subCategories }, page, limit, options),
      );
    },
    search(query, page, limit, listOptions = {}) {
      const options = normalizeListOptions(listOptions);
      return cached(searchKey(query, page, limit, options), () => searchVariants(db, query, page, limit, options));
    },
    async product(productId) {
      if (!UUID.test(productId)) return null;
      const id = productId.toLowerCase();
      const json = await cache.get(productKey(id), async () => {
        const product = await getProduct(db, id);
        return product ? envelope(product) : '';
      });
      return json ? (JSON.parse(json) as { data: NonNullable<Awaited<ReturnType<ServerData['product']>>> }).data : null;
    },
    async sharedDesign(slug) {
      const shared = await findSharedDesign(db, slug);
      return shared ? { ...shared, document: { ...shared.document } } : null;
    },
    cart: (userId) => getCart(db, userId),
    orders: (userId) => myOrders(orders, userId),
    async checkoutQuote(userId, { discountCode, items, designs = [] }) {
      // The page's first paint asks only for the cart's own code, which is no look-up to count.
      const held = discountCode !== undefined && (await cartHoldsCode(db, userId, discountCode));
      return quoteCheckout(db, userId, { ...(held ? { discountCode } : {}), items, designs });
    },
  };
}
