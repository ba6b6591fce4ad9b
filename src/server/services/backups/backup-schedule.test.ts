import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from '../../adapters/storage/disk';
import { startBackupSchedule } from './backup-schedule';
import { verifyBackup } from './verify-backup';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'backup-schedule-'));
});
afterAll(async () => rm(work, { recursive: true, force: true }));

describe('startBackupSchedule', () => {
  it('makes a backup every interval, logs its path, keeps the newest N, and stops after the one under way', async () => {
    const dir = path.join(work, 'backups');
    const logged: string[] = [];
    const failures: unknown[] = [];
    const sources = {
      database: { kind: 'postgres' as const, snapshot: (file: string) => writeFile(file, 'a pg_dump') },
      store: diskStore(path.join(work, 'documents')),
      shopVersion: 'test',
    };
    const stop = startBackupSchedule({ dir, everyMs: 40, keep: 2 }, sources, { info: (message) => logged.push(message), error: (error) => failures.push(error) });
    // File names differ by the millisecond; four backups leave the two newest.
    while (logged.filter((line) => line.startsWith('Backup written: ')).length < 4) await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    expect(failures).toEqual([]);
    const kept = (await readdir(dir)).sort();
    expect(kept.length).toBe(2);
    const newest = logged.filter((line) => line.startsWith('Backup written: ')).map((line) => line.slice('Backup written: '.length));
    expect(kept.map((name) => path.join(dir, name))).toEqual(newest.slice(-2).sort());
    expect(logged.some((line) => /^Deleted 1 older backup\(s\), keeping the newest 2 \(BACKUP_KEEP\)/.test(line))).toBe(true);
    for (const name of kept) expect((await verifyBackup(path.join(dir, name))).database).toBe('postgres');
    // Stopped: no more backups come.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await readdir(dir)).sort()).toEqual(kept);
  });
});
