import type { Db } from '../db/client';
import { DomainError } from '../errors';
import { productKey, type CatalogueCache } from '../services/catalogue/cache';
import * as content from '../services/catalogue/content-queries';
import { getProduct, listProducts, type ListFilter } from '../services/catalogue/queries';
import { searchVariants } from '../services/catalogue/search';
import { searchKey } from '../services/catalogue/search-text';
import { REVIEW_MESSAGES, addReview } from '../services/catalogue/reviews';
import type { SubCategory } from '../../shared/catalogue-options';
import { envelope, sendJson, sessionHandler, type Handlers } from './handler';

interface Deps {
  db: Db;
  cache: CatalogueCache;
}

/** Catalogue reads: every answer is cached serialised until the next catalogue write. */
export function catalogueHandlers({ db, cache }: Deps) {
  const cached = (key: string, load: () => Promise<unknown>) => cache.get(key, async () => envelope(await load()));
  const list = (key: string, filter: ListFilter, page: number, limit: number) =>
    cached(`list:${key}:${page}:${limit}`, () => listProducts(db, filter, page, limit));

  return {
    async listProductsByTag(request, reply) {
      const { tag } = request.params;
      const { page, limit } = request.query;
      return sendJson(reply, await list(`tag:${tag}`, { tag }, page, limit));
    },
    async listProductsByCategory(request, reply) {
      const { category } = request.params;
      const { page, limit } = request.query;
      return sendJson(reply, await list(`category:${category}`, { category }, page, limit));
    },
    async listProductsBySubCategories(request, reply) {
      const { category, subcategories } = request.params;
      const { page, limit } = request.query;
      // The contract admits only known names (the list split at its commas); sorted and de-duplicated for one cache key.
      const subCategories = [...new Set<SubCategory>(subcategories)].sort();
      return sendJson(reply, await list(`sub:${category}:${subCategories.join(',')}`, { category, subCategories }, page, limit));
    },
    async searchProducts(request, reply) {
      const { query, page, limit } = request.query;
      return sendJson(reply, await cached(searchKey(query, page, limit), () => searchVariants(db, query, page, limit)));
    },
    async getProduct(request, reply) {
      const { productId } = request.params;
      const id = productId.toLowerCase();
      const json = await cache.get(productKey(id), async () => {
        const product = await getProduct(db, id);
        // Not-found is cached too (as an empty string), so probing random ids cannot hammer the database.
        return product ? envelope(product) : '';
      });
      if (!json) throw new DomainError('NOT_FOUND', 'Product not found. Please try again later.');
      return sendJson(reply, json);
    },
    addReview: sessionHandler(async (request, reply) => {
      const { productId } = request.params;
      const { rating, comment } = request.body;
      await addReview(db, { productId: productId.toLowerCase(), userId: request.user.id, rating, comment });
      // The product page shows reviews and the average: drop the cached copies everywhere.
      await cache.changed();
      return sendJson(reply, envelope(null, REVIEW_MESSAGES.added));
    }),
    async listBanners(_request, reply) {
      return sendJson(reply, await cached('banners', () => content.listBanners(db)));
    },
    async getHomeVideo(_request, reply) {
      return sendJson(reply, await cached('video', () => content.getHomeVideo(db)));
    },
    async listGarments(request, reply) {
      const { types } = request.query;
      return sendJson(reply, await cached(`garments:${types}`, () => content.listGarments(db, types)));
    },
    async listGraphics(_request, reply) {
      return sendJson(reply, await cached('graphics', () => content.listGraphics(db)));
    },
    async checkPincode(request, reply) {
      const { pincode } = request.params;
      return sendJson(reply, await cached(`pincode:${pincode}`, () => content.checkPincode(db, pincode)));
    },
  } satisfies Partial<Handlers>;
}
