import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SMTP_URL } from './support/mail-paths';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 3100);

// Debian's chromium, never a downloaded browser (this machine cannot download one).
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: '.',
  // Per port, so that a second run on another port (E2E_PORT) keeps its own results.
  outputDir: path.join(root, `test-results/e2e-${port}`),
  fullyParallel: false,
  workers: 1,
  retries: 0,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunch } },
    // The print-font check runs on the phone only: a phone is where shoppers type Hindi and emoji,
    // and the fonts and print files are the same on both.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch }, testIgnore: /studio-fonts\.spec\.ts$/ },
  ],
  // The real start command on a fresh embedded database: what a new user gets from `npm start`.
  webServer: {
    command: 'npx tsx src/server/cli/start.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(root, '.tmp/e2e-data'),
      LOG_LEVEL: 'warn',
      SMTP_URL: E2E_SMTP_URL,
      // Every test shopper signs up from 127.0.0.1: one address for a whole run's accounts.
      OTP_PER_IP_PER_HOUR: '1000',
    },
  },
});
