import { createHash, randomBytes } from 'node:crypto';
import type { DocumentStore } from '../../adapters/storage/store';
import type { Db } from '../../db/client';
import { documents, productDetails, products, productVariants, variantSizes } from '../../db/schema';
import type { ProductInput } from '../../../shared/product-rules';
import type { CatalogueCache } from '../catalogue/cache';
import { variantSearchFields } from '../catalogue/search-text';

/** A product photo cut round a focal point: the rendition, the whole picture it came from, and the point. */
export interface ProductPhoto {
  body: Buffer;
  master: Buffer;
  focal: { x: number; y: number };
}

export interface CreatedProduct {
  _id: string;
  variants: { _id: string; color: string; images: string[] }[];
}

function slug(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return ascii || 'product';
}

/** A fresh key per upload: never shared, so removing one product's files never touches another's. */
export function productImageKey(productName: string): string {
  return `p-${slug(productName)}-${randomBytes(9).toString('base64url')}.webp`;
}

/**
 * Stores the renditions, then writes the product, its colours, sizes, details and document
 * rows in one transaction, and drops every server's cached catalogue. When anything fails
 * the files already stored are removed again, so a refused or failed add leaves nothing.
 */
export async function createProduct(
  deps: { db: Db; store: DocumentStore; cache: CatalogueCache },
  input: ProductInput,
  renditions: (Buffer | ProductPhoto)[][],
): Promise<CreatedProduct> {
  const stored: string[] = [];
  // Masters are kept beside their renditions (pm- for p-) so the crop can be moved later.
  const masters: { key: string; master: Buffer; focal: ProductPhoto['focal'] }[] = [];
  let created: CreatedProduct;
  try {
    const keys: string[][] = [];
    for (const variantImages of renditions) {
      const variantKeys: string[] = [];
      for (const image of variantImages) {
        const key = productImageKey(input.name);
        const body = Buffer.isBuffer(image) ? image : image.body;
        await deps.store.put(key, body);
        stored.push(key);
        variantKeys.push(key);
        if (!Buffer.isBuffer(image)) {
          await deps.store.put(`pm${key.slice(1)}`, image.master);
          stored.push(`pm${key.slice(1)}`);
          masters.push({ key, master: image.master, focal: image.focal });
        }
      }
      keys.push(variantKeys);
    }
    const bodies = renditions.flat().map((image) => (Buffer.isBuffer(image) ? image : image.body));
    const row = (key: string, body: Buffer) => ({ key, contentType: 'image/webp', sizeBytes: body.length, sha256: createHash('sha256').update(body).digest('hex') });
    created = await deps.db.transaction(async (tx) => {
      const renditionKeys = keys.flat();
      await tx.insert(documents).values(
        renditionKeys.map((key, i) => {
          const kept = masters.find((entry) => entry.key === key);
          return { ...row(key, bodies[i]!), ...(kept ? { masterKey: `pm${key.slice(1)}`, focalX: kept.focal.x, focalY: kept.focal.y } : {}) };
        }),
      );
      if (masters.length > 0) await tx.insert(documents).values(masters.map((entry) => row(`pm${entry.key.slice(1)}`, entry.master)));
      const [product] = await tx
        .insert(products)
        .values({
          name: input.name,
          description: input.description,
          pricePaise: input.pricePaise,
          discount: input.discount,
          finalPricePaise: input.finalPricePaise,
          category: input.category,
          subCategory: input.subCategory,
          tags: input.tags,
          returnPolicy: input.returnPolicy,
          codAvailable: input.codAvailable,
          hsn: input.hsn,
        })
        .returning({ id: products.id });
      const productId = product!.id;
      await tx.insert(productDetails).values({
        productId,
        overview: input.productDetails.overview,
        features: input.productDetails.features,
        materialAndCare: input.productDetails.materialAndCare,
        specifications: input.productDetails.specifications.map((spec) => ({ _id: randomBytes(12).toString('hex'), ...spec })),
      });
      const variants: CreatedProduct['variants'] = [];
      for (const [position, variant] of input.variants.entries()) {
        const [row] = await tx
          .insert(productVariants)
          .values({
            productId,
            color: variant.color,
            images: keys[position]!,
            position,
            ...variantSearchFields({ name: input.name, color: variant.color, subCategory: input.subCategory, tags: input.tags }),
          })
          .returning({ id: productVariants.id });
        await tx.insert(variantSizes).values(variant.sizes.map((entry) => ({ variantId: row!.id, size: entry.size, stock: entry.stock })));
        variants.push({ _id: row!.id, color: variant.color, images: keys[position]! });
      }
      return { _id: productId, variants };
    });
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.store.delete(key)));
    throw error;
  }
  await deps.cache.changed();
  return created;
}
