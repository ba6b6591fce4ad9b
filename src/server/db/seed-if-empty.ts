import { sql } from 'drizzle-orm';
import type { DocumentStore } from '../adapters/storage/store';
import type { Db } from './client';
import { products } from './schema';
import { seedDemoCatalogue } from './seed';

/** Seeds the demo catalogue into a database that has no products yet. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, store: DocumentStore, log: (message: string) => void): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`cast(count(*) as integer)` }).from(products);
  if ((row?.count ?? 0) > 0) return false;
  log('Empty catalogue: seeding the demo catalogue (images are drawn now; this takes a few seconds once).');
  const summary = await seedDemoCatalogue({ db, store, log });
  log(
    `Demo catalogue ready: ${summary.products} products, ${summary.variants} colours, ${summary.images} images, ` +
      `${summary.garments} studio garments, ${summary.graphics} graphics in ${(summary.ms / 1000).toFixed(1)} s.`,
  );
  return true;
}
