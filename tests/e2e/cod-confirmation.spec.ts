import { unwrap } from '../../src/api/client';
import { shopApi } from './support/api';
import { waitForMail } from './support/mail';
import { apiPost, signUpThroughApi } from './support/session';
import { signInNewStaff } from './support/staff';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Issue 24: a custom design ordered with Cash on Delivery waits for the shopper's confirmation
 * (the shop's default rule); the mailed link confirms it with one tap, and only then do staff
 * get its print files. Runs on the shopper shop with its default COD rules (no settings changed).
 */
/** A custom design in the cart, ordered with COD at checkout: it waits for confirmation. */
async function placeDesignCod(page: Page) {
  const { email } = await signUpThroughApi(page);
  const colours = await unwrap(shopApi(page.request).GET('/customized/getImage', { params: { query: { types: 'tshirt' } } }));
  const document = {
    version: 1,
    garment: 'tshirt',
    color: colours[0]!.color,
    size: 'L',
    sides: { front: [{ id: 'text-1', kind: 'text', content: 'Confirm me', color: '#ffffff', fontSize: 24, fontWeight: 'bold', fontStyle: 'normal', x: 300, y: 160, rotation: 0, width: 600 }], back: [] },
  };
  const saved = await apiPost(page, '/designs', { document });
  expect(saved.ok(), await saved.text()).toBe(true);
  const designId = ((await saved.json()) as { data: { _id: string } }).data._id;
  expect((await apiPost(page, `/designs/${designId}/cart`, undefined)).ok()).toBe(true);

  await page.goto('/checkout/cart');
  await page.getByLabel('Pincode').fill('462011');
  await expect(page.getByText('Delivery is available at this pincode.')).toBeVisible();
  await expect(page.getByText('Finding your city and state...')).toHaveCount(0);
  // The offline directory filled them (no India Post in tests).
  await expect(page.getByLabel('City')).toHaveValue('Huzur');
  await expect(page.getByLabel('State')).toHaveValue('Madhya Pradesh');
  // The rule is explained before the button, in one sentence.
  await expect(page.getByTestId('cod-note')).toHaveText('Cash on Delivery is available for this order; confirm it from the link we e-mail you within 24 hours.');
  await page.getByLabel('Cash on Delivery').check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Pay on Delivery' }).click();

  await expect(page.getByText('Order placed successfully with COD.')).toBeVisible();
  await expect(page).toHaveURL(/\/user-orders\?placed=BT[0-9A-Z-]+$/);
  await expect(page.getByTestId('awaiting-confirmation')).toBeVisible();
  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
  await expect(order).toContainText('Awaiting confirmation');
  const trackingId = (await order.getByText(/^BT\d{6}-/).first().textContent())!.trim();

  return { email, since, order, trackingId };
}

test('a custom-design COD order waits for confirmation; the mailed link confirms it and staff then get its print files', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { email, since, trackingId } = await placeDesignCod(page);
  const mail = await waitForMail(email, since);
  expect(mail.subject).toMatch(/^Please confirm your Cash on Delivery order: BT/);
  const link = /https?:\/\/[^\s]*\/confirm-order\?token=[^\s]+|\/confirm-order\?token=[^\s]+/.exec(mail.text)![0];
  const path = link.replace(/^https?:\/\/[^/]+/, '');

  // Staff see the order, without print files while it waits.
  const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await staffContext.newPage();
  await signInNewStaff(staff, 'codstaff', '/admin?view=orders');
  await staff.getByLabel('Find an order', { exact: true }).fill(trackingId);
  await staff.getByRole('button', { name: 'Find' }).click();
  const row = staff.getByRole('listitem', { name: `Order ${trackingId}` });
  await expect(row.getByText(`${trackingId} · Awaiting confirmation`)).toBeVisible();
  await expect(row).toContainText('its print files come once the shopper confirms');
  await expect(row.getByRole('link', { name: /^Print file/ })).toHaveCount(0);

  // The shopper's one tap, from a browser without their session (a phone's mail app).
  const mailContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const mailPage = await mailContext.newPage();
  await mailPage.goto(path);
  await expect(mailPage).toHaveTitle(/Confirm your order/);
  await mailPage.getByRole('button', { name: 'Confirm my order' }).click();
  await expect(mailPage.getByText('Thank you: your Cash on Delivery order is confirmed.')).toBeVisible();
  // Once only.
  await mailPage.reload();
  await mailPage.getByRole('button', { name: 'Confirm my order' }).click();
  await expect(mailPage.getByRole('alert')).toHaveText('This order is already confirmed.');

  await page.reload();
  await expect(page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first()).toContainText('Processing');
  await staff.reload();
  await staff.getByLabel('Find an order', { exact: true }).fill(trackingId);
  await staff.getByRole('button', { name: 'Find' }).click();
  await expect(row.getByText(`${trackingId} · Processing`)).toBeVisible();
  await expect(row.getByRole('link', { name: 'Print file (front, 300 DPI)' })).toBeVisible();
  await staffContext.close();
  await mailContext.close();
});

test('the code from the mail, typed at the order in My Orders, confirms it; a wrong code says how many tries are left', async ({ page }) => {
  test.setTimeout(120_000);
  const { email, since, order } = await placeDesignCod(page);
  const mail = await waitForMail(email, since);
  const code = /Or enter this code at your order in My Orders: (\d{6})/.exec(mail.text)![1]!;
  const field = order.getByLabel('Code from your e-mail');
  await field.fill(code === '000000' ? '000001' : '000000');
  await order.getByRole('button', { name: 'Confirm order' }).click();
  await expect(order.getByRole('alert')).toHaveText('This code is not right. Please check the 6 digits in your e-mail (4 tries left).');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await order.getByRole('button', { name: 'Confirm order' }).click();
  await expect(order.getByRole('status').filter({ hasText: 'Thank you: your Cash on Delivery order is confirmed.' })).toBeVisible();
  await expect(order.getByText('Processing', { exact: true })).toBeVisible();
  await expect(order.getByLabel('Code from your e-mail')).toHaveCount(0);
});
