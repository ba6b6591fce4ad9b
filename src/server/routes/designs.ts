import type { Db } from '../db/client';
import { DESIGN_MESSAGES, createDesign, deleteDesign, getDesign, listDesigns, updateDesign } from '../services/designs/designs';
import { envelope, sendJson, type Handlers, type PathOf } from './handler';

/** Saved studio designs of the signed-in shopper; the session decides whose, never the body. */
export function designHandlers({ db }: { db: Db }): Handlers {
  return {
    async listDesigns(request, reply) {
      reply.header('cache-control', 'no-store');
      return sendJson(reply, envelope(await listDesigns(db, request.user!.id)));
    },
    async createDesign(request, reply) {
      const { document } = request.body as { document: unknown };
      const saved = await createDesign(db, request.user!.id, document);
      return sendJson(reply.code(201), envelope(saved, DESIGN_MESSAGES.saved));
    },
    async getDesign(request, reply) {
      const { designId } = request.params as PathOf<'getDesign'>;
      reply.header('cache-control', 'no-store');
      return sendJson(reply, envelope(await getDesign(db, request.user!.id, designId.toLowerCase())));
    },
    async updateDesign(request, reply) {
      const { designId } = request.params as PathOf<'updateDesign'>;
      const { document } = request.body as { document: unknown };
      return sendJson(reply, envelope(await updateDesign(db, request.user!.id, designId.toLowerCase(), document), DESIGN_MESSAGES.updated));
    },
    async deleteDesign(request, reply) {
      const { designId } = request.params as PathOf<'deleteDesign'>;
      await deleteDesign(db, request.user!.id, designId.toLowerCase());
      return sendJson(reply, envelope(null, DESIGN_MESSAGES.deleted));
    },
  };
}
