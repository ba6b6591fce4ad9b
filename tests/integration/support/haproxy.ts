import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/**
 * Debian's haproxy in front of app servers on loopback, as a deployment would run it: round
 * robin, no sticky sessions, health checks on GET /healthz, X-Forwarded-For appended (never
 * replaced, so a shopper's own X-Forwarded-For stays to the left of what haproxy saw). It
 * connects to the servers from `sourceAddress` (a loopback address of its own, 127.0.0.2), so
 * the servers can trust that address (TRUST_PROXY) and no other, while test clients connect
 * from other loopback addresses (127.0.0.0/8 is all loopback on Linux) and look like shoppers
 * on different networks.
 *
 * For tests that must reach one server, `x-route-to: <name>` picks it while it is up (haproxy's
 * use-server; a down one is skipped); every answer says which server made it in `x-served-by`.
 * A connection that fails (a server stopping) is retried on another server: the request never
 * reached the first, so this is safe for a POST too. One connection per request to the servers
 * (http-server-close), so a server closing an idle kept-alive connection never races a request.
 * Port: HAPROXY_TEST_PORT, or a free one.
 */
export async function startHaproxy(servers: { name: string; port: number }[], sourceAddress = '127.0.0.2') {
  if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status !== 0) {
    throw new Error('haproxy is not installed: apt-get install -y haproxy (.ci/run and npm test install it as root).');
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-haproxy-'));
  const port = Number(process.env.HAPROXY_TEST_PORT) || (await freePort());
  const config = [
    'global',
    '  maxconn 2000',
    // One line per request on stderr (kept by the handle's log()), with how each one ended.
    '  log stderr format raw local0 info',
    'defaults',
    '  log global',
    '  option httplog',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  option forwardfor',
    '  option http-server-close',
    '  retries 3',
    '  option redispatch 1',
    'frontend shop',
    `  bind 127.0.0.1:${port}`,
    '  http-request set-header X-Forwarded-Proto http',
    '  default_backend apps',
    'backend apps',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    '  http-response set-header x-served-by %s',
    ...servers.map(({ name }) => `  use-server ${name} if { req.hdr(x-route-to) -m str ${name} }`),
    // A check every 500 ms (200 ms while a server's state is changing), two failures to take a
    // server out, one success to take it back; a check may take 3 s (a busy machine is slow, not down).
    '  timeout check 3s',
    `  default-server check inter 500 fastinter 200 fall 2 rise 1 source ${sourceAddress}`,
    ...servers.map(({ name, port: serverPort }) => `  server ${name} 127.0.0.1:${serverPort}`),
    '',
  ].join('\n');
  const file = path.join(folder, 'haproxy.cfg');
  await writeFile(file, config);
  const check = spawnSync('haproxy', ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its config: ${check.stderr}`);
  // -db: stay in the foreground, so the test owns the process and its exit.
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-200_000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  // Up when every server has answered through it at least once (its health checks passed).
  const seen = new Set<string>();
  while (seen.size < servers.length) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}: ${errors}`);
    if (Date.now() > deadline) throw new Error(`haproxy did not reach every server within 20 s (saw ${[...seen].join(', ') || 'none'}): ${errors}`);
    for (const { name } of servers) {
      const answer = await fetch(`${base}/healthz`, { headers: { 'x-route-to': name } }).catch(() => null);
      if (answer?.ok && answer.headers.get('x-served-by') === name) seen.add(name);
      await answer?.arrayBuffer();
    }
    if (seen.size < servers.length) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    port,
    config,
    /** haproxy's log lines so far (the last 200 KB): a request per line, with its termination state. */
    log: () => errors.split('\n'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
