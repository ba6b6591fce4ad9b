import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect } from './test';
import { createAdmin, currentShop } from './shops';

/** The password of every staff account the specs make. */
export const STAFF_PASSWORD = 'Staff@1234';
let counter = 0;

/**
 * A new staff account (through create-admin, as the owner would) signed in on `page` through the
 * login form, which then opens `redirect`; answers its e-mail. `prefix` names the spec in the address.
 */
export async function signInNewStaff(page: Page, prefix: string, redirect = '/admin'): Promise<string> {
  const email = `${prefix}${Date.now()}${counter++}@example.in`;
  await createAdmin(currentShop(), email, STAFF_PASSWORD);
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  return email;
}

/**
 * A staff member signed in on a page of their own, on the project's device (viewport, touch), beside
 * the shopper's page: /admin opens on the owner's dashboard (issue 25).
 */
export async function staffPage(browser: Browser, testInfo: TestInfo, prefix: string): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signInNewStaff(page, prefix);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  return page;
}
