import { eq } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { DomainError } from '../../errors';
import { ACCOUNT_MESSAGES, checkLogin, checkReset, checkSignUp, isValidEmail, normaliseEmail } from '../../../shared/account-rules';
import { consumeOtp, issueOtp, type OtpPurpose } from './otp';
import { otpMail } from './otp-mail';
import { hashPassword, verifyPassword } from './passwords';
import { admitLoginAttempt } from './login-throttle';
import { clearHits, countHit } from './rate-limit';
import { createSession, endAllSessions, type SessionUser } from './sessions';

export interface AuthPolicy {
  loginFailuresPerEmail: number;
  loginFailuresPerIp: number;
  loginWindowSeconds: number;
  /** Failures after which each further attempt is answered more slowly. */
  slowDownAfter: number;
  slowDownStepMs: number;
  slowDownMaxMs: number;
  otpPerEmailPerHour: number;
  otpPerIpPerHour: number;
}

export const DEFAULT_AUTH_POLICY: AuthPolicy = {
  loginFailuresPerEmail: 10,
  loginFailuresPerIp: 50,
  loginWindowSeconds: 15 * 60,
  slowDownAfter: 3,
  slowDownStepMs: 250,
  slowDownMaxMs: 2000,
  otpPerEmailPerHour: 5,
  otpPerIpPerHour: 30,
};

export interface AccountsDeps {
  db: Db;
  mailer: Mailer;
  secret: string;
  policy: AuthPolicy;
}

const ACCOUNT_EXISTS = 'An account with this email already exists. Please log in.';

function toSessionUser(row: typeof users.$inferSelect): SessionUser {
  return { id: row.id, username: row.username, email: row.email, phone: row.phone, address: row.address, role: row.role };
}

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function accountsService({ db, mailer, secret, policy }: AccountsDeps) {
  async function findUser(email: string) {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row ?? null;
  }

  async function limitOtpRequests(email: string, ip: string) {
    const perEmail = await countHit(db, `otp:email:${email}`, 3600);
    const perIp = await countHit(db, `otp:ip:${ip}`, 3600);
    const over = perEmail.count > policy.otpPerEmailPerHour ? perEmail : perIp.count > policy.otpPerIpPerHour ? perIp : null;
    if (over) {
      throw new DomainError('TOO_MANY_REQUESTS', 'Too many OTP requests. Please try again later.', {
        retryAfterSeconds: over.retryAfterSeconds,
      });
    }
  }

  async function sendOtp(email: string, purpose: OtpPurpose, deliver: boolean) {
    const code = await issueOtp(db, secret, email, purpose);
    if (!deliver) return;
    try {
      await mailer.send(otpMail(email, purpose, code));
    } catch {
      throw new DomainError('UNAVAILABLE', ACCOUNT_MESSAGES.otpSendFailed);
    }
  }

  return {
    /**
     * Sign-up's Send OTP: refuses an e-mail that already has an account, which tells the caller
     * that it exists; the refusal counts against the hourly OTP limits first, so an address can
     * ask about no more e-mails than it could send codes to.
     */
    async sendSignUpOtp(rawEmail: string, ip: string): Promise<string> {
      const email = normaliseEmail(rawEmail);
      if (!isValidEmail(email)) throw new DomainError('INVALID_DATA', ACCOUNT_MESSAGES.invalidEmail);
      await limitOtpRequests(email, ip);
      if (await findUser(email)) throw new DomainError('CONFLICT', ACCOUNT_EXISTS);
      await sendOtp(email, 'signup', true);
      return 'OTP sent to your email. It is valid for 10 minutes.';
    },

    /** Reset's Send OTP: answers the same whether or not the account exists (no enumeration). */
    async sendResetOtp(rawEmail: string, ip: string): Promise<string> {
      const email = normaliseEmail(rawEmail);
      if (!isValidEmail(email)) throw new DomainError('INVALID_DATA', ACCOUNT_MESSAGES.invalidEmail);
      await limitOtpRequests(email, ip);
      // A code is issued either way so that the 30-second rule behaves the same; it is only mailed to real accounts.
      await sendOtp(email, 'reset', !!(await findUser(email)));
      return 'If an account exists for this email, an OTP has been sent to it. It is valid for 10 minutes.';
    },

    async register(input: { username: string; email: string; password: string; phone: string; address: string; otp: string }) {
      const email = normaliseEmail(input.email);
      const problem = checkSignUp({ ...input, email, confirmPassword: input.password });
      if (problem) throw new DomainError('INVALID_DATA', problem);
      if (!input.otp.trim()) throw new DomainError('INVALID_DATA', ACCOUNT_MESSAGES.otpRequired);
      // The code first: only a sign-up code (never mailed for an existing account) gets as far as
      // the account check, so register is no unthrottled way round Send OTP's limits to learn
      // which e-mails have accounts.
      await consumeOtp(db, secret, email, 'signup', input.otp);
      if (await findUser(email)) throw new DomainError('CONFLICT', ACCOUNT_EXISTS);
      const passwordHash = await hashPassword(input.password);
      try {
        const [row] = await db
          .insert(users)
          .values({
            username: input.username.trim(),
            email,
            phone: input.phone,
            address: input.address.trim(),
            passwordHash,
          })
          .returning();
        const user = toSessionUser(row!);
        return { user, token: await createSession(db, user.id) };
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('CONFLICT', ACCOUNT_EXISTS);
        throw error;
      }
    },

    /**
     * Checks the password with throttling per e-mail and per IP: the attempt is counted before
     * the check (so parallel attempts cannot outrun the limit), slower after a few, then 429.
     */
    async login(input: { email: string; password: string }, ip: string) {
      const email = normaliseEmail(input.email);
      const problem = checkLogin({ email, password: input.password });
      if (problem) throw new DomainError('INVALID_DATA', problem);
      const attempt = await admitLoginAttempt(db, policy, email, ip);
      if (attempt.earlierAttempts > policy.slowDownAfter) {
        await sleep(Math.min(policy.slowDownMaxMs, (attempt.earlierAttempts - policy.slowDownAfter) * policy.slowDownStepMs));
      }
      const row = await findUser(email);
      const ok = await verifyPassword(row?.passwordHash ?? null, input.password);
      if (!row || !ok) throw new DomainError('UNAUTHORIZED', ACCOUNT_MESSAGES.loginFailed);
      await attempt.succeeded();
      const user = toSessionUser(row);
      return { user, token: await createSession(db, user.id) };
    },

    /** Sets a new password with a reset code and ends every session of the account. */
    async resetPassword(input: { email: string; password: string; otp: string }) {
      const email = normaliseEmail(input.email);
      const problem = checkReset({ email, password: input.password, confirmPassword: input.password, otp: input.otp });
      if (problem) throw new DomainError('INVALID_DATA', problem);
      await consumeOtp(db, secret, email, 'reset', input.otp);
      const user = await findUser(email);
      if (user) {
        await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id));
        await endAllSessions(db, user.id);
        await clearHits(db, `login:email:${email}`);
      }
      return 'Password updated. Please log in with your new password.';
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
