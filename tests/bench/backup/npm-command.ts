import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface CommandRun {
  ms: number;
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run <script> -- <args>` in this checkout as a user would, with `env` over the bench's environment, and times it. */
export function runNpmScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<CommandRun> {
  const startedAt = performance.now();
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ ms: performance.now() - startedAt, code, stdout, stderr }));
  });
}
