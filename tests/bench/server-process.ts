import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Resident memory of the server process in MiB, read from /proc. */
  rssMiB(): number;
  stop(): Promise<void>;
}

/** Starts a TypeScript entry point as one node process (no tsx wrapper, so its pid is the server's), in `cwd` (another checkout) if given. */
export async function startServer(entry: string, port: number, env: NodeJS.ProcessEnv, readyPath: string, cwd?: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd,
    // Two malloc arenas, as `npm start` sets (package.json): the shop as a user runs it.
    env: { MALLOC_ARENA_MAX: '2', ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A first start seeds the demo catalogue: seconds on a quiet machine, minutes on a busy one.
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}${readyPath}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not start within 600 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    child,
    url,
    rssMiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    stop() {
      return new Promise((resolve) => {
        // Already gone (a signal to the whole process group reached it first).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
