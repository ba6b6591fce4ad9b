/**
 * `npm run bench:backup`: `npm run backup` on a shop that is taking orders, and `npm run restore`
 * of what it made.
 *   1. A demo shop (src/server/main.ts on a fresh data folder: the demo catalogue) is stopped
 *      after its first start and brought to BENCH_ORDERS (10,000) COD orders with their invoices,
 *      status moves and mails (backup/fill-orders.ts: some placed by the order service, the rest
 *      copies of those rows), then started again.
 *   2. 50 signed-in shoppers place COD checkouts over HTTP, one connection each, without pause;
 *      after 5 s of warm-up and 20 s of checkouts, `npm run backup` runs (the real command: on
 *      PGlite it asks the running shop for the backup). Checkout latency p50/p99/max before the
 *      backup and while the command runs, every failed checkout, the backup's time and size. The
 *      checkouts run beside the backup for 90 s at most; a backup still running then finishes
 *      without them (and the bench says so), so the run stays within minutes.
 *   3. `npm run restore` of that file into a fresh data folder (or a fresh PostgreSQL database),
 *      timed; then the restored database is opened and every acknowledged order looked for: the
 *      pre-made ones and those answered before the backup began must all be there; those answered
 *      after it began may be (counted apart).
 * Goals: no checkout fails; none waits over 1 s longer during the backup (max during minus max
 * before); the restore under 60 s; no acknowledged order missing. `-- --check` exits 1 when one is
 * missed. Embedded database by default; PostgreSQL with BENCH_DATABASE_URL (a new, empty database;
 * the restore goes into another, made and dropped here).
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { orders } from '../../src/server/db/schema';
import { freePort } from '../integration/support/free-port';
import { SEED_IMAGE_CACHE } from '../integration/support/template';
import { benchDatabase } from './bench-database';
import { startCheckouts, type Checkout } from './backup/checkout-load';
import { fillWithOrders, SHOPPER_PASSWORD } from './backup/fill-orders';
import { runNpmScript, type CommandRun } from './backup/npm-command';
import { latencyGoal, printGoals, printWindows, splitAround, windowFigures, type Goal } from './backup/report';
import { loadAverage } from './machine';
import { mailSink } from './mail-sink';
import { startServer } from './server-process';
import { signIn } from './shopper-session';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const CONNECTIONS = 50;
const WARM_MS = 5_000;
const BEFORE_MS = 20_000;
const AFTER_MS = 3_000;
/** The longest the checkouts run beside the backup. */
const LOADED_BACKUP_MS = 90_000;
const RESTORE_GOAL_MS = 60_000;
const check = process.argv.includes('--check');
const postgresUrl = process.env.BENCH_DATABASE_URL || undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A command that must succeed: its run, or an error with what it printed. */
function succeeded(name: string, run: CommandRun): CommandRun {
  if (run.code !== 0) throw new Error(`${name} exited with ${run.code}:\n${run.stdout}\n${run.stderr}`);
  return run;
}

/** The ids of every order in a restored database (opened here: nobody else holds it). */
async function restoredOrderIds(env: NodeJS.ProcessEnv): Promise<Set<string>> {
  const config = await loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite'), poolSize: 1 });
  try {
    return new Set((await database.db.select({ id: orders.id }).from(orders)).map((row) => row.id));
  } finally {
    await database.close();
  }
}

const acknowledged = (checkouts: readonly Checkout[]) => checkouts.flatMap((checkout) => (checkout.orderId ? [checkout.orderId] : []));
const countIn = (ids: readonly string[], restored: Set<string>) => ids.filter((id) => restored.has(id)).length;

async function main(): Promise<boolean> {
  const loadAtStart = loadAverage();
  const work = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-backup-'));
  const mail = await mailSink();
  const restoreTarget = postgresUrl ? await benchDatabase(undefined) : null;
  const shopEnv = { DATA_DIR: path.join(work, 'shop'), DATABASE_URL: postgresUrl ?? '', BACKUP_DIR: path.join(work, 'backups'), SMTP_URL: mail.url, SEED_IMAGE_CACHE };
  const restoreEnv = { DATA_DIR: path.join(work, 'restored'), DATABASE_URL: restoreTarget?.url ?? '' };
  let shop: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    shop = await startServer('src/server/main.ts', await freePort(), shopEnv, '/healthz');
    await shop.stop();
    const fillStarted = performance.now();
    const filled = await fillWithOrders(await loadConfig(shopEnv), ORDERS, CONNECTIONS);
    const fillMs = performance.now() - fillStarted;
    shop = await startServer('src/server/main.ts', await freePort(), shopEnv, '/healthz');
    const shoppers = [];
    for (const email of filled.emails) shoppers.push(await signIn(shop.url, email, SHOPPER_PASSWORD));

    const load = startCheckouts(shop.url, shoppers, filled.lines, CONNECTIONS);
    const loadStarted = performance.now();
    await sleep(WARM_MS + BEFORE_MS);
    const backupStarted = performance.now();
    let backupEnded = 0;
    const running = runNpmScript('backup', [], shopEnv).then((run) => ((backupEnded = performance.now()), run));
    // A backup still running when the window ends finishes without checkouts: the bench stays within minutes.
    await Promise.race([running, sleep(LOADED_BACKUP_MS)]);
    if (backupEnded) await sleep(AFTER_MS);
    const loadStopped = performance.now();
    const checkouts = await load.stop();
    const backup = succeeded('npm run backup', await running);
    await shop.stop();
    const file = backup.stdout.trim().split('\n').at(-1)!;
    const bytes = (await stat(file)).size;

    const restore = succeeded('npm run restore', await runNpmScript('restore', [file], restoreEnv));
    const restored = await restoredOrderIds(restoreEnv);

    const outlasted = backupEnded > loadStopped;
    const windows = splitAround(checkouts, loadStarted + WARM_MS, backupStarted, Math.min(backupEnded, loadStopped));
    const before = windowFigures(windows.before);
    const during = windowFigures(windows.during);
    const all = windowFigures(checkouts);
    const ackBefore = acknowledged(checkouts.filter((checkout) => checkout.endedAt < backupStarted));
    const ackAfter = acknowledged(checkouts.filter((checkout) => checkout.endedAt >= backupStarted));
    const missing = filled.orderIds.length - countIn(filled.orderIds, restored) + ackBefore.length - countIn(ackBefore, restored);

    const kind = postgresUrl ? 'PostgreSQL' : 'PGlite (embedded)';
    console.log(`\nbench:backup  ${kind}, ${CONNECTIONS} connections placing COD checkouts; load average at start ${loadAtStart}\n`);
    console.log(
      `shop filled to ${filled.orderIds.length.toLocaleString('en-IN')} orders (${filled.placedByService} by the order service, the rest copies of their rows), ` +
        `${filled.invoices.toLocaleString('en-IN')} tax invoices, in ${seconds(fillMs)}\n`,
    );
    printWindows([
      [`before the backup (${seconds(BEFORE_MS)}, after ${seconds(WARM_MS)} of warm-up)`, before],
      [outlasted ? `during npm run backup, its first ${seconds(loadStopped - backupStarted)} (checkouts then stopped)` : `during npm run backup (${seconds(backupEnded - backupStarted)})`, during],
      ...(outlasted ? [] : [[`after it (${seconds(AFTER_MS)})`, windowFigures(windows.after)] as [string, ReturnType<typeof windowFigures>]]),
      ['whole run, warm-up included', all],
    ]);
    console.log(`\nnpm run backup: ${seconds(backup.ms)}, ${(bytes / 2 ** 20).toFixed(1)} MiB (${path.basename(file)})`);
    if (outlasted) console.log(`  it outlasted the ${seconds(LOADED_BACKUP_MS)} of checkouts beside it and finished ${seconds(backupEnded - loadStopped)} after they stopped`);
    console.log(`npm run restore: ${seconds(restore.ms)} into a fresh ${postgresUrl ? 'PostgreSQL database' : 'data folder'}`);
    console.log(
      `orders acknowledged before the backup began: ${filled.orderIds.length} pre-made + ${ackBefore.length} answered = ${filled.orderIds.length + ackBefore.length}; ` +
        `in the restore ${filled.orderIds.length + ackBefore.length - missing}, missing ${missing}`,
    );
    console.log(`orders acknowledged after the backup began: ${ackAfter.length}, of which in the restore ${countIn(ackAfter, restored)} (those the snapshot did not reach may be absent)`);
    const failures = checkouts.flatMap((checkout) => (checkout.failure ? [checkout.failure] : []));
    if (failures.length) console.log(`failed checkouts: ${[...new Set(failures)].slice(0, 5).join('; ')}`);
    console.log(`load average at the end ${loadAverage()}\n`);

    const goals: Goal[] = [
      { goal: 'no checkout fails', figure: `${all.failed} of ${all.count} failed`, met: all.failed === 0 },
      latencyGoal(before, during),
      { goal: 'restore under 60 s', figure: seconds(restore.ms), met: restore.ms < RESTORE_GOAL_MS },
      { goal: 'no order acknowledged before the backup missing', figure: `${missing} missing`, met: missing === 0 },
    ];
    printGoals(goals);
    return goals.every((goal) => goal.met);
  } finally {
    await shop?.stop();
    await mail.close();
    await restoreTarget?.drop();
    await rm(work, { recursive: true, force: true });
  }
}

main().then(
  (met) => {
    if (check && !met) process.exitCode = 1;
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
