import type { DocumentStore } from '../adapters/storage/store';
import type { Db } from '../db/client';
import type { CatalogueCache } from '../services/catalogue/cache';
import { addColour, changeColour, removeColour, removeSize } from '../services/products/product-colours';
import { addColourPhotos, arrangeColourPhotos } from '../services/products/product-photos';
import { DELETE_PRODUCT_MESSAGES, deleteProduct } from '../services/products/delete-product';
import { editProductDetails } from '../services/products/edit-product-details';
import { staffProduct } from '../services/products/staff-product-view';
import { readColourUpload } from './colour-upload-reader';
import { envelope, sendJson, type Handlers } from './handler';

/**
 * Editing a product after it was added: one product whole, its details, its colours
 * with their photos and sizes, and deleting it. The contract's `staff` scheme has checked the caller.
 */
export function productEditHandlers(deps: { db: Db; store: DocumentStore; cache: CatalogueCache }) {
  return {
    async staffGetProduct(request, reply) {
      return sendJson(reply.header('cache-control', 'no-store'), envelope(await staffProduct(deps.db, request.params.productId)));
    },
    async staffDeleteProduct(request, reply) {
      await deleteProduct(deps, request.params.productId);
      return sendJson(reply, envelope(null, DELETE_PRODUCT_MESSAGES.deleted));
    },
    async staffEditProductDetails(request, reply) {
      await editProductDetails(deps, request.params.productId, request.body);
      return sendJson(reply, envelope(null, 'Product details saved.'));
    },
    async staffAddColour(request, reply) {
      const upload = await readColourUpload(request, true);
      const colour = await addColour(deps, request.params.productId, upload, upload.renditions);
      return sendJson(reply, envelope(colour, `Colour ${colour.color} added.`));
    },
    async staffChangeColour(request, reply) {
      const { productId, variantId } = request.params;
      const changed = await changeColour(deps, productId, variantId, request.body);
      return sendJson(reply, envelope(null, request.body.retired === false ? `Colour ${changed.color} is back in the shop. Set the stock of its sizes.` : `Colour renamed to ${changed.color}.`));
    },
    async staffRemoveColour(request, reply) {
      const { productId, variantId } = request.params;
      const outcome = await removeColour(deps, productId, variantId);
      const message = outcome === 'deleted' ? 'Colour deleted, with its photos.' : 'This colour has orders, so it was retired: it is out of the shop, and its orders still show it.';
      return sendJson(reply, envelope({ outcome }, message));
    },
    async staffAddPhotos(request, reply) {
      const { productId, variantId } = request.params;
      const upload = await readColourUpload(request, false);
      const images = await addColourPhotos(deps, productId, variantId, upload.renditions);
      return sendJson(reply, envelope({ images }, upload.renditions.length === 1 ? 'Photo added.' : `${upload.renditions.length} photos added.`));
    },
    async staffArrangePhotos(request, reply) {
      const { productId, variantId } = request.params;
      const images = await arrangeColourPhotos(deps, productId, variantId, request.body.images);
      return sendJson(reply, envelope({ images }, 'Photos saved.'));
    },
    async staffRemoveSize(request, reply) {
      const { productId, variantId, size } = request.params;
      const outcome = await removeSize(deps, productId, variantId, size);
      const message = outcome === 'deleted' ? `Size ${size} deleted.` : `Size ${size} has orders, so it was retired: it is out of the shop and the size picker, and its orders still show it.`;
      return sendJson(reply, envelope({ outcome }, message));
    },
  } satisfies Partial<Handlers>;
}
