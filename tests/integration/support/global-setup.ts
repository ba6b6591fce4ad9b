import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { diskStore } from '../../../src/server/adapters/storage/disk';
import { openDatabase, PGLITE_EXTENSIONS } from '../../../src/server/db/client';
import { seedDemoCatalogue } from '../../../src/server/db/seed';
import { SEED_IMAGE_CACHE, TMP_ROOT, adminUrl, databaseUrl, templateHash, templatePaths, type DbKind } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    templateHash: string;
    dbKind: DbKind;
  }
}

/**
 * Makes the seeded template once per set of schema/seed inputs: a PGlite data dump for the
 * PGlite project, a PostgreSQL database used as TEMPLATE for the PostgreSQL project. Each test
 * file then gets its own copy in well under a second instead of migrating and seeding again.
 */
export default async function setup(project: TestProject): Promise<void> {
  const hash = templateHash();
  const kind: DbKind = project.name === 'integration-postgres' ? 'postgres' : 'pglite';
  const paths = templatePaths(hash, kind);
  await mkdir(TMP_ROOT, { recursive: true });
  project.provide('templateHash', hash);
  project.provide('dbKind', kind);
  // The per-file copies of the seeded files (support/test-app.ts) of earlier runs of this kind.
  const runs = path.join(TMP_ROOT, 'documents-runs');
  for (const entry of existsSync(runs) ? await readdir(runs) : []) {
    if (entry.startsWith(`documents-${kind}-`)) await rm(path.join(runs, entry), { recursive: true, force: true });
  }

  if (kind === 'postgres') {
    const testUrl = process.env.TEST_DATABASE_URL;
    if (!testUrl) throw new Error('TEST_DATABASE_URL is not set');
    await ensurePostgresTemplate(testUrl, paths.postgresName, paths.documents);
  } else if (!existsSync(paths.pgliteDump) || !existsSync(paths.documents)) {
    await makePgliteTemplate(paths.pgliteDump, paths.documents);
  }
}

async function makePgliteTemplate(dumpFile: string, documentsFolder: string): Promise<void> {
  const started = Date.now();
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  await rm(documentsFolder, { recursive: true, force: true });
  await seedDemoCatalogue({ db: database.db, store: diskStore(documentsFolder), imageCache: SEED_IMAGE_CACHE });
  const dump = await client.dumpDataDir('none');
  const temp = `${dumpFile}.${process.pid}`;
  await writeFile(temp, Buffer.from(await dump.arrayBuffer()));
  await rename(temp, dumpFile);
  await client.close();
  console.log(`[integration] PGlite template made in ${Date.now() - started} ms`);
}

async function ensurePostgresTemplate(testUrl: string, name: string, documentsFolder: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl(testUrl) });
  await admin.connect();
  try {
    // Templates of earlier schemas are of no further use, once no run can still be copying them:
    // several checkouts (worktrees, a CI rehearsal) share this server, each with its own schema,
    // so only a template made more than a day ago (its comment holds when) is dropped.
    const stale = await admin.query<{ datname: string }>(
      `select datname from pg_database
        where datname like 'shop\\_template\\_%' and datname <> $1
          and coalesce(substring(shobj_description(oid, 'pg_database') from '^made ([0-9]+)$')::bigint, 0) < $2`,
      [name, Date.now() - 24 * 3600 * 1000],
    );
    for (const row of stale.rows) await admin.query(`drop database if exists ${pg.escapeIdentifier(row.datname)} with (force)`);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount && existsSync(documentsFolder)) return;
    const started = Date.now();
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    await admin.query(`comment on database ${pg.escapeIdentifier(name)} is 'made ${Date.now()}'`);
    const database = await openDatabase({ databaseUrl: databaseUrl(testUrl, name), poolSize: 2 });
    try {
      await database.migrate();
      await rm(documentsFolder, { recursive: true, force: true });
      await seedDemoCatalogue({ db: database.db, store: diskStore(documentsFolder), imageCache: SEED_IMAGE_CACHE });
    } finally {
      await database.close();
    }
    console.log(`[integration] PostgreSQL template ${name} made in ${Date.now() - started} ms`);
  } finally {
    await admin.end();
  }
}
