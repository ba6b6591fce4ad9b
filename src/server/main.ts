import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { outboxMailer } from './adapters/mail/outbox';
import { smtpMailer } from './adapters/mail/smtp';
import { paymentProviderFromEnv } from './adapters/payments/from-env';
import { courierProviderFromEnv } from './adapters/couriers/from-env';
import { indiaPostLookup } from './adapters/postal/india-post';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { serverLoggerOptions, shopLogger } from './logging';
import { startMetricsServer } from './metrics/metrics-server';
import { seedIfEmpty } from './db/seed-if-empty';
import { loadPincodeDirectoryIfEmpty } from './adapters/postal/directory';
import { seedDemoVideo, seedStarterTemplates } from './db/seed';
import { DomainError } from './errors';
import { embeddedDatabaseDir, openRuntime, WEB_ROOT, type Runtime } from './runtime';
import type { Config } from './config';
import { DEFAULT_AUTH_POLICY } from './services/auth/accounts';

/** Set in the child process that prepares a new embedded database (see firstStartInChild). */
const PREPARE_ONLY = 'SHOP_PREPARE_NEW_DATABASE';

/** The offline pincode directory and the demo catalogue, each once, into an empty database. */
async function prepareData({ database, store }: Runtime, config: Config, log: (message: string) => void): Promise<boolean> {
  const directoryStart = Date.now();
  const pincodes = await loadPincodeDirectoryIfEmpty(database.db);
  if (pincodes) log(`Offline pincode directory loaded: ${pincodes} pincodes in ${Date.now() - directoryStart} ms.`);
  return seedIfEmpty(database.db, store, log, config.seedImageCache);
}

/**
 * A first start on the embedded database makes it (initdb), loads the pincode directory and draws
 * the demo catalogue in a child process that exits when done, then opens the database it left.
 * What that work leaves behind stays with the child: after bench:memory's load a shop that had
 * seeded in its own process held ~410 MiB where the same shop restarted held ~325 MiB of
 * resident memory, the difference being initdb's WASM instance and the image drawing's freed
 * native memory, which the allocator keeps. Resolves to whether the child seeded the catalogue.
 */
function firstStartInChild(): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, [PREPARE_ONLY]: '1' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(true);
      else reject(new Error(`preparing the new embedded database stopped (${signal ?? `exit code ${code}`}); see above`));
    });
  });
}

/** The child's whole work: open (create and migrate) the embedded database, fill it, close it. */
async function prepareNewDatabase(): Promise<void> {
  const config = await loadConfig();
  const log = shopLogger(config.logLevel, config.logFormat);
  const runtime = await openRuntime(config);
  try {
    await prepareData(runtime, config, (message) => log.info(message));
    await seedStarterTemplates({ db: runtime.database.db, store: runtime.store, log: (message) => log.info(message), imageCache: config.seedImageCache });
  } finally {
    await runtime.database.close();
  }
}

/** Starts the shop: config, database (migrated), demo catalogue on first start, HTTP. */
async function main(): Promise<void> {
  const config = await loadConfig();
  const seededByChild = !config.databaseUrl && !existsSync(embeddedDatabaseDir(config)) ? await firstStartInChild() : false;
  // Read before the database opens, so a missing PHONEPE_* or RAZORPAY_* variable stops the start at once.
  const payments = paymentProviderFromEnv(config.paymentProvider, process.env);
  const courier = courierProviderFromEnv(config.courierProvider, process.env);
  const { database, store } = await openRuntime(config);
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl)
    : outboxMailer(path.join(config.dataDir, 'outbox'), (message) => console.log(message));
  const app = await buildApp({
    database,
    store,
    mailer,
    secret: config.sessionSecret,
    secureCookies: config.secureCookies,
    webRoot: WEB_ROOT,
    trustProxy: config.trustProxy,
    authPolicy: { ...DEFAULT_AUTH_POLICY, ...(config.otpPerIpPerHour ? { otpPerIpPerHour: config.otpPerIpPerHour } : {}) },
    logger: serverLoggerOptions(config.logLevel, config.logFormat),
    metrics: config.metrics !== null,
    publicUrl: config.publicUrl,
    seller: config.seller,
    payments,
    ...(courier ? { courier } : {}),
    courierWebhookToken: config.courierWebhookToken,
    ...(config.backups.everyMs ? { backupSchedule: { dir: config.backups.dir, everyMs: config.backups.everyMs, keep: config.backups.keep } } : {}),
    postal: indiaPostLookup({ url: process.env.POSTAL_LOOKUP_URL || undefined, log: (message) => console.warn(message) }),
  });
  const seededHere = await prepareData({ database, store }, config, (message) => app.log.info(message));
  if (seededHere) await app.catalogueCache.changed();
  const seeded = seededByChild || seededHere;
  // A shop seeded before the studio had templates gets the starter set once (one query after that).
  const templates = await seedStarterTemplates({ db: database.db, store, log: (message) => app.log.info(message), imageCache: config.seedImageCache });
  if (templates > 0) {
    app.log.info(`Added ${templates} starter templates to the studio.`);
    await app.catalogueCache.changed();
  }
  // The demo video takes ffmpeg some seconds: made after the shop is up; the home shows it once it exists.
  if (seeded) {
    seedDemoVideo({ db: database.db, store, log: (message) => app.log.info(message), imageCache: config.seedImageCache })
      .then((made) => (made ? app.catalogueCache.changed() : undefined))
      .catch((error: unknown) => app.log.warn({ err: error }, 'the demo home video could not be made; the home page leaves it out'));
  }

  // Prometheus's figures on their own port (loopback unless METRICS_HOST says otherwise).
  const metricsServer = config.metrics && app.metrics ? await startMetricsServer(app.metrics.registry, config.metrics.port, config.metrics.host) : null;
  if (metricsServer) app.log.info(`Metrics at ${metricsServer.url}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Behind a balancer: out of its rotation first (health check 503), still serving meanwhile;
    // closing at once dropped a request whose connection was accepted as the listener closed.
    if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
      app.log.info({ signal }, `stopping: /healthz answers 503 for ${config.shutdownDrainMs} ms, then the server closes`);
      app.startDraining();
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await metricsServer?.close();
      await app.close();
      await mailer.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Where create-admin finds the shop (whatever its port), written before the shop says it is ready.
  const address = app.server.address();
  if (address && typeof address === 'object') await database.folderLock?.announce(address);
  app.log.info(
    `Shop ready at ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

// The preparing child exits when its work is done, whatever handles a library left open.
(process.env[PREPARE_ONLY] ? prepareNewDatabase().then(() => process.exit(0)) : main()).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DomainError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
});
