import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { adminUrl, databaseUrl, templatePaths } from './template';

/** This run's seeded template (the setup made it for the project's database kind). */
export function currentTemplate() {
  return templatePaths(inject('templateHash'), inject('dbKind'));
}

/** A new database on TEST_DATABASE_URL's server copied from the seeded template: its URL, and how to drop it. */
export async function postgresTemplateCopy(): Promise<{ url: string; drop: () => Promise<void> }> {
  const testUrl = process.env.TEST_DATABASE_URL!;
  const name = `shop_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(testUrl) });
  await admin.connect();
  await admin.query(`create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(currentTemplate().postgresName)}`);
  await admin.end();
  return {
    url: databaseUrl(testUrl, name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl(testUrl) });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      await cleanup.end();
    },
  };
}
