import type { APIRequestContext } from '@playwright/test';
import { API_BASE, createApiClient, type ApiClient } from '../../../src/api/client';
import { currentShop } from './shops';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The storefront's typed client (openapi-fetch over the generated schema) for a spec, sending
 * its calls through a Playwright request context: the context's cookies (a signed-in page's
 * session) go along, and a state-changing call carries the XSRF-TOKEN cookie as its header, as
 * the browser's client does. Paths, parameters and bodies are checked against openapi.yaml.
 */
export function shopApi(request: APIRequestContext): ApiClient {
  const origin = `http://127.0.0.1:${currentShop().port}`;
  return createApiClient({
    baseUrl: `${origin}${API_BASE}`,
    readCookie: () => undefined,
    fetch: async (info: RequestInfo | URL, init?: RequestInit) => {
      const input = info instanceof Request ? info : new Request(info, init);
      const headers = Object.fromEntries(input.headers);
      if (!SAFE_METHODS.has(input.method)) {
        const token = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
        if (token) headers['x-xsrf-token'] = token;
      }
      const body = input.body ? Buffer.from(await input.arrayBuffer()) : undefined;
      const response = await request.fetch(input.url, { method: input.method, headers, ...(body ? { data: body } : {}) });
      const empty = response.status() === 204 || response.status() === 304;
      // The context's cookie jar keeps the cookies set; a joined set-cookie is no valid header value here.
      const answerHeaders = response.headersArray().filter((header) => header.name.toLowerCase() !== 'set-cookie');
      return new Response(empty ? null : await response.text(), { status: response.status(), headers: answerHeaders.map((header): [string, string] => [header.name, header.value]) });
    },
  });
}
