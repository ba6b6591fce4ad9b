import type { Browser, Page, TestInfo } from '@playwright/test';
import { API_BASE } from '../../../src/api/client';
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
 * the shopper's page: /admin opens on the owner's dashboard.
 */
export async function staffPage(browser: Browser, testInfo: TestInfo, prefix: string): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signInNewStaff(page, prefix);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  return page;
}

/** A photo for addProductThroughApi, with the focal point its crop is cut round (the middle when left out). */
export interface ApiProductPhoto {
  name: string;
  mimeType: string;
  buffer: Buffer;
  focal?: { x: number; y: number };
}

/**
 * A t-shirt with one colour (its sizes with their stock, its photos) added through the add-product
 * call with staff's session on `page` (its XSRF cookie sent back as the header); answers its id.
 */
export async function addProductThroughApi(
  page: Page,
  product: { name: string; description: string; tag: string; colour: string; sizes: [size: string, stock: number][]; photos: ApiProductPhoto[] },
): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    name: product.name,
    description: product.description,
    price: '999',
    discount: '10',
    finalPrice: '899',
    category: 'upperwear',
    subCategory: 't-shirt',
    returnPolicy: '7',
    codAvailable: 'true',
    'tags[]': product.tag,
    'variants[0][color]': product.colour,
  };
  product.sizes.forEach(([size, stock], i) => {
    multipart[`variants[0][sizes][${i}][size]`] = size;
    multipart[`variants[0][sizes][${i}][stock]`] = String(stock);
  });
  product.photos.forEach(({ focal, ...file }, i) => {
    multipart[`variants[0][images][${i}]`] = file;
    if (focal) {
      multipart[`variants[0][focal][${i}][x]`] = String(focal.x);
      multipart[`variants[0][focal][${i}][y]`] = String(focal.y);
    }
  });
  const answer = await page.request.post(`${API_BASE}/product/create`, { headers: { 'x-xsrf-token': token }, multipart });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { _id: string } }).data._id;
}
