import type { DocumentStore } from '../adapters/storage/store';
import type { Db } from '../db/client';
import type { CatalogueCache } from '../services/catalogue/cache';
import { VIDEO_FORM, getStaffVideo, removeHomeVideo, uploadHomeVideo, VIDEO_MESSAGES } from '../services/staff/staff-video';
import { envelope, sendJson, type Handlers } from './handler';
import { readStaffForm } from './staff-form-reader';

/** Staff's home video (spec section 2: separate mobile and desktop files). The contract's `staff` scheme has checked the caller. */
export function staffVideoHandlers(deps: { db: Db; store: DocumentStore; cache: CatalogueCache }) {
  return {
    async staffGetVideo(_request, reply) {
      return sendJson(reply.header('cache-control', 'no-store'), envelope(await getStaffVideo(deps.db)));
    },
    async staffUploadVideo(request, reply) {
      return sendJson(reply, envelope(await uploadHomeVideo(deps, await readStaffForm(request, VIDEO_FORM)), VIDEO_MESSAGES.uploaded));
    },
    async staffRemoveVideo(_request, reply) {
      await removeHomeVideo(deps);
      return sendJson(reply, envelope(null, VIDEO_MESSAGES.removed));
    },
  } satisfies Partial<Handlers>;
}
