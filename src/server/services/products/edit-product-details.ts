import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productDetails, products } from '../../db/schema';
import { DomainError } from '../../errors';
import { productDetailsProblems, toProductDetails, type ProductDetailsDraft } from '../../../shared/product-rules';
import type { CatalogueCache } from '../catalogue/cache';

/** Replaces a product's details (overview, features, material and care, specifications), checked by the add-product rules. */
export async function editProductDetails(deps: { db: Db; cache: CatalogueCache }, productId: string, details: ProductDetailsDraft): Promise<void> {
  const [problem] = productDetailsProblems(details);
  if (problem) throw new DomainError('INVALID_DATA', problem.message);
  const clean = toProductDetails(details);
  const row = {
    overview: clean.overview,
    features: clean.features,
    materialAndCare: clean.materialAndCare,
    specifications: clean.specifications.map((spec) => ({ _id: randomBytes(12).toString('hex'), ...spec })),
  };
  await deps.db.transaction(async (tx) => {
    const updated = await tx.update(products).set({ updatedAt: sql`now()` }).where(eq(products.id, productId)).returning({ id: products.id });
    if (updated.length === 0) throw new DomainError('NOT_FOUND', 'There is no such product.');
    // A product added before details existed (an old seed) may have no row yet.
    await tx.insert(productDetails).values({ productId, ...row }).onConflictDoUpdate({ target: productDetails.productId, set: row });
  });
  await deps.cache.changed();
}
