import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, isNull } from 'drizzle-orm';
import { mailQueue } from '../../src/server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from '../../src/server/adapters/storage/disk';
import { buildApp, type ShopApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { operations } from '../fuzz/contract';
import { fuzzOperation } from '../fuzz/fuzz-operation';
import { filesIn, overlayStore } from '../fuzz/store';
import { injectSender } from '../fuzz/transport';
import { prepareWorld, type World } from '../fuzz/world';
import { checkAnswersAgainstContract } from './support/contract-check';
import { openTestDatabase, testDocumentsFolder, TEST_AUTH_POLICY, TEST_SECRET } from './support/test-app';

/**
 * The short run of `npm run fuzz` (tests/fuzz): 40 contract-breaking requests per operation
 * of openapi.yaml through app.inject(), each answered with a 4xx and the error envelope,
 * leaving the database and the stored files as they were. FUZZ_RUNS changes the count.
 * 40, not 100 (CI time: the file was the suite's longest, 65 s): the cases change
 * every day with the seed, and `npm run fuzz` is the long run (1000 each).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
// A fixed seed per day: failures reproduce on the day, and the cases change from day to day.
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Date.now() / 86_400_000));

let app: ShopApp;
let database: Database;
let world: World;
let own: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  own = await mkdtemp(path.join(os.tmpdir(), 'fuzz-test-'));
  app = await buildApp({
    database,
    store: overlayStore(diskStore(own), diskStore(testDocumentsFolder())),
    mailer: { send: async () => {}, close: async () => {} },
    authPolicy: TEST_AUTH_POLICY,
    secret: TEST_SECRET,
    secureCookies: false,
    webRoot: null,
    paymentSweepMs: 0,
    postal: { lookup: async () => null },
  });
  await app.ready();
  // The 4xx envelopes must keep each operation's declared answers too.
  checkAnswersAgainstContract(app);
  world = await prepareWorld(app, database.db);
  // The world's order mails are sent by the shop's mail loop, off the requests: let it finish,
  // or a row marked sent mid-run reads as a refused request that changed the database.
  for (let waited = 0; waited < 30_000; waited += 100) {
    const [row] = await database.db.select({ unsent: count() }).from(mailQueue).where(isNull(mailQueue.sentAt));
    if (!row?.unsent) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
  if (own) await rm(own, { recursive: true, force: true });
});

describe(`every operation refuses contract-breaking requests (${RUNS} each, seed ${SEED})`, () => {
  for (const operation of operations()) {
    it(`${operation.id}`, { timeout: 120_000 }, async () => {
      const result = await fuzzOperation(operation, { world, send: injectSender(app), db: database.db, runs: RUNS, seed: SEED, files: () => filesIn(own) });
      expect(result.failures).toEqual([]);
      expect(result.requests).toBe(RUNS);
    });
  }
});
