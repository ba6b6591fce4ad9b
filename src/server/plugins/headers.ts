import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, string[]>;

/**
 * The storefront's Content-Security-Policy. The built app has no inline script (Vite emits
 * files; the server's preloaded API answers are an inert `type="application/json"` block,
 * which a browser never runs), so scripts come from our own origin only. Images also come
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

export interface HeadersOptions {
  /** The shop is on https (PUBLIC_URL): send Strict-Transport-Security and upgrade stray http:// links. */
  https: boolean;
}

/**
 * Security headers on every answer (helmet): the CSP above, no framing, no MIME sniffing, no
 * referrer to other sites, same-origin opener and resource policies, and HSTS only when the
 * shop is served over https (on plain http it would be ignored at best and, on a host name
 * later moved to https, a year-long promise nobody meant to make).
 */
export async function registerSecurityHeaders(app: FastifyInstance, { https }: HeadersOptions): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
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
  });
}
