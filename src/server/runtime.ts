import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { diskStore } from './adapters/storage/disk';
import type { DocumentStore } from './adapters/storage/store';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_ROOT = path.join(REPO_ROOT, 'dist/web');

export interface Runtime {
  database: Database;
  store: DocumentStore;
}

/** Opens the database named by the configuration (PGlite in DATA_DIR unless DATABASE_URL is set) and migrates it. */
export async function openRuntime(config: Config): Promise<Runtime> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return { database, store: diskStore(path.join(config.dataDir, 'documents')) };
}
