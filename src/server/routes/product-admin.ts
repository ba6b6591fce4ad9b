import type { DocumentStore } from '../adapters/storage/store';
import type { Db } from '../db/client';
import type { CatalogueCache } from '../services/catalogue/cache';
import { createProduct } from '../services/products/create-product';
import { readProductUpload } from '../services/products/read-upload';
import { PRODUCT_MESSAGES } from '../../shared/product-rules';
import { envelope, sendJson, type Handlers } from './handler';

/** Staff's catalogue writes. The contract's `staff` scheme has already checked the caller. */
export function productAdminHandlers(deps: { db: Db; store: DocumentStore; cache: CatalogueCache }): Handlers {
  return {
    async createProduct(request, reply) {
      const upload = await readProductUpload(request);
      const created = await createProduct(deps, upload.input, upload.renditions);
      return sendJson(reply, envelope(created, PRODUCT_MESSAGES.added));
    },
  };
}
