import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { isDocumentKey } from '../../adapters/storage/store';
import { DomainError } from '../../errors';
import { ArchiveDamaged, readArchive } from './archive-reader';
import { DATABASE_PART, DOCUMENTS_FOLDER, MANIFEST_NAME, parseManifest, type BackupManifest } from './backup-manifest';

/** A backup that cannot be trusted: its message names the file and the first problem found. */
export function damagedBackup(file: string, reason: string): DomainError {
  return new DomainError('INVALID_DATA', `The backup ${file} is damaged or not a shop backup: ${reason}.`);
}

/** A name a backup may hold besides its manifest: the database part, or one stored file under a key the stores accept. */
export function isPartName(name: string, manifest: BackupManifest): boolean {
  return name === DATABASE_PART[manifest.database] || (name.startsWith(DOCUMENTS_FOLDER) && isDocumentKey(name.slice(DOCUMENTS_FOLDER.length)));
}

/**
 * Reads the whole backup and checks it against its manifest: every part there with its size and
 * SHA-256, nothing else, the database part present. Resolves to the manifest; throws a DomainError
 * saying what is wrong otherwise. Writes nothing.
 */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new DomainError('NOT_FOUND', `There is no backup file ${file}.`);
  const found = new Map<string, { size: number; sha256: string }>();
  let manifest: BackupManifest | undefined;
  const input = createReadStream(file);
  try {
    for await (const entry of readArchive(input)) {
      if (manifest) throw damagedBackup(file, `${entry.name} follows the manifest, which is always last`);
      if (entry.name === MANIFEST_NAME) {
        const parsed = parseManifest((await buffer(entry.body)).toString('utf8'));
        if (typeof parsed === 'string') throw damagedBackup(file, parsed);
        manifest = parsed;
        continue;
      }
      if (found.has(entry.name)) throw damagedBackup(file, `it holds ${entry.name} twice`);
      const hash = createHash('sha256');
      for await (const chunk of entry.body) hash.update(chunk);
      found.set(entry.name, { size: entry.size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    if (error instanceof ArchiveDamaged) throw damagedBackup(file, error.message.replace(/\.$/, ''));
    throw error;
  } finally {
    input.destroy();
  }
  if (!manifest) throw damagedBackup(file, 'it has no manifest (a backup cut short?)');
  const problem = partsProblem(manifest, found);
  if (problem) throw damagedBackup(file, problem);
  return manifest;
}

/** The first difference between what the manifest lists and what the archive holds, or null. */
function partsProblem(manifest: BackupManifest, found: Map<string, { size: number; sha256: string }>): string | null {
  if (!manifest.parts.some((part) => part.name === DATABASE_PART[manifest.database])) return `it has no database part (${DATABASE_PART[manifest.database]})`;
  const listed = new Set<string>();
  for (const part of manifest.parts) {
    if (!isPartName(part.name, manifest)) return `its manifest lists ${part.name}, which is no part of a backup`;
    listed.add(part.name);
    const held = found.get(part.name);
    if (!held) return `${part.name} is missing`;
    if (held.size !== part.size) return `${part.name} has ${held.size} bytes, not the ${part.size} its manifest says`;
    if (held.sha256 !== part.sha256) return `${part.name} does not match its SHA-256 checksum`;
  }
  const extra = [...found.keys()].find((name) => !listed.has(name));
  return extra ? `it holds ${extra}, which its manifest does not list` : null;
}
