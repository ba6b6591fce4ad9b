import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productVariants, products, variantSizes } from '../../db/schema';
import { DomainError } from '../../errors';
import { SHOP_SIZES, type Category, type ShopSize, type SubCategory, type Tag } from '../../../shared/catalogue-options';
import { finalPricePaise, rupeesToPaise } from '../../../shared/money';
import { computeFinalPrice, productEditProblems } from '../../../shared/product-rules';
import type { CatalogueCache } from '../catalogue/cache';
import { variantSearchFields } from '../catalogue/search-text';
import { staffProductFields } from './staff-product-view';

/**
 * Staff's moves on existing products: the list with stock, an edit of the details, hiding and
 * stock per size. Creating one is create-product.ts; both live here, in services/products.
 */

export interface StaffProductRow {
  _id: string;
  name: string;
  description: string;
  price: number;
  discount: number;
  category: string;
  subCategory: string;
  tags: string[];
  returnPolicy: number;
  codAvailable: boolean;
  /** Set by staff; null: the invoice takes the sub-category's. */
  hsn: string | null;
  finalPrice: number;
  hidden: boolean;
  /** A size at or under this is in the stock alert (services/staff/stock-alerts.ts). */
  lowStockThreshold: number;
  createdAt: string;
  variants: { _id: string; color: string; image: string | null; sizes: { size: ShopSize; stock: number }[] }[];
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every product, hidden ones too, newest first, with stock per colour and size; `query` matches the name. */
export async function listStaffProducts(db: Db, filter: { query?: string | undefined; page: number; limit: number }) {
  const where = filter.query?.trim() ? ilike(products.name, likePattern(filter.query.trim())) : undefined;
  const [total] = await db.select({ n: count() }).from(products).where(where);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const ids = rows.map((row) => row.id);
  const variants = ids.length
    ? await db
        .select({ id: productVariants.id, productId: productVariants.productId, color: productVariants.color, images: productVariants.images })
        .from(productVariants)
        // Retired colours and sizes are left off the stock list: the product's edit screen shows them.
        .where(and(inArray(productVariants.productId, ids), eq(productVariants.retired, false)))
        .orderBy(asc(productVariants.position), asc(productVariants.id))
    : [];
  const sizes = variants.length
    ? await db.select().from(variantSizes).where(and(inArray(variantSizes.variantId, variants.map((v) => v.id)), eq(variantSizes.retired, false)))
    : [];
  const order = (size: ShopSize) => SHOP_SIZES.indexOf(size);
  const list: StaffProductRow[] = rows.map((row) => ({
    ...staffProductFields(row),
    createdAt: row.createdAt.toISOString(),
    variants: variants
      .filter((variant) => variant.productId === row.id)
      .map((variant) => ({
        _id: variant.id,
        color: variant.color,
        image: variant.images[0] ?? null,
        sizes: sizes
          .filter((entry) => entry.variantId === variant.id)
          .sort((a, b) => order(a.size) - order(b.size))
          .map((entry) => ({ size: entry.size, stock: entry.stock })),
      })),
  }));
  return { products: list, totalCount: total?.n ?? 0, page: filter.page, limit: filter.limit };
}

export interface ProductDetailsEdit {
  name: string;
  description: string;
  price: number;
  discount: number;
  category: Category;
  subCategory: SubCategory;
  returnPolicy: number;
  tags: Tag[];
  codAvailable: boolean;
  /** Absent: unchanged; empty or null: back to the sub-category's HSN. */
  hsn?: string | null | undefined;
}

/**
 * Changes a product's details by the add-product rules; finalPrice is worked out here, and the
 * colours' search words follow the new name, sub-category and tags.
 */
export async function updateProductDetails(deps: { db: Db; cache: CatalogueCache }, productId: string, edit: ProductDetailsEdit): Promise<void> {
  const finalPrice = computeFinalPrice(String(edit.price), String(edit.discount));
  const [problem] = productEditProblems({
    ...edit,
    price: String(edit.price),
    discount: String(edit.discount),
    finalPrice: finalPrice === null ? '' : String(finalPrice),
    returnPolicy: String(edit.returnPolicy),
    hsn: edit.hsn ?? undefined,
  });
  if (problem) throw new DomainError('INVALID_DATA', problem.message);
  const pricePaise = rupeesToPaise(edit.price);
  const name = edit.name.trim();
  const tags = [...new Set(edit.tags)];
  await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(products)
      .set({
        name,
        description: edit.description.trim(),
        pricePaise,
        discount: edit.discount,
        finalPricePaise: finalPricePaise(pricePaise, edit.discount),
        category: edit.category,
        subCategory: edit.subCategory,
        returnPolicy: edit.returnPolicy,
        tags,
        codAvailable: edit.codAvailable,
        ...(edit.hsn === undefined ? {} : { hsn: edit.hsn?.trim() || null }),
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, productId))
      .returning({ id: products.id });
    if (updated.length === 0) throw new DomainError('NOT_FOUND', 'There is no such product.');
    const colours = await tx.select({ id: productVariants.id, color: productVariants.color }).from(productVariants).where(eq(productVariants.productId, productId));
    for (const colour of colours) {
      await tx
        .update(productVariants)
        .set(variantSearchFields({ name, color: colour.color, subCategory: edit.subCategory, tags }))
        .where(eq(productVariants.id, colour.id));
    }
  });
  await deps.cache.changed();
}

/** Hides a product from the storefront (or shows it again); orders keep pointing at it. */
export async function setProductHidden(deps: { db: Db; cache: CatalogueCache }, productId: string, hidden: boolean): Promise<void> {
  const updated = await deps.db
    .update(products)
    .set({ hidden, updatedAt: sql`now()` })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  if (updated.length === 0) throw new DomainError('NOT_FOUND', 'There is no such product.');
  await deps.cache.changed();
}

/** Sets the stock of one colour in one size (adding the size when the colour did not have it, bringing it back when it was retired). */
export async function setStock(deps: { db: Db; cache: CatalogueCache }, productId: string, input: { variantId: string; size: ShopSize; stock: number }) {
  const [variant] = await deps.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.id, input.variantId), eq(productVariants.productId, productId)))
    .limit(1);
  if (!variant) throw new DomainError('NOT_FOUND', 'There is no such colour of this product.');
  await deps.db
    .insert(variantSizes)
    .values({ variantId: input.variantId, size: input.size, stock: input.stock })
    .onConflictDoUpdate({ target: [variantSizes.variantId, variantSizes.size], set: { stock: input.stock, retired: false } });
  await deps.cache.changed();
}
