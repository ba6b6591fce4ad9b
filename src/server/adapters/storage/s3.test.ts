import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3OptionsFromEnv, s3Store } from './s3';
import { sha256Hex, signV4 } from './sigv4';

const credentials = { accessKeyId: 'SHOPKEY', secretAccessKey: 'shop-secret-key', region: 'ap-south-1' };

/** A tiny S3 double: checks every request's SigV4 signature and payload hash, keeps objects in memory. */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const h = (name: string) => String(request.headers[name] ?? '');
    const signedNames = /SignedHeaders=([^,]+)/.exec(h('authorization'))?.[1]?.split(';') ?? [];
    const extra = Object.fromEntries(signedNames.filter((n) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(n)).map((n) => [n, h(n)]));
    const expected = signV4(credentials, {
      method: request.method!,
      host: h('host'),
      path: request.url!,
      headers: extra,
      payloadHash: h('x-amz-content-sha256'),
      date: new Date(h('x-amz-date').replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')),
    });
    if (expected.authorization !== h('authorization') || sha256Hex(body) !== h('x-amz-content-sha256')) {
      response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = request.url!;
    if (request.method === 'PUT') {
      objects.set(key, body);
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const found = objects.get(key);
      if (found) response.writeHead(200, { 'content-length': String(found.length) }).end(found);
      else response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    }
  });
  return { server, objects };
}

let fake: ReturnType<typeof fakeS3>;
let endpoint: string;
beforeAll(async () => {
  fake = fakeS3();
  fake.server.listen(0, '127.0.0.1');
  await once(fake.server, 'listening');
  endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise<void>((resolve) => (fake.server as Server).close(() => resolve())));

describe('s3Store', () => {
  it('puts, reads, streams and deletes signed objects under bucket/prefix', async () => {
    const store = s3Store({ ...credentials, endpoint, bucket: 'shop-files', prefix: 'media/' });
    await store.put('p-tee-1.webp', Buffer.from('RIFF....WEBP'));
    expect([...fake.objects.keys()]).toEqual(['/shop-files/media/p-tee-1.webp']);
    expect((await store.read('p-tee-1.webp'))?.toString()).toBe('RIFF....WEBP');
    const opened = await store.open('p-tee-1.webp');
    expect(opened?.size).toBe(12);
    expect(await text(opened!.stream)).toBe('RIFF....WEBP');
    await store.delete('p-tee-1.webp');
    expect(await store.read('p-tee-1.webp')).toBeNull();
    await store.delete('p-tee-1.webp');
  });

  it('fails loudly on a wrong secret and refuses unsafe keys', async () => {
    const store = s3Store({ ...credentials, secretAccessKey: 'wrong', endpoint, bucket: 'shop-files' });
    await expect(store.put('a-1.webp', Buffer.from('x'))).rejects.toThrow(/HTTP 403/);
    await expect(store.put('../secret.webp', Buffer.from('x'))).rejects.toThrow(/unsafe document key/);
    expect(await store.read('../secret.webp')).toBeNull();
  });

  it('reads its settings from the environment, and says what is missing', () => {
    expect(s3OptionsFromEnv({})).toBeNull();
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'b' })).toThrow('S3_BUCKET is set, so S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too.');
    expect(s3OptionsFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PREFIX: '/shop' })).toMatchObject({
      region: 'us-east-1',
      prefix: 'shop/',
    });
  });
});
