import type { InjectOptions } from 'fastify';
import type { ShopApp } from '../../../src/server/app';

/**
 * A cookie jar over app.inject(), behaving like one browser: it keeps the cookies the shop
 * sets and echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on writes, as the storefront does.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: ShopApp,
    /** The client address the shop sees (app.inject's default is 127.0.0.1). */
    private readonly remoteAddress?: string,
  ) {}

  async request(method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}) {
    if (!this.cookies.has('XSRF-TOKEN') && method !== 'GET') await this.request('GET', '/api/api/v1/auth/verify');
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      method,
      url: url.startsWith('/') && !url.startsWith('/api') && !url.startsWith('/healthz') ? `/api/api/v1${url}` : url,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(method !== 'GET' && this.cookies.has('XSRF-TOKEN') ? { 'x-xsrf-token': this.cookies.get('XSRF-TOKEN')! } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
    });
    for (const set of response.cookies) {
      const expired = set.maxAge === 0 || (set.expires instanceof Date && set.expires.getTime() < Date.now());
      if (expired || set.value === '') this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return { status: response.statusCode, body: response.body ? safeJson(response.body) : null, cookies: response.cookies, headers: response.headers };
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, payload?: unknown) {
    return this.request('POST', url, payload);
  }
}

// Tests read answers loosely; the contract checks are where shapes are asserted.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function safeJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
