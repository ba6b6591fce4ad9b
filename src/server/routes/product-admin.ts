import type { DocumentStore } from '../adapters/storage/store';
import type { Db } from '../db/client';
import type { CatalogueCache } from '../services/catalogue/cache';
import { createProduct } from '../services/products/create-product';
import { listStaffProducts, setProductHidden, setStock, updateProductDetails } from '../services/products/manage-products';
import { readProductUpload } from './product-upload-reader';
import { PRODUCT_MESSAGES } from '../../shared/product-rules';
import { envelope, sendJson, type Handlers } from './handler';

const noStore = 'no-store';

/** Staff's catalogue: the product list and every product write. The contract's `staff` scheme has already checked the caller. */
export function productAdminHandlers(deps: { db: Db; store: DocumentStore; cache: CatalogueCache }) {
  return {
    async createProduct(request, reply) {
      const upload = await readProductUpload(request);
      const created = await createProduct(deps, upload.input, upload.renditions);
      return sendJson(reply, envelope(created, PRODUCT_MESSAGES.added));
    },
    async staffListProducts(request, reply) {
      const { query, page, limit } = request.query;
      const data = await listStaffProducts(deps.db, { query, page, limit });
      return sendJson(reply.header('cache-control', noStore), envelope(data));
    },
    async staffUpdateProduct(request, reply) {
      const { productId } = request.params;
      const { hidden } = request.body;
      await setProductHidden(deps, productId, hidden);
      return sendJson(reply, envelope(null, hidden ? 'The product is hidden from the shop.' : 'The product is shown in the shop again.'));
    },
    async staffEditProduct(request, reply) {
      const { productId } = request.params;
      await updateProductDetails(deps, productId, request.body);
      return sendJson(reply, envelope(null, 'Product details saved.'));
    },
    async staffSetStock(request, reply) {
      const { productId } = request.params;
      const body = request.body;
      await setStock(deps, productId, body);
      return sendJson(reply, envelope(null, `Stock of ${body.size} set to ${body.stock}.`));
    },
  } satisfies Partial<Handlers>;
}
