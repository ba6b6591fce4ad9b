import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError } from './errors';
import type { paths } from './schema.gen';

export const API_BASE = '/api/api/v1';
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Reads a cookie by name; the browser's document.cookie by default. */
  readCookie?: (name: string) => string | undefined;
}

function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/**
 * The typed client for openapi.yaml: cookies included on every call, and the double-submit
 * XSRF header copied from the XSRF-TOKEN cookie on every state-changing call.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const readCookie = options.readCookie ?? readDocumentCookie;
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? API_BASE,
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const xsrf: Middleware = {
    onRequest({ request }) {
      if (SAFE_METHODS.has(request.method)) return undefined;
      const token = readCookie(XSRF_COOKIE);
      if (token) request.headers.set(XSRF_HEADER, token);
      return request;
    },
  };
  client.use(xsrf);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The storefront's one client. */
export const api = createApiClient();

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and returns the envelope's `data`, or throws an ApiError of
 * the right kind: FETCH_ERROR (no answer), PARSING_ERROR (not JSON), or the HTTP status with
 * the server's message.
 */
export async function unwrap<T extends { data?: unknown }>(call: Promise<FetchResult<T>>): Promise<NonNullable<T['data']>> {
  const body = await settle(call);
  return body.data as NonNullable<T['data']>;
}

/** Like unwrap, for calls that answer only a message (logout, OTP, reset): returns the message. */
export async function unwrapMessage<T extends { message?: string }>(call: Promise<FetchResult<T>>): Promise<string> {
  const body = await settle(call);
  return body.message ?? '';
}

async function settle<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const result = await call.catch((error: unknown) => {
    if (error instanceof SyntaxError) throw new ApiError('PARSING_ERROR', 'The server answered with something that is not JSON.');
    if (error instanceof DOMException && error.name === 'TimeoutError') throw new ApiError('TIMEOUT_ERROR', 'The server took too long to answer.');
    throw new ApiError('FETCH_ERROR', 'Could not reach the shop. Check your connection and try again.');
  });
  if (!result.response.ok || result.data === undefined) {
    const body = result.error as { message?: unknown; code?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : result.response.statusText;
    throw new ApiError(result.response.status, message, typeof body?.code === 'string' ? body.code : undefined);
  }
  return result.data;
}
