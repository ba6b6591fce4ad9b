import type { Page, TestInfo } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from './support/test';
import { apiPost, signUpThroughApi } from './support/session';
import { staffPage } from './support/staff';
import { codLineInSizeM, codOrderOf } from './support/cod-line';
import { E2E_COURIER_TOKEN } from './support/courier';

// A staff spec (the file name ends in staff.spec.ts): it runs on the staff projects' own shops.

async function pdfText(file: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(file)) }).promise;
  const items = (await (await pdf.getPage(1)).getTextContent()).items;
  await pdf.destroy();
  return items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ');
}

/** Screens to look at by eye: only when LOOK names a folder. */
const look = async (page: Page, testInfo: TestInfo, name: string) => {
  if (process.env.LOOK) await page.screenshot({ path: `${process.env.LOOK}/${testInfo.project.name.replace(' ', '-')}-${name}.png`, fullPage: true });
};

test('staff create the shipment and print its label; the courier delivers it; the shopper follows the timeline and can return it; the public tracking page shows the journey', async ({ page, browser }, testInfo) => {
  // Three pages (shopper, staff, a visitor) and a PDF: longer than one page's flow.
  test.setTimeout(180_000);
  const { email } = await signUpThroughApi(page);
  const line = await codLineInSizeM(page);
  const cod = await apiPost(page, '/order/cod', codOrderOf(line, email));
  expect(cod.ok(), await cod.text()).toBe(true);
  const { trackingId } = ((await cod.json()) as { data: { trackingId: string } }).data;

  const staff = await staffPage(browser, testInfo, 'ship-staff');
  await staff.goto('/admin?view=orders');
  await staff.getByLabel('Find an order', { exact: true }).fill(trackingId);
  await staff.getByRole('button', { name: 'Find' }).click();
  const row = staff.getByRole('listitem', { name: `Order ${trackingId}` });
  await expect(row.getByRole('button', { name: 'Mark Shipped' })).toBeVisible();
  await row.getByRole('button', { name: 'Create shipment' }).click();
  await expect(row.getByRole('status')).toContainText('The order is now Shipped and the shopper has been mailed.');
  const labelLink = row.getByRole('link', { name: /^Shipping label BTL\d{11} \(PDF\)$/ });
  await expect(labelLink).toBeVisible();
  const awb = (await labelLink.getAttribute('aria-label'))!.match(/BTL\d{11}/)![0];
  await look(staff, testInfo, 'staff-shipment');
  const [download] = await Promise.all([staff.waitForEvent('download'), labelLink.click()]);
  expect(download.suggestedFilename()).toBe(`label-${awb}.pdf`);
  const label = await pdfText(await download.path());
  expect(label).toContain(awb);
  expect(label).toContain(`Order ${trackingId}`);
  expect(label).toContain('COD: collect Rs');
  await staff.context().close();

  // The courier's webhooks, as Shiprocket posts them.
  const courier = (shipmentStatusId: number, status: string, at: string) =>
    page.request.post('/api/api/v1/courier/webhook', {
      headers: { 'x-api-key': E2E_COURIER_TOKEN },
      data: { awb, current_status: status, shipment_status_id: shipmentStatusId, current_timestamp: at, scans: [{ location: 'Bhopal Hub' }] },
    });
  const now = new Date(Date.now() + 330 * 60_000);
  // Courier times just after the shipment was made (its 'created' event is the shop's now).
  const stamp = (minutesAfter: number) => {
    const at = new Date(now.getTime() + minutesAfter * 60_000).toISOString();
    return `${at.slice(8, 10)} ${at.slice(5, 7)} ${at.slice(0, 4)} ${at.slice(11, 19)}`;
  };
  expect((await courier(17, 'OUT FOR DELIVERY', stamp(1))).ok()).toBe(true);
  const delivered = await courier(7, 'DELIVERED', stamp(2));
  expect(((await delivered.json()) as { data: { state: string } }).data.state).toBe('delivered');
  expect((await page.request.post('/api/api/v1/courier/webhook', { headers: { 'x-api-key': 'forged-token-0000' }, data: { awb, current_status: 'RTO', shipment_status_id: 9, current_timestamp: stamp(3) } })).status()).toBe(401);

  await page.goto('/user-orders');
  const mine = page.getByRole('listitem').filter({ hasText: trackingId });
  await expect(mine.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expect(mine.getByTestId('promised-delivery')).toHaveText(/^Delivery by \w{3}, \d{1,2} \w{3}$/);
  const timeline = mine.getByTestId('shipment-timeline');
  await expect(timeline).toContainText(`AWB ${awb}`);
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.getByRole('listitem').first()).toContainText('DELIVERED');
  await expect(timeline).toContainText('OUT FOR DELIVERY');
  await look(page, testInfo, 'my-orders-timeline');
  await expect(mine.getByRole('button', { name: 'Return' })).toBeEnabled();

  // The public tracking page, signed out in a fresh context.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const visitor = await (await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL })).newPage();
  await visitor.goto('/track');
  await expect(visitor).toHaveTitle(/Track your order/);
  await visitor.getByLabel('Order id').fill(trackingId);
  await visitor.getByLabel('E-mail or phone number').fill('someone-else@example.in');
  await visitor.getByRole('button', { name: 'Track' }).click();
  await expect(visitor.getByRole('alert')).toHaveText('No order matches this order id and e-mail address or phone number.');
  await visitor.getByLabel('E-mail or phone number').fill('98765 43210');
  await visitor.getByRole('button', { name: 'Track' }).click();
  const result = visitor.getByTestId('track-result');
  await expect(result).toContainText(`Order ${trackingId}: Delivered`);
  await expect(result.getByTestId('shipment-timeline')).toContainText(`AWB ${awb}`);
  await expect(result).not.toContainText('New Market');
  await look(visitor, testInfo, 'public-tracking');
  await visitor.context().close();
});
