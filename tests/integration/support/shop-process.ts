import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { ensureServerBuilt } from '../../../src/server/cli/server-build.mjs';
import { PGLITE_EXTENSIONS } from '../../../src/server/db/client';
import { REPO_ROOT } from './template';
import { currentTemplate, postgresTemplateCopy } from './template-copy';

export { freePort } from './free-port';

/**
 * The real server (src/server/main.ts) as its own process on a real port, for the tests that
 * kill it or run several side by side, and a cookie-keeping HTTP client that acts as a browser.
 */

let serverBuilt: Promise<string> | undefined;

/**
 * Starts the shop as `npm start` runs it (dist/server/main.mjs, the server's bundle, built once
 * per test run when stale: under tsx a start took twice the CPU) and waits for /healthz; throws
 * if it exits or is not up within `withinMs` (60 s).
 */
export async function startShopProcess(env: NodeJS.ProcessEnv, port: number, withinMs = 60_000): Promise<ChildProcess> {
  serverBuilt ??= ensureServerBuilt('main');
  const child = spawn(process.execPath, [path.relative(REPO_ROOT, await serverBuilt)], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (up) return child;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the shop did not start within ${withinMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A shop process whose output is kept: what it has written so far, and a stop that waits for its exit. */
export interface LoggedShop {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** SIGTERM, then its exit. */
  stop(): Promise<void>;
}

/**
 * Starts the shop with `args` after node (the bundle or `--import tsx src/server/main.ts`), its
 * output kept, and resolves once it logs 'Shop ready at' (LOG_LEVEL info in `env`); throws with
 * what it wrote if it exits first or is not ready within `withinMs`.
 */
export async function startLoggedShop(args: string[], env: NodeJS.ProcessEnv, withinMs: number): Promise<LoggedShop> {
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const shop: LoggedShop = {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + withinMs;
  while (!stdout.includes('Shop ready at')) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}:\n${stdout}\n${stderr}`);
    if (Date.now() > deadline) {
      await shop.stop();
      throw new Error(`the shop was not ready within ${withinMs / 1000} s:\n${stdout}\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return shop;
}

/** SIGKILL, as a crashed machine or an OOM kill would: no shutdown hook runs. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/**
 * A copy of the seeded template for a server process: on PostgreSQL a new database (its URL),
 * on PGlite a data folder in `dataDir` (main.ts opens DATA_DIR/pglite).
 */
export async function templateCopyFor(dataDir: string): Promise<{ env: NodeJS.ProcessEnv; drop: () => Promise<void> }> {
  if (inject('dbKind') === 'postgres') {
    const copy = await postgresTemplateCopy();
    return { env: { DATABASE_URL: copy.url }, drop: copy.drop };
  }
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([await readFile(currentTemplate().pgliteDump)]), extensions: PGLITE_EXTENSIONS });
  await client.close();
  return { env: {}, drop: async () => {} };
}

export interface Answer {
  status: number;
  // Tests read answers loosely; the contract tests assert shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

/**
 * One browser against a real server: keeps cookies, echoes XSRF-TOKEN in X-XSRF-TOKEN on
 * writes, sends JSON or a FormData (multipart) body. `headers` go with every request (the
 * scale-out test's proxy reads its routing header from them).
 */
export function httpShopper(base: string, headers: Record<string, string> = {}, options: { localAddress?: string } = {}) {
  const cookies = new Map<string, string>();
  const send = options.localAddress ? fromAddress(options.localAddress) : fetch;
  const call = async (method: string, url: string, body?: unknown, extra: Record<string, string> = {}): Promise<Answer> => {
    if (method !== 'GET' && !cookies.has('XSRF-TOKEN')) await call('GET', '/auth/verify');
    const form = body instanceof FormData;
    const response = await send(`${base}${url.startsWith('/api/') ? url : `/api/api/v1${url}`}`, {
      method,
      headers: {
        ...headers,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
        ...(method !== 'GET' && cookies.has('XSRF-TOKEN') ? { 'x-xsrf-token': cookies.get('XSRF-TOKEN')! } : {}),
        ...extra,
      },
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const value = pair!.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(pair!.slice(0, at));
      else cookies.set(pair!.slice(0, at), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (a file): the text is kept
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  return {
    cookies,
    call,
    get: (url: string, extra?: Record<string, string>) => call('GET', url, undefined, extra),
    post: (url: string, body?: unknown, extra?: Record<string, string>) => call('POST', url, body, extra),
    /** The raw bytes of a GET (stored files). */
    async bytes(url: string, extra: Record<string, string> = {}) {
      const response = await send(`${base}/api/api/v1${url}`, { headers: { ...headers, ...extra } });
      return { status: response.status, body: Buffer.from(await response.arrayBuffer()), headers: response.headers };
    },
  };
}

/**
 * fetch from one local address (127.0.0.0/8 is all loopback on Linux): a shopper on another
 * network, as a load balancer sees it. node:http, as fetch cannot choose its source address.
 */
function fromAddress(localAddress: string) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    // A Request serialises the body (JSON text or a multipart FormData) and gives its content type.
    const prepared = new Request(url, init);
    const body = init.body === undefined ? null : Buffer.from(await prepared.arrayBuffer());
    const sent: Record<string, string> = {};
    prepared.headers.forEach((value, name) => (sent[name] = value));
    return new Promise((resolve, reject) => {
      const request = http.request(url, { method: prepared.method, headers: sent, localAddress }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          const received = new Headers();
          for (let i = 0; i < answer.rawHeaders.length; i += 2) received.append(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
          const status = answer.statusCode ?? 502;
          resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: received }));
        });
      });
      request.on('error', reject);
      request.end(body ?? undefined);
    });
  };
}

export type HttpShopper = ReturnType<typeof httpShopper>;
