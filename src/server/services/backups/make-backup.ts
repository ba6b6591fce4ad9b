import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { DocumentStore } from '../../adapters/storage/store';
import type { Database } from '../../db/client';
import { archiveWriter } from './archive-writer';
import {
  BACKUP_FILE_PATTERN,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_PART,
  DOCUMENTS_FOLDER,
  MANIFEST_NAME,
  backupFileName,
  type BackupManifest,
  type BackupPart,
} from './backup-manifest';

export interface BackupSources {
  database: Pick<Database, 'kind' | 'snapshot'>;
  store: DocumentStore;
  /** package.json's version, recorded in the manifest. */
  shopVersion: string;
}

/**
 * Writes a whole backup of the shop to `out` while it serves: first the database's snapshot
 * (consistent by itself), then every stored file, copied after it so that each file the snapshot
 * names is there (a file added since is harmless), then the manifest with each part's SHA-256.
 */
export async function writeBackup(out: Writable, { database, store, shopVersion }: BackupSources, createdAt = new Date()): Promise<BackupManifest> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
  try {
    const snapshot = path.join(work, 'database');
    await database.snapshot(snapshot);
    const writer = archiveWriter(out, createdAt);
    const parts: BackupPart[] = [];
    const databasePart = DATABASE_PART[database.kind];
    const size = (await stat(snapshot)).size;
    parts.push({ name: databasePart, size, sha256: await writer.add(databasePart, size, createReadStream(snapshot)) });
    for await (const key of store.list()) {
      const opened = await store.open(key);
      // Deleted since the listing (an unused upload swept): the snapshot may name it, and the sweep would have removed it anyway.
      if (!opened) continue;
      try {
        const name = `${DOCUMENTS_FOLDER}${key}`;
        parts.push({ name, size: opened.size, sha256: await writer.add(name, opened.size, opened.stream) });
      } finally {
        opened.stream.destroy();
      }
    }
    const manifest: BackupManifest = { format: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, createdAt: createdAt.toISOString(), database: database.kind, shopVersion, parts };
    const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writer.add(MANIFEST_NAME, json.length, json);
    await writer.finish();
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Writes a backup into `folder` under a dated name (a `.partial` name until it is whole, so a
 * backup cut short never looks like one) and resolves to its path.
 */
export async function writeBackupFile(folder: string, sources: BackupSources): Promise<string> {
  await mkdir(folder, { recursive: true });
  const createdAt = new Date();
  const file = path.join(path.resolve(folder), backupFileName(createdAt));
  const partial = `${file}.partial`;
  try {
    await writeBackup(createWriteStream(partial), sources, createdAt);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return file;
}

/** Deletes all but the newest `keep` backups in `folder` (only files named as backups are touched); resolves to those deleted. */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => BACKUP_FILE_PATTERN.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep)).map((name) => path.join(folder, name));
  for (const file of old) await rm(file, { force: true });
  return old;
}
