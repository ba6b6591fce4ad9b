import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaderSet, withStyleHashes } from './headers';

// What @fastify/helmet 13.2 sent with the shop's settings before the headers were computed once
// (captured from main c33ebc4): the set must stay byte for byte the same.
const CSP =
  "default-src 'self';base-uri 'self';script-src 'self';script-src-attr 'none';style-src 'self';img-src 'self' data: blob:;font-src 'self';media-src 'self';connect-src 'self';object-src 'none';frame-src 'none';frame-ancestors 'none';form-action 'self';manifest-src 'self';worker-src 'self'";
const ON_HTTP = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const ON_HTTPS = {
  ...ON_HTTP,
  'content-security-policy': `${CSP};upgrade-insecure-requests`,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/** The answer's headers without those Fastify itself writes. */
function securityHeadersOf(headers: Record<string, unknown>): Record<string, unknown> {
  const own = ['date', 'content-length', 'content-type', 'connection', 'keep-alive'];
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !own.includes(name)));
}

describe('security headers', () => {
  it.each([
    ['http', false, ON_HTTP],
    ['https', true, ON_HTTPS],
  ])('on %s are the same set, byte for byte, as helmet sent per request', async (_name, https, expected) => {
    expect(securityHeaderSet({ https })).toEqual(expected);
    const app = Fastify();
    registerSecurityHeaders(app, { https });
    app.get('/json', async () => ({ ok: true }));
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    await app.ready();
    for (const url of ['/json', '/not-found', '/fails']) {
      const response = await app.inject({ url });
      expect(securityHeadersOf(response.headers), url).toEqual(expected);
    }
    await app.close();
  });

  it('lets a route replace its own policy (the sandbox payment page sends its own CSP)', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { https: false });
    app.get('/own', async (_request, reply) => reply.header('content-security-policy', "default-src 'none'").send('x'));
    const response = await app.inject({ url: '/own' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    await app.close();
  });

  it("adds a page's inline stylesheets to style-src by hash, beside 'self', and changes nothing else", () => {
    const hashes = ['PCLg6vFmOpjXFx8I9D5Zi4AT5Y4TEpYIG7kaOSZsD/E=', '06j/UxNUwUSlRvHLaybxEc7+i+gaSzzQwAtwqle1Hag='];
    const policy = withStyleHashes(`${CSP};upgrade-insecure-requests`, hashes);
    expect(policy).toBe(`${CSP.replace("style-src 'self'", `style-src 'self' 'sha256-${hashes[0]}' 'sha256-${hashes[1]}'`)};upgrade-insecure-requests`);
    expect(policy).not.toContain('unsafe');
    expect(withStyleHashes(CSP, [])).toBe(CSP);
  });
});
