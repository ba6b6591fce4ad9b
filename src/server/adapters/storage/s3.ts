import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { sha256Hex, signV4, type SigV4Credentials } from './sigv4';
import { isDocumentKey, type DocumentStore } from './store';

export interface S3StoreOptions extends SigV4Credentials {
  /** The store's base address, e.g. https://s3.ap-south-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  /** Optional folder inside the bucket, e.g. `shop/`. */
  prefix?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const UNSIGNED_EMPTY = sha256Hex('');

/**
 * Files in an S3-compatible bucket, for several app servers that must see the same files.
 * Path-style addresses (endpoint/bucket/key), which every S3-compatible store accepts, and
 * SigV4 over fetch: no SDK, nothing native. Keys are checked as on disk.
 */
export function s3Store(options: S3StoreOptions): DocumentStore {
  const endpoint = new URL(options.endpoint);
  const doFetch = options.fetch ?? globalThis.fetch;
  const base = endpoint.pathname.replace(/\/+$/, '');
  const prefix = options.prefix ?? '';

  async function call(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer): Promise<Response> {
    if (!isDocumentKey(key)) throw new Error(`Refusing unsafe document key: ${JSON.stringify(key)}`);
    const path = `${base}/${encodeURIComponent(options.bucket)}/${prefix.split('/').map(encodeURIComponent).join('/')}${encodeURIComponent(key)}`;
    const payloadHash = body ? sha256Hex(body) : UNSIGNED_EMPTY;
    const headers = signV4(options, {
      method,
      host: endpoint.host,
      path,
      payloadHash,
      date: new Date(),
      ...(body ? { headers: { 'content-length': String(body.length) } } : {}),
    });
    // fetch sets Host itself; sending it again is refused by undici.
    delete headers.host;
    return doFetch(new URL(path, endpoint), {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
  }

  async function failed(response: Response, what: string): Promise<never> {
    const text = await response.text().catch(() => '');
    throw new Error(`S3 ${what} failed with HTTP ${response.status}: ${text.slice(0, 200)}`);
  }

  return {
    async put(key, body) {
      const response = await call('PUT', key, body);
      if (!response.ok) await failed(response, `PUT ${key}`);
      await response.arrayBuffer();
    },
    async open(key) {
      if (!isDocumentKey(key)) return null;
      const response = await call('GET', key);
      if (response.status === 404) return null;
      if (!response.ok || !response.body) return failed(response, `GET ${key}`);
      const size = Number(response.headers.get('content-length') ?? 0);
      return { stream: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), size };
    },
    async read(key) {
      if (!isDocumentKey(key)) return null;
      const response = await call('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) return failed(response, `GET ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await call('DELETE', key);
      // Deleting what is not there is fine (as rm -f on disk).
      if (!response.ok && response.status !== 404) await failed(response, `DELETE ${key}`);
      await response.arrayBuffer().catch(() => undefined);
    },
  };
}

/**
 * The S3 settings from the environment, or null when S3_BUCKET is unset (the local disk is used):
 * S3_ENDPOINT, S3_BUCKET, S3_REGION (default us-east-1), S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX.
 */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv): S3StoreOptions | null {
  if (!env.S3_BUCKET) return null;
  const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`S3_BUCKET is set, so ${missing.join(', ')} must be set too.`);
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    ...(env.S3_PREFIX ? { prefix: env.S3_PREFIX.replace(/^\/+/, '').replace(/\/?$/, '/') } : {}),
  };
}
