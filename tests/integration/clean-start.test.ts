import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startLoggedShop, templateCopyFor } from './support/shop-process';

/**
 * The real server process started on a seeded database, as an operator starts it, logging at
 * info: it says it is ready and says nothing at warning level or above (fastify-openapi-glue
 * used to warn at every start that the shop had no body parser for the image and video types
 * GET /document answers with), and nothing on stderr (no Node warning either).
 */
let dataDir: string;
let env: NodeJS.ProcessEnv;
let dropDatabase = async () => {};
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-clean-start-'));
  const copy = await templateCopyFor(dataDir);
  dropDatabase = copy.drop;
  env = { ...copy.env, DATA_DIR: dataDir, SESSION_SECRET: randomBytes(24).toString('hex'), PAYMENT_PROVIDER: 'sandbox' };
});
afterAll(async () => {
  await dropDatabase();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a clean start', () => {
  it('logs no warning and nothing on stderr', async () => {
    const port = await freePort();
    const shop = await startLoggedShop(['--import', 'tsx', 'src/server/main.ts'], { ...env, LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1' }, 90_000);
    try {
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      await shop.stop();
    }
    const stdout = shop.stdout();
    const stderr = shop.stderr();
    const lines = stdout.split('\n').filter((line) => line.trim() !== '');
    const records = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(records.filter((record) => record.level >= 40).map((record) => record.msg)).toEqual([]);
    expect(records.some((record) => record.msg.startsWith('Shop ready at'))).toBe(true);
    expect(stderr).toBe('');
  }, 120_000);
});
