import { execFile } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiPost, signUpThroughApi } from './support/session';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PASSWORD = 'Staff@1234';
let counter = 0;

/**
 * `npm run create-admin` with the e2e shop's own settings. The shop holds its embedded
 * database while it runs, so the command hands the grant to it (signed with the data folder's secret).
 */
function createAdmin(email: string): Promise<string> {
  const env = {
    ...process.env,
    DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(root, '.tmp/e2e-data'),
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATABASE_URL: '',
  };
  return new Promise((resolve, reject) => {
    execFile(path.join(root, 'node_modules/.bin/tsx'), ['src/server/cli/create-admin.ts', '--email', email, '--password', PASSWORD, '--name', 'Neha'], { cwd: root, env, timeout: 30_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${stdout}${stderr}`)) : resolve(stdout.trim()),
    );
  });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

async function photo(hex: string, name: string) {
  const buffer = await sharp({ create: { width: 640, height: 800, channels: 3, background: hex } }).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function fillColour(page: Page, index: number, colour: string, sizes: [string, string][], files: Awaited<ReturnType<typeof photo>>[]) {
  const variant = page.getByTestId(`variant-${index}`);
  await variant.getByLabel('Colour', { exact: true }).fill(colour);
  for (const [size, stock] of sizes) {
    await variant.getByRole('checkbox', { name: size, exact: true }).check();
    await variant.getByLabel(`Stock of ${size}`, { exact: true }).fill(stock);
  }
  await variant.getByLabel('Images', { exact: true }).setInputFiles(files);
  await expect(variant.getByRole('list', { name: `Images of colour ${index + 1}` }).getByRole('listitem')).toHaveCount(files.length);
}

test('staff add a product with two colours and images, and find it on /new-arrivals', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `staff${Date.now()}${counter++}@example.in`;
  expect(await createAdmin(email)).toMatch(/^Created the staff account .* \(through the shop running at /);

  await page.goto('/login?redirect=/admin/rahul');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();

  // The spec's messages for an empty form.
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('name is required. Please fill the field.')).toBeVisible();
  await expect(page.getByText('images is required. Please add at least one image.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const name = `Upper Lake Tee ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Heavy cotton tee, printed in Bhopal.');
  await page.getByLabel('Price (M.R.P., ₹)', { exact: true }).fill('1299');
  await page.getByLabel('Discount (%)', { exact: true }).fill('20');
  await expect(page.getByLabel('Final price (₹)', { exact: true })).toHaveValue('1039');
  await page.getByLabel('Return policy (days)', { exact: true }).fill('7');
  await page.getByLabel('Category', { exact: true }).selectOption('upperwear');
  await page.getByLabel('Sub-category', { exact: true }).selectOption('oversize-t-shirt');
  await page.getByRole('checkbox', { name: 'newarrival' }).check();
  await fillColour(page, 0, 'Lake Blue', [['M', '5'], ['L', '3']], [await photo('#1f4e79', 'blue-front.jpg'), await photo('#2d6ea8', 'blue-back.jpg')]);
  await page.getByRole('button', { name: 'Add another colour' }).click();
  await fillColour(page, 1, 'Sand', [['XL', '2']], [await photo('#d8c3a5', 'sand.jpg')]);
  await page.getByLabel('Overview', { exact: true }).fill('An everyday oversize tee.');
  await page.getByLabel('Feature 1', { exact: true }).fill('Drop shoulder');
  await page.getByLabel('Material and care 1', { exact: true }).fill('100% cotton; machine wash cold');
  await page.getByLabel('Specification 1 name', { exact: true }).fill('Fit');
  await page.getByLabel('Specification 1 value', { exact: true }).fill('Oversize');

  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product successfully added!' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/new-arrivals');
  const card = page.getByRole('link', { name: new RegExp(name) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/display\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const [, , productId, variantId] = new URL(page.url()).pathname.split('/');

  // An order for it (cash on delivery, placed from the staff member's own account so that the run
  // needs no extra OTP sign-up); staff find it by tracking id and ship it.
  const order = { productId, variantId, quantity: 1, price: 1039, size: 'M' };
  const draft = { name: 'Ravi Sharma', email: 'ravi@example.in', phoneNumber: '9876543210', product: order, deliveryAddress: '4 New Market', pincode: '462011', city: 'Bhopal', state: 'Madhya Pradesh', totalAmount: 1039 };
  const cod = await apiPost(page, '/order/cod', draft);
  expect(cod.ok(), await cod.text()).toBe(true);
  const ordersOf = async () => {
    const data = (await (await page.request.get('/api/api/v1/order/getorderbyid')).json()).data;
    return (Array.isArray(data) ? data : data.orders) as { trackingId: string; status: string }[];
  };
  const trackingId = (await ordersOf())[0]!.trackingId;

  await page.goto('/admin/rahul?view=orders');
  await page.getByLabel('Tracking id', { exact: true }).fill(trackingId);
  await page.getByRole('button', { name: 'Find' }).click();
  const row = page.getByRole('listitem', { name: `Order ${trackingId}` });
  await expect(row).toContainText('Processing');
  await row.getByRole('button', { name: 'Mark Shipped' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${trackingId} is now Shipped.` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect((await ordersOf())[0]).toMatchObject({ trackingId, status: 'Shipped' });

  // The product list shows its stock per size and can hide it from the shop.
  await page.goto('/admin/rahul?view=products');
  await page.getByLabel('Search products by name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByLabel('M', { exact: true }).first()).toHaveValue('4');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const editForm = page.getByRole('form', { name: `Edit ${name}` });
  await editForm.getByLabel('Discount (%)', { exact: true }).fill('50');
  await expect(editForm.getByLabel('Final price (₹)', { exact: true })).toHaveValue('649.5');
  await editForm.getByRole('button', { name: 'Save details' }).click();
  await expect(editForm).toHaveCount(0);
  expect((await (await page.request.get(`/api/api/v1/product/product/${productId}`)).json()).data.finalPrice).toBe(649.5);
  await page.getByRole('button', { name: `Hide ${name}` }).click();
  await expect(page.getByRole('button', { name: `Show ${name}` })).toBeVisible();
  expect((await page.request.get(`/api/api/v1/product/product/${productId}`)).status()).toBe(404);

  // A new home banner goes last in the carousel.
  await page.goto('/admin/rahul?view=banners');
  const bannerText = `Winter drop ${Date.now()}`;
  await page.getByLabel('Image (wide, 1600x640 is best)', { exact: true }).setInputFiles(await photo('#0d3b43', 'winter.jpg'));
  await page.getByLabel('Text for screen readers', { exact: true }).fill(bannerText);
  await page.getByLabel('Link (a path in the shop)', { exact: true }).fill('/new-arrivals');
  await page.getByRole('button', { name: 'Add banner' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Banner added.' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `Banner ${bannerText}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const shown = (await (await page.request.get('/api/api/v1/banner')).json()).data as { alt: string }[];
  expect(shown.at(-1)?.alt).toBe(bannerText);
});

test('a shopper is refused: a Not allowed page, and 403 from the API', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/admin/rahul');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByText('This page is for shop staff only.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);

  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const refused = await page.request.post('/api/api/v1/product/create', { headers: { 'x-xsrf-token': token }, multipart: { name: 'Sneaky' } });
  expect(refused.status()).toBe(403);
});
