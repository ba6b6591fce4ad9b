import { and, inArray, lt, not, sql } from 'drizzle-orm';
import type { DocumentStore } from '../../adapters/storage/store';
import type { Db } from '../../db/client';
import { designUploads } from '../../db/schema';
import { usedByADesign } from './upload-references';

/** Rows taken per transaction: a short lock, and a server that dies mid-sweep leaves little undone. */
const SWEEP_BATCH = 100;

/**
 * Removes the uploads that no saved design draws and that nobody uploaded or saved in a design
 * for `graceMs`: their rows, then their files through the store. An ordered design is a saved
 * design that can no longer change or go, so what an order prints is never removed.
 *
 * Safe on several app servers at once: the rows are locked FOR UPDATE SKIP LOCKED, so two
 * sweeps never take the same upload. A design saved at the same moment marks its uploads used
 * (takeUpUploads): the sweep either skips the row it holds or, waiting for it, finds it used
 * now and leaves it; if the sweep took the row first, the save is refused in words. Rows go
 * before files: a file that cannot be deleted is reported to `onFileError` and left (wasted
 * space, never a design drawn without its image). Returns the keys removed.
 */
export async function sweepUnusedUploads(db: Db, store: DocumentStore, graceMs: number, onFileError?: (key: string, error: unknown) => void): Promise<string[]> {
  const removed: string[] = [];
  for (;;) {
    const keys = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ key: designUploads.key })
        .from(designUploads)
        .where(
          and(
            lt(sql`coalesce(${designUploads.usedAt}, ${designUploads.createdAt})`, sql`now() - make_interval(secs => ${graceMs / 1000})`),
            not(usedByADesign(designUploads.key)),
          ),
        )
        .orderBy(designUploads.createdAt)
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      const taken = rows.map((row) => row.key);
      await tx.delete(designUploads).where(inArray(designUploads.key, taken));
      return taken;
    });
    for (const key of keys) {
      try {
        await store.delete(key);
      } catch (error) {
        onFileError?.(key, error);
      }
    }
    removed.push(...keys);
    if (keys.length < SWEEP_BATCH) return removed;
  }
}
