import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { unwrap } from '../../src/api/client';
import { shopApi } from './support/api';
import { apiPost, signUpThroughApi } from './support/session';
import { signInNewStaff } from './support/staff';
import { withDeliveryCharge } from './support/cod-line';
import { parseCsv } from '../support/csv';

// A staff spec (the file name ends in staff.spec.ts): it runs on the staff projects' own shops.
// The owner's day: staff find an order by the id the shopper quotes, cancel it only
// after confirming, and export the day's orders as a CSV that a spreadsheet reads.

interface Variant {
  _id: string;
  sizes: { size: string; stock: number }[];
}

/** The shopper's COD order of one unit: its id (the shopper sees '#' and its last 8 hex digits) and tracking id. */
async function placeOrder(page: Page) {
  const api = shopApi(page.request);
  const list = await unwrap(api.GET('/product/tags/{tag}', { params: { path: { tag: 'trending' }, query: { page: 1, limit: 8 } } }));
  for (const item of list.products) {
    const product = await unwrap(api.GET('/product/product/{productId}', { params: { path: { productId: item._id } } }));
    const variant = (product.variants as Variant[]).find((candidate) => candidate.sizes.some((entry) => entry.size === 'M' && entry.stock >= 2));
    if (!product.codAvailable || !variant) continue;
    const draft = {
      name: 'Kavya Jain',
      email: 'kavya@example.in',
      phoneNumber: '9812345670',
      product: { productId: product._id, variantId: variant._id, quantity: 1, price: product.finalPrice, size: 'M' },
      deliveryAddress: '7 Arera Colony',
      pincode: '462016',
      city: 'Bhopal',
      state: 'Madhya Pradesh',
      totalAmount: withDeliveryCharge(product.finalPrice),
    };
    const cod = await apiPost(page, '/order/cod', draft);
    expect(cod.ok(), await cod.text()).toBe(true);
    const data: unknown = await unwrap(api.GET('/order/getorderbyid'));
    const orders = (Array.isArray(data) ? data : (data as { orders: unknown[] }).orders) as { _id: string; trackingId: string; status: string }[];
    return orders[0]!;
  }
  throw new Error('the seed has no COD product with size M in stock');
}

test("staff find an order by the shopper's '#' id, cancel it after confirming, and export the orders as CSV", async ({ page, browser }, testInfo) => {
  await signUpThroughApi(page);
  const order = await placeOrder(page);
  const shopperSees = `#${order._id.replaceAll('-', '').slice(-8).toUpperCase()}`;
  // The id the shopper quotes is the one My Orders shows.
  await page.goto('/user-orders');
  await expect(page.getByText(`Order ID: ${shopperSees}`)).toBeVisible();

  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, acceptDownloads: true });
  const staff = await context.newPage();
  const email = await signInNewStaff(staff, 'owner-staff', '/admin?view=orders');
  await expect(staff.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();

  // As the shopper would read it out on the phone: lower case is found too.
  await staff.getByLabel('Find an order', { exact: true }).fill(shopperSees.toLowerCase());
  await staff.getByRole('button', { name: 'Find', exact: true }).click();
  const card = staff.getByRole('listitem', { name: `Order ID ${shopperSees}` });
  await expect(card).toBeVisible();
  await expect(staff.getByText('1 orders', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: '9812345670' })).toHaveAttribute('href', 'tel:+919812345670');

  // Cancel asks first; Go back leaves the order as it was.
  await card.getByRole('button', { name: 'Mark Cancelled' }).click();
  const dialog = staff.getByRole('dialog', { name: `Mark order ${shopperSees} Cancelled?` });
  await expect(dialog).toContainText('Its units go back on the shelf');
  await dialog.getByRole('button', { name: 'Go back' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Processing');
  await card.getByRole('button', { name: 'Mark Cancelled' }).click();
  await dialog.getByRole('button', { name: 'Yes, mark Cancelled' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `Order ${order.trackingId} is now Cancelled.` })).toBeVisible();
  await expect(card).toContainText('Cancelled');

  // The order page keeps who moved it and when.
  await card.getByRole('link', { name: `Order ID ${shopperSees}` }).click();
  const history = staff.getByRole('list', { name: 'Status moves' });
  await expect(history).toContainText('Placed (Processing)');
  await expect(history.getByRole('listitem').filter({ hasText: 'Processing → Cancelled' })).toContainText(email);

  // The export of today's orders, as Excel would open it.
  await staff.getByRole('link', { name: 'Back to orders' }).click();
  const downloading = staff.waitForEvent('download');
  await staff.getByRole('button', { name: 'Download orders (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(bytes.toString('utf8').slice(1));
  const header = rows[0]!;
  const row = rows.find((cells) => cells[0] === shopperSees);
  expect(row, `a row for ${shopperSees}`).toBeDefined();
  expect(row![header.indexOf('Status')]).toBe('Cancelled');
  expect(row![header.indexOf('Tracking id')]).toBe(order.trackingId);
  expect(row![header.indexOf('Phone')]).toBe('9812345670');
  await context.close();
});
