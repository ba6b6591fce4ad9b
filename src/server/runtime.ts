import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { diskStore } from './adapters/storage/disk';
import { s3OptionsFromEnv, s3Store } from './adapters/storage/s3';
import type { DocumentStore } from './adapters/storage/store';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_ROOT = path.join(REPO_ROOT, 'dist/web');

export interface Runtime {
  database: Database;
  store: DocumentStore;
}

/** Where the embedded database of this configuration lives (its lock file is beside it). */
export function embeddedDatabaseDir(config: Config): string {
  return path.join(config.dataDir, 'pglite');
}

/**
 * Opens the database named by the configuration (PGlite in DATA_DIR unless DATABASE_URL is set)
 * and migrates it, and the file store (S3-compatible when S3_BUCKET is set, else DATA_DIR/documents).
 * On PGlite the data folder's lock is taken first: while another process holds the folder this
 * throws DataFolderInUse, naming it.
 */
export async function openRuntime(config: Config): Promise<Runtime> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: embeddedDatabaseDir(config),
  });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return { database, store: openDocumentStore(config) };
}

/** The file store: an S3-compatible one when S3_BUCKET is set, else DATA_DIR/documents. */
export function openDocumentStore(config: Config): DocumentStore {
  // Several app servers share files through an S3-compatible store; one server keeps them on disk.
  const s3 = s3OptionsFromEnv(process.env);
  return s3 ? s3Store(s3) : diskStore(path.join(config.dataDir, 'documents'));
}

/** The shop's version (package.json), recorded in backups. */
export function shopVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
