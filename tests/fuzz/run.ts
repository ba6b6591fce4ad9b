/**
 * `npm run fuzz`: every operation of openapi.yaml gets generated requests that break its
 * contract (1000 each; `--quick` up to 100 within a 45 s run, `--runs N` any), over real HTTP to the whole shop on a
 * fresh seeded database (PGlite; PostgreSQL with `--postgres URL`). Each answer must be a 4xx
 * with the error envelope, never a 5xx or a hang, and neither the database nor the stored
 * files may change. Ends with 'N passed, N failed', counting operations.
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { operations } from './contract';
import { fuzzOperation } from './fuzz-operation';
import { startFuzzShop } from './shop';
import { httpSender } from './transport';
import { prepareWorld } from './world';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    runs: { type: 'string' },
    seed: { type: 'string' },
    only: { type: 'string' },
    postgres: { type: 'string' },
  },
});
const runs = Number(values.runs ?? (values.quick ? 100 : 1000));
const seed = Number(values.seed ?? Date.now() % 2 ** 31);
const started = Date.now();

const shop = await startFuzzShop(values.postgres);
// Ctrl+C still drops the throw-away database and folders.
process.once('SIGINT', () => void shop.close().finally(() => process.exit(130)));
await shop.app.listen({ host: '127.0.0.1', port: 0 });
const { port } = shop.app.server.address() as AddressInfo;
const send = httpSender(`http://127.0.0.1:${port}`);
const world = await prepareWorld(shop.app, shop.database.db);
const selected = operations().filter((operation) => !values.only || values.only.split(',').includes(operation.id));
console.log(`Fuzzing ${selected.length} operations, ${runs} requests each, seed ${seed}, on ${shop.database.kind} (set-up ${((Date.now() - started) / 1000).toFixed(1)} s)`);

let passed = 0;
let failed = 0;
let requests = 0;
// --quick must end within 45 s even on a busy machine: the requests share what is left of a
// 33 s budget evenly, each operation stopping early (after at least 10) when its share is spent.
const budgetEnd = values.quick ? started + 33_000 : undefined;
try {
  for (const [index, operation] of selected.entries()) {
    const deadline = budgetEnd === undefined ? undefined : Date.now() + Math.max(0, budgetEnd - Date.now()) / (selected.length - index);
    const result = await fuzzOperation(operation, { world, send, db: shop.database.db, runs, seed, files: shop.files, deadline });
    requests += result.requests;
    const statuses = Object.entries(result.statuses)
      .map(([status, count]) => `${status}x${count}`)
      .join(' ');
    const line = `${operation.id.padEnd(28)} ${String(result.requests).padStart(5)} requests  ${(result.ms / 1000).toFixed(1).padStart(5)} s  ${statuses}`;
    if (result.failures.length === 0) {
      passed++;
      console.log(`  ok    ${line}`);
    } else {
      failed++;
      console.log(`  FAIL  ${line}`);
      for (const failure of result.failures) console.log(`          ${failure}`);
    }
  }
} finally {
  send.close();
  await shop.close();
}
console.log(`${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${seed})`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
