import type { DocumentStore } from '../adapters/storage/store';
import type { Db } from '../db/client';
import { DomainError } from '../errors';
import { DESIGN_MESSAGES, createDesign, deleteDesign, getDesign, listDesigns, renameDesign, updateDesign } from '../services/designs/designs';
import { addDesignToCart, removeDesignFromCart } from '../services/designs/design-cart';
import { storeDesignUpload } from '../services/designs/design-upload';
import { layerImageReader } from '../services/designs/layer-sources';
import { readUploadedImage } from './design-upload-reader';
import { CARRIED_MESSAGES, restoreCarriedImages } from '../services/designs/carried-images';
import { limitUploadRate, type DesignUploadPolicy } from '../services/designs/upload-quota';
import { CART_MESSAGES } from '../../shared/cart-messages';
import { paiseToRupees } from '../../shared/money';
import { renderPrintFile } from '../services/designs/design-renders';
import type { RenderPool } from '../services/designs/render-pool';
import { clientGone } from './client-gone';
import { getSharedDesign, remixSharedDesign, shareDesign, SHARE_MESSAGES, unshareDesign } from '../services/designs/design-shares';
import { envelope, sendJson, sessionHandler, type Handlers } from './handler';
import { sendDownload } from './download';

const CART_LINE_SAVED = 'Cart updated.';

/** Saved studio designs of the signed-in shopper; the session decides whose, never the body. */

export function designHandlers({ db, store, uploads, renders }: { db: Db; store: DocumentStore; uploads: DesignUploadPolicy; renders: RenderPool }) {
  // Layers name stored files by key; only the kinds a layer may draw are read.
  const readImage = layerImageReader(store);
  return {
    listDesigns: sessionHandler(async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendJson(reply, envelope(await listDesigns(db, request.user.id)));
    }),
    createDesign: sessionHandler(async (request, reply) => {
      const { document } = request.body;
      const saved = await createDesign(db, request.user.id, document, store, renders);
      return sendJson(reply.code(201), envelope(saved, DESIGN_MESSAGES.saved));
    }),
    getDesign: sessionHandler(async (request, reply) => {
      const { designId } = request.params;
      reply.header('cache-control', 'no-store');
      return sendJson(reply, envelope(await getDesign(db, request.user.id, designId.toLowerCase())));
    }),
    updateDesign: sessionHandler(async (request, reply) => {
      const { designId } = request.params;
      const { document } = request.body;
      return sendJson(reply, envelope(await updateDesign(db, request.user.id, designId.toLowerCase(), document, store, renders), DESIGN_MESSAGES.updated));
    }),
    renameDesign: sessionHandler(async (request, reply) => {
      const { designId } = request.params;
      return sendJson(reply, envelope(await renameDesign(db, request.user.id, designId.toLowerCase(), request.body.name), DESIGN_MESSAGES.renamed));
    }),
    deleteDesign: sessionHandler(async (request, reply) => {
      const { designId } = request.params;
      await deleteDesign(db, request.user.id, designId.toLowerCase(), store);
      return sendJson(reply, envelope(null, DESIGN_MESSAGES.deleted));
    }),
    uploadDesignImage: sessionHandler(async (request, reply) => {
      const userId = request.user.id;
      // Counted before the body is read: a shopper over the limit costs neither reading nor decoding.
      await limitUploadRate(db, userId, uploads);
      const stored = await storeDesignUpload({ db, store, policy: uploads }, userId, await readUploadedImage(request));
      return sendJson(reply.code(201), envelope(stored));
    }),
    openDesignPng: sessionHandler(async (request, reply) => {
      const userId = request.user.id;
      const restored = await restoreCarriedImages({ db, store, policy: uploads }, userId, await readUploadedImage(request));
      reply.header('cache-control', 'no-store');
      return sendJson(reply, envelope(restored, CARRIED_MESSAGES.opened));
    }),
    addDesignToCart: sessionHandler(async (request, reply) => {
      const { designId } = request.params;
      const price = await addDesignToCart(db, request.user.id, designId.toLowerCase());
      const data = { price: paiseToRupees(price.totalPaise), garmentPrice: paiseToRupees(price.garmentPaise), printedSides: price.printedSides };
      return sendJson(reply, envelope(data, CART_MESSAGES.added));
    }),
    setDesignCartLine: sessionHandler(async (request, reply) => {
      const { designId } = request.params;
      await addDesignToCart(db, request.user.id, designId.toLowerCase(), request.body);
      return sendJson(reply, envelope(null, CART_LINE_SAVED));
    }),
    removeDesignFromCart: sessionHandler(async (request, reply) => {
      const { designId } = request.params;
      await removeDesignFromCart(db, request.user.id, designId.toLowerCase(), request.query.size);
      return sendJson(reply, envelope(null, CART_MESSAGES.removed));
    }),
    shareDesign: sessionHandler(async (request, reply) => {
      const { designId } = request.params;
      return sendJson(reply, envelope(await shareDesign(db, request.user.id, designId.toLowerCase()), SHARE_MESSAGES.shared));
    }),
    unshareDesign: sessionHandler(async (request, reply) => {
      const { designId } = request.params;
      await unshareDesign(db, request.user.id, designId.toLowerCase());
      return sendJson(reply, envelope(null, SHARE_MESSAGES.unshared));
    }),
    getSharedDesign: async (request, reply) => {
      // Public, but never kept by a shared cache: stopping sharing must end it at once.
      reply.header('cache-control', 'no-cache');
      return sendJson(reply, envelope(await getSharedDesign(db, request.params.slug)));
    },
    remixSharedDesign: sessionHandler(async (request, reply) => {
      const copy = await remixSharedDesign({ db, store, policy: uploads, pool: renders }, request.user.id, request.params.slug);
      return sendJson(reply.code(201), envelope(copy, SHARE_MESSAGES.remixed));
    }),
    getDesignPrintFile: sessionHandler(async (request, reply) => {
      const { designId, side } = request.params;
      const saved = await getDesign(db, request.user.id, designId.toLowerCase());
      const png = await renderPrintFile(saved.document, side, readImage, { pool: renders, signal: clientGone(reply) });
      if (!png) throw new DomainError('NOT_FOUND', `Nothing is printed on the ${side} of this design.`);
      return sendDownload(reply, `design-${saved._id}-${side}-300dpi.png`, png);
    }),
  } satisfies Partial<Handlers>;
}
