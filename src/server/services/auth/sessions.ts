import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { hashToken } from '../../plugins/security';

export const SESSION_DAYS = 30;

/** A new session for the user: the random token goes in the cookie, only its hash in the database. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})`,
  });
  return token;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Sliding expiry: a session used again gets 30 days from now. Written at most once a day per
 * session, so that ordinary page views do not each cost a write.
 */
export async function extendSession(db: Db, token: string): Promise<boolean> {
  const extended = await db
    .update(sessions)
    .set({ expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})` })
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        sql`${sessions.expiresAt} < now() + make_interval(days => ${SESSION_DAYS - 1})`,
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return extended.length > 0;
}
