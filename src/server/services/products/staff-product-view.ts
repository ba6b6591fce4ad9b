import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, orders, productDetails, products, productVariants, variantSizes } from '../../db/schema';
import { DomainError } from '../../errors';
import { SHOP_SIZES, type ShopSize } from '../../../shared/catalogue-options';
import { paiseToRupees } from '../../../shared/money';
import { focalValue } from '../staff/staff-banners';

/** A photo's crop as its edit screen shows it: where it is cut round, and the whole picture it is cut from (the photo itself when none was kept). */
export interface PhotoFocus {
  image: string;
  masterPath: string;
  focalX: number;
  focalY: number;
  /** A whole picture is kept apart from the photo (sent with a focal point, or moved before); without one the photo is cut from itself. */
  hasMaster: boolean;
}

async function photoFocus(db: Db, keys: string[]): Promise<Map<string, PhotoFocus>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: documents.key, focalX: documents.focalX, focalY: documents.focalY, masterKey: documents.masterKey })
    .from(documents)
    .where(inArray(documents.key, keys));
  return new Map(
    rows.map((row) => [row.key, { image: row.key, masterPath: row.masterKey ?? row.key, focalX: focalValue(row.focalX), focalY: focalValue(row.focalY), hasMaster: row.masterKey !== null }]),
  );
}

/** A product's own fields as staff's list and edit screen show them (rupees, not paise). */
export function staffProductFields(row: typeof products.$inferSelect) {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
    discount: row.discount,
    finalPrice: paiseToRupees(row.finalPricePaise),
    category: row.category,
    subCategory: row.subCategory,
    tags: row.tags,
    returnPolicy: row.returnPolicy,
    codAvailable: row.codAvailable,
    hsn: row.hsn,
    hidden: row.hidden,
    lowStockThreshold: row.lowStockThreshold,
  };
}

/** One product as its edit screen needs it: every field of the add form, every photo, retired colours and sizes, and whether orders name it. */
export async function staffProduct(db: Db, productId: string) {
  const [row] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!row) throw new DomainError('NOT_FOUND', 'There is no such product.');
  const [details] = await db.select().from(productDetails).where(eq(productDetails.productId, productId)).limit(1);
  const colours = await db
    .select({ id: productVariants.id, color: productVariants.color, images: productVariants.images, retired: productVariants.retired })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const sizes = await db
    .select({ variantId: variantSizes.variantId, size: variantSizes.size, stock: variantSizes.stock, retired: variantSizes.retired })
    .from(variantSizes)
    .innerJoin(productVariants, eq(productVariants.id, variantSizes.variantId))
    .where(eq(productVariants.productId, productId));
  const focus = await photoFocus(db, colours.flatMap((colour) => colour.images));
  const ordered = await db.select({ id: orders.id }).from(orders).where(eq(orders.productId, productId)).limit(1);
  const rank = (size: ShopSize) => SHOP_SIZES.indexOf(size);
  return {
    ...staffProductFields(row),
    hasOrders: ordered.length > 0,
    productDetails: {
      overview: details?.overview ?? '',
      features: details?.features ?? [],
      materialAndCare: details?.materialAndCare ?? [],
      specifications: (details?.specifications ?? []).map((spec) => ({ name: spec.name, value: spec.value })),
    },
    variants: colours.map((colour) => ({
      _id: colour.id,
      color: colour.color,
      images: colour.images,
      photos: colour.images.map((image) => focus.get(image) ?? { image, masterPath: image, focalX: 0.5, focalY: 0.5, hasMaster: false }),
      retired: colour.retired,
      sizes: sizes
        .filter((entry) => entry.variantId === colour.id)
        .sort((a, b) => rank(a.size) - rank(b.size))
        .map((entry) => ({ size: entry.size, stock: entry.stock, retired: entry.retired })),
    })),
  };
}
