import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SMTP_URL } from './support/mail-paths';
import { SHOPPER_SHOP, STAFF_SHOPS, type E2eShop } from './support/shops';
import { E2E_COURIER_TOKEN } from './support/courier';
import { CHROMIUM_ARGS, e2eChromiumPath } from '../support/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = SHOPPER_SHOP.port;

// Debian's chromium (its headless shell when installed), never a downloaded browser (this machine
// cannot download one).
export const chromiumLaunch = {
  executablePath: e2eChromiumPath(),
  args: CHROMIUM_ARGS,
};

const phone = { ...devices['Pixel 7'], launchOptions: chromiumLaunch };
const desktop = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch };
const STAFF_SPEC = /staff\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  // Per port, so that a second run on another port (E2E_PORT) keeps its own results.
  outputDir: path.join(root, `test-results/e2e-${port}`),
  // Three workers on one shop: a spec mostly waits on the page (a run on two workers used about a
  // third of 2 cores), while two shops and two Playwright runs side by side starved each other. Tests
  // in a file stay in order; each test signs up its own shopper. E2E_WORKERS=1 runs one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // In CI a failed test runs once more: a test that passes on its second try is reported as flaky
  // by name (tests/run.ts prints them) and counted, not hidden; one that fails twice fails the run.
  // Two CI runs were lost to one timing flake each on a shared 2-core machine. Locally: no retry.
  retries: process.env.CI ? 1 : 0,
  // A bound against hangs, not a speed check: on a busy 2-core machine the longest flows (sign-up,
  // checkout, back and forward, two accessibility scans, COD, cancel) took 34 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // A real SMTP server that catches the shop's mail (OTP codes) for the whole run.
  globalSetup: './support/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: path.join(root, `.tmp/playwright-${port}.json`) }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunch,
    // A trace records DOM snapshots and a screencast of every action: in CI only a failed test's
    // retry records one (a sixth of the run's browser and Playwright CPU); locally, with
    // no retries, every test records and a failed one keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The staff specs change what every shopper sees (new products and banners, hidden graphics, the
    // home video): each staff project has a shop of its own and starts first, beside the shopper
    // specs (listed first, so its long file is not the run's tail).
    { name: 'phone staff', use: { ...phone, baseURL: `http://127.0.0.1:${STAFF_SHOPS['phone staff'].port}` }, testMatch: STAFF_SPEC },
    { name: 'desktop staff', use: { ...desktop, baseURL: `http://127.0.0.1:${STAFF_SHOPS['desktop staff'].port}` }, testMatch: STAFF_SPEC },
    // studio-drag.spec.ts grabs layers with the mouse (a phone's finger drags only the selected one).
    // print-parity.spec.ts draws 300 DPI print files in the browser: the same on any screen, so once (desktop).
    { name: 'phone', use: phone, testIgnore: [STAFF_SPEC, /studio-drag\.spec\.ts$/, /print-parity\.spec\.ts$/] },
    // The print-font check runs on the phone only: a phone is where shoppers type Hindi and emoji,
    // and the fonts and print files are the same on both. studio-phone.spec.ts is the phone layout's.
    { name: 'desktop', use: desktop, testIgnore: [STAFF_SPEC, /studio-(fonts|phone)\.spec\.ts$/] },
  ],
  // The real start command on a fresh embedded database: what a new user gets from `npm start`.
  // Three shops: the shopper specs' and each staff project's own.
  webServer: [shopServer(SHOPPER_SHOP), shopServer(STAFF_SHOPS['phone staff']), shopServer(STAFF_SHOPS['desktop staff'])],
});

function shopServer(shop: E2eShop) {
  return {
    command: 'npm start',
    cwd: root,
    url: `http://127.0.0.1:${shop.port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(shop.port),
      HOST: '127.0.0.1',
      DATA_DIR: shop.dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: E2E_SMTP_URL,
      // Every test shopper signs up from 127.0.0.1: one address for a whole run's accounts.
      OTP_PER_IP_PER_HOUR: '1000',
      // The shop's own courier's status webhooks (shipments-staff.spec.ts posts them as the courier would).
      COURIER_WEBHOOK_TOKEN: E2E_COURIER_TOKEN,
      // The demo catalogue's images as the test templates drew them (drawn once per run of the suite).
      SEED_IMAGE_CACHE: process.env.SEED_IMAGE_CACHE ?? path.join(root, '.tmp/seed-images'),
    },
  };
}
