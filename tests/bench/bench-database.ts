import pg from 'pg';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The PostgreSQL database a benchmark runs on: the one given, or a fresh one on the machine's server, dropped after. */
export async function benchDatabase(given: string | undefined): Promise<{ url: string; drop: () => Promise<void> }> {
  if (given) return { url: given, drop: async () => {} };
  const name = `shop_bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    async drop() {
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
