import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export const SESSION_DAYS = 30;
/** Longer cookies are not tokens this shop issued: refused before any hashing or query. */
export const MAX_TOKEN_LENGTH = 200;

/** The signed-in user as every request that passed the `session` scheme sees it. */
export interface SessionUser {
  id: string;
  username: string;
  email: string;
  phone: string;
  address: string;
  role: 'shopper' | 'staff';
}

/** Only this hash of a session token is stored, so a copy of the database opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The user of a live session, or null for an unknown, ended or expired token. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      phone: users.phone,
      address: users.address,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

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
