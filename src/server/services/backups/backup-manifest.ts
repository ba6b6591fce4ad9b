import { z } from 'zod';

/**
 * A backup is one `.tar.gz` (archive-writer.ts) holding, in this order: the database part,
 * `documents/<key>` for every stored file, and `manifest.json` last (its checksums are taken
 * while the parts stream by, so it can only be written after them).
 */
export const MANIFEST_NAME = 'manifest.json';
export const BACKUP_FORMAT = 'bhopal-threads-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const DOCUMENTS_FOLDER = 'documents/';

/** The database part's name by kind: PGlite's data folder as a gzipped tar, or pg_dump's custom format. */
export const DATABASE_PART = { pglite: 'database/pglite-data-folder.tar.gz', postgres: 'database/postgres.pgdump' } as const;
export type DatabaseKind = keyof typeof DATABASE_PART;

const partSchema = z.object({
  name: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  shopVersion: z.string(),
  parts: z.array(partSchema),
});

export type BackupPart = z.infer<typeof partSchema>;
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The manifest from its JSON, or a message saying why it is not one this shop can read. */
export function parseManifest(text: string): BackupManifest | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'its manifest is not JSON';
  }
  const parsed = manifestSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const format = (json as { format?: unknown; version?: unknown } | null)?.format;
  if (format === BACKUP_FORMAT) return `its manifest is not one this shop reads (format version ${String((json as { version?: unknown }).version)}; this shop reads ${BACKUP_FORMAT_VERSION})`;
  return 'its manifest is not a shop backup manifest';
}

/** A dated file name that sorts by time, so the newest backups are the last names. */
export function backupFileName(at: Date): string {
  return `shop-backup-${at.toISOString().replace(/[:]/g, '').replace(/\.(\d{3})Z$/, '-$1Z')}.tar.gz`;
}

export const BACKUP_FILE_PATTERN = /^shop-backup-\d{4}-\d{2}-\d{2}T\d{6}-\d{3}Z\.tar\.gz$/;
