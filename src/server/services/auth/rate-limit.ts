import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/**
 * Counts a hit on a fixed window in the database (one atomic upsert), so that every app
 * server behind a load balancer counts together.
 */
export async function countHit(db: Db, key: string, windowSeconds: number): Promise<Hit> {
  const window = sql`now() + make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then ${window} else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now())))::integer`,
    });
  return row!;
}

/**
 * Takes back one hit counted in the current window (a counted attempt that turned out not to
 * be a failure, or that was refused without being tried). Never below 0.
 */
export async function refundHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0), gt(rateLimits.windowEndsAt, sql`now()`)));
}

/** One counter of a limit: its key and the most hits its window allows. */
export interface Counter {
  key: string;
  limit: number;
}

/**
 * Counts a hit on each counter in turn BEFORE the attempt is tried, each with one atomic upsert:
 * however many attempts arrive at once, only those within every limit get through. Past a
 * counter's limit the hits this call counted are given back (a refused attempt was not tried, so
 * the counters go on counting attempts made) and `refused` is the hit that refused it.
 */
export async function admitHits(db: Db, counters: readonly Counter[], windowSeconds: number): Promise<{ refused: Hit | null; hits: Hit[] }> {
  const hits: Hit[] = [];
  for (const [index, { key, limit }] of counters.entries()) {
    const hit = await countHit(db, key, windowSeconds);
    if (hit.count > limit) {
      for (const counted of counters.slice(0, index + 1)) await refundHit(db, counted.key);
      return { refused: hit, hits };
    }
    hits.push(hit);
  }
  return { refused: null, hits };
}

/** Whole minutes until a refused hit's window ends, at least 1: what a refusal tells the shopper. */
export function minutesToWait(hit: Hit): number {
  return Math.max(1, Math.ceil(hit.retryAfterSeconds / 60));
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes counters whose window has ended (they count as 0 anyway); returns how many. */
export async function pruneExpiredHits(db: Db): Promise<number> {
  const gone = await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, sql`now()`)).returning({ key: rateLimits.key });
  return gone.length;
}
