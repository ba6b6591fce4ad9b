import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { Design } from '../../src/engine/model/design';
import { unwrap } from '../../src/api/client';
import { shopApi } from './support/api';
import { signUpThroughApi } from './support/session';

const DRAFT_KEY = 'bhopal-threads.studio.draft';
const PRINT_PER_SIDE = 249;

const inr = (rupees: number) => `₹${Math.floor(rupees).toLocaleString('en-IN')}`;

async function draft(page: Page): Promise<Design> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);
  expect(raw).toBeTruthy();
  return JSON.parse(raw as string) as Design;
}

/** The blank garment's price in the draft's colour, as the shop lists it. */
async function garmentPrice(page: Page, design: Design): Promise<number> {
  const colours = await unwrap(shopApi(page.request).GET('/customized/getImage', { params: { query: { types: design.garment } } }));
  const colour = colours.find((entry) => entry.color === design.color);
  expect(colour).toBeTruthy();
  return colour!.price;
}

test('a custom design reaches the cart at the studio price and is ordered with COD; My Orders shows its preview', async ({ page }) => {
  await page.goto('/customized');
  await expect(page.locator('[data-testid="design-stage"] canvas').first()).toBeVisible();
  await page.getByLabel('Your text').fill('Bhopal Threads');
  const garment = await garmentPrice(page, await draft(page));

  // The studio shows garment + print per printed side, and follows the design.
  const price = page.getByTestId('studio-price');
  await expect(price).toContainText(inr(garment + PRINT_PER_SIDE));
  await expect(price).toContainText(`${inr(garment)} garment + ${inr(PRINT_PER_SIDE)} × 1 printed side`);

  // A visitor is asked to log in; the draft survives the login.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const popup = page.getByRole('dialog', { name: 'Log In or Register' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await signUpThroughApi(page);
  await page.reload();
  await expect(page.getByLabel('Your text')).toHaveValue('Bhopal Threads');

  await page.getByRole('group', { name: 'Side' }).getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: /^Add graphic / }).first().click();
  const total = garment + 2 * PRINT_PER_SIDE;
  await expect(price).toContainText(inr(total));
  await expect(price).toContainText('× 2 printed sides');

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product added to cart successfully' })).toBeVisible();
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  const line = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem').filter({ hasText: 'Custom T-Shirt' });
  await expect(line).toHaveCount(1);
  const design = await draft(page);
  await expect(line).toContainText(`Colour: ${design.color} · Printed: front and back`);
  await expect(line.getByRole('combobox', { name: /^Size of/ })).toHaveValue(design.size);
  await expect(line).toContainText(inr(total));
  const preview = line.getByRole('img', { name: /^Your design on a / });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Checkout all' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  const toOrder = page.getByRole('list', { name: 'Products to order' }).getByRole('listitem').filter({ hasText: 'Custom T-Shirt' });
  await toOrder.getByLabel('Quantity').selectOption('2');
  const payable = total * 2 + (total * 2 < 999 ? 49 : 0);
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(payable));
  await page.getByLabel('Pincode').fill('462011');
  await expect(page.getByText('Delivery is available at this pincode.')).toBeVisible();
  await expect(page.getByText('Finding your city and state...')).toHaveCount(0);
  if ((await page.getByLabel('City').inputValue()) === '') await page.getByLabel('City').fill('Bhopal');
  if ((await page.getByLabel('State').inputValue()) === '') await page.getByLabel('State').fill('Madhya Pradesh');
  await page.getByLabel('Cash on Delivery').check();
  await page.getByRole('button', { name: 'Pay on Delivery' }).click();

  await expect(page).toHaveURL(/\/user-orders\?placed=BT[0-9A-Z-]+$/);
  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
  await expect(order).toContainText('Custom T-Shirt');
  await expect(order).toContainText('COD pending');
  await expect(order.getByText('Quantity', { exact: true }).locator('..')).toContainText('2');
  // The one line of this checkout carries its delivery charge.
  await expect(order.getByText('Total amount', { exact: true }).locator('..')).toContainText(inr(payable));
  const ordered = order.getByRole('img', { name: /^Your design on a / });
  await expect(ordered).toBeVisible();
  await expect.poll(() => ordered.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  // The cart no longer holds the ordered design.
  const cart = (await shopApi(page.request).GET('/cart/getusercart')).data!;
  expect(cart.data.designs).toEqual([]);
});

test("the cart's Edit design opens that design in the studio, and Add to cart updates the same line", async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/customized');
  await expect(page.locator('[data-testid="design-stage"] canvas').first()).toBeVisible();
  await page.getByLabel('Your text').fill('First edition');
  const garment = await garmentPrice(page, await draft(page));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product added to cart successfully' })).toBeVisible();

  // Another browser's studio: nothing of the design is left in this one's storage.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem').filter({ hasText: 'Custom T-Shirt' });
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText('Printed: front');
  await lines.getByRole('link', { name: /^Edit design/ }).click();

  await expect(page).toHaveURL(/\/customized\/tshirt$/);
  await expect(page.getByLabel('Your text')).toHaveValue('First edition');
  await page.getByLabel('Your text').fill('Second edition');
  await page.getByRole('group', { name: 'Side' }).getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: /^Add graphic / }).first().click();
  await expect(page.getByTestId('studio-price')).toContainText(inr(garment + 2 * PRINT_PER_SIDE));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product added to cart successfully' })).toBeVisible();

  await page.goto('/cart');
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText('Printed: front and back');
  await expect(lines).toContainText(inr(garment + 2 * PRINT_PER_SIDE));
  const cart = (await shopApi(page.request).GET('/cart/getusercart')).data!;
  expect(cart.data.designs).toHaveLength(1);
  const saved = (await shopApi(page.request).GET('/designs/{designId}', { params: { path: { designId: cart.data.designs[0]!.designId } } })).data!;
  expect(JSON.stringify(saved.data.document)).toContain('Second edition');

  // A link to a design that is not the shopper's says so and leaves the studio usable.
  await page.goto('/customized/tshirt?design=0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f');
  await expect(page.getByRole('alert').filter({ hasText: 'This design could not be opened:' })).toBeVisible();
  await expect(page.locator('[data-testid="design-stage"] canvas').first()).toBeVisible();
  await expect(page).toHaveURL(/\/customized\/tshirt$/);
});
