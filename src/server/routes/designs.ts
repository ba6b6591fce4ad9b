import type { DocumentStore } from '../adapters/storage/store';
import { isDocumentKey } from '../adapters/storage/store';
import type { Db } from '../db/client';
import { DomainError } from '../errors';
import { DESIGN_MESSAGES, createDesign, deleteDesign, getDesign, listDesigns, updateDesign } from '../services/designs/designs';
import { addDesignToCart, removeDesignFromCart } from '../services/designs/design-cart';
import { readUploadedImage, storeDesignUpload } from '../services/designs/design-upload';
import { limitUploadRate, type DesignUploadPolicy } from '../services/designs/upload-quota';
import { CART_MESSAGES } from '../services/cart/cart';
import { paiseToRupees } from '../../shared/money';
import { renderPrintFile } from '../services/designs/design-renders';
import type { RenderPool } from '../services/designs/render-pool';
import { clientGone } from './client-gone';
import { envelope, sendJson, type Handlers, type PathOf } from './handler';

/** Saved studio designs of the signed-in shopper; the session decides whose, never the body. */
export function designHandlers({ db, store, uploads, renders }: { db: Db; store: DocumentStore; uploads: DesignUploadPolicy; renders: RenderPool }): Handlers {
  // Layers name stored files by key; anything else (an address) is not the shop's to print.
  const readImage = async (src: string) => (isDocumentKey(src) ? store.read(src) : null);
  return {
    async listDesigns(request, reply) {
      reply.header('cache-control', 'no-store');
      return sendJson(reply, envelope(await listDesigns(db, request.user!.id)));
    },
    async createDesign(request, reply) {
      const { document } = request.body as { document: unknown };
      const saved = await createDesign(db, request.user!.id, document, store, renders);
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
      return sendJson(reply, envelope(await updateDesign(db, request.user!.id, designId.toLowerCase(), document, store, renders), DESIGN_MESSAGES.updated));
    },
    async deleteDesign(request, reply) {
      const { designId } = request.params as PathOf<'deleteDesign'>;
      await deleteDesign(db, request.user!.id, designId.toLowerCase(), store);
      return sendJson(reply, envelope(null, DESIGN_MESSAGES.deleted));
    },
    async uploadDesignImage(request, reply) {
      const userId = request.user!.id;
      // Counted before the body is read: a shopper over the limit costs neither reading nor decoding.
      await limitUploadRate(db, userId, uploads);
      const stored = await storeDesignUpload({ db, store, policy: uploads }, userId, await readUploadedImage(request));
      return sendJson(reply.code(201), envelope(stored));
    },
    async addDesignToCart(request, reply) {
      const { designId } = request.params as PathOf<'addDesignToCart'>;
      const price = await addDesignToCart(db, request.user!.id, designId.toLowerCase());
      const data = { price: paiseToRupees(price.totalPaise), garmentPrice: paiseToRupees(price.garmentPaise), printedSides: price.printedSides };
      return sendJson(reply, envelope(data, CART_MESSAGES.added));
    },
    async removeDesignFromCart(request, reply) {
      const { designId } = request.params as PathOf<'removeDesignFromCart'>;
      await removeDesignFromCart(db, request.user!.id, designId.toLowerCase());
      return sendJson(reply, envelope(null, CART_MESSAGES.removed));
    },
    async getDesignPrintFile(request, reply) {
      const { designId, side } = request.params as PathOf<'getDesignPrintFile'>;
      const saved = await getDesign(db, request.user!.id, designId.toLowerCase());
      const png = await renderPrintFile(saved.document, side, readImage, { pool: renders, signal: clientGone(reply) });
      if (!png) throw new DomainError('NOT_FOUND', `Nothing is printed on the ${side} of this design.`);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="design-${saved._id}-${side}-300dpi.png"`)
        .type('image/png')
        .send(png);
    },
  };
}
