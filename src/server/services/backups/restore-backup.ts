import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buffer } from 'node:stream/consumers';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DocumentStore } from '../../adapters/storage/store';
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from '../../db/client';
import { lockDataFolder } from '../../db/data-folder-lock';
import { restorePostgres } from '../../db/pg-dump';
import { DomainError } from '../../errors';
import { ArchiveDamaged, readArchive } from './archive-reader';
import { DATABASE_PART, DOCUMENTS_FOLDER, MANIFEST_NAME, type BackupManifest } from './backup-manifest';
import { damagedBackup, verifyBackup } from './verify-backup';

export interface RestoreTarget {
  /** PostgreSQL's URL, or undefined for the embedded database in `pgliteDir`. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  store: DocumentStore;
  /** The manifest verifyBackup gave for this file just now, when the caller checked it already. */
  verified?: BackupManifest;
}

const KIND_NAMES = { pglite: 'the embedded database (PGlite)', postgres: 'PostgreSQL' } as const;

/**
 * Brings a backup back into an empty target: the whole file is checked against its manifest
 * first (nothing is written if it does not match), then the target is checked empty (no embedded
 * database in the folder and no shop holding it; no table in PostgreSQL's public schema), then the
 * stored files are put and the database loaded last, so that a restore that fails leaves an
 * empty database behind and can be run again.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<{ manifest: BackupManifest; documents: number }> {
  const manifest = target.verified ?? (await verifyBackup(file));
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new DomainError(
      'NOT_ALLOWED',
      `This backup holds ${KIND_NAMES[manifest.database]}, and this environment names ${KIND_NAMES[kind]}: a backup restores into the kind of database it was made from (${manifest.database === 'pglite' ? 'unset DATABASE_URL and name an empty DATA_DIR' : 'set DATABASE_URL to an empty PostgreSQL database'}).`,
    );
  }
  if (target.databaseUrl) {
    const url = target.databaseUrl;
    await refuseNonEmptyPostgres(url);
    return restoreParts(file, manifest, target.store, (snapshot) => restorePostgres(url, snapshot));
  }
  // Held for the whole restore: a shop started meanwhile is refused, and a running one refuses this.
  const lock = await lockDataFolder(target.pgliteDir, 'npm run restore');
  try {
    await refuseNonEmptyFolder(target.pgliteDir);
    return await restoreParts(file, manifest, target.store, (snapshot) => loadPgliteFolder(target.pgliteDir, snapshot));
  } finally {
    await lock.release();
  }
}

async function refuseNonEmptyFolder(folder: string): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  if (names.length > 0) {
    throw new DomainError('CONFLICT', `${folder} already holds an embedded database: a backup restores only into an empty data folder (set DATA_DIR to a new folder, or move this one away first).`);
  }
}

async function refuseNonEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ count: string }>(`select count(*) as count from information_schema.tables where table_schema = 'public'`);
    const tables = Number(rows[0]?.count ?? 0);
    if (tables > 0) {
      throw new DomainError('CONFLICT', `The database DATABASE_URL names already has ${tables} tables in its public schema: a backup restores only into an empty database (create a new one, e.g. createdb, and point DATABASE_URL at it).`);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('UNAVAILABLE', `The database DATABASE_URL names could not be reached: ${error instanceof Error ? error.message : String(error)}.`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Loads PGlite's data folder dump into `folder`; on failure the folder is removed again (it was empty). */
async function loadPgliteFolder(folder: string, snapshot: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  try {
    const client = await PGlite.create(folder, { loadDataDir: new Blob([await readFile(snapshot)]), startParams: [...PGLITE_START_PARAMS], extensions: PGLITE_EXTENSIONS });
    await client.close();
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The second read of the (verified) backup: each part is checked against the manifest again as
 * it is read, stored files are put as they come, and the database part, kept in a temporary
 * file, is loaded at the end.
 */
async function restoreParts(file: string, manifest: BackupManifest, store: DocumentStore, loadDatabase: (snapshot: string) => Promise<void>): Promise<{ manifest: BackupManifest; documents: number }> {
  const expected = new Map(manifest.parts.map((part) => [part.name, part.sha256]));
  const work = await mkdtemp(path.join(os.tmpdir(), 'shop-restore-'));
  const snapshot = path.join(work, 'database');
  const input = createReadStream(file);
  let documents = 0;
  try {
    for await (const entry of readArchive(input)) {
      if (entry.name === MANIFEST_NAME) continue;
      const hash = createHash('sha256');
      const hashed = (async function* () {
        for await (const chunk of entry.body) {
          hash.update(chunk);
          yield chunk;
        }
      })();
      // Checked again: the file could have changed since it was verified.
      const check = () => {
        if (hash.digest('hex') !== expected.get(entry.name)) throw damagedBackup(file, `${entry.name} does not match its SHA-256 checksum`);
      };
      if (entry.name === DATABASE_PART[manifest.database]) {
        await pipeline(hashed, createWriteStream(snapshot));
        check();
      } else if (entry.name.startsWith(DOCUMENTS_FOLDER)) {
        const body = await buffer(hashed);
        check();
        await store.put(entry.name.slice(DOCUMENTS_FOLDER.length), body);
        documents += 1;
      }
    }
    await loadDatabase(snapshot);
    return { manifest, documents };
  } catch (error) {
    if (error instanceof ArchiveDamaged) throw damagedBackup(file, error.message.replace(/\.$/, ''));
    throw error;
  } finally {
    input.destroy();
    await rm(work, { recursive: true, force: true });
  }
}
