import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers kept as finished bytes and replayed before Fastify sees the request.
 *
 * The catalogue reads and a visitor's pages were already cached as serialised JSON and finished
 * HTML, yet each request still went through Fastify's whole pipeline: routing, a child logger,
 * eleven hooks (security headers, cookies, XSRF, compression, the NUL check, the 404 limiter),
 * the contract's query validation and the handler's promise, about three quarters of the CPU a
 * cached answer cost. A handler whose answer depends only on the address and the catalogue marks
 * it with `allowReplay`; its status, headers (the security headers included, as they were sent)
 * and body (compressed as it was sent) are kept, and the next GET of the same address with the
 * same Accept and Accept-Encoding is written from them directly.
 *
 * What keeps this safe:
 * - only 200 answers whose only cookie is the XSRF token are kept, and each replay gets its XSRF
 *   cookie exactly as the security hook would give it (a new token unless the browser holds a
 *   valid one; API reads get none);
 * - answers marked `bySession` (pages) are never replayed to a request carrying a session cookie,
 *   which takes the full path (a signed-in shopper's page is rendered for them);
 * - conditional and range requests take the full path (its 304s and ranges are Fastify's);
 * - every catalogue drop forgets everything kept (and an answer whose request began before the
 *   drop is not kept), and nothing is kept longer than a minute;
 * - where Fastify logs every request (LOG_LEVEL info, `npm start`'s default, and below), each
 *   replayed answer is logged too, as one 'request completed' line with `replayed: true`, so a
 *   log never misses a request.
 * `app.inject()` does not pass through the server, so tests see the full path unless they listen.
 */
export interface ReplayOptions {
  /** The session cookie's name: a request carrying it is never answered with a replayed page. */
  sessionCookie: string;
  /** Whether an answer to this GET needs the XSRF cookie check (plugins/security.ts). */
  needsXsrf(url: string): boolean;
  /** The Set-Cookie value the security hook would add for these cookies, or null for none. */
  xsrfCookieFor(cookies: Record<string, string | undefined>): string | null;
  /** Registers the drop of kept answers on every catalogue change. */
  onCatalogueDrop(listener: () => void): void;
  /** Told of each answer replayed (the metrics count them: they never reach Fastify's hooks). */
  onReplayed?(method: string): void;
  maxEntries?: number;
  /** The bodies kept, in all (a client varying its Accept header must not fill the memory). */
  maxBytes?: number;
  ttlMs?: number;
}

interface Kept {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  bySession: boolean;
  expiresAt: number;
}

interface Pending {
  key: string;
  generation: number;
  keep(pending: Pending, status: number, headers: OutgoingHttpHeaders, body: Buffer, bySession: boolean): void;
}

const PENDING = Symbol('replay.pending');
type Marked = IncomingMessage & { [PENDING]?: Pending };

/** The answer to this request may be kept and replayed (see above); `bySession`: only to visitors. */
export function allowReplay(request: FastifyRequest, reply: FastifyReply, options: { bySession?: boolean } = {}): void {
  const pending = (request.raw as Marked)[PENDING];
  if (!pending) return;
  capture(reply.raw, (status, headers, body) => pending.keep(pending, status, headers, body, options.bySession ?? false));
}

/** Records what the response writes, and hands it over once it has ended. */
function capture(res: ServerResponse, done: (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let headers: OutgoingHttpHeaders = {};
  const toBuffer = (chunk: unknown) => (typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk) : null);
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse;
  let whole = true;
  res.writeHead = ((status: number, given?: OutgoingHttpHeaders) => {
    headers = { ...res.getHeaders(), ...given };
    return writeHead(status, given);
  }) as ServerResponse['writeHead'];
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const buffer = toBuffer(chunk);
    if (buffer) chunks.push(buffer);
    else whole = false;
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && typeof chunk !== 'function') {
      const buffer = toBuffer(chunk);
      if (buffer) chunks.push(buffer);
      else whole = false;
    }
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
  res.once('finish', () => {
    if (whole) done(res.statusCode, { ...res.getHeaders(), ...headers }, Buffer.concat(chunks));
  });
}


/** Whether a request must take the full path whatever is kept. */
function needsFullPath(req: IncomingMessage): boolean {
  const h = req.headers;
  return req.method !== 'GET' || h['if-none-match'] !== undefined || h['if-modified-since'] !== undefined || h.range !== undefined;
}

/** Puts the replay in front of Fastify's request handler (see the comment at the top). */
export function registerReplay(app: FastifyInstance, options: ReplayOptions): void {
  // Fastify logs every request at info and below (incoming request, request completed).
  const logEach = ['info', 'debug', 'trace'].includes(app.log.level);
  const maxEntries = options.maxEntries ?? 2000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  let keptBytes = 0;
  const ttlMs = options.ttlMs ?? 60_000;
  const kept = new Map<string, Kept>();
  let generation = 0;
  options.onCatalogueDrop(() => {
    generation += 1;
    kept.clear();
    keptBytes = 0;
  });
  const forget = (key: string) => {
    keptBytes -= kept.get(key)?.body.length ?? 0;
    kept.delete(key);
  };

  const keep: Pending['keep'] = (pending, status, headers, body, bySession) => {
    if (status !== 200 || pending.generation !== generation) return;
    const cookie = headers['set-cookie'];
    const cookies = cookie === undefined ? [] : Array.isArray(cookie) ? cookie : [String(cookie)];
    if (cookies.some((value) => !value.startsWith('XSRF-TOKEN='))) return;
    const { 'set-cookie': _cookie, 'transfer-encoding': _chunked, date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
    forget(pending.key);
    kept.set(pending.key, { headers: { ...rest, 'content-length': body.length }, body, bySession, expiresAt: Date.now() + ttlMs });
    keptBytes += body.length;
    // Maps keep insertion order: the first keys are the oldest.
    while (kept.size > maxEntries || keptBytes > maxBytes) forget(kept.keys().next().value!);
  };
  const server = app.server;
  const [fastifyHandler] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (!fastifyHandler) return;
  server.removeListener('request', fastifyHandler);
  server.on('request', (req: Marked, res: ServerResponse) => {
    if (needsFullPath(req)) return fastifyHandler(req, res);
    const key = `${req.url}\n${req.headers.accept ?? ''}\n${req.headers['accept-encoding'] ?? ''}`;
    const hit = kept.get(key);
    if (hit && hit.expiresAt <= Date.now()) forget(key);
    else if (hit) {
      const cookies = req.headers.cookie ? (app.parseCookie(req.headers.cookie) as Record<string, string | undefined>) : {};
      if (!(hit.bySession && cookies[options.sessionCookie] !== undefined)) {
        const xsrf = options.needsXsrf(req.url ?? '/') ? options.xsrfCookieFor(cookies) : null;
        const startedAt = logEach ? performance.now() : 0;
        res.writeHead(200, xsrf ? { ...hit.headers, 'set-cookie': xsrf } : hit.headers);
        res.end(hit.body);
        options.onReplayed?.(req.method ?? 'GET');
        if (logEach) {
          const { remoteAddress, remotePort } = req.socket;
          app.log.info(
            { req: { method: req.method, url: req.url, host: req.headers.host, remoteAddress, remotePort }, res: { statusCode: 200 }, responseTime: performance.now() - startedAt, replayed: true },
            'request completed',
          );
        }
        return;
      }
    }
    req[PENDING] = { key, generation, keep };
    fastifyHandler(req, res);
  });
}
