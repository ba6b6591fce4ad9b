import { inArray, sql } from 'drizzle-orm';
import { variantSearchFields } from '../../services/catalogue/search-text';
import { recomputeAverageRatings } from '../../services/catalogue/ratings';
import {
  banners,
  customiserGarments,
  customiserGraphics,
  documents,
  productDetails,
  products,
  productVariants,
  reviews,
  serviceAreas,
  users,
  variantSizes,
} from '../schema';
import { planCatalogue } from './catalogue-plan';
import { planContent } from './content-plan';
import { renderAndStore, type DocumentRow } from './render';
import { REVIEWERS } from './reviews-data';
import { SERVICE_AREAS } from './service-areas';
import type { SeedDeps } from './deps';
import { seedStarterTemplates } from './seed-templates';

export { clearDemoCatalogue } from './clear';
export { seedDemoVideo } from './video';
export { seedStarterTemplates } from './seed-templates';

export type SeedSummary = {
  products: number;
  variants: number;
  images: number;
  banners: number;
  garments: number;
  graphics: number;
  templates: number;
  reviews: number;
  ms: number;
};

export type { SeedDeps } from './deps';

// Inserts in slices so that no statement nears PostgreSQL's 65,535 bind-parameter limit.
async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>, size = 400): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Seeds the demo catalogue into an empty catalogue: draws every image (product photos,
 * banners, blank studio garments, graphics) into the store first, then writes all rows in
 * one transaction. Deterministic: every run gives the same rows and files.
 */
export async function seedDemoCatalogue(deps: SeedDeps): Promise<SeedSummary> {
  const started = performance.now();
  const log = deps.log ?? (() => {});
  const catalogue = planCatalogue(new Date());
  const content = planContent();
  const jobs = [...content.images, ...catalogue.images];

  let lastTenth = 0;
  const files: DocumentRow[] = await renderAndStore(deps.store, jobs, {
    concurrency: 2,
    cacheDir: deps.imageCache,
    onProgress: (done, total) => {
      const tenth = Math.floor((done / total) * 10);
      if (tenth > lastTenth && tenth < 10) log(`Drawing images: ${done}/${total}`);
      lastTenth = tenth;
    },
  });
  log(`Drew ${files.length} images in ${((performance.now() - started) / 1000).toFixed(1)} s; writing rows.`);

  const counts = await deps.db.transaction(async (tx) => {
    await insertInChunks(files, (chunk) =>
      tx
        .insert(documents)
        .values(chunk)
        .onConflictDoUpdate({
          target: documents.key,
          set: { contentType: sql`excluded.content_type`, sizeBytes: sql`excluded.size_bytes`, sha256: sql`excluded.sha256` },
        }),
    );

    await tx
      .insert(users)
      .values(REVIEWERS.map((r) => ({ username: r.username, email: r.email, phone: r.phone, address: r.address, passwordHash: '!', role: 'shopper' as const })))
      .onConflictDoNothing();
    const reviewerRows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, REVIEWERS.map((r) => r.email)));
    const reviewerId = new Map(reviewerRows.map((row) => [row.email, row.id]));

    await tx.insert(products).values(catalogue.products);
    await tx.insert(productDetails).values(catalogue.details);
    await insertInChunks(catalogue.variants, (chunk) =>
      tx.insert(productVariants).values(chunk.map((v) => ({ ...v.row, ...variantSearchFields(v.search) }))),
    );
    await insertInChunks(catalogue.sizes, (chunk) => tx.insert(variantSizes).values(chunk));
    const reviewRows = catalogue.reviews.map((review) => ({
      productId: review.productId,
      userId: reviewerId.get(REVIEWERS[review.reviewer]!.email)!,
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt,
    }));
    const writtenReviews = await tx.insert(reviews).values(reviewRows).onConflictDoNothing().returning({ id: reviews.id });
    await recomputeAverageRatings(tx);

    // Content the shop may already have edited is kept: only what is missing is added.
    const haveBanners = new Set((await tx.select({ image: banners.image }).from(banners)).map((row) => row.image));
    const newBanners = content.banners.filter((row) => !haveBanners.has(row.image));
    if (newBanners.length > 0) await tx.insert(banners).values(newBanners);
    const writtenGarments = await tx.insert(customiserGarments).values(content.garments).onConflictDoNothing().returning({ id: customiserGarments.id });
    const haveGraphics = new Set((await tx.select({ image: customiserGraphics.image }).from(customiserGraphics)).map((row) => row.image));
    const newGraphics = content.graphics.filter((row) => !haveGraphics.has(row.image));
    if (newGraphics.length > 0) await tx.insert(customiserGraphics).values(newGraphics);
    await tx.insert(serviceAreas).values([...SERVICE_AREAS]).onConflictDoNothing();

    return { banners: newBanners.length, garments: writtenGarments.length, graphics: newGraphics.length, reviews: writtenReviews.length };
  });

  // After the rows: the previews are drawn from the garment photos and graphics just stored.
  const templates = await seedStarterTemplates(deps);

  return {
    products: catalogue.products.length,
    variants: catalogue.variants.length,
    images: files.length,
    ...counts,
    templates,
    ms: Math.round(performance.now() - started),
  };
}
