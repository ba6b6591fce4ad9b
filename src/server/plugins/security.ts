import { createHmac, createSecretKey, randomFillSync, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { MAX_TOKEN_LENGTH, SESSION_DAYS, extendSession, findSessionUser, hashToken, type SessionUser } from '../services/auth/sessions';
import { DomainError } from '../errors';
import { LOGIN_REQUIRED } from '../../shared/account-messages';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

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

/**
 * What an XSRF token is bound to: the session cookie the browser holds (by its hash), or no
 * session for a visitor. A token issued to another browser, or to this browser's earlier
 * session, carries another binding and does not pass (a planted cookie could forge).
 */
function sessionBinding(sessionToken: string | undefined): string {
  return sessionToken ? `session:${hashToken(sessionToken)}` : 'no-session';
}

/**
 * The signed double-submit token: a random nonce with its HMAC under the session secret and
 * the session binding, so that a cookie planted by another site on a sibling domain, or a
 * token taken from another visitor, cannot pass.
 */
function signXsrf(secret: string, binding: string, nonce: string): string {
  return createHmac('sha256', hmacKey(secret)).update(`xsrf:${binding}:${nonce}`).digest('base64url');
}

/**
 * The secret as a key object, made once: given as a string, createHmac imported the key again
 * for every token, a tenth of a visitor's page under load. The same bytes, the same MACs.
 */
const hmacKeys = new Map<string, KeyObject>();
function hmacKey(secret: string): KeyObject {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    hmacKeys.set(secret, key);
  }
  return key;
}

/**
 * Random bytes for nonces, drawn from the system's CSPRNG 4 KB at a time: every page a visitor
 * loads takes a new token, and one randomBytes(18) call per page was 4 % of a page's CPU under
 * load (in a profile). Each nonce is used once, as a fresh call would give it.
 */
const noncePool = Buffer.alloc(4096);
let noncePoolOffset = noncePool.length;

function randomNonce(size: number): string {
  if (noncePoolOffset + size > noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('base64url', noncePoolOffset, noncePoolOffset + size);
  noncePoolOffset += size;
  return nonce;
}

/** A new XSRF token for the browser holding this session cookie (undefined: none). */
export function issueXsrfToken(secret: string, sessionToken: string | undefined): string {
  const nonce = randomNonce(18);
  return `${nonce}.${signXsrf(secret, sessionBinding(sessionToken), nonce)}`;
}

function isValidXsrf(secret: string, token: string, sessionToken: string | undefined): boolean {
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined) return false;
  const expected = Buffer.from(signXsrf(secret, sessionBinding(sessionToken), nonce));
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
 * Gives every browser an XSRF-TOKEN cookie bound to its session (readable by the page, which
 * echoes it in the X-XSRF-TOKEN header) and returns the security handlers that openapi.yaml's
 * schemes name.
 */
export function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  const { db, secret, secureCookies } = options;
  const sidCookie = sessionCookieName(secureCookies);
  app.decorateRequest('user', null);

  const xsrfCookieOptions = { path: '/', sameSite: 'lax', secure: secureCookies, httpOnly: false } as const;
  const setXsrfCookie = (reply: FastifyReply, sessionToken: string | undefined) => {
    void reply.setCookie(XSRF_COOKIE, issueXsrfToken(secret, sessionToken), xsrfCookieOptions);
  };
  /** The browser's XSRF cookie is missing or not valid for its session: it gets a new one. */
  const needsNewXsrf = (cookies: Record<string, string | undefined>) => {
    const current = cookies[XSRF_COOKIE];
    return !current || !isValidXsrf(secret, current, cookies[sidCookie]);
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (needsXsrfToken(request.method, request.url) && needsNewXsrf(request.cookies)) setXsrfCookie(reply, request.cookies[sidCookie]);
    done();
  });

  /**
   * The Set-Cookie header the hook above would add for a browser holding these cookies, or null:
   * a replayed answer (plugins/replay.ts) gets its token the same way. The attributes are
   * serialised once by @fastify/cookie (its defaults merged as setCookie merges them); a token
   * is base64url and a dot, which the cookie's encoding leaves as it is.
   */
  let xsrfAttributes: string | null = null;
  const xsrfCookieFor = (cookies: Record<string, string | undefined>): string | null => {
    if (!needsNewXsrf(cookies)) return null;
    xsrfAttributes ??= app.serializeCookie(XSRF_COOKIE, '', Object.assign({ sameSite: 'lax' }, xsrfCookieOptions)).slice(`${XSRF_COOKIE}=`.length);
    return `${XSRF_COOKIE}=${issueXsrfToken(secret, cookies[sidCookie])}${xsrfAttributes}`;
  };

  const setSidCookie = (reply: FastifyReply, token: string) => {
    void reply.setCookie(sidCookie, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: SESSION_DAYS * 24 * 3600,
    });
  };

  /**
   * The session cookie, and with every change of it an XSRF token bound to the new state, so
   * the answer to a login, sign-up, logout or reset carries the token the page's next write
   * needs (the storefront reads the cookie on every write; no reload).
   */
  const sessionCookie = {
    read: (request: FastifyRequest) => request.cookies[sidCookie],
    /** Starts a session in this browser: the sid cookie and a token bound to it. */
    set(reply: FastifyReply, token: string) {
      setSidCookie(reply, token);
      setXsrfCookie(reply, token);
    },
    /** Ends the browser's session: the sid cookie goes, a visitor's token comes. */
    clear(reply: FastifyReply) {
      void reply.clearCookie(sidCookie, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies });
      setXsrfCookie(reply, undefined);
    },
  };

  const handlers = {
    async session(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[sidCookie];
      if (!token || token.length > MAX_TOKEN_LENGTH) throw new DomainError('UNAUTHORIZED', LOGIN_REQUIRED);
      const row = await findSessionUser(db, token);
      if (!row) throw new DomainError('UNAUTHORIZED', 'Your session has ended. Please log in again.');
      request.user = row;
      // The same token with a new lifetime: its XSRF binding holds, no new XSRF cookie needed.
      if (await extendSession(db, token)) setSidCookie(reply, token);
    },
    async xsrf(request: FastifyRequest, _reply: FastifyReply) {
      const cookie = request.cookies[XSRF_COOKIE];
      const header = request.headers[XSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !sameString(cookie, header) || !isValidXsrf(secret, header, request.cookies[sidCookie])) {
        throw new DomainError(
          'NOT_ALLOWED',
          'The security token of this page is missing or out of date. Please reload the page and try again.',
        );
      }
    },
  };
  return { handlers, sessionCookie, xsrfCookieFor, sessionCookieName: sidCookie };
}

export type SessionCookie = ReturnType<typeof registerSecurity>['sessionCookie'];
