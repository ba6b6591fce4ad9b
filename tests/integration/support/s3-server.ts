import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { freePort } from './free-port';

/**
 * A local S3 server for the tests: @20minutes/s3rver (the kept fork of s3rver, pure JS), which
 * checks every request's SigV4 signature against its one account (S3RVER / S3RVER) and
 * answers with S3's own errors (SignatureDoesNotMatch, InvalidAccessKeyId, NoSuchKey). The
 * original s3rver 3.7 (2021) only checks that the access key exists: a wrong secret passes.
 * Port: S3_TEST_PORT, or a free one.
 */
export async function startS3Server(bucket: string) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
  const port = Number(process.env.S3_TEST_PORT) || (await freePort());
  const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket }] });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'ap-south-1' },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
