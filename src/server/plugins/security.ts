import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { SESSION_DAYS, extendSession } from '../services/auth/sessions';
import { sessions, users } from '../db/schema';
import { DomainError } from '../errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  phone: string;
  address: string;
  role: 'shopper' | 'staff';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `session` security handler for operations that require a signed-in user. */
    user: SessionUser | null;
  }
}

export function sessionCookieName(secure: boolean): string {
  // __Host- makes the browser refuse the cookie unless it is Secure, host-only and Path=/.
  return secure ? '__Host-sid' : 'sid';
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The signed double-submit token: a random nonce with its HMAC under the session secret, so
 * that a cookie planted by another site on a sibling domain cannot pass.
 */
function signXsrf(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`xsrf:${nonce}`).digest('base64url');
}

export function issueXsrfToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${signXsrf(secret, nonce)}`;
}

function isValidXsrf(secret: string, token: string): boolean {
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined) return false;
  const expected = Buffer.from(signXsrf(secret, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Where the browser gets its XSRF token: every page load, the storefront's start-up call to
 * /auth/verify, and any write (so that a write refused for a missing token carries one for
 * the retry). Catalogue reads, the hot path, skip the random bytes, HMAC and Set-Cookie.
 */
export function needsXsrfToken(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return true;
  if (url.startsWith('/api/')) return url.startsWith('/api/api/v1/auth/verify');
  return !url.startsWith('/assets/');
}

export interface SecurityOptions {
  db: Db;
  secret: string;
  secureCookies: boolean;
}

/**
 * Gives every browser an XSRF-TOKEN cookie (readable by the page, which echoes it in the
 * X-XSRF-TOKEN header) and returns the security handlers that openapi.yaml's schemes name.
 */
export function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  const { db, secret, secureCookies } = options;
  const sidCookie = sessionCookieName(secureCookies);
  app.decorateRequest('user', null);

  app.addHook('onRequest', (request, reply, done) => {
    if (needsXsrfToken(request.method, request.url)) {
      const current = request.cookies[XSRF_COOKIE];
      if (!current || !isValidXsrf(secret, current)) {
        void reply.setCookie(XSRF_COOKIE, issueXsrfToken(secret), { path: '/', sameSite: 'lax', secure: secureCookies, httpOnly: false });
      }
    }
    done();
  });

  const sessionCookie = {
    read: (request: FastifyRequest) => request.cookies[sidCookie],
    set(reply: FastifyReply, token: string) {
      void reply.setCookie(sidCookie, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: SESSION_DAYS * 24 * 3600,
      });
    },
    clear(reply: FastifyReply) {
      void reply.clearCookie(sidCookie, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies });
    },
  };

  const handlers = {
    async session(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[sidCookie];
      if (!token || token.length > 200) throw new DomainError('UNAUTHORIZED', 'Please log in first.');
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
      if (!row) throw new DomainError('UNAUTHORIZED', 'Your session has ended. Please log in again.');
      request.user = row;
      if (await extendSession(db, token)) sessionCookie.set(reply, token);
    },
    async xsrf(request: FastifyRequest, _reply: FastifyReply) {
      const cookie = request.cookies[XSRF_COOKIE];
      const header = request.headers[XSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !sameString(cookie, header) || !isValidXsrf(secret, header)) {
        throw new DomainError(
          'NOT_ALLOWED',
          'The security token of this page is missing or out of date. Please reload the page and try again.',
        );
      }
    },
  };
  return { handlers, sessionCookie };
}

export type SessionCookie = ReturnType<typeof registerSecurity>['sessionCookie'];
