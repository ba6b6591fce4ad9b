import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DataFolderInUse } from '../db/data-folder-lock';
import { DomainError } from '../errors';
import { embeddedDatabaseDir, openDocumentStore } from '../runtime';
import { restoreBackup } from '../services/backups/restore-backup';
import { verifyBackup } from '../services/backups/verify-backup';

const USAGE = 'Usage: npm run restore -- FILE   (into the empty DATA_DIR, or the empty database DATABASE_URL names)';

/**
 * `npm run restore -- FILE`: brings a backup made by `npm run backup` back into the empty data
 * folder or PostgreSQL database the environment names (and its files into DATA_DIR/documents or
 * the S3 bucket). Refuses a damaged backup, a live or non-empty target, or the other database kind.
 */
async function run(): Promise<void> {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ allowPositionals: true, strict: true, options: {} }));
  } catch (error) {
    throw new DomainError('INVALID_DATA', `${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (positionals.length !== 1) throw new DomainError('INVALID_DATA', `Name one backup file.\n${USAGE}`);
  const file = path.resolve(positionals[0]!);
  // Checked before the configuration is read (which may create DATA_DIR's session secret): a damaged backup writes nothing.
  const verified = await verifyBackup(file);
  const config = await loadConfig();
  const pgliteDir = embeddedDatabaseDir(config);
  try {
    const { manifest, documents } = await restoreBackup(file, { databaseUrl: config.databaseUrl, pgliteDir, store: openDocumentStore(config), verified });
    const where = config.databaseUrl ? 'the PostgreSQL database DATABASE_URL names' : `the embedded database in ${config.dataDir}`;
    console.log(`Restored the backup made ${manifest.createdAt} into ${where}, with ${documents} stored files. Start the shop with the same settings.`);
  } catch (error) {
    if (error instanceof DataFolderInUse) {
      throw new DomainError('CONFLICT', `${error.message.replace(/ Only one process.*$/, '')}: a backup restores only into a data folder no shop holds, and an empty one.`);
    }
    throw error;
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
