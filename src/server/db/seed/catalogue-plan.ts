import { SHOP_SIZES } from '../../../shared/catalogue-options';
import { finalPricePaise, rupeesToPaise } from '../../../shared/money';
import { hsnForSubCategory } from '../../services/invoices/gst-rates';
import type { productDetails, products, productVariants, variantSizes } from '../schema';
import { CUT_OF } from './garment-cuts';
import { createPrng, type Prng } from './prng';
import { flatlayBackdrop, productSceneSvg, PRODUCT_VIEWS, type ProductView } from './product-scenes';
import { productCopy } from './product-copy';
import type { ProductDefinition } from './product-definition';
import { PRODUCT_DEFINITIONS, slugify } from './products-data';
import type { ImageJob } from './render';
import { REVIEW_COMMENTS, REVIEWERS } from './reviews-data';

type ProductRow = typeof products.$inferInsert;
type DetailRow = typeof productDetails.$inferInsert;
type VariantRow = Omit<typeof productVariants.$inferInsert, 'searchVector' | 'searchText'>;
type SizeRow = typeof variantSizes.$inferInsert;

export interface PlannedVariant {
  row: VariantRow;
  /** What variantSearchFields needs. */
  search: { name: string; color: string; subCategory: string; tags: string[] };
}

export interface PlannedReview {
  productId: string;
  reviewer: number;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  createdAt: Date;
}

export interface CataloguePlan {
  products: ProductRow[];
  details: DetailRow[];
  variants: PlannedVariant[];
  sizes: SizeRow[];
  reviews: PlannedReview[];
  images: ImageJob[];
}

/** Fixed so that every run gives the same catalogue (the same stock, images and review spread). */
export const CATALOGUE_SEED = 20_240_462;

const DAY = 24 * 60 * 60 * 1000;

// When each product was added: new arrivals in the last fortnight, the rest spread over the
// 60 days before. Every product gets its own minute so that newest-first order is total.
function addedAt(definitions: readonly ProductDefinition[], now: Date, prng: Prng): Date[] {
  const fresh = definitions.filter((d) => d.tags.includes('newarrival')).length;
  const older = definitions.length - fresh;
  let olderIndex = 0;
  let freshIndex = 0;
  return definitions.map((definition) => {
    const isFresh = definition.tags.includes('newarrival');
    const daysAgo = isFresh
      ? 14 - (13.5 * freshIndex++) / Math.max(1, fresh - 1)
      : 60 - (44 * olderIndex++) / Math.max(1, older - 1);
    return new Date(now.getTime() - Math.round(daysAgo * DAY) + prng.int(0, 6 * 60) * 60_000);
  });
}

// A few sizes sold out, XXL the most often (as in a real shop); a whole colour when the definition says so.
function stockFor(prng: Prng, soldOut: boolean): number[] {
  return SHOP_SIZES.map((size) => {
    if (soldOut) return 0;
    const outChance = size === 'XXL' ? 0.3 : size === 'S' ? 0.15 : 0.07;
    return prng.chance(outChance) ? 0 : prng.int(3, 40);
  });
}

// The first colour is shot fully, the others front and back (sometimes a close-up): every photo
// costs seed time, and the gallery shows the first colour first.
function viewsFor(variantIndex: number, prng: Prng): ProductView[] {
  if (variantIndex === 0) return PRODUCT_VIEWS.slice(0, prng.chance(0.4) ? 4 : 3);
  return prng.chance(0.15) ? ['front', 'back', 'detail'] : ['front', 'back'];
}

function shuffled<T>(items: T[], prng: Prng): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = prng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function ratingFrom(prng: Prng): 1 | 2 | 3 | 4 | 5 {
  const roll = prng.next();
  return roll < 0.45 ? 5 : roll < 0.77 ? 4 : roll < 0.91 ? 3 : roll < 0.96 ? 2 : 1;
}

function planReviews(productRows: ProductRow[], now: Date, prng: Prng): PlannedReview[] {
  const reviews: PlannedReview[] = [];
  const used: Record<number, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  productRows.forEach((product, index) => {
    // Roughly half the catalogue has reviews: every third product for sure, others by chance.
    if (index % 3 !== 0 && !prng.chance(0.3)) return;
    const reviewers = shuffled([...REVIEWERS.keys()], prng).slice(0, prng.int(1, 4));
    const created = (product.createdAt as Date).getTime();
    for (const reviewer of reviewers) {
      const rating = ratingFrom(prng);
      const pool = REVIEW_COMMENTS[rating];
      const comment = pool[used[rating]!++ % pool.length]!;
      const at = Math.min(now.getTime() - 3_600_000, created + prng.int(1, 20) * DAY + prng.int(0, 600) * 60_000);
      reviews.push({ productId: product.id!, reviewer, rating, comment, createdAt: new Date(at) });
    }
  });
  return reviews;
}

/** Everything the demo catalogue holds, as rows and image jobs, decided before anything is written. */
export function planCatalogue(now: Date, definitions: readonly ProductDefinition[] = PRODUCT_DEFINITIONS): CataloguePlan {
  const prng = createPrng(CATALOGUE_SEED);
  const dates = addedAt(definitions, now, prng);
  const plan: CataloguePlan = { products: [], details: [], variants: [], sizes: [], reviews: [], images: [] };

  definitions.forEach((definition, index) => {
    const id = prng.uuid();
    const slug = slugify(definition.name);
    const pricePaise = rupeesToPaise(definition.mrp);
    plan.products.push({
      id,
      name: definition.name,
      description: definition.description,
      pricePaise,
      discount: definition.discount,
      finalPricePaise: finalPricePaise(pricePaise, definition.discount),
      category: 'upperwear',
      subCategory: definition.subCategory,
      tags: definition.tags,
      returnPolicy: 7,
      codAvailable: definition.codAvailable ?? true,
      // Written out rather than left to the sub-category, as staff would for their own stock.
      hsn: hsnForSubCategory(definition.subCategory),
      createdAt: dates[index]!,
      updatedAt: dates[index]!,
    });
    plan.details.push({ productId: id, ...productCopy(definition, prng) });

    definition.colours.forEach((colour, position) => {
      const variantId = prng.uuid();
      const colourSlug = slugify(colour.name);
      const look = { cut: CUT_OF[definition.subCategory], hex: colour.hex, pattern: colour.pattern, print: definition.print };
      const backdrop = flatlayBackdrop(colour.hex, index + position);
      const images = viewsFor(position, prng).map((view, n) => {
        const key = `p-${slug}-${colourSlug}-${n + 1}.webp`;
        plan.images.push({ key, format: 'webp', svg: () => productSceneSvg(look, view, backdrop) });
        return key;
      });
      plan.variants.push({
        row: { id: variantId, productId: id, color: colour.name, images, position },
        search: { name: definition.name, color: colour.name, subCategory: definition.subCategory, tags: definition.tags },
      });
      const stock = stockFor(prng, definition.soldOutColour === position);
      SHOP_SIZES.forEach((size, i) => plan.sizes.push({ variantId, size, stock: stock[i]! }));
    });
  });
  plan.reviews = planReviews(plan.products, now, prng);
  return plan;
}
