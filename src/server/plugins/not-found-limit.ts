import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { DomainError } from '../errors';
import { countHit, pruneExpiredHits } from '../services/auth/rate-limit';
import { isPageRequest } from './web';

export interface NotFoundLimit {
  /** Unknown addresses one client may ask for per window; more get 429. */
  max: number;
  windowSeconds: number;
}

/**
 * Spec-free choice: a shopper meets a missing address a handful of times a day (an old link,
 * an asset of the previous deploy); a scanner probing for /wp-admin, /.env and the like asks
 * for hundreds a minute. Generous, because Indian mobile carriers put many phones behind one
 * address (CGNAT).
 */
export const DEFAULT_NOT_FOUND_LIMIT: NotFoundLimit = { max: 100, windowSeconds: 60 };

/** Expired counters are deleted this often, so that the table holds only live windows. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Rate-limits requests for addresses the shop does not have (Fastify's not-found route), per
 * client address, in the database's rate_limits table, so that every app server behind a load
 * balancer counts together. Storefront pages are exempt: every deep link (/display/..., /cart)
 * is answered with index.html by the not-found route and the browser's router takes it from there.
 */
export function registerNotFoundLimit(app: FastifyInstance, db: Db, limit: NotFoundLimit): void {
  // A callback hook, not an async one: every request passes here and almost all leave at once,
  // without the promise an async hook costs each of them.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.is404 || isPageRequest(request.method, request.url, request.headers.accept)) return done();
    countHit(db, `404:ip:${request.ip}`, limit.windowSeconds).then((hit) => {
      if (hit.count <= limit.max) return done();
      done(
        new DomainError('TOO_MANY_REQUESTS', 'Too many requests for addresses that do not exist. Please try again later.', {
          retryAfterSeconds: hit.retryAfterSeconds,
        }),
      );
    }, done);
  });

  const timer = setInterval(() => {
    pruneExpiredHits(db).catch((error: unknown) => app.log.warn({ err: error }, 'pruning expired rate-limit counters failed'));
  }, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
