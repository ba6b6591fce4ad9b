import path from 'node:path';
import { outboxMailer } from './adapters/mail/outbox';
import { smtpMailer } from './adapters/mail/smtp';
import { paymentProviderFromEnv } from './adapters/payments/from-env';
import { courierProviderFromEnv } from './adapters/couriers/from-env';
import { indiaPostLookup } from './adapters/postal/india-post';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedIfEmpty } from './db/seed-if-empty';
import { loadPincodeDirectoryIfEmpty } from './adapters/postal/directory';
import { seedDemoVideo, seedStarterTemplates } from './db/seed';
import { DomainError } from './errors';
import { openRuntime, WEB_ROOT } from './runtime';
import { DEFAULT_AUTH_POLICY } from './services/auth/accounts';

/** Starts the shop: config, database (migrated), demo catalogue on first start, HTTP. */
async function main(): Promise<void> {
  const config = await loadConfig();
  // Read before the database opens, so a missing PHONEPE_* variable stops the start at once.
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
    logger: { level: config.logLevel },
    publicUrl: config.publicUrl,
    seller: config.seller,
    payments,
    ...(courier ? { courier } : {}),
    courierWebhookToken: config.courierWebhookToken,
    postal: indiaPostLookup({ url: process.env.POSTAL_LOOKUP_URL || undefined, log: (message) => console.warn(message) }),
  });
  const directoryStart = Date.now();
  const pincodes = await loadPincodeDirectoryIfEmpty(database.db);
  if (pincodes) app.log.info(`Offline pincode directory loaded: ${pincodes} pincodes in ${Date.now() - directoryStart} ms.`);
  const seeded = await seedIfEmpty(database.db, store, (message) => app.log.info(message), config.seedImageCache);
  if (seeded) await app.catalogueCache.changed();
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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DomainError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
});
