import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { diskStore } from '../../src/server/adapters/storage/disk';
import { buildApp, type ShopApp } from '../../src/server/app';
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '../../src/server/db/client';
import { seedDemoCatalogue } from '../../src/server/db/seed';
import { filesIn, overlayStore } from './store';
import { SEED_IMAGE_CACHE, TMP_ROOT, templateHash, templatePaths } from '../integration/support/template';

/**
 * The seeded catalogue as the integration tests keep it (a PGlite dump and its files in
 * .tmp, keyed by a hash of schema and seed): made once, then loaded in about a second.
 */
async function seededPglite(): Promise<PGlite> {
  const paths = templatePaths(templateHash(), 'pglite');
  if (!existsSync(paths.pgliteDump) || !existsSync(paths.documents)) {
    console.log('Making the seeded template database once (its images are drawn now)...');
    await mkdir(TMP_ROOT, { recursive: true });
    const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
    const database = await openDatabase({ pglite: client });
    await database.migrate();
    await rm(paths.documents, { recursive: true, force: true });
    await seedDemoCatalogue({ db: database.db, store: diskStore(paths.documents), imageCache: SEED_IMAGE_CACHE });
    const dump = await client.dumpDataDir('none');
    const temp = `${paths.pgliteDump}.${process.pid}`;
    await writeFile(temp, Buffer.from(await dump.arrayBuffer()));
    await rename(temp, paths.pgliteDump);
    await client.close();
  }
  return PGlite.create({ loadDataDir: new Blob([await readFile(paths.pgliteDump)]), extensions: PGLITE_EXTENSIONS });
}

export const FUZZ_SECRET = 'fuzz-secret-that-is-at-least-32-characters-long';

export interface FuzzShop {
  app: ShopApp;
  database: Database;
  /** Files the shop stored during the run (the seeded catalogue's are elsewhere). */
  files(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The whole shop for `npm run fuzz`: a fresh seeded database (embedded, or a throw-away
 * database on the PostgreSQL server that `postgresUrl` names), its own document folders,
 * no mail sent, no payment sweep, no outside pincode lookup.
 */
export async function startFuzzShop(postgresUrl?: string): Promise<FuzzShop> {
  let database: Database;
  let drop = async () => {};
  if (postgresUrl) {
    const name = `shop_fuzz_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
    drop = async () => {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      await cleanup.end();
    };
  } else {
    database = await openDatabase({ pglite: await seededPglite() });
  }
  await database.migrate();
  const seededFolder = templatePaths(templateHash(), 'pglite').documents;
  const ownFolder = await mkdtemp(path.join(os.tmpdir(), 'fuzz-own-'));
  if (postgresUrl) await seedDemoCatalogue({ db: database.db, store: diskStore(ownFolder), imageCache: SEED_IMAGE_CACHE });
  const app = await buildApp({
    database,
    store: overlayStore(diskStore(ownFolder), diskStore(seededFolder)),
    mailer: { send: async () => {}, close: async () => {} },
    secret: FUZZ_SECRET,
    secureCookies: false,
    webRoot: null,
    paymentSweepMs: 0,
    postal: { lookup: async () => null },
  });
  await app.ready();
  return {
    app,
    database,
    files: () => filesIn(ownFolder),
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(ownFolder, { recursive: true, force: true });
    },
  };
}
