import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderInUse, findDataFolderHolder, lockDataFolder, lockFileFor, type DataFolderHolder } from './data-folder-lock';
import { processStartOf } from './process-identity';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function newFolder(): Promise<string> {
  const parent = await mkdtemp(path.join(tmpdir(), 'shop-lock-'));
  folders.push(parent);
  return path.join(parent, 'pglite');
}

async function lockContent(folder: string): Promise<DataFolderHolder> {
  return JSON.parse(await readFile(lockFileFor(folder), 'utf8')) as DataFolderHolder;
}

/** The pid of a process that has run and exited (and been reaped). */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

function staleHolder(pid: number, processStart: string | null = null): DataFolderHolder {
  return { pid, processStart, token: 'stale-token', command: 'src/server/main.ts', since: '2020-01-01T00:00:00.000Z', port: 3400, url: 'http://127.0.0.1:3400' };
}

const MODULE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-folder-lock.ts');

/**
 * Another process that tries to lock `folder` when told "go" on stdin and says "held" or
 * "refused"; it keeps the lock until its stdin closes, or exits without releasing (`exitAfter`).
 */
function contender(folder: string, exitAfter = false) {
  const script = `
    const { lockDataFolder } = await import(${JSON.stringify(MODULE)});
    process.stdout.write('ready\\n');
    process.stdin.once('data', async () => {
      try {
        await lockDataFolder(${JSON.stringify(folder)}, 'contender');
        process.stdout.write('held\\n');
        if (${exitAfter}) process.exit(0);
      } catch (error) {
        process.stdout.write('refused ' + error.message + '\\n');
      }
    });
    process.stdin.once('end', () => process.exit(0));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  const waitFor = (word: string) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = out.split('\n').find((l) => l.startsWith(word) || (word !== 'ready' && l.startsWith('refused')));
        if (line !== undefined) resolve(line);
      };
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        check();
      });
      child.once('exit', () => (check(), reject(new Error(`contender exited: ${out}`))));
      check();
    });
  const ready = waitFor('ready');
  return {
    child,
    ready,
    go: () => {
      child.stdin.write('go\n');
      return waitFor('held');
    },
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.stdin.end()))),
  };
}

describe('data folder lock', () => {
  it('is taken by one opener; another is refused with the holder named, until the lock is released', async () => {
    const folder = await newFolder();
    const lock = await lockDataFolder(folder, 'src/server/main.ts');
    expect(await lockContent(folder)).toEqual({ pid: process.pid, processStart: processStartOf(process.pid), token: lock.holder.token, command: 'src/server/main.ts', since: lock.holder.since });

    const refused = await lockDataFolder(folder, 'src/server/cli/seed.ts').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataFolderInUse);
    expect((refused as Error).message).toBe(
      `The embedded database in ${folder} is in use by process ${process.pid} (src/server/main.ts, since ${lock.holder.since}). Only one process may open it: stop that one first.`,
    );

    await lock.release();
    expect(existsSync(lockFileFor(folder))).toBe(false);
    const next = await lockDataFolder(folder);
    await lock.release(); // the old lock's second release leaves the new lock alone
    expect((await lockContent(folder)).token).toBe(next.holder.token);
    await next.release();
  });

  it('writes where the holder listens, for create-admin to find it', async () => {
    const folder = await newFolder();
    const lock = await lockDataFolder(folder);
    expect(await findDataFolderHolder(folder)).toMatchObject({ pid: process.pid });
    expect((await findDataFolderHolder(folder))?.url).toBeUndefined();
    await lock.announce({ address: '0.0.0.0', port: 3400 });
    expect(await findDataFolderHolder(folder)).toMatchObject({ pid: process.pid, token: lock.holder.token, port: 3400, url: 'http://127.0.0.1:3400' });
    await lock.announce({ address: '::', port: 3401 });
    expect((await findDataFolderHolder(folder))?.url).toBe('http://[::1]:3401');
    await lock.release();
    expect(await findDataFolderHolder(folder)).toBeNull();
  });

  it('takes over a lock whose process is gone', async () => {
    const folder = await newFolder();
    const pid = deadPid();
    await writeFile(lockFileFor(folder), JSON.stringify(staleHolder(pid)));
    expect(await findDataFolderHolder(folder)).toBeNull();
    const lock = await lockDataFolder(folder);
    expect((await lockContent(folder)).pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (a different start)', async () => {
    const folder = await newFolder();
    // This very process is alive, but it is not the one that took the lock: its start differs.
    await writeFile(lockFileFor(folder), JSON.stringify(staleHolder(process.pid, 'linux:another-boot:12345')));
    expect(await findDataFolderHolder(folder)).toBeNull();
    const lock = await lockDataFolder(folder);
    expect((await lockContent(folder)).token).toBe(lock.holder.token);
    await lock.release();
  });

  it('takes over a lock whose takeover guard was left by a process that died in the middle of one', async () => {
    const folder = await newFolder();
    await writeFile(lockFileFor(folder), JSON.stringify(staleHolder(deadPid())));
    await writeFile(`${lockFileFor(folder)}.takeover`, JSON.stringify({ ...staleHolder(deadPid()), token: 'dead-taker' }));
    const lock = await lockDataFolder(folder);
    expect((await lockContent(folder)).token).toBe(lock.holder.token);
    expect(existsSync(`${lockFileFor(folder)}.takeover`)).toBe(false);
    await lock.release();
  });

  it('refuses a lock file it cannot read, saying what to do', async () => {
    const folder = await newFolder();
    await writeFile(lockFileFor(folder), 'not json');
    await expect(lockDataFolder(folder)).rejects.toThrow(`The lock file ${lockFileFor(folder)} is not one this shop wrote; if no shop runs on this data folder, delete it and try again.`);
  });

  it('lets exactly one of several processes take over the same stale lock at once', async () => {
    const folder = await newFolder();
    await writeFile(lockFileFor(folder), JSON.stringify(staleHolder(deadPid())));
    const contenders = Array.from({ length: 4 }, () => contender(folder));
    try {
      await Promise.all(contenders.map((c) => c.ready));
      const answers = await Promise.all(contenders.map((c) => c.go()));
      expect(answers.filter((a) => a === 'held')).toHaveLength(1);
      const winner = contenders[answers.indexOf('held')]!;
      expect((await lockContent(folder)).pid).toBe(winner.child.pid);
      // Every loser names the winner.
      for (const answer of answers.filter((a) => a !== 'held')) expect(answer).toContain(`in use by process ${winner.child.pid} (contender`);
    } finally {
      await Promise.all(contenders.map((c) => c.stop()));
    }
  }, 60_000);

  it('is released when its process exits without releasing it', async () => {
    const folder = await newFolder();
    const quitter = contender(folder, true);
    await quitter.ready;
    expect(await quitter.go()).toBe('held');
    await quitter.stop();
    expect(existsSync(lockFileFor(folder))).toBe(false);
  }, 30_000);
});
