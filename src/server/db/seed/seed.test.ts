import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from '../../adapters/storage/disk';
import { openDatabase, type Database } from '../client';
import {
  banners,
  customiserGarments,
  contentSeeds,
  customiserGraphics,
  designTemplates,
  documents,
  orders,
  productDetails,
  products,
  productVariants,
  reviews,
  serviceAreas,
  users,
  variantSizes,
} from '../schema';
import { clearDemoCatalogue, seedDemoCatalogue, seedStarterTemplates, type SeedSummary } from './index';
import { STARTER_TEMPLATES_SEED } from './seed-templates';
import { deleteTemplate } from '../../services/templates/templates';
import type { CatalogueCache } from '../../services/catalogue/cache';

let database: Database;
let folder: string;
let summary: SeedSummary;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'shop-seed-'));
  database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  summary = await seedDemoCatalogue({ db: database.db, store: diskStore(folder) });
}, 180_000);

afterAll(async () => {
  await database?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function count(table: PgTable): Promise<number> {
  const [row] = await database.db.select({ n: sql<number>`cast(count(*) as integer)` }).from(table);
  return row!.n;
}

describe('seedDemoCatalogue into an empty database', () => {
  it('writes the catalogue rows it reports', async () => {
    expect(summary.products).toBeGreaterThanOrEqual(32);
    expect(await count(products)).toBe(summary.products);
    expect(await count(productDetails)).toBe(summary.products);
    expect(await count(productVariants)).toBe(summary.variants);
    expect(await count(variantSizes)).toBe(summary.variants * 5);
    expect(await count(reviews)).toBe(summary.reviews);
    expect(await count(banners)).toBe(summary.banners);
    expect(await count(customiserGarments)).toBe(summary.garments);
    expect(await count(customiserGraphics)).toBe(summary.graphics);
    expect(summary.banners).toBeGreaterThanOrEqual(3);
    expect(summary.graphics).toBeGreaterThanOrEqual(24);
    expect(await count(designTemplates)).toBe(summary.templates);
    expect(summary.templates).toBeGreaterThanOrEqual(12);
    expect(await count(serviceAreas)).toBeGreaterThan(5);
    const [bhopal] = await database.db.select().from(serviceAreas).where(eq(serviceAreas.pincodePrefix, '462'));
    expect(bhopal).toMatchObject({ deliverable: true, codAvailable: true });
  });

  it('stores every image as a file with a matching documents row', async () => {
    const files = (await readdir(folder)).filter((name) => !name.startsWith('.'));
    const rows = await database.db.select().from(documents);
    expect(rows.length).toBe(summary.images + summary.templates);
    expect(files.sort()).toEqual(rows.map((row) => row.key).sort());
    for (const row of rows.filter((_, i) => i % 7 === 0)) {
      const body = await readFile(path.join(folder, row.key));
      expect(body.length).toBe(row.sizeBytes);
      expect(createHash('sha256').update(body).digest('hex')).toBe(row.sha256);
      expect(row.contentType).toBe(row.key.endsWith('.png') ? 'image/png' : 'image/webp');
    }
    const referenced = (await database.db.select({ images: productVariants.images }).from(productVariants)).flatMap((row) => row.images);
    const keys = new Set(rows.map((row) => row.key));
    expect(referenced.every((key) => keys.has(key))).toBe(true);
  });

  it('adds the starter templates once to a shop seeded before them: not again, and one staff deleted stays deleted', async () => {
    const deps = { db: database.db, store: diskStore(folder) };
    const previews = (await database.db.select({ preview: designTemplates.preview }).from(designTemplates)).map((row) => row.preview);
    // The shop as it was before templates: no rows, no mark.
    await database.db.delete(designTemplates);
    await database.db.delete(contentSeeds).where(eq(contentSeeds.name, STARTER_TEMPLATES_SEED));
    expect(await seedStarterTemplates(deps)).toBe(summary.templates);
    // Drawn the same way again, so the same files (their keys carry the bytes' hash).
    expect((await database.db.select({ preview: designTemplates.preview }).from(designTemplates)).map((row) => row.preview).sort()).toEqual(previews.sort());
    expect(await seedStarterTemplates(deps)).toBe(0);
    const [first] = await database.db.select().from(designTemplates).limit(1);
    // Staff delete one (the service the staff route calls; no other server's cache to tell here).
    await deleteTemplate({ ...deps, cache: { changed: async () => {} } as unknown as CatalogueCache }, first!.id);
    expect(await seedStarterTemplates(deps)).toBe(0);
    expect(await count(designTemplates)).toBe(summary.templates - 1);
  }, 120_000);

  it('makes variants findable by the search vector', async () => {
    const hits = await database.db
      .select({ color: productVariants.color })
      .from(productVariants)
      .where(sql`${productVariants.searchVector} @@ to_tsquery('simple', 'hood:*')`);
    expect(hits.length).toBeGreaterThan(0);
  });

  it('adds demo reviewers that nobody can log in as', async () => {
    const reviewers = await database.db.select().from(users).where(sql`${users.email} like '%@demo.bhopalthreads.in'`);
    expect(reviewers.length).toBeGreaterThanOrEqual(5);
    for (const reviewer of reviewers) {
      expect(reviewer.passwordHash).toBe('!');
      expect(reviewer.role).toBe('shopper');
      expect(reviewer.phone).toMatch(/^\d{10}$/);
    }
  });
});

describe('clearDemoCatalogue', () => {
  it('refuses while any order exists, and then clears everything it seeded', async () => {
    const [reviewer] = await database.db.select().from(users).limit(1);
    const [variant] = await database.db.select().from(productVariants).limit(1);
    const [order] = await database.db
      .insert(orders)
      .values({
        trackingId: 'TEST-1', userId: reviewer!.id, status: 'Processing', paymentMethod: 'cod', paymentStatus: 'COD pending',
        name: 'Test', email: 'test@example.in', phoneNumber: '9876543210', deliveryAddress: 'MP Nagar', pincode: '462011', city: 'Bhopal',
        state: 'Madhya Pradesh', productId: variant!.productId, variantId: variant!.id, size: 'M', quantity: 1, unitPricePaise: 100, totalPaise: 100,
      })
      .returning();
    await expect(clearDemoCatalogue(database.db)).rejects.toThrow(/order/);
    expect(await count(products)).toBe(summary.products);

    await database.db.delete(orders).where(eq(orders.id, order!.id));
    await clearDemoCatalogue(database.db);
    for (const table of [products, productVariants, variantSizes, productDetails, reviews, banners, customiserGarments, customiserGraphics, designTemplates, serviceAreas, documents]) {
      expect(await count(table)).toBe(0);
    }
    expect(await count(users)).toBe(0);
  });
});
