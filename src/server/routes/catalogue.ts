import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { DomainError } from '../errors';
import { productKey, type CatalogueCache } from '../services/catalogue/cache';
import * as content from '../services/catalogue/content-queries';
import { getProduct, listProducts, type ListFilter } from '../services/catalogue/queries';
import { searchVariants } from '../services/catalogue/search';
import { searchKey } from '../services/catalogue/search-text';
import { addReview } from '../services/catalogue/reviews';
import { PRODUCT_NOT_FOUND, REVIEW_MESSAGES } from '../../shared/review-messages';
import type { SubCategory } from '../../shared/catalogue-options';
import { listOptionsKey, normalizeListOptions, type ListOptions } from '../../shared/listing-options';
import { allowReplay } from '../plugins/replay';
import { envelope, sendJson, sessionHandler, type Handlers } from './handler';

interface Deps {
  db: Db;
  cache: CatalogueCache;
}

/** The cache key of a list's page: its own key, the page and the sort and filters in one canonical text. */
export function listKey(key: string, page: number, limit: number, options: ListOptions): string {
  const extra = listOptionsKey(options);
  return `list:${key}:${page}:${limit}${extra ? `:${extra}` : ''}`;
}

/** The sort and filters of a list or search call (the contract has checked their values). */
function optionsOf(query: { sort?: ListOptions['sort']; size?: ListOptions['sizes']; color?: string[]; price?: ListOptions['price'] }): ListOptions {
  return normalizeListOptions({ sort: query.sort, sizes: query.size, colors: query.color, price: query.price });
}

/**
 * Sends a cached catalogue answer, which depends only on the address and the catalogue: the server
 * may keep the bytes sent and replay them to the same request until the next catalogue write.
 */
function sendCatalogue(request: FastifyRequest, reply: FastifyReply, json: string): FastifyReply {
  allowReplay(request, reply);
  return sendJson(reply, json);
}

/** Catalogue reads: every answer is cached serialised until the next catalogue write. */
export function catalogueHandlers({ db, cache }: Deps) {
  const cached = (key: string, load: () => Promise<unknown>) => cache.get(key, async () => envelope(await load()));
  const list = (key: string, filter: ListFilter, page: number, limit: number, options: ListOptions) =>
    cached(listKey(key, page, limit, options), () => listProducts(db, filter, page, limit, options));

  return {
    async listProductsByTag(request, reply) {
      const { tag } = request.params;
      const { page, limit } = request.query;
      return sendCatalogue(request, reply, await list(`tag:${tag}`, { tag }, page, limit, optionsOf(request.query)));
    },
    async listProductsByCategory(request, reply) {
      const { category } = request.params;
      const { page, limit } = request.query;
      return sendCatalogue(request, reply, await list(`category:${category}`, { category }, page, limit, optionsOf(request.query)));
    },
    async listProductsBySubCategories(request, reply) {
      const { category, subcategories } = request.params;
      const { page, limit } = request.query;
      // The contract admits only known names (the list split at its commas); sorted and de-duplicated for one cache key.
      const subCategories = [...new Set<SubCategory>(subcategories)].sort();
      return sendCatalogue(
        request,
        reply,
        await list(`sub:${category}:${subCategories.join(',')}`, { category, subCategories }, page, limit, optionsOf(request.query)),
      );
    },
    async searchProducts(request, reply) {
      const { query, page, limit } = request.query;
      const options = optionsOf(request.query);
      return sendCatalogue(request, reply, await cached(searchKey(query, page, limit, options), () => searchVariants(db, query, page, limit, options)));
    },
    async getProduct(request, reply) {
      const { productId } = request.params;
      const id = productId.toLowerCase();
      const json = await cache.get(productKey(id), async () => {
        const product = await getProduct(db, id);
        // Not-found is cached too (as an empty string), so probing random ids cannot hammer the database.
        return product ? envelope(product) : '';
      });
      if (!json) throw new DomainError('NOT_FOUND', PRODUCT_NOT_FOUND);
      return sendCatalogue(request, reply, json);
    },
    addReview: sessionHandler(async (request, reply) => {
      const { productId } = request.params;
      const { rating, comment } = request.body;
      await addReview(db, { productId: productId.toLowerCase(), userId: request.user.id, rating, comment });
      // The product page shows reviews and the average: drop the cached copies everywhere.
      await cache.changed();
      return sendJson(reply, envelope(null, REVIEW_MESSAGES.added));
    }),
    async listBanners(request, reply) {
      return sendCatalogue(request, reply, await cached('banners', () => content.listBanners(db)));
    },
    async getHomeVideo(request, reply) {
      return sendCatalogue(request, reply, await cached('video', () => content.getHomeVideo(db)));
    },
    async listGarments(request, reply) {
      const { types } = request.query;
      return sendCatalogue(request, reply, await cached(`garments:${types}`, () => content.listGarments(db, types)));
    },
    async listGraphics(request, reply) {
      return sendCatalogue(request, reply, await cached('graphics', () => content.listGraphics(db)));
    },
  } satisfies Partial<Handlers>;
}
