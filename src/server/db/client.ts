import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock';
import { dumpPostgres } from './pg-dump';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one query interface the services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The newest migration's timestamp in drizzle-kit's journal (drizzle's `folderMillis`). */
export function newestMigrationMillis(folder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every migration, in one query: drizzle's migrator applies the
 * migrations newer than its newest row, so none is pending when that row is as new as the
 * journal's last entry. A restart then skips the migrator (which reads and hashes every SQL
 * file and sends four statements). A database without the table is not current.
 */
async function migrationsCurrent(newestRow: () => Promise<unknown>): Promise<boolean> {
  try {
    return Number((await newestRow()) ?? 0) >= newestMigrationMillis();
  } catch {
    return false;
  }
}

const NEWEST_MIGRATION_ROW = 'select max(created_at) as newest from drizzle.__drizzle_migrations';

/** Arbitrary but fixed: serialises migrations when several app servers start at once. */
const MIGRATION_LOCK_ID = 4_150_301;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (idempotent, safe to run from several processes at once). */
  migrate(): Promise<void>;
  /**
   * Subscribes to a notification channel. On PostgreSQL this is LISTEN/NOTIFY across every app
   * server; on PGlite (one process by construction) it is PGlite's own listen.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * The embedded database's folder lock (see data-folder-lock.ts), held until close; null on
   * PostgreSQL (many app servers share it) and for in-memory or handed-in PGlite instances.
   */
  folderLock: DataFolderLock | null;
  /**
   * Writes a consistent copy of the whole database to `file`, while it serves: on PGlite its data
   * folder as a gzipped tar (taken on PGlite's query lock, so no query runs meanwhile, and loaded
   * back like a folder after a crash); on PostgreSQL pg_dump's custom format (one snapshot).
   */
  snapshot(file: string): Promise<void>;
  /** The PostgreSQL pool's connections (for the metrics); absent on the embedded database, which has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** When set, a node-postgres pool on this URL; otherwise PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` keeps nothing. */
  pgliteDir?: string;
  /** An existing PGlite instance (tests load one from a template). */
  pglite?: PGlite;
  poolSize?: number;
}

/**
 * PGlite's start parameters: its own plus a buffer pool sized to the shop. PGlite runs
 * PostgreSQL inside one WASM heap and touches every page of shared_buffers when it starts, so
 * PostgreSQL's default 128 MB was 128 MB of resident memory before the first query (and grew
 * the heap past its initial 128 MB; a WASM heap never shrinks). The shop's database is about
 * 9 MB after the seed, so 16 MB holds all of it; pages beyond the pool are read from the data
 * folder through the OS page cache. Measured with `npm run bench:memory`: WASM
 * heap 188.6 MB (153 resident) -> 128 MB (30 resident); the idle shop after a restart 482-496
 * -> 346-371 MiB RSS; uncached catalogue queries showed no CPU cost beyond the machine's noise.
 */
export const PGLITE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * The extensions the shop's migrations create (0008_pg_trgm.sql). On PostgreSQL they come with the
 * server's contrib package; PGlite loads each one's code only when the instance is created with
 * it, so every PGlite that opens a shop database (here, the test templates, the fuzz shop) passes
 * these, or reading or writing the trigram index fails.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if (options.pglite) return wrapPglite(options.pglite, null);
  const dir = options.pgliteDir ?? 'memory://';
  const startParams = [...PGLITE_START_PARAMS];
  if (dir.startsWith('memory://')) return wrapPglite(await PGlite.create(dir, { startParams, extensions: PGLITE_EXTENSIONS }), null);
  // Taken before PGlite touches the folder: a second opener is refused before it reads a byte.
  const lock = await lockDataFolder(dir);
  try {
    await mkdir(dir, { recursive: true });
    return wrapPglite(await PGlite.create(dir, { startParams, extensions: PGLITE_EXTENSIONS }), lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * The embedded database runs inside this process, its queries synchronous work on the event loop,
 * and PGlite hands its lock from one waiting query to the next without leaving the turn. Under
 * load the queued work of every open request then ran back to back for seconds, and meanwhile the
 * loop accepted no connection and read no request: a new shopper, or the backup command, waited
 * behind all of it. Here each query or transaction starts on a turn of its own, once the loop has
 * seen to its sockets; what runs inside a transaction stays together.
 */
function inTurns(client: PGlite): PGlite {
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = previous.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    previous = run.catch(() => undefined);
    return run;
  };
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'query' || property === 'exec' || property === 'transaction') {
        return (...args: unknown[]) => inTurn(() => Reflect.apply(value, target, args) as Promise<unknown>);
      }
      // PGlite's methods read its private fields, which a proxy does not carry.
      return value.bind(target);
    },
  });
}

function wrapPglite(raw: PGlite, folderLock: DataFolderLock | null): Database {
  const client = inTurns(raw);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      if (await migrationsCurrent(async () => (await client.query<{ newest: unknown }>(NEWEST_MIGRATION_ROW)).rows[0]?.newest)) return;
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      // After close there is nothing left to unsubscribe from.
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    folderLock,
    async snapshot(file) {
      // PGlite holds its query lock while it dumps. The tar alone is one synchronous copy of the
      // folder; compressed by PGlite, the lock stayed held across every turn of a busy event loop
      // and checkouts queued behind it. So it is gzipped here, after the lock, in zlib's threads.
      const tar = await client.dumpDataDir('none');
      await pipeline(Readable.from([Buffer.from(await tar.arrayBuffer())]), createGzip(), createWriteStream(file));
    },
    async close() {
      if (!client.closed) await client.close();
      // Only once PGlite has written its last page may another process open the folder.
      await folderLock?.release();
    },
  };
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners: pg.PoolClient[] = [];
  let closed = false;
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async migrate() {
      if (await migrationsCurrent(async () => (await pool.query<{ newest: unknown }>(NEWEST_MIGRATION_ROW)).rows[0]?.newest)) return;
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async listen(channel, onMessage) {
      const client = await pool.connect();
      listeners.push(client);
      client.on('notification', (msg) => {
        if (msg.channel === channel) onMessage(msg.payload ?? '');
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        // close() may have released it already.
        const index = listeners.indexOf(client);
        if (index === -1) return;
        listeners.splice(index, 1);
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
        client.release();
      };
    },
    async notify(channel, payload) {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    folderLock: null,
    snapshot: (file) => dumpPostgres(url, file),
    async close() {
      if (closed) return;
      closed = true;
      for (const client of listeners.splice(0)) client.release();
      await pool.end();
    },
  };
}
