import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '../errors';
import { isProcessAlive, processStartOf } from './process-identity';

/**
 * One process per embedded database folder. PGlite has no lock of its own: a second process
 * that opens the folder writes beside the first without either seeing the other's changes, and
 * can corrupt it. So whoever opens a folder first holds `<folder>.lock`, a small JSON file
 * naming it (pid, start time, a token) and, once it listens, where it serves; every other
 * process finds the holder there (create-admin hands its grant to it) or is refused by name.
 * Not proper-lockfile: it judges a lock stale by its age (an mtime refreshed on a timer), so a
 * shop killed outright blocks its restart until the lock ages out, and a live shop whose event
 * loop is busy past that age loses its folder to a second process; a pid with its start time
 * tells both cases apart at once.
 */

/** What the lock file says about the process holding the folder. */
export interface DataFolderHolder {
  pid: number;
  /** processStartOf(pid) when the lock was taken: tells the holder from a later process with its pid. */
  processStart: string | null;
  /** New per lock: a release or an announce only ever touches its own lock file. */
  token: string;
  /** The script the holder runs, to name it in a refusal. */
  command: string;
  /** When the lock was taken (ISO time). */
  since: string;
  /** Where the holder serves HTTP, once it listens (the shop). */
  port?: number;
  /** The same as a URL this machine can reach (0.0.0.0 becomes 127.0.0.1). */
  url?: string;
}

export interface DataFolderLock {
  readonly file: string;
  readonly holder: DataFolderHolder;
  /** Writes where this process listens into the lock file, for create-admin to find it. */
  announce(listening: { address: string; port: number }): Promise<void>;
  /** Deletes the lock file if it is still this lock's (idempotent). */
  release(): Promise<void>;
}

/** Refusal to open a folder another live process holds; the message names that process. */
export class DataFolderInUse extends DomainError {
  constructor(
    folder: string,
    readonly holder: DataFolderHolder,
  ) {
    super('CONFLICT', `The embedded database in ${folder} is in use by ${describeHolder(holder)}. Only one process may open it: stop that one first.`);
  }
}

/** How long to wait for another process that is taking over the same stale lock. */
const TAKEOVER_PATIENCE_MS = 10_000;
/** A guard of a guard of a guard: only crashes in the middle of takeovers get this deep. */
const MAX_GUARD_DEPTH = 3;

export function lockFileFor(folder: string): string {
  return `${path.resolve(folder)}.lock`;
}

/** "process 1234 (src/server/main.ts, since …), the shop at http://127.0.0.1:3400" */
export function describeHolder(holder: DataFolderHolder): string {
  const serving = holder.url ? `, the shop at ${holder.url}` : '';
  return `process ${holder.pid} (${holder.command}, since ${holder.since})${serving}`;
}

/**
 * Takes the folder's lock, or throws DataFolderInUse naming the live holder. A lock left by a
 * process that is gone (killed, crashed) or whose pid now belongs to another process is taken
 * over. The lock is released by `release()` and, failing that, when this process exits.
 */
export async function lockDataFolder(folder: string, command: string = currentCommand()): Promise<DataFolderLock> {
  const file = lockFileFor(folder);
  await mkdir(path.dirname(file), { recursive: true });
  let holder: DataFolderHolder = {
    pid: process.pid,
    processStart: processStartOf(process.pid),
    token: randomBytes(16).toString('hex'),
    command,
    since: new Date().toISOString(),
  };
  await acquire(file, holder, folder, 0);
  heldFiles.set(file, holder.token);
  ensureExitRelease();
  return {
    file,
    get holder() {
      return holder;
    },
    async announce({ address, port }) {
      const next = { ...holder, port, url: loopbackUrl(address, port) };
      const current = await readHolder(file);
      if (current?.token !== holder.token) return;
      // Written whole and renamed into place, so a reader never sees half a file.
      const temp = tempNameFor(file, holder.token);
      await writeFile(temp, JSON.stringify(next));
      await rename(temp, file);
      holder = next;
    },
    async release() {
      heldFiles.delete(file);
      await releaseFile(file, holder.token);
    },
  };
}

/** The live process holding the folder, or null when none does (no lock file, or a stale one). */
export async function findDataFolderHolder(folder: string): Promise<DataFolderHolder | null> {
  const holder = await readHolder(lockFileFor(folder));
  return holder && isLiveHolder(holder) ? holder : null;
}

/** Whether the lock's process still runs and is the one that took it (not a later one with its pid). */
export function isLiveHolder(holder: DataFolderHolder): boolean {
  if (!isProcessAlive(holder.pid)) return false;
  const now = processStartOf(holder.pid);
  if (holder.processStart && now) return now === holder.processStart;
  // Without a start time to compare (another platform, or it exited just now) a live pid is the holder.
  return isProcessAlive(holder.pid);
}

async function acquire(file: string, me: DataFolderHolder, folder: string, depth: number): Promise<void> {
  const deadline = Date.now() + TAKEOVER_PATIENCE_MS;
  for (;;) {
    if (await createExclusive(file, me)) return;
    const found = await readHolder(file);
    if (!found) continue; // released between our two looks
    if (isLiveHolder(found)) throw new DataFolderInUse(folder, found);
    if (depth >= MAX_GUARD_DEPTH) {
      throw new DomainError('CONFLICT', `The lock file ${file} is left by a process that is gone and cannot be taken over; delete it and try again.`);
    }
    if (await removeStale(file, found.token, me, folder, depth)) continue;
    if (Date.now() > deadline) {
      throw new DomainError('CONFLICT', `Another process is taking over the stale lock ${file}; try again in a moment.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Deletes a stale lock file under a guard (`<file>.takeover`, taken the same way), after
 * reading it again: two processes that both saw it stale cannot delete each other's new lock,
 * since only the guard's holder deletes and only the file it found stale. False when a live
 * process holds the guard (it is taking over now).
 */
async function removeStale(file: string, staleToken: string, me: DataFolderHolder, folder: string, depth: number): Promise<boolean> {
  const guard = `${file}.takeover`;
  try {
    await acquire(guard, me, folder, depth + 1);
  } catch (error) {
    if (error instanceof DataFolderInUse) return false;
    throw error;
  }
  try {
    const still = await readHolder(file);
    if (still?.token === staleToken) await unlink(file).catch(ignoreMissing);
    return true;
  } finally {
    await releaseFile(guard, me.token);
  }
}

/** Creates the lock file with its whole content at once (a hard link fails when the name exists). */
async function createExclusive(file: string, holder: DataFolderHolder): Promise<boolean> {
  const temp = tempNameFor(file, holder.token);
  await writeFile(temp, JSON.stringify(holder));
  try {
    await link(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temp).catch(ignoreMissing);
  }
}

async function readHolder(file: string): Promise<DataFolderHolder | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return parseHolder(file, text);
}

function parseHolder(file: string, text: string): DataFolderHolder {
  let parsed: Partial<DataFolderHolder> | null = null;
  try {
    parsed = JSON.parse(text) as Partial<DataFolderHolder>;
  } catch {
    // reported below
  }
  if (!parsed || typeof parsed.pid !== 'number' || typeof parsed.token !== 'string') {
    throw new DomainError('CONFLICT', `The lock file ${file} is not one this shop wrote; if no shop runs on this data folder, delete it and try again.`);
  }
  return { command: 'unknown', since: 'unknown', processStart: null, ...parsed } as DataFolderHolder;
}

async function releaseFile(file: string, token: string): Promise<void> {
  const current = await readHolder(file).catch(() => undefined);
  if (current?.token === token) await unlink(file).catch(ignoreMissing);
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}

function tempNameFor(file: string, token: string): string {
  return `${file}.${token.slice(0, 8)}-${randomBytes(4).toString('hex')}.tmp`;
}

function loopbackUrl(address: string, port: number): string {
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** The script this process runs, relative to the working folder when inside it. */
function currentCommand(): string {
  const script = process.argv[1];
  if (!script) return 'node';
  const relative = path.relative(process.cwd(), script);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : script;
}

/** Locks still held, released on exit when nothing else did (process.exit after a failure). */
const heldFiles = new Map<string, string>();
let exitHookInstalled = false;
function ensureExitRelease(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const [file, token] of heldFiles) {
      try {
        if (parseHolder(file, readFileSync(file, 'utf8')).token === token) unlinkSync(file);
      } catch {
        // gone already, or not ours: nothing to release
      }
    }
  });
}
