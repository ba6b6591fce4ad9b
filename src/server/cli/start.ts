import { loadConfig } from '../config';
import { DataFolderInUse, findDataFolderHolder } from '../db/data-folder-lock';
import { embeddedDatabaseDir } from '../runtime';
import { ensureStorefrontBuilt } from './storefront-build';

// A shop already on this data folder refuses a second one at once, not after a build (the
// lock itself is taken when the database opens; this only answers sooner).
try {
  const config = await loadConfig();
  const holder = config.databaseUrl ? null : await findDataFolderHolder(embeddedDatabaseDir(config));
  if (holder) {
    console.error(new DataFolderInUse(embeddedDatabaseDir(config), holder).message);
    process.exit(1);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (!ensureStorefrontBuilt()) {
  console.error('The storefront build failed; see above.');
  process.exit(1);
}

await import('../main');
