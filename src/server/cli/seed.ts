import { loadConfig } from '../config';
import { seedIfEmpty } from '../db/seed-if-empty';
import { clearDemoCatalogue, seedDemoVideo } from '../db/seed';
import { CATALOGUE_CHANNEL } from '../services/catalogue/cache';
import { openRuntime } from '../runtime';

/**
 * `npm run seed` seeds the demo catalogue into an empty database; `npm run seed -- --reset`
 * clears the catalogue first (refused when orders exist). Uses the same DATABASE_URL /
 * DATA_DIR as `npm start`; on PGlite it is refused, naming the shop, while a shop holds the data folder.
 */
async function run(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const config = await loadConfig();
  const { database, store } = await openRuntime(config);
  try {
    if (reset) {
      await clearDemoCatalogue(database.db);
      console.log('Catalogue cleared.');
    }
    const seeded = await seedIfEmpty(database.db, store, (message) => console.log(message), config.seedImageCache);
    if (!seeded) console.log('The catalogue already has products; nothing to do (use --reset to seed again).');
    // The home video, when the shop has none and ffmpeg is installed.
    await seedDemoVideo({ db: database.db, store, log: (message) => console.log(message) });
    // Running app servers on PostgreSQL drop their cached catalogue.
    await database.notify(CATALOGUE_CHANNEL, 'seed');
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
