import { sql } from 'drizzle-orm';
import type { DocumentStore } from '../adapters/storage/store';
import type { Db } from './client';
import { products } from './schema';
import { seedDemoCatalogue } from './seed';

/** Seeds the demo catalogue into a database that has no products yet. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, store: DocumentStore, log: (message: string) => void, imageCache?: string): Promise<boolean> {
  // One row is enough to know: no count over the whole table at every start.
  const [row] = await db.select({ any: sql<number>`1` }).from(products).limit(1);
  if (row) return false;
  log('Empty catalogue: seeding the demo catalogue (images are drawn now; this takes a few seconds once).');
  const summary = await seedDemoCatalogue({ db, store, log, imageCache });
  log(
    `Demo catalogue ready: ${summary.products} products, ${summary.variants} colours, ${summary.images} images, ` +
      `${summary.garments} studio garments, ${summary.graphics} graphics, ${summary.templates} starter templates in ${(summary.ms / 1000).toFixed(1)} s.`,
  );
  return true;
}
