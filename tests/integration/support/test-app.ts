import { randomUUID } from 'node:crypto';
import { cpSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { smtpMailer } from '../../../src/server/adapters/mail/smtp';
import { diskStore } from '../../../src/server/adapters/storage/disk';
import { buildApp, type AppDeps, type ShopApp } from '../../../src/server/app';
import { DEFAULT_AUTH_POLICY, type AuthPolicy } from '../../../src/server/services/auth/accounts';
import { checkAnswersAgainstContract, type ContractViolation } from './contract-check';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { openDatabase, PGLITE_EXTENSIONS, PGLITE_START_PARAMS, type Database } from '../../../src/server/db/client';
import { currentTemplate, postgresTemplateCopy } from './template-copy';

export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export interface TestShop {
  app: ShopApp;
  database: Database;
  kind: 'pglite' | 'postgres';
  /** The real SMTP server the shop's mail goes to. */
  mail: MailCatcher;
  /** Answers that broke openapi.yaml (each also failed the request that got it; see contract-check.ts). */
  contractViolations: ContractViolation[];
  close(): Promise<void>;
}

/** A fresh copy of the seeded template database for this test file. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (inject('dbKind') === 'postgres') {
    const copy = await postgresTemplateCopy();
    return { database: await openDatabase({ databaseUrl: copy.url, poolSize: 5 }), drop: copy.drop };
  }
  const dump = await readFile(currentTemplate().pgliteDump);
  // The shop's own start parameters, so the tests run on the buffer pool the shop runs on.
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), startParams: [...PGLITE_START_PARAMS], extensions: PGLITE_EXTENSIONS });
  return { database: await openDatabase({ pglite: client }), drop: async () => {} };
}

let fileDocuments: string | null = null;

/**
 * This test file's own copy of the seeded files (about 10 MB, copied once per file): files run
 * side by side, and a test that checks what was stored (or that nothing was) must not see
 * another file's uploads, nor leave its own in the template.
 */
export function testDocumentsFolder(): string {
  if (!fileDocuments) {
    const template = currentTemplate().documents;
    fileDocuments = path.join(path.dirname(template), 'documents-runs', `${path.basename(template)}-${randomUUID()}`);
    cpSync(template, fileDocuments, { recursive: true });
  }
  return fileDocuments;
}

/** Login slow-down shortened so that throttling tests run in seconds; the limits stay as in production. */
export const TEST_AUTH_POLICY: AuthPolicy = { ...DEFAULT_AUTH_POLICY, slowDownStepMs: 20, slowDownMaxMs: 100 };

/** The whole shop on a fresh database, ready for app.inject(); every answer it gives must keep openapi.yaml. */
export async function startTestShop(
  options: {
    webRoot?: string | null;
    authPolicy?: AuthPolicy;
    secureCookies?: boolean;
    /** Dependencies a test file replaces (payment provider, postal lookup, public URL, sweep interval, mail queue pace, upload limits, render pool). */
    deps?: Pick<AppDeps, 'payments' | 'postal' | 'publicUrl' | 'paymentSweepMs' | 'mailQueue' | 'designUploads' | 'renderPool' | 'courier' | 'courierWebhookToken' | 'metrics'>;
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
  const { violations } = checkAnswersAgainstContract(app);
  return {
    app,
    database,
    kind: database.kind,
    mail,
    contractViolations: violations,
    async close() {
      await app.close();
      await mailer.close();
      await mail.close();
      await database.close();
      await drop();
    },
  };
}
