import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
const base = 'http://127.0.0.1:3930';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const email = `look${Date.now()}@example.in`;
execFileSync('npm', ['run', '-s', 'create-admin', '--', '--email', email, '--password', 'Staff@1234'], { env: { ...process.env, DATA_DIR: '/tmp/look-edit' }, stdio: 'inherit' });
for (const [label, opts] of [['phone', { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true }], ['desktop', { viewport: { width: 1366, height: 900 } }]]) {
  const page = await browser.newPage(opts);
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(base + '/login?redirect=/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Staff@1234');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.goto(base + '/admin?view=products');
  await page.getByRole('link', { name: /^Edit / }).first().click();
  await page.getByRole('heading', { name: 'Edit product', level: 1 }).waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/look-edit-${label}.png`, fullPage: true });
  await page.goto(base + '/admin?view=studio');
  await page.getByRole('button', { name: /^Edit / }).first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/look-garment-${label}.png` });
  await page.close();
}
await browser.close();
