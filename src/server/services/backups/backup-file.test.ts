import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from '../../adapters/storage/disk';
import { archiveWriter } from './archive-writer';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, DATABASE_PART, MANIFEST_NAME } from './backup-manifest';
import { pruneBackups, writeBackupFile } from './make-backup';
import { verifyBackup } from './verify-backup';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'backup-file-'));
});
afterAll(async () => rm(work, { recursive: true, force: true }));

const snapshotBytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
/** A database whose snapshot is known bytes: the file format is under test here, not the database. */
const fakeDatabase = { kind: 'pglite' as const, snapshot: (file: string) => writeFile(file, snapshotBytes) };
// Keys up to 134 characters are valid: past tar's 100-byte name field, so a pax header carries them.
const longKey = `${'a'.repeat(120)}.webp`;

async function sampleBackup(folder: string): Promise<string> {
  const store = diskStore(path.join(work, 'documents'));
  await store.put('p-tee-1.webp', Buffer.from('front'));
  await store.put(longKey, Buffer.alloc(1025, 9));
  await store.put('empty-1.png', Buffer.alloc(0));
  return writeBackupFile(path.join(work, folder), { database: fakeDatabase, store, shopVersion: '9.9.9' });
}

describe('a backup file', () => {
  it('holds the database part, every stored file and a manifest of their sizes and SHA-256, and tar reads it', async () => {
    const file = await sampleBackup('plain');
    expect(path.basename(file)).toMatch(/^shop-backup-\d{4}-\d\d-\d\dT\d{6}-\d{3}Z\.tar\.gz$/);
    const manifest = await verifyBackup(file);
    expect(manifest).toMatchObject({ format: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, database: 'pglite', shopVersion: '9.9.9' });
    expect(manifest.parts.map((part) => [part.name, part.size]).sort()).toEqual(
      [
        [DATABASE_PART.pglite, snapshotBytes.length],
        ['documents/p-tee-1.webp', 5],
        [`documents/${longKey}`, 1025],
        ['documents/empty-1.png', 0],
      ].sort(),
    );
    // The system's tar lists and extracts it as written: the format is plain ustar with pax names, gzipped.
    expect(execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n').filter(Boolean).sort()).toEqual(
      [DATABASE_PART.pglite, 'documents/p-tee-1.webp', `documents/${longKey}`, 'documents/empty-1.png', MANIFEST_NAME].sort(),
    );
    const out = path.join(work, 'extracted');
    await mkdir(out);
    execFileSync('tar', ['-xzf', file, '-C', out]);
    expect((await readFile(path.join(out, DATABASE_PART.pglite))).equals(snapshotBytes)).toBe(true);
    expect((await readFile(path.join(out, 'documents', longKey))).equals(Buffer.alloc(1025, 9))).toBe(true);
  });

  it('is refused when one byte is flipped or it is cut short', async () => {
    const file = await sampleBackup('flipped');
    const bytes = await readFile(file);
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 0x01;
    await writeFile(file, flipped);
    await expect(verifyBackup(file)).rejects.toThrow(/^The backup .* is damaged or not a shop backup: /);
    await writeFile(file, bytes.subarray(0, bytes.length - 40));
    await expect(verifyBackup(file)).rejects.toThrow(/is damaged or not a shop backup/);
    await expect(verifyBackup(path.join(work, 'nothing.tar.gz'))).rejects.toThrow(/^There is no backup file /);
  });

  it('is refused when a part does not match its checksum, is missing, or is not listed', async () => {
    const write = async (name: string, entries: [string, Buffer][], parts: { name: string; size: number; sha256: string }[]) => {
      const file = path.join(work, name);
      const writer = archiveWriter(createWriteStream(file));
      for (const [entry, body] of entries) await writer.add(entry, body.length, body);
      const manifest = Buffer.from(JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, createdAt: '', database: 'pglite', shopVersion: '1', parts }));
      await writer.add(MANIFEST_NAME, manifest.length, manifest);
      await writer.finish();
      return file;
    };
    const database = Buffer.from('database');
    const sha = (text: string) => execFileSync('sha256sum', { input: text, encoding: 'utf8' }).split(' ')[0]!;
    const good = { name: DATABASE_PART.pglite, size: database.length, sha256: sha('database') };
    await expect(verifyBackup(await write('ok.tar.gz', [[DATABASE_PART.pglite, database]], [good]))).resolves.toMatchObject({ parts: [good] });
    const wrong = await write('wrong.tar.gz', [[DATABASE_PART.pglite, database]], [{ ...good, sha256: sha('other') }]);
    await expect(verifyBackup(wrong)).rejects.toThrow(`${DATABASE_PART.pglite} does not match its SHA-256 checksum`);
    const missing = await write('missing.tar.gz', [[DATABASE_PART.pglite, database]], [good, { name: 'documents/a-1.png', size: 1, sha256: sha('x') }]);
    await expect(verifyBackup(missing)).rejects.toThrow('documents/a-1.png is missing');
    const extra = await write('extra.tar.gz', [[DATABASE_PART.pglite, database], ['documents/b-1.png', Buffer.from('b')]], [good]);
    await expect(verifyBackup(extra)).rejects.toThrow('it holds documents/b-1.png, which its manifest does not list');
    const unsafe = await write('unsafe.tar.gz', [[DATABASE_PART.pglite, database], ['documents/../x.png', Buffer.from('x')]], [good, { name: 'documents/../x.png', size: 1, sha256: sha('x') }]);
    await expect(verifyBackup(unsafe)).rejects.toThrow('its manifest lists documents/../x.png, which is no part of a backup');
    const noDatabase = await write('no-database.tar.gz', [], []);
    await expect(verifyBackup(noDatabase)).rejects.toThrow(`it has no database part (${DATABASE_PART.pglite})`);
  });
});

describe('pruneBackups', () => {
  it('keeps the newest N backups and touches no other file', async () => {
    const folder = path.join(work, 'pruned');
    await mkdir(folder);
    const names = ['shop-backup-2026-01-01T000000-000Z.tar.gz', 'shop-backup-2026-01-02T000000-000Z.tar.gz', 'shop-backup-2026-01-03T000000-000Z.tar.gz'];
    for (const name of [...names, 'notes.txt', 'shop-backup-2025-01-01T000000-000Z.tar.gz.partial']) await writeFile(path.join(folder, name), 'x');
    expect(await pruneBackups(folder, 2)).toEqual([path.join(folder, names[0]!)]);
    expect((await readdir(folder)).sort()).toEqual([
      'notes.txt',
      'shop-backup-2025-01-01T000000-000Z.tar.gz.partial',
      names[1],
      names[2],
    ]);
  });
});
