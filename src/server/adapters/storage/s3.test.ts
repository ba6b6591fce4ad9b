import { describe, expect, it } from 'vitest';
import { s3OptionsFromEnv } from './s3';

// The store itself is tested against a real S3 server in tests/integration/storage-contract.test.ts.
describe('s3OptionsFromEnv', () => {
  it('reads its settings from the environment, and says what is missing', () => {
    expect(s3OptionsFromEnv({})).toBeNull();
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'b' })).toThrow('S3_BUCKET is set, so S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too.');
    expect(s3OptionsFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PREFIX: '/shop' })).toMatchObject({
      region: 'us-east-1',
      prefix: 'shop/',
    });
  });
});
