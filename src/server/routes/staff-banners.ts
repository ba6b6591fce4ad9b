import type { DocumentStore } from '../adapters/storage/store';
import type { Db } from '../db/client';
import type { CatalogueCache } from '../services/catalogue/cache';
import { addBanner, changeBanner, deleteBanner, listStaffBanners } from '../services/staff/staff-banners';
import { envelope, sendJson, type Handlers, type PathOf } from './handler';

/** Staff's home banners. The contract's `staff` scheme has checked the caller. */
export function staffBannerHandlers(deps: { db: Db; store: DocumentStore; cache: CatalogueCache }): Handlers {
  return {
    async staffListBanners(_request, reply) {
      return sendJson(reply.header('cache-control', 'no-store'), envelope(await listStaffBanners(deps.db)));
    },
    async staffAddBanner(request, reply) {
      return sendJson(reply, envelope(await addBanner(deps, request), 'Banner added.'));
    },
    async staffChangeBanner(request, reply) {
      const { bannerId } = request.params as PathOf<'staffChangeBanner'>;
      await changeBanner(deps, bannerId, request.body as { active?: boolean; move?: 'earlier' | 'later' });
      return sendJson(reply, envelope(null, 'Banner saved.'));
    },
    async staffDeleteBanner(request, reply) {
      const { bannerId } = request.params as PathOf<'staffDeleteBanner'>;
      await deleteBanner(deps, bannerId);
      return sendJson(reply, envelope(null, 'Banner removed.'));
    },
  };
}
