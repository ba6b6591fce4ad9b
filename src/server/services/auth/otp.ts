import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otps } from '../../db/schema';
import { DomainError } from '../../errors';

export type OtpPurpose = 'signup' | 'reset';

export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_AFTER_SECONDS = 30;

/**
 * Codes are kept as an HMAC under the server secret: six digits are too few to survive an
 * offline guess from a plain hash if the database ever leaked.
 */
function codeHash(secret: string, email: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('hex');
}

/** A new six-digit code from the CSPRNG, stored hashed; refused within 30 s of the last one. */
export async function issueOtp(db: Db, secret: string, email: string, purpose: OtpPurpose): Promise<string> {
  const [recent] = await db
    .select({ waitSeconds: sql<number>`ceil(extract(epoch from ${otps.createdAt} + make_interval(secs => ${OTP_RESEND_AFTER_SECONDS}) - now()))::integer` })
    .from(otps)
    .where(and(eq(otps.email, email), eq(otps.purpose, purpose), gt(otps.createdAt, sql`now() - make_interval(secs => ${OTP_RESEND_AFTER_SECONDS})`)))
    .orderBy(desc(otps.createdAt))
    .limit(1);
  if (recent) {
    throw new DomainError('TOO_MANY_REQUESTS', `Please wait ${Math.max(1, recent.waitSeconds)} seconds before asking for a new OTP.`, {
      retryAfterSeconds: Math.max(1, recent.waitSeconds),
    });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // A new code replaces any earlier one of the same purpose.
  await db
    .update(otps)
    .set({ usedAt: sql`now()` })
    .where(and(eq(otps.email, email), eq(otps.purpose, purpose), isNull(otps.usedAt)));
  await db.insert(otps).values({
    email,
    purpose,
    codeHash: codeHash(secret, email, purpose, code),
    expiresAt: sql`now() + make_interval(mins => ${OTP_VALID_MINUTES})`,
  });
  return code;
}

/**
 * Uses up the e-mail's current code for this purpose when it matches. A wrong code counts
 * against the code; after five wrong tries it stops working. Each code works once.
 */
export async function consumeOtp(db: Db, secret: string, email: string, purpose: OtpPurpose, code: string): Promise<void> {
  const [current] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.email, email), eq(otps.purpose, purpose), isNull(otps.usedAt), gt(otps.expiresAt, sql`now()`)))
    .orderBy(desc(otps.createdAt))
    .limit(1);
  if (!current) throw new DomainError('INVALID_DATA', 'The OTP has expired or was already used. Please ask for a new one.');
  if (current.failedAttempts >= OTP_MAX_WRONG_TRIES) {
    throw new DomainError('INVALID_DATA', 'Too many wrong OTP attempts. Please ask for a new OTP.');
  }
  const expected = Buffer.from(current.codeHash);
  const given = Buffer.from(codeHash(secret, email, purpose, code.trim()));
  if (!timingSafeEqual(expected, given)) {
    await db.update(otps).set({ failedAttempts: sql`${otps.failedAttempts} + 1` }).where(eq(otps.id, current.id));
    const left = OTP_MAX_WRONG_TRIES - current.failedAttempts - 1;
    throw new DomainError(
      'INVALID_DATA',
      left > 0 ? `The OTP is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'Too many wrong OTP attempts. Please ask for a new OTP.',
    );
  }
  // Conditional on still unused, so two requests racing with the same code cannot both pass.
  const used = await db
    .update(otps)
    .set({ usedAt: sql`now()` })
    .where(and(eq(otps.id, current.id), isNull(otps.usedAt)))
    .returning({ id: otps.id });
  if (used.length === 0) throw new DomainError('INVALID_DATA', 'The OTP has expired or was already used. Please ask for a new one.');
}
