import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from '../../src/server/adapters/storage/disk';
import { s3Store } from '../../src/server/adapters/storage/s3';
import type { DocumentStore } from '../../src/server/adapters/storage/store';
import { startS3Server } from './support/s3-server';

/**
 * One contract for every place files live: the local disk and an S3-compatible store (a real
 * local S3 server that checks each request's SigV4 signature, started here). What the shop's
 * routes rely on: put, read, open (whole or a byte range), delete, missing keys, unsafe keys
 * refused the same way, and a folder or prefix with spaces and non-ASCII letters (which S3
 * signing must percent-encode exactly as the server does). The database is not involved, so
 * vite.config.ts runs this file in the PGlite project only.
 */

const BUCKET = 'shop-files';
// Spaces, Latin with a diacritic and Devanagari: a folder or prefix name the path encoding must carry.
const ODD_FOLDER = 'média files/शर्ट नए';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let folder: string;
beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
  folder = await mkdtemp(path.join(os.tmpdir(), 'shop-store-'));
});
afterAll(async () => {
  await s3?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const kinds: { name: string; make: (where: string) => DocumentStore }[] = [
  { name: 'disk', make: (where) => diskStore(path.join(folder, where)) },
  { name: 'S3 server', make: (where) => s3Store({ ...s3.credentials, endpoint: s3.endpoint, bucket: BUCKET, prefix: `${where}/` }) },
];

const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

describe.each(kinds)('the document store contract: $name', ({ make }) => {
  it('puts a file and reads it back byte for byte, whole and as a stream; a second put replaces it', async () => {
    const store = make('plain');
    await store.put('p-tee-1.webp', everyByte);
    expect((await store.read('p-tee-1.webp'))?.equals(everyByte)).toBe(true);
    const opened = await store.open('p-tee-1.webp');
    expect(opened?.size).toBe(256);
    expect((await buffer(opened!.stream)).equals(everyByte)).toBe(true);

    const big = Buffer.alloc(3 * 1024 * 1024 + 7, 'shirt');
    await store.put('p-tee-1.webp', big);
    expect((await store.read('p-tee-1.webp'))?.equals(big)).toBe(true);
  });

  it('opens a byte range: those bytes only, the whole size, an end past the file cut to it, a start past it refused', async () => {
    const store = make('ranges');
    await store.put('demo-video.mp4', everyByte);
    const middle = await store.open('demo-video.mp4', { start: 10, end: 19 });
    expect(middle?.size).toBe(256);
    expect([...(await buffer(middle!.stream))]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const tail = await store.open('demo-video.mp4', { start: 250, end: 999 });
    expect([...(await buffer(tail!.stream))]).toEqual([250, 251, 252, 253, 254, 255]);
    await expect(store.open('demo-video.mp4', { start: 256, end: 300 })).rejects.toThrow(RangeError);
    expect(await store.open('no-such-video.mp4', { start: 0, end: 9 })).toBeNull();
  });

  it('deletes: the file is gone, and deleting it again (or what never was) is no error', async () => {
    const store = make('deletes');
    await store.put('g-front-1.png', Buffer.from('png bytes'));
    await store.delete('g-front-1.png');
    expect(await store.read('g-front-1.png')).toBeNull();
    expect(await store.open('g-front-1.png')).toBeNull();
    await store.delete('g-front-1.png');
    await store.delete('never-was-1.png');
  });

  it('answers null for a missing key, and a missing file in one folder is not found from another', async () => {
    const one = make('one');
    const other = make('other');
    expect(await one.read('missing-1.webp')).toBeNull();
    expect(await one.open('missing-1.webp')).toBeNull();
    await one.put('only-here.webp', Buffer.from('x'));
    expect(await other.read('only-here.webp')).toBeNull();
  });

  it('lists every stored key and only those: none before the first put, a deleted one gone, none from another folder', async () => {
    const store = make('listed');
    const listed = async (from: DocumentStore) => {
      const keys: string[] = [];
      for await (const key of from.list()) keys.push(key);
      return keys.sort();
    };
    expect(await listed(store)).toEqual([]);
    const keys = Array.from({ length: 12 }, (_, i) => `d-${String(i).padStart(2, '0')}.png`);
    for (const key of keys) await store.put(key, Buffer.from(key));
    await store.delete('d-03.png');
    await make('listed-elsewhere').put('x-other.png', Buffer.from('x'));
    expect(await listed(store)).toEqual(keys.filter((key) => key !== 'd-03.png'));
  });

  it('keeps files under a folder or prefix with spaces and Devanagari, and refuses keys with either (or a path)', async () => {
    const store = make(ODD_FOLDER);
    await store.put('u-shirt-1.webp', Buffer.from('नमस्ते'));
    expect((await store.read('u-shirt-1.webp'))?.toString()).toBe('नमस्ते');
    const ranged = await store.open('u-shirt-1.webp', { start: 0, end: 2 });
    expect((await buffer(ranged!.stream)).equals(Buffer.from('नमस्ते').subarray(0, 3))).toBe(true);
    await store.delete('u-shirt-1.webp');
    expect(await store.read('u-shirt-1.webp')).toBeNull();

    // Keys are flat safe names made by the server; one with a space, a non-ASCII letter or a separator is refused before any I/O.
    for (const key of ['my shirt.webp', 'शर्ट.webp', 'café-1.webp', '../secret.webp', 'a/b.webp', '.hidden.webp']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Refusing unsafe document key/);
      expect(await store.read(key)).toBeNull();
      expect(await store.open(key)).toBeNull();
      await expect(store.delete(key)).rejects.toThrow(/Refusing unsafe document key/);
    }
  });
});

describe('the S3 store against the S3 server', () => {
  it('writes objects where other S3 clients look: bucket, then each prefix segment, then the key', async () => {
    await s3Store({ ...s3.credentials, endpoint: s3.endpoint, bucket: BUCKET, prefix: 'media/' }).put('p-tee-9.webp', Buffer.from('at the address'));
    const other = new AwsClient({ ...s3.credentials, service: 's3' });
    const answer = await other.fetch(`${s3.endpoint}/${BUCKET}/media/p-tee-9.webp`);
    expect([answer.status, await answer.text()]).toEqual([200, 'at the address']);
  });

  it('fails loudly with a wrong secret or an unknown access key, for writes and reads alike', async () => {
    const good = s3Store({ ...s3.credentials, endpoint: s3.endpoint, bucket: BUCKET });
    await good.put('signed-1.webp', Buffer.from('secret design'));
    const wrongSecret = s3Store({ ...s3.credentials, secretAccessKey: 'not-the-secret', endpoint: s3.endpoint, bucket: BUCKET });
    await expect(wrongSecret.put('signed-2.webp', Buffer.from('x'))).rejects.toThrow(/HTTP 403.*SignatureDoesNotMatch/s);
    // A read with bad credentials is an error, never "no such file".
    await expect(wrongSecret.read('signed-1.webp')).rejects.toThrow(/HTTP 403.*SignatureDoesNotMatch/s);
    await expect(wrongSecret.open('signed-1.webp')).rejects.toThrow(/HTTP 403/);
    await expect(wrongSecret.delete('signed-1.webp')).rejects.toThrow(/HTTP 403/);
    const unknownKey = s3Store({ ...s3.credentials, accessKeyId: 'NOBODY', endpoint: s3.endpoint, bucket: BUCKET });
    await expect(unknownKey.read('signed-1.webp')).rejects.toThrow(/HTTP 403.*InvalidAccessKeyId/s);
    // The failed delete deleted nothing, and the failed put wrote nothing.
    expect((await good.read('signed-1.webp'))?.toString()).toBe('secret design');
    expect(await good.read('signed-2.webp')).toBeNull();
  });

  it('says so when the bucket does not exist', async () => {
    const store = s3Store({ ...s3.credentials, endpoint: s3.endpoint, bucket: 'no-such-bucket' });
    await expect(store.put('a-1.webp', Buffer.from('x'))).rejects.toThrow(/HTTP 404.*NoSuchBucket/s);
  });
});

// The disk store leaves no temporary file behind after the puts above.
describe('the disk store', () => {
  it('leaves no half-written temporary files', async () => {
    const store = diskStore(path.join(folder, 'temps'));
    await Promise.all(Array.from({ length: 5 }, (_, i) => store.put(`t-${i}.webp`, Buffer.alloc(1000, i))));
    expect((await readdir(path.join(folder, 'temps'))).sort()).toEqual(['t-0.webp', 't-1.webp', 't-2.webp', 't-3.webp', 't-4.webp']);
  });
});
