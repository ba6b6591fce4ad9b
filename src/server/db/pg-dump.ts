import { execFile } from 'node:child_process';

/** Runs one of PostgreSQL's client programs; a failure says what it wrote on stderr. */
function runPgTool(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(program, args, { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      reject(new Error(missing ? `${program} is not installed (PostgreSQL's client programs, the server's major version or newer).` : `${program} failed: ${stderr.trim() || error.message}`));
    });
  });
}

/** pg_dump's custom format (compressed, one consistent snapshot, read by pg_restore) of the database at `url`. */
export function dumpPostgres(url: string, file: string): Promise<void> {
  return runPgTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`]);
}

/**
 * Loads a pg_dump file into the (empty) database at `url`, stopping at the first error. Owners and
 * grants are left out: the target's user owns what it restores, whatever the source's names were.
 */
export function restorePostgres(url: string, file: string): Promise<void> {
  return runPgTool('pg_restore', ['--exit-on-error', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${url}`, file]);
}
