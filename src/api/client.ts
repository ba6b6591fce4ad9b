import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError } from './errors';
import type { paths } from './schema.gen';

export const API_BASE = '/api/api/v1';
/** The double-submit XSRF pair: the server's cookie, echoed in this header on every state-changing call. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Reads a cookie by name; the browser's document.cookie by default. */
  readCookie?: (name: string) => string | undefined;
}

/** A cookie of the page by name (undefined outside a browser). */
export function readDocumentCookie(name: string): string | undefined {
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

/** The contract's paths that take a multipart body on POST (uploads, sent with progress by XHR). */
export type MultipartPath = {
  [P in keyof paths]: paths[P] extends { post: { requestBody?: { content: { 'multipart/form-data': unknown } } } } ? P : never;
}[keyof paths];

/** The contract's GET paths with path parameters, and those parameters. */
type LinkPath = { [P in keyof paths]: paths[P] extends { get: { parameters: { path: object } } } ? P : never }[keyof paths];
type LinkParams<P extends LinkPath> = paths[P] extends { get: { parameters: { path: infer T } } } ? T : never;

/**
 * The address of a GET call for a plain link (a download, an image), where the browser makes
 * the request rather than the client: the path and its parameters are checked against the
 * contract like a call through `api`, and each parameter is encoded.
 */
export function apiUrl<P extends LinkPath>(path: P, params: LinkParams<P>): string {
  const values = params as Record<string, string | number>;
  return `${API_BASE}${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])))}`;
}
