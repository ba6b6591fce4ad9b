import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { DataFolderInUse, describeHolder, type DataFolderHolder } from '../db/data-folder-lock';
import { DomainError } from '../errors';
import { BACKUP_REQUEST_PATH, BACKUP_SIGNATURE_HEADER } from '../routes/backup-request';
import { embeddedDatabaseDir, openDocumentStore, shopVersion } from '../runtime';
import { backupFileName, DOCUMENTS_FOLDER, type BackupManifest } from '../services/backups/backup-manifest';
import { signBackupRequest } from '../services/backups/backup-request';
import { writeBackupFile } from '../services/backups/make-backup';
import { verifyBackup } from '../services/backups/verify-backup';
import { shopOnDataFolder, STARTING_SHOP_PATIENCE_MS } from './running-shop';

const USAGE = 'Usage: npm run backup                     (writes a backup into BACKUP_DIR and prints its path)\n       npm run backup -- --verify FILE    (checks a backup against its checksums)';

/**
 * Asks the shop that holds the embedded database (found through the data folder's lock file) for
 * a backup, which it streams back; written under a `.partial` name until it is whole and verified.
 */
async function backupThroughRunningShop(config: Config, holder: DataFolderHolder): Promise<string> {
  if (!holder.url) {
    throw new DomainError('CONFLICT', `${new DataFolderInUse(embeddedDatabaseDir(config), holder).message} (It has not started serving in ${STARTING_SHOP_PATIENCE_MS / 1000} s.)`);
  }
  const timestamp = Math.floor(Date.now() / 1000);
  let response: Response;
  try {
    response = await fetch(`${holder.url}${BACKUP_REQUEST_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', [BACKUP_SIGNATURE_HEADER]: signBackupRequest(config.sessionSecret, timestamp) },
      body: JSON.stringify({ timestamp }),
    });
  } catch (error) {
    throw new DomainError('UNAVAILABLE', `The shop holding the embedded database, ${describeHolder(holder)}, did not answer (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (response.status === 404) {
    await response.arrayBuffer().catch(() => undefined);
    throw new DomainError('NOT_ALLOWED', `The shop at ${holder.url} makes backups for callers on the loopback interface only; start it with HOST=0.0.0.0 or 127.0.0.1, or stop it and run this again.`);
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new DomainError('INVALID_DATA', body?.message ?? `The running shop refused (HTTP ${response.status}).`);
  }
  await mkdir(config.backups.dir, { recursive: true });
  const file = path.join(config.backups.dir, backupFileName(new Date()));
  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(partial));
    await verifyBackup(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    if (error instanceof DomainError) throw new DomainError(error.kind, `The backup the shop at ${holder.url} sent is not whole (see the shop's log): ${error.message}`);
    throw new DomainError('UNAVAILABLE', `The shop at ${holder.url} stopped sending the backup midway (see its log): ${error instanceof Error ? error.message : String(error)}.`);
  }
  return file;
}

/** Opens the database named by the environment here (nobody else holds it), without migrating it, and writes the backup. */
async function backupHere(config: Config): Promise<string> {
  const pgliteDir = embeddedDatabaseDir(config);
  if (!config.databaseUrl && !existsSync(pgliteDir)) throw new DomainError('NOT_FOUND', `There is no embedded database in ${config.dataDir} (DATA_DIR) to back up.`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir, poolSize: 1 });
  try {
    return await writeBackupFile(config.backups.dir, { database, store: openDocumentStore(config), shopVersion: shopVersion() });
  } finally {
    await database.close();
  }
}

function describeBackup(manifest: BackupManifest): string {
  const files = manifest.parts.filter((part) => part.name.startsWith(DOCUMENTS_FOLDER)).length;
  const bytes = manifest.parts.reduce((sum, part) => sum + part.size, 0);
  const kind = manifest.database === 'pglite' ? 'embedded database' : 'PostgreSQL database';
  return `the ${kind} and ${files} stored files (${(bytes / 1024 / 1024).toFixed(1)} MB before compression), made ${manifest.createdAt} by shop version ${manifest.shopVersion}`;
}

/**
 * `npm run backup`: a dated, verified backup of the shop named by DATA_DIR / DATABASE_URL (and
 * S3_* for its files) into BACKUP_DIR, while it runs; the file's path is the last line printed.
 * `npm run backup -- --verify FILE` checks a backup and writes nothing.
 */
async function run(): Promise<void> {
  let values: { verify?: string | undefined };
  try {
    ({ values } = parseArgs({ options: { verify: { type: 'string' } }, strict: true }));
  } catch (error) {
    throw new DomainError('INVALID_DATA', `${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.verify !== undefined) {
    const file = path.resolve(values.verify);
    console.log(`${file} is whole: ${describeBackup(await verifyBackup(file))}.`);
    return;
  }
  const config = await loadConfig();
  let file: string;
  if (!config.databaseUrl) {
    const holder = await shopOnDataFolder(embeddedDatabaseDir(config));
    file = holder ? await backupThroughRunningShop(config, holder) : await backupHere(config);
  } else {
    file = await backupHere(config);
  }
  console.error(`Backed up ${describeBackup(await verifyBackup(file))}; checked against its checksums.`);
  console.log(file);
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
