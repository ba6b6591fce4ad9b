/**
 * `npm test`: unit and integration tests (Vitest; integration on PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL too) and end-to-end tests (Playwright driving
 * Debian's chromium against `npm start` on a fresh embedded database), the two runners side by
 * side, each line of their output marked with its runner. Ends with one line 'N passed, N failed'
 * over both runners.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureStorefrontBuilt } from '../src/server/cli/storefront-build';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './support/chromium';
import type { VitestOutcome } from './support/vitest-outcome-reporter';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/**
 * The tests drive Debian's chromium (the end-to-end run its headless shell: support/chromium.ts),
 * check the demo video that ffmpeg makes and run two shops behind haproxy; as root they are
 * installed with apt when missing, otherwise the message says how. CHROMIUM_PATH names another
 * browser for both.
 */
function ensureSystemPackages(): void {
  const ownBrowser = Boolean(process.env.CHROMIUM_PATH);
  const missing = [
    ownBrowser || existsSync(CHROMIUM_PATH) ? null : 'chromium',
    ownBrowser || existsSync(HEADLESS_SHELL_PATH) ? null : 'chromium-headless-shell',
    spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0 ? null : 'ffmpeg',
    // The scale-out test (PostgreSQL) puts two app servers behind haproxy.
    spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0 ? null : 'haproxy',
  ].filter((name): name is string => name !== null);
  if (missing.length === 0) return;
  if (process.getuid?.() === 0) {
    console.log(`Installing ${missing.join(', ')} from Debian for the tests (apt-get, about a minute)...`);
    if (run('apt-get', ['update', '-qq']) !== 0 || run('apt-get', ['install', '-y', '-qq', ...missing]) !== 0) {
      console.error(`Could not install ${missing.join(' and ')} with apt-get.`);
      process.exit(1);
    }
    return;
  }
  console.error(
    `The tests need ${missing.join(' and ')} (Debian packages). Install with\n` +
      `  sudo apt-get install -y ${missing.join(' ')}\n` +
      'then run npm test again (CHROMIUM_PATH may point at another Chromium binary).',
  );
  process.exit(1);
}

interface Counts {
  passed: number;
  failed: number;
}

/** What Vitest's outcome reporter (support/vitest-outcome-reporter.ts) wrote; a run that wrote nothing counts as one failure. */
function vitestOutcome(file: string): VitestOutcome {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VitestOutcome;
  } catch {
    return { passed: 0, failed: 1, failures: ['Vitest wrote no outcome (it stopped before the end of its run: see above)'], flaky: [] };
  }
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file?: string; tests: { projectName: string; status: string; results?: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Seconds spent per 'project > spec file' (every attempt counted), slowest first: where CI's minutes go. */
function slowestSpecs(suites: PlaywrightSuite[]): { file: string; seconds: number }[] {
  const totals = new Map<string, number>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const key = `${t.projectName} > ${spec.file ?? suite.file ?? suite.title}`;
        totals.set(key, (totals.get(key) ?? 0) + (t.results ?? []).reduce((sum, r) => sum + r.duration, 0));
      }
    }
    (suite.suites ?? []).forEach(visit);
  };
  suites.forEach(visit);
  return [...totals].map(([file, ms]) => ({ file, seconds: Math.round(ms / 100) / 10 })).sort((a, b) => b.seconds - a.seconds).slice(0, 12);
}

/**
 * 'file > describe > test [project]' of every test with that status: 'flaky' failed first and passed
 * on its retry (CI only), 'unexpected' failed.
 */
function testsWithStatus(status: 'flaky' | 'unexpected', suites: PlaywrightSuite[], trail: string[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((t) => t.status === status).map((t) => `${[...trail, suite.title, spec.title].join(' > ')} [${t.projectName}]`),
    ),
    ...testsWithStatus(status, suite.suites ?? [], [...trail, suite.title]),
  ]);
}

function playwrightCounts(file: string): Counts & { flaky: string[]; failures: string[]; slowest: { file: string; seconds: number }[] } {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
      suites: PlaywrightSuite[];
    };
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      flaky: testsWithStatus('flaky', report.suites),
      failures: testsWithStatus('unexpected', report.suites),
      slowest: slowestSpecs(report.suites),
    };
  } catch {
    return { passed: 0, failed: 1, flaky: [], failures: ['Playwright wrote no report (see above)'], slowest: [] };
  }
}

/**
 * The end-to-end run: one Playwright process, both projects one after the other, on one shop.
 * Running the phone and desktop projects side by side (each on its own shop) was tried for CI
 * time and was slower on 2 cores: two chromiums and two shops starved each other.
 */
const E2E_PORT = 3100;
const e2eReport = path.join(tmp, `playwright-${E2E_PORT}.json`);
const e2eData = path.join(tmp, `e2e-data-${E2E_PORT}`);

ensureSystemPackages();
const vitestOutcomeFile = path.join(tmp, 'vitest-outcome.json');
rmSync(vitestOutcomeFile, { force: true });
rmSync(e2eReport, { force: true });
// Fresh embedded databases for the shopper specs' shop and each staff project's (support/shops.ts).
for (const dir of [e2eData, `${e2eData}-phone-staff`, `${e2eData}-desktop-staff`]) rmSync(dir, { recursive: true, force: true });
// Built before the shop starts, so a stale build is rebuilt once, outside the e2e timeouts.
if (!ensureStorefrontBuilt()) {
  console.error('The storefront build failed; see above.');
  process.exit(1);
}

/**
 * A runner whose every output line is marked with its name (`[vitest] ...`), so that two runners
 * side by side stay readable; resolves to its exit status.
 */
function runMarked(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`[${name}] ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Vitest and Playwright run side by side (CI time): each leaves most of the 2 cores idle
 * alone (the integration files wait on their databases and SMTP, the end-to-end tests on chromium
 * and the shops): the last CI one after the other spent about 7 and 20 minutes in them, side by
 * side the stage took 12.6-13.1 minutes on a clean clone.
 * TESTS_ONE_AFTER_THE_OTHER=1 runs Vitest first and Playwright after it, as before.
 */
const vitestArgs = ['vitest', 'run', '--reporter=default', '--reporter=./tests/support/vitest-outcome-reporter.ts'];
const vitestEnv = { VITEST_OUTCOME_FILE: vitestOutcomeFile };
const playwrightArgs = ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'];
const playwrightEnv = { E2E_PORT: String(E2E_PORT), E2E_DATA_DIR: e2eData };
let vitestStatus: number;
let playwrightStatus: number;
if (process.env.TESTS_ONE_AFTER_THE_OTHER === '1') {
  vitestStatus = run('npx', vitestArgs, vitestEnv);
  playwrightStatus = run('npx', playwrightArgs, playwrightEnv);
} else {
  [vitestStatus, playwrightStatus] = await Promise.all([runMarked('vitest', 'npx', vitestArgs, vitestEnv), runMarked('e2e', 'npx', playwrightArgs, playwrightEnv)]);
}

const unitAndIntegration = vitestOutcome(vitestOutcomeFile);
const endToEnd = playwrightCounts(e2eReport);
const passed = unitAndIntegration.passed + endToEnd.passed;
const failed = unitAndIntegration.failed + endToEnd.failed + (vitestStatus !== 0 && unitAndIntegration.failed === 0 ? 1 : 0) + (playwrightStatus !== 0 && endToEnd.failed === 0 ? 1 : 0);
// Where the minutes went (CI time): the slowest files of each runner.
const slowLines = (list: { file: string; seconds: number }[]) => list.map(({ file, seconds }) => `  ${seconds.toFixed(1).padStart(7)} s  ${file}`).join('\n');
if (unitAndIntegration.slowest?.length) console.log(`\nslowest Vitest files (each file's own time; two run at once):\n${slowLines(unitAndIntegration.slowest)}`);
if (endToEnd.slowest.length) console.log(`\nslowest end-to-end spec files (their tests' time summed; three workers):\n${slowLines(endToEnd.slowest)}`);
// Named at the very end, where a log cut to its tail still shows them.
const flaky = [...unitAndIntegration.flaky.map((name) => `[vitest] ${name}`), ...endToEnd.flaky.map((name) => `[e2e] ${name}`)];
if (flaky.length) console.log(`\nflaky (failed, then passed on the retry; fix these):\n${flaky.map((name) => `  - ${name}`).join('\n')}`);
const failures = [...unitAndIntegration.failures.map((name) => `[vitest] ${name}`), ...endToEnd.failures.map((name) => `[e2e] ${name}`)];
if (failures.length) console.log(`\nfailed:\n${failures.map((name) => `  - ${name}`).join('\n')}`);
console.log(
  `\nunit+integration: ${unitAndIntegration.passed} passed (${unitAndIntegration.flaky.length} of them on a retry), ${unitAndIntegration.failed} failed; ` +
    `end-to-end: ${endToEnd.passed} passed (${endToEnd.flaky.length} of them on a retry), ${endToEnd.failed} failed`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && vitestStatus === 0 && playwrightStatus === 0 ? 0 : 1);
