import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { admitHits, clearHits, minutesToWait, refundHit, type Hit } from './rate-limit';

export interface LoginLimits {
  loginFailuresPerEmail: number;
  loginFailuresPerIp: number;
  loginWindowSeconds: number;
}

export interface AdmittedAttempt {
  /** Attempts counted before this one in the window (the larger of the e-mail's and the address's). */
  earlierAttempts: number;
  /** The password was right: the e-mail's counter starts again and the address gets its hit back. */
  succeeded(): Promise<void>;
}

function tooManyFailures(hit: Hit): DomainError {
  const minutes = minutesToWait(hit);
  return new DomainError('TOO_MANY_REQUESTS', `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    retryAfterSeconds: hit.retryAfterSeconds,
  });
}

/**
 * Counts a login attempt against its e-mail and its client address BEFORE the password is
 * checked, each with one atomic upsert: however many attempts arrive at once, only those whose
 * count is within the limit are checked, so no more passwords are tried than the limit allows.
 * Reading the counters first and writing them after the check (as the code once did) let forty
 * parallel guesses all be tried. An attempt refused here gives its hits back, and a right
 * password gives back the address's, so the counters go on counting failed passwords only.
 */
export async function admitLoginAttempt(db: Db, limits: LoginLimits, email: string, ip: string): Promise<AdmittedAttempt> {
  const emailKey = `login:email:${email}`;
  const ipKey = `login:ip:${ip}`;
  const counters = [
    { key: emailKey, limit: limits.loginFailuresPerEmail },
    { key: ipKey, limit: limits.loginFailuresPerIp },
  ];
  const { refused, hits } = await admitHits(db, counters, limits.loginWindowSeconds);
  if (refused) throw tooManyFailures(refused);
  const [byEmail, byIp] = hits as [Hit, Hit];
  return {
    earlierAttempts: Math.max(byEmail.count, byIp.count) - 1,
    async succeeded() {
      await clearHits(db, emailKey);
      await refundHit(db, ipKey);
    },
  };
}
