import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { smtpMailer } from '../../../src/server/adapters/mail/smtp';
import { diskStore } from '../../../src/server/adapters/storage/disk';
import { buildApp, type AppDeps, type ShopApp } from '../../../src/server/app';
import { DEFAULT_AUTH_POLICY, type AuthPolicy } from '../../../src/server/services/auth/accounts';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { adminUrl, databaseUrl, templatePaths } from './template';

export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export interface TestShop {
  app: ShopApp;
  database: Database;
  kind: 'pglite' | 'postgres';
  /** The real SMTP server the shop's mail goes to. */
  mail: MailCatcher;
  close(): Promise<void>;
}

/** A fresh copy of the seeded template database for this test file. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const paths = templatePaths(inject('templateHash'), inject('dbKind'));
  if (inject('dbKind') === 'postgres') {
    const testUrl = process.env.TEST_DATABASE_URL!;
    const name = `shop_test_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(testUrl) });
    await admin.connect();
    await admin.query(`create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(paths.postgresName)}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: databaseUrl(testUrl, name), poolSize: 5 });
    return {
      database,
      drop: async () => {
        const cleanup = new pg.Client({ connectionString: adminUrl(testUrl) });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = await readFile(paths.pgliteDump);
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return { database: await openDatabase({ pglite: client }), drop: async () => {} };
}

export function testDocumentsFolder(): string {
  return templatePaths(inject('templateHash'), inject('dbKind')).documents;
}

/** The whole shop on a fresh database, ready for app.inject(). */
/** Login slow-down shortened so that throttling tests run in seconds; the limits stay as in production. */
export const TEST_AUTH_POLICY: AuthPolicy = { ...DEFAULT_AUTH_POLICY, slowDownStepMs: 20, slowDownMaxMs: 100 };

export async function startTestShop(
  options: {
    webRoot?: string | null;
    authPolicy?: AuthPolicy;
    secureCookies?: boolean;
    /** Dependencies a test file replaces (payment provider, postal lookup, public URL, sweep interval). */
    deps?: Pick<AppDeps, 'payments' | 'postal' | 'publicUrl' | 'paymentSweepMs'>;
  } = {},
): Promise<TestShop> {
  const { database, drop } = await openTestDatabase();
  const mail = await startMailCatcher();
  const mailer = smtpMailer(mail.url);
  const app = await buildApp({
    database,
    store: diskStore(testDocumentsFolder()),
    mailer,
    authPolicy: options.authPolicy ?? TEST_AUTH_POLICY,
    secret: TEST_SECRET,
    secureCookies: options.secureCookies ?? false,
    webRoot: options.webRoot ?? null,
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    database,
    kind: database.kind,
    mail,
    async close() {
      await app.close();
      await mailer.close();
      await mail.close();
      await database.close();
      await drop();
    },
  };
}
