import { eq } from 'drizzle-orm';
import type { DocumentStore } from '../../adapters/storage/store';
import type { Db } from '../../db/client';
import { orders, products, productVariants } from '../../db/schema';
import { DomainError } from '../../errors';
import type { CatalogueCache } from '../catalogue/cache';
import { forgetPhotos } from './product-photos';

export const DELETE_PRODUCT_MESSAGES = {
  hasOrders: 'This product has orders, so it can only be hidden.',
  deleted: 'Product deleted, with its photos.',
} as const;

/**
 * Deletes a product that no order names, with its colours, sizes, details, reviews and photos
 * (carts holding it lose the line). One with orders is refused: orders, invoices and returns
 * point at it, so it can only be hidden.
 */
export async function deleteProduct(deps: { db: Db; store: DocumentStore; cache: CatalogueCache }, productId: string): Promise<void> {
  const photos = await deps.db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    if (!product) throw new DomainError('NOT_FOUND', 'There is no such product.');
    const ordered = await tx.select({ id: orders.id }).from(orders).where(eq(orders.productId, productId)).limit(1);
    if (ordered.length > 0) throw new DomainError('CONFLICT', DELETE_PRODUCT_MESSAGES.hasOrders);
    const colours = await tx.select({ images: productVariants.images }).from(productVariants).where(eq(productVariants.productId, productId));
    await tx.delete(products).where(eq(products.id, productId));
    return colours.flatMap((colour) => colour.images);
  });
  await forgetPhotos(deps, photos);
  await deps.cache.changed();
}
