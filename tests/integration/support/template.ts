import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const TMP_ROOT = path.join(REPO_ROOT, '.tmp');
/**
 * Where every seed of a test or bench run keeps the images it drew (the shop's SEED_IMAGE_CACHE):
 * the templates, the e2e shop and the bench shops draw the same deterministic catalogue, once.
 */
export const SEED_IMAGE_CACHE = process.env.SEED_IMAGE_CACHE ?? path.join(TMP_ROOT, 'seed-images');

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * A hash of everything that decides what the template database holds (schema, migrations,
 * seed). A template made from the same inputs is reused between runs; any change makes a new one.
 */
export function templateHash(): string {
  const hash = createHash('sha256');
  const folders = ['src/server/db', 'src/server/services/catalogue/search-text.ts', 'src/shared'];
  for (const folder of folders) {
    const full = path.join(REPO_ROOT, folder);
    const files = statSync(full).isDirectory() ? filesUnder(full) : [full];
    for (const file of files.sort()) {
      if (file.endsWith('.test.ts')) continue;
      hash.update(path.relative(REPO_ROOT, file)).update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

export type DbKind = 'pglite' | 'postgres';

export function templatePaths(hash: string, kind: DbKind) {
  return {
    // An uncompressed tar (~45 MB): PGlite gunzips a .tar.gz in JavaScript, ~0.15-0.2 s of CPU at
    // every load, and every test file on PGlite loads one (CI time).
    pgliteDump: path.join(TMP_ROOT, `template-${hash}.tar`),
    // One folder per kind: both projects' setups may run at once.
    documents: path.join(TMP_ROOT, `documents-${kind}-${hash}`),
    // Per checkout too: another checkout of the same schema (a worktree, a CI rehearsal) keeps its
    // own seeded documents folder, and must not drop and remake a template this one is copying.
    postgresName: `shop_template_${hash}_${createHash('sha256').update(REPO_ROOT).digest('hex').slice(0, 6)}`,
  };
}

/** The admin URL of the server that TEST_DATABASE_URL names (its `postgres` database). */
export function adminUrl(testDatabaseUrl: string): string {
  const url = new URL(testDatabaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

export function databaseUrl(testDatabaseUrl: string, name: string): string {
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
