import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designUploads } from '../../db/schema';
import { DomainError } from '../../errors';
import { countHit } from '../auth/rate-limit';
import { usedByADesign } from './upload-references';

/** How much a shopper may upload, and how long an unused upload is kept. */
export interface DesignUploadPolicy {
  /** Uploads per shopper per minute and per hour (attempts, counted before the image is read). */
  perMinute: number;
  perHour: number;
  /** Bytes a shopper may store in any 24 hours. */
  dayBytes: number;
  /** Uploads no saved design uses, per shopper: how many and how many bytes. */
  unusedCount: number;
  unusedBytes: number;
  /** An upload no saved design uses is removed this long after its upload or its last use in a saved design. */
  graceMs: number;
  /** How often each app server runs the sweep; 0 turns the timer off. */
  sweepEveryMs: number;
}

const MB = 1024 * 1024;
const HOUR_MS = 3_600_000;

/**
 * A studio session uploads a handful of images; ten a minute and sixty an hour leave room for
 * retries. The byte limits hold 20-30 phone photos (uploads are stored no larger than sent).
 */
export const DEFAULT_DESIGN_UPLOAD_POLICY: DesignUploadPolicy = {
  perMinute: 10,
  perHour: 60,
  dayBytes: 300 * MB,
  unusedCount: 50,
  unusedBytes: 200 * MB,
  graceMs: 24 * HOUR_MS,
  sweepEveryMs: 10 * 60_000,
};

/** "42 seconds", "3 minutes", "about 5 hours": how long until a limit lets go. */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'about an hour' : `about ${hours} hours`;
}

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

export const QUOTA_MESSAGES = {
  rate: (count: number, window: 'minute' | 'hour', wait: number) => `You have uploaded ${count} images in the last ${window}. Please try again in ${waitInWords(wait)}.`,
  dayBytes: (limit: number, wait: number) => `You have uploaded ${megabytes(limit)} of images in the last 24 hours. Please try again in ${waitInWords(wait)}.`,
  unusedCount: (limit: number, wait: number) =>
    `You have ${limit} uploaded images that no saved design uses. Save your design to keep them, or try again in ${waitInWords(wait)}, when unused images are cleared.`,
  unusedBytes: (limit: number, wait: number) =>
    `Your uploaded images that no saved design uses have reached ${megabytes(limit)}. Save your design to keep them, or try again in ${waitInWords(wait)}, when unused images are cleared.`,
} as const;

function tooMany(message: string, retryAfterSeconds: number): DomainError {
  return new DomainError('TOO_MANY_REQUESTS', message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });
}

/**
 * Counts this upload against the shopper's per-minute and per-hour limits, in the database so
 * that every app server counts together. Runs before the image is read: a refused upload costs
 * no decoding.
 */
export async function limitUploadRate(db: Db, userId: string, policy: DesignUploadPolicy): Promise<void> {
  const minute = await countHit(db, `design-upload:minute:${userId}`, 60);
  if (minute.count > policy.perMinute) throw tooMany(QUOTA_MESSAGES.rate(policy.perMinute, 'minute', minute.retryAfterSeconds), minute.retryAfterSeconds);
  const hour = await countHit(db, `design-upload:hour:${userId}`, 3600);
  if (hour.count > policy.perHour) throw tooMany(QUOTA_MESSAGES.rate(policy.perHour, 'hour', hour.retryAfterSeconds), hour.retryAfterSeconds);
}

/**
 * Checks the byte and count limits with `budget` (the most this upload may store) added, and
 * records the upload under `key` with that budget, all under a per-shopper lock: two uploads
 * at once cannot both slip under a limit. Runs before the image is decoded.
 */
export async function reserveUpload(db: Db, userId: string, upload: { key: string; sourceBytes: number; budget: number }, policy: DesignUploadPolicy): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`design-upload:${userId}`}, 0))`);
    const mine = tx
      .select({
        storedBytes: designUploads.storedBytes,
        createdAt: designUploads.createdAt,
        usedAt: designUploads.usedAt,
        unused: sql<boolean>`not ${usedByADesign(designUploads.key)}`.as('unused'),
      })
      .from(designUploads)
      .where(eq(designUploads.userId, userId))
      .as('mine');
    const inDay = sql`${mine.createdAt} > now() - interval '24 hours'`;
    const [usage] = await tx
      .select({
        dayBytes: sql<number>`coalesce(sum(${mine.storedBytes}) filter (where ${inDay}), 0)::float8`,
        dayFreesIn: sql<number>`coalesce(extract(epoch from min(${mine.createdAt}) filter (where ${inDay}) + interval '24 hours' - now()), 0)::float8`,
        unusedCount: sql<number>`count(*) filter (where ${mine.unused})::int`,
        unusedBytes: sql<number>`coalesce(sum(${mine.storedBytes}) filter (where ${mine.unused}), 0)::float8`,
        unusedFreesIn: sql<number>`coalesce(extract(epoch from min(coalesce(${mine.usedAt}, ${mine.createdAt})) filter (where ${mine.unused}) + make_interval(secs => ${policy.graceMs / 1000}) - now()), 0)::float8`,
      })
      .from(mine);
    const used = usage ?? { dayBytes: 0, dayFreesIn: 0, unusedCount: 0, unusedBytes: 0, unusedFreesIn: 0 };
    // The sweep runs on a timer: an expired upload may wait up to one more round.
    const unusedWait = used.unusedFreesIn + policy.sweepEveryMs / 1000;
    if (used.unusedCount >= policy.unusedCount) throw tooMany(QUOTA_MESSAGES.unusedCount(policy.unusedCount, unusedWait), unusedWait);
    if (used.unusedBytes + upload.budget > policy.unusedBytes) throw tooMany(QUOTA_MESSAGES.unusedBytes(policy.unusedBytes, unusedWait), unusedWait);
    if (used.dayBytes + upload.budget > policy.dayBytes) throw tooMany(QUOTA_MESSAGES.dayBytes(policy.dayBytes, used.dayFreesIn), used.dayFreesIn);
    await tx.insert(designUploads).values({ key: upload.key, userId, sourceBytes: upload.sourceBytes, storedBytes: upload.budget });
  });
}

/** The upload was stored: its row now counts the bytes it takes rather than its budget. */
export async function settleUpload(db: Db, key: string, storedBytes: number): Promise<void> {
  await db.update(designUploads).set({ storedBytes }).where(eq(designUploads.key, key));
}

/** The upload was refused or failed after its reservation: it stores nothing and counts nothing. */
export async function releaseUpload(db: Db, key: string): Promise<void> {
  await db.delete(designUploads).where(eq(designUploads.key, key));
}
