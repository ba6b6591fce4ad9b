import type { DocumentStore } from '../adapters/storage/store';
import type { Db } from '../db/client';
import type { CatalogueCache } from '../services/catalogue/cache';
import { addBanner, changeBanner, deleteBanner, listStaffBanners } from '../services/staff/staff-banners';
import { changeImageFocus } from '../services/staff/image-focus';
import { readBannerForm } from './banner-form-reader';
import { readFocalFields } from './focal-fields';
import { envelope, sendJson, type Handlers } from './handler';

/** Staff's home banners, and the focal point of any banner or product photo. The contract's `staff` scheme has checked the caller. */
export function staffBannerHandlers(deps: { db: Db; store: DocumentStore; cache: CatalogueCache }) {
  return {
    async staffListBanners(_request, reply) {
      return sendJson(reply.header('cache-control', 'no-store'), envelope(await listStaffBanners(deps.db)));
    },
    async staffAddBanner(request, reply) {
      return sendJson(reply, envelope(await addBanner(deps, await readBannerForm(request)), 'Banner added.'));
    },
    async staffChangeBanner(request, reply) {
      const { bannerId } = request.params;
      await changeBanner(deps, bannerId, request.body);
      return sendJson(reply, envelope(null, 'Banner saved.'));
    },
    async staffSetImageFocalPoint(request, reply) {
      const { file } = request.params;
      const { x, y } = request.body;
      const focus = await changeImageFocus(deps, file, readFocalFields(String(x), String(y)));
      return sendJson(reply, envelope(focus, 'Focal point saved.'));
    },
    async staffDeleteBanner(request, reply) {
      const { bannerId } = request.params;
      await deleteBanner(deps, bannerId);
      return sendJson(reply, envelope(null, 'Banner removed.'));
    },
  } satisfies Partial<Handlers>;
}
