import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, string[]>;

/**
 * The storefront's Content-Security-Policy. The built app has no inline script (Vite emits
 * files; a server-rendered page's state is an inert `type="application/json"` block, which
 * a browser never runs), so scripts come from our own origin only. Images also come
 * as data: (the studio's SVG graphics and PNG exports) and blob: (a staff member's chosen
 * photo before upload); fonts are self-hosted; the home video is one of our stored files.
 * React's `style` props go through the CSSOM, which style-src does not govern, so no
 * 'unsafe-inline' either.
 */
export const CSP_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'media-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
};

/** The policy as a header value, with some directives replaced (a page with its own needs). */
export function cspHeaderValue(overrides: Directives = {}, https = false): string {
  const directives: Directives = { ...CSP_DIRECTIVES, ...overrides };
  const parts = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (https) parts.push('upgrade-insecure-requests');
  return parts.join(';');
}

/**
 * A page's policy with its own inline stylesheets allowed by hash: the storefront's pages carry
 * their CSS in the HTML (plugins/render.ts), each `<style>` named by its SHA-256 in style-src beside
 * 'self' (the stylesheets of screens reached later in the app still come as files). Never
 * 'unsafe-inline'. `policy` is the header as the shop sends it.
 */
export function withStyleHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  const sources = hashes.map((hash) => `'sha256-${hash}'`).join(' ');
  return policy.replace(/(^|;)\s*style-src ([^;]*)/, (_match, start: string, current: string) => `${start}style-src ${current} ${sources}`);
}

export interface HeadersOptions {
  /** The shop is on https (PUBLIC_URL): send Strict-Transport-Security and upgrade stray http:// links. */
  https: boolean;
}

/**
 * Helmet's settings: the CSP above, no framing, no MIME sniffing, no referrer to other sites,
 * same-origin opener and resource policies, and HSTS only when the shop is served over https
 * (on plain http it would be ignored at best and, on a host name later moved to https, a
 * year-long promise nobody meant to make).
 */
function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CSP_DIRECTIVES, ...(https ? { 'upgrade-insecure-requests': [] } : {}) },
    },
    // A year, sub-domains included; 'preload' is a decision for the shop's owner, not a default.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true, preload: false } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Cross-Origin-Embedder-Policy would need every embedded resource to opt in; nothing here needs it.
    crossOriginEmbedderPolicy: false,
    originAgentCluster: true,
    xDnsPrefetchControl: { allow: false },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
  };
}

/**
 * The security headers as helmet writes them, worked out once. Nothing in them depends on the
 * request (no CSP nonces, no per-route settings), so helmet runs here against a recording
 * response instead of on every request: @fastify/helmet called helmet(options) per request,
 * re-parsing the CSP each time, which cost the API about two thirds of its throughput.
 */
export function securityHeaderSet({ https }: HeadersOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet's middleware is synchronous (headers.test.ts holds the set it writes, byte for byte).
  helmet(helmetOptions(https))({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** Security headers on every answer: one precomputed set, added by one synchronous hook. */
export function registerSecurityHeaders(app: FastifyInstance, options: HeadersOptions): void {
  const headers = securityHeaderSet(options);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
