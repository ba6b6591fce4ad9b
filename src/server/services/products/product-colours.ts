import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { DocumentStore } from '../../adapters/storage/store';
import type { Db } from '../../db/client';
import { orders, products, productVariants, variantSizes } from '../../db/schema';
import { DomainError } from '../../errors';
import type { ShopSize } from '../../../shared/catalogue-options';
import { colourProblems, PRODUCT_LIMITS } from '../../../shared/product-rules';
import type { CatalogueCache } from '../catalogue/cache';
import { variantSearchFields } from '../catalogue/search-text';
import { colourOf, forgetPhotos, withStoredPhotos } from './product-photos';
import type { ProductPhoto } from './create-product';

/**
 * Colours and sizes of an existing product: added, renamed, and taken away. Orders point at
 * a colour and name a size, so one with orders is retired (left out of the storefront, stock
 * 0, kept for the orders) rather than deleted; one without is deleted outright.
 */

type Deps = { db: Db; store: DocumentStore; cache: CatalogueCache };

export const COLOUR_MESSAGES = {
  noProduct: 'There is no such product.',
  lastColour: 'A product needs at least one colour in the shop. Add another colour first, or hide the product.',
  lastSize: 'Each colour needs at least one size in the shop. Add another size first, or remove the colour.',
  noSize: 'This colour does not come in that size.',
  tooManyColours: `At most ${PRODUCT_LIMITS.variants} colours per product.`,
  taken: (color: string) => `This product already has the colour ${color}.`,
} as const;

export interface NewColour {
  color: string;
  /** Stock per size, as typed (checked here by the add-product rules). */
  sizes: { size: string; stock: string }[];
}

async function productOf(db: Pick<Db, 'select'>, productId: string) {
  const [product] = await db
    .select({ name: products.name, subCategory: products.subCategory, tags: products.tags })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw new DomainError('NOT_FOUND', COLOUR_MESSAGES.noProduct);
  return product;
}

async function refuseTakenColour(db: Pick<Db, 'select'>, productId: string, color: string, except?: string) {
  const same = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), sql`lower(${productVariants.color}) = lower(${color})`, except ? ne(productVariants.id, except) : undefined))
    .limit(1);
  if (same.length > 0) throw new DomainError('CONFLICT', COLOUR_MESSAGES.taken(color));
}

/** Adds a colour with its sizes and photos (renditions already checked), after the product's other colours. */
export async function addColour(deps: Deps, productId: string, colour: NewColour, renditions: (Buffer | ProductPhoto)[]): Promise<{ _id: string; color: string; images: string[] }> {
  const [problem] = colourProblems({ color: colour.color, sizes: colour.sizes, imageCount: renditions.length });
  if (problem) throw new DomainError('INVALID_DATA', problem.message);
  const product = await productOf(deps.db, productId);
  const color = colour.color.trim();
  await refuseTakenColour(deps.db, productId, color);
  const created = await withStoredPhotos(deps, product.name, renditions, async (tx, keys) => {
    const [shown] = await tx.select({ n: count() }).from(productVariants).where(and(eq(productVariants.productId, productId), eq(productVariants.retired, false)));
    if ((shown?.n ?? 0) >= PRODUCT_LIMITS.variants) throw new DomainError('INVALID_DATA', COLOUR_MESSAGES.tooManyColours);
    const [last] = await tx.select({ max: sql<number>`coalesce(max(${productVariants.position}), -1)` }).from(productVariants).where(eq(productVariants.productId, productId));
    const [row] = await tx
      .insert(productVariants)
      .values({
        productId,
        color,
        images: keys,
        position: Number(last?.max ?? -1) + 1,
        ...variantSearchFields({ name: product.name, color, subCategory: product.subCategory, tags: product.tags }),
      })
      .returning({ id: productVariants.id });
    await tx.insert(variantSizes).values(colour.sizes.map((entry) => ({ variantId: row!.id, size: entry.size as ShopSize, stock: Number(entry.stock) })));
    return { _id: row!.id, color, images: keys };
  });
  await deps.cache.changed();
  return created;
}

/** Renames a colour (its search words follow), or brings a retired one back to the shop with its sizes (their stock is set again by staff). */
export async function changeColour(deps: Deps, productId: string, variantId: string, change: { color?: string | undefined; retired?: boolean | undefined }): Promise<{ color: string; retired: boolean }> {
  const current = await colourOf(deps.db, productId, variantId);
  const product = await productOf(deps.db, productId);
  let color = current.color;
  if (change.color !== undefined) {
    const [problem] = colourProblems({ color: change.color, sizes: [{ size: 'M', stock: '0' }], imageCount: 1 });
    if (problem) throw new DomainError('INVALID_DATA', problem.message);
    color = change.color.trim();
    await refuseTakenColour(deps.db, productId, color, variantId);
  }
  const retired = change.retired ?? current.retired;
  if (retired && !current.retired) throw new DomainError('INVALID_DATA', 'To take a colour out of the shop, remove it: one with orders is retired, one without is deleted.');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(productVariants)
      .set({ color, retired, ...variantSearchFields({ name: product.name, color, subCategory: product.subCategory, tags: product.tags }) })
      .where(eq(productVariants.id, variantId));
    if (current.retired && !retired) await tx.update(variantSizes).set({ retired: false }).where(eq(variantSizes.variantId, variantId));
  });
  await deps.cache.changed();
  return { color, retired };
}

const hasOrders = async (db: Pick<Db, 'select'>, where: ReturnType<typeof and>) => (await db.select({ id: orders.id }).from(orders).where(where).limit(1)).length > 0;

/** Takes a colour out of the shop: deleted (with its photos) when no order names it, retired otherwise. Never the last colour in the shop. */
export async function removeColour(deps: Deps, productId: string, variantId: string): Promise<'deleted' | 'retired'> {
  const colour = await colourOf(deps.db, productId, variantId);
  if (colour.retired) return 'retired';
  const [others] = await deps.db
    .select({ n: count() })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.retired, false), ne(productVariants.id, variantId)));
  if ((others?.n ?? 0) === 0) throw new DomainError('CONFLICT', COLOUR_MESSAGES.lastColour);
  const outcome = await deps.db.transaction(async (tx) => {
    if (await hasOrders(tx, eq(orders.variantId, variantId))) {
      await tx.update(productVariants).set({ retired: true }).where(eq(productVariants.id, variantId));
      await tx.update(variantSizes).set({ retired: true, stock: 0 }).where(eq(variantSizes.variantId, variantId));
      return 'retired' as const;
    }
    await tx.delete(productVariants).where(eq(productVariants.id, variantId));
    return 'deleted' as const;
  });
  if (outcome === 'deleted') await forgetPhotos(deps, colour.images);
  await deps.cache.changed();
  return outcome;
}

/** Takes a size of a colour out of the shop: deleted when no order names it, retired (stock 0) otherwise. Never a colour's last size in the shop. */
export async function removeSize(deps: Omit<Deps, 'store'>, productId: string, variantId: string, size: ShopSize): Promise<'deleted' | 'retired'> {
  await colourOf(deps.db, productId, variantId);
  const outcome = await deps.db.transaction(async (tx) => {
    const sizes = await tx.select({ size: variantSizes.size, retired: variantSizes.retired }).from(variantSizes).where(eq(variantSizes.variantId, variantId)).for('update');
    const entry = sizes.find((row) => row.size === size);
    if (!entry) throw new DomainError('NOT_FOUND', COLOUR_MESSAGES.noSize);
    if (!entry.retired && !sizes.some((row) => row.size !== size && !row.retired)) throw new DomainError('CONFLICT', COLOUR_MESSAGES.lastSize);
    const where = and(eq(variantSizes.variantId, variantId), eq(variantSizes.size, size));
    if (await hasOrders(tx, and(eq(orders.variantId, variantId), eq(orders.size, size)))) {
      await tx.update(variantSizes).set({ retired: true, stock: 0 }).where(where);
      return 'retired' as const;
    }
    await tx.delete(variantSizes).where(where);
    return 'deleted' as const;
  });
  await deps.cache.changed();
  return outcome;
}
