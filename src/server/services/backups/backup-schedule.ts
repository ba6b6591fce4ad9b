import { pruneBackups, writeBackupFile, type BackupSources } from './make-backup';

export interface BackupSchedule {
  /** Where the backups go. */
  dir: string;
  everyMs: number;
  /** How many of the newest backups to keep; null keeps all. */
  keep: number | null;
}

export interface BackupLog {
  info(message: string): void;
  error(error: unknown, message: string): void;
}

/**
 * The running shop makes a backup itself every `everyMs` (the first one interval after the
 * start), logs its path and deletes the older ones past `keep`. One at a time: a backup still
 * under way when the next is due makes that one wait for the next turn. Resolves the returned
 * stop once a backup under way has finished.
 */
export function startBackupSchedule(schedule: BackupSchedule, sources: BackupSources, log: BackupLog): () => Promise<void> {
  let running: Promise<void> | null = null;
  const makeOne = async () => {
    const file = await writeBackupFile(schedule.dir, sources);
    log.info(`Backup written: ${file}`);
    if (schedule.keep === null) return;
    const deleted = await pruneBackups(schedule.dir, schedule.keep);
    if (deleted.length > 0) log.info(`Deleted ${deleted.length} older backup(s), keeping the newest ${schedule.keep} (BACKUP_KEEP): ${deleted.join(', ')}`);
  };
  const timer = setInterval(() => {
    if (running) return;
    running = makeOne()
      .catch((error: unknown) => log.error(error, 'the scheduled backup failed'))
      .finally(() => (running = null));
  }, schedule.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
