import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { isDocumentKey, type ByteRange, type DocumentStore } from './store';

export interface S3StoreOptions {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** The store's base address, e.g. https://s3.ap-south-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  /** Optional folder inside the bucket, e.g. `shop/`. */
  prefix?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const EMPTY_HASH = sha256Hex('');

/**
 * Files in an S3-compatible bucket, for several app servers that must see the same files.
 * Path-style addresses (endpoint/bucket/prefix/key), which every S3-compatible store accepts;
 * requests are signed with AWS Signature Version 4 by aws4fetch (a kept library, no SDK,
 * nothing native), the payload's SHA-256 included so the store can check the bytes it got.
 * Keys are checked as on disk.
 */
export function s3Store(options: S3StoreOptions): DocumentStore {
  const endpoint = new URL(options.endpoint);
  const doFetch = options.fetch ?? globalThis.fetch;
  const base = endpoint.pathname.replace(/\/+$/, '');
  const prefix = options.prefix ?? '';
  const signer = new AwsClient({ accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, region: options.region, service: 's3' });

  /** The object's address: every path segment percent-encoded once, as S3 expects it on the wire and in the signature. */
  const objectUrl = (key: string) => new URL(`${base}/${[options.bucket, ...prefix.split('/').filter(Boolean), key].map(encodeURIComponent).join('/')}`, endpoint);

  async function call(method: 'GET' | 'PUT' | 'DELETE', key: string, extra: { body?: Buffer; range?: ByteRange } = {}): Promise<Response> {
    if (!isDocumentKey(key)) throw new Error(`Refusing unsafe document key: ${JSON.stringify(key)}`);
    const headers: Record<string, string> = { 'x-amz-content-sha256': extra.body ? sha256Hex(extra.body) : EMPTY_HASH };
    if (extra.range) headers.range = `bytes=${extra.range.start}-${extra.range.end}`;
    const signed = await signer.sign(objectUrl(key).href, {
      method,
      headers,
      ...(extra.body ? { body: new Uint8Array(extra.body) } : {}),
    });
    return doFetch(signed, { signal: AbortSignal.timeout(options.timeoutMs ?? 20_000) });
  }

  /** One page of ListObjectsV2 under the prefix (at most 1000 keys, S3's page). */
  async function listPage(continuation: string | undefined): Promise<{ keys: string[]; next: string | undefined }> {
    const url = new URL(`${base}/${encodeURIComponent(options.bucket)}`, endpoint);
    url.searchParams.set('list-type', '2');
    if (prefix) url.searchParams.set('prefix', prefix);
    if (continuation) url.searchParams.set('continuation-token', continuation);
    const signed = await signer.sign(url.href, { method: 'GET', headers: { 'x-amz-content-sha256': EMPTY_HASH } });
    const response = await doFetch(signed, { signal: AbortSignal.timeout(options.timeoutMs ?? 20_000) });
    if (!response.ok) return failed(response, `LIST ${prefix || '/'}`);
    const xml = await response.text();
    const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => decodeXml(match[1]!));
    const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
    const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
    return { keys, next: truncated && next ? decodeXml(next) : undefined };
  }

  async function failed(response: Response, what: string): Promise<never> {
    const text = await response.text().catch(() => '');
    throw new Error(`S3 ${what} failed with HTTP ${response.status}: ${text.slice(0, 200)}`);
  }

  return {
    async put(key, body) {
      const response = await call('PUT', key, { body });
      if (!response.ok) await failed(response, `PUT ${key}`);
      await response.arrayBuffer();
    },
    async open(key, range) {
      if (!isDocumentKey(key)) return null;
      const response = await call('GET', key, range ? { range } : {});
      if (response.status === 404) return null;
      if (response.status === 416) {
        await response.arrayBuffer().catch(() => undefined);
        throw new RangeError(`The range ${range?.start}-${range?.end} is outside ${key}.`);
      }
      if (!response.ok || !response.body) return failed(response, `GET ${key}`);
      // With a range the whole file's size is after the slash of Content-Range (bytes 0-9/1234).
      const total = response.status === 206 ? /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] : response.headers.get('content-length');
      return { stream: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), size: Number(total ?? 0) };
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
    async *list() {
      let continuation: string | undefined;
      do {
        const page = await listPage(continuation);
        for (const full of page.keys) {
          // Objects in deeper "folders" under the prefix are not the shop's files.
          const key = full.slice(prefix.length);
          if (full.startsWith(prefix) && isDocumentKey(key)) yield key;
        }
        continuation = page.next;
      } while (continuation);
    },
  };
}

/** The five entities XML escapes text with. */
function decodeXml(text: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!);
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
