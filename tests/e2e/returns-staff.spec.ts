import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { apiPost, signUpThroughApi } from './support/session';
import { staffPage } from './support/staff';
import { codLineInSizeM, codOrderOf, type CodLine } from './support/cod-line';

// A staff spec (the file name ends in staff.spec.ts): it runs on the staff projects' own shops,
// since staff move orders that the other specs do not expect to move.

/** A COD order of one unit placed by the page's shopper; its tracking id. */
async function placeOrder(page: Page, line: CodLine): Promise<string> {
  const cod = await apiPost(page, '/order/cod', codOrderOf(line, 'ravi@example.in'));
  expect(cod.ok(), await cod.text()).toBe(true);
  return ((await cod.json()) as { data: { trackingId: string } }).data.trackingId;
}

/** A staff member signed in on a page of their own (same device as the project), on the owner's dashboard. */
async function dashboardStaffPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const page = await staffPage(browser, testInfo, 'returns-staff');
  // The order this spec has just placed is among today's sales and what waits to ship (other staff
  // specs add theirs on this shop too).
  await expect(page.getByRole('region', { name: 'Today' })).toContainText(/[1-9][\d,]* orders?/);
  const waiting = page.getByRole('region', { name: 'Waiting on you' });
  await expect(waiting.getByRole('listitem').filter({ hasText: 'To ship' })).toContainText(/[1-9]/);
  await expect(page.getByRole('link', { name: 'Add product' })).toHaveAttribute('href', '/admin?view=add');
  return page;
}

async function findOrder(staff: Page, trackingId: string) {
  await staff.goto('/admin?view=orders');
  await staff.getByLabel('Find an order', { exact: true }).fill(trackingId);
  await staff.getByRole('button', { name: 'Find' }).click();
  const row = staff.getByRole('listitem', { name: `Order ${trackingId}` });
  await expect(row).toBeVisible();
  return row;
}

async function deliver(staff: Page, trackingId: string) {
  const row = await findOrder(staff, trackingId);
  await row.getByRole('button', { name: 'Mark Shipped' }).click();
  await staff.getByRole('dialog', { name: /Mark order .* Shipped\?/ }).getByRole('button', { name: 'Yes, mark Shipped' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `Order ${trackingId} is now Shipped.` })).toBeVisible();
  await row.getByRole('button', { name: 'Mark Delivered' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `Order ${trackingId} is now Delivered.` })).toBeVisible();
}

/** Every picture here has loaded: return photos are private, so one the page may not read shows broken. */
async function expectPicturesLoaded(images: Locator) {
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }
}

const photo = async (hex: string, name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 900, height: 1200, channels: 3, background: hex } }).jpeg().toBuffer(),
});

test('a return with a reason and photos, refused by staff with a reason the shopper sees, asked again and accepted', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page);
  const line = await codLineInSizeM(page);
  const trackingId = await placeOrder(page, line);
  const staff = await dashboardStaffPage(browser, testInfo);
  await deliver(staff, trackingId);

  // The shopper's return form: the policy in words, a reason required, photos optional.
  await page.goto('/user-orders');
  const mine = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').filter({ hasText: trackingId });
  await mine.getByRole('button', { name: 'Return' }).click();
  const form = mine.getByRole('form', { name: 'Return this order' });
  await expect(form).toContainText('Returns are accepted within 7 days of delivery.');
  await expect(form.getByRole('link', { name: 'Read the Cancellation and Returns policy' })).toHaveAttribute('href', '/return-cancellation');
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please choose why you are returning this order.');
  await expect(form.getByRole('group', { name: 'Why are you returning it?' })).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Arrived damaged or defective').check();
  await form.getByLabel(/Anything else we should know/).fill('The seam at the left sleeve is torn.');
  await form.getByLabel(/^Photos/).setInputFiles([await photo('#aa3344', 'sleeve.jpg'), await photo('#3344aa', 'label.jpg')]);
  await expect(form.getByRole('list', { name: 'Photos to send' }).getByRole('listitem')).toHaveCount(2);
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(mine.getByRole('status').filter({ hasText: 'Your return request has been placed.' })).toBeVisible();
  await expect(mine).toContainText('Return requested');
  const request = mine.getByRole('region', { name: 'Return request' });
  await expect(request).toContainText('We have your return request and will check it soon.');
  await expect(request).toContainText('Arrived damaged or defective');
  await expect(request.getByRole('img')).toHaveCount(2);
  await expectPicturesLoaded(request.getByRole('img'));

  // Staff decide by what the shopper said and showed: a refusal needs a reason.
  const row = await findOrder(staff, trackingId);
  const decision = row.getByRole('group', { name: `Return request of ${trackingId}` });
  await expect(decision).toContainText('Arrived damaged or defective');
  await expect(decision).toContainText('The seam at the left sleeve is torn.');
  await expect(decision.getByRole('img')).toHaveCount(2);
  await expectPicturesLoaded(decision.getByRole('img'));
  await expect(row.getByRole('button', { name: 'Mark Returned' })).toHaveCount(0);
  await decision.getByRole('button', { name: 'Refuse return' }).click();
  await decision.getByRole('button', { name: 'Refuse with this reason' }).click();
  await expect(decision.getByRole('alert')).toHaveText('Please say why the return is refused; the shopper reads it.');
  await decision.getByLabel(/Why is the return refused/).fill('The photos show a cut made after delivery.');
  await decision.getByRole('button', { name: 'Refuse with this reason' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Return refused.' })).toBeVisible();
  await expect(row).toContainText(`${trackingId} · Delivered`);

  // The shopper reads why, and may ask again within the window.
  await page.reload();
  await expect(request).toContainText('Return not accepted.');
  await expect(request).toContainText('Why: The photos show a cut made after delivery.');
  await expect(mine).toContainText('Delivered');
  await mine.getByRole('button', { name: 'Return' }).click();
  await form.getByLabel('Wrong size or fit').check();
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(request).toContainText('Wrong size or fit');

  const again = await findOrder(staff, trackingId);
  await again.getByRole('group', { name: `Return request of ${trackingId}` }).getByRole('button', { name: 'Accept return' }).click();
  await staff.getByRole('dialog', { name: /Accept the return of order/ }).getByRole('button', { name: 'Yes, accept the return' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Return accepted. The order is now Returned.' })).toBeVisible();
  await page.reload();
  await expect(mine).toContainText('Returned');
  await expect(request).toContainText('Return accepted.');
  await staff.context().close();
});

test("a review by a shopper who received the product says 'Verified buyer'; one by a shopper who did not, does not", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page);
  const line = await codLineInSizeM(page);
  const trackingId = await placeOrder(page, line);
  const staff = await dashboardStaffPage(browser, testInfo);
  await deliver(staff, trackingId);

  await page.goto(`/display/${line.productId}/${line.variantId}`);
  const words = `Fits true to size, soft cotton. ${Date.now()}`;
  await page.getByLabel('Your review').fill(words);
  await page.getByRole('radio', { name: /^4 stars?$/ }).check({ force: true });
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review added successfully!')).toBeVisible();
  const review = page.getByRole('article').filter({ hasText: words });
  await expect(review).toContainText('Verified buyer');

  // Staff (a signed-in account that never received it) may review too, without the mark.
  const staffWords = `Stocked this one in our store. ${Date.now()}`;
  await staff.goto(`/display/${line.productId}/${line.variantId}`);
  await staff.getByLabel('Your review').fill(staffWords);
  await staff.getByRole('button', { name: 'Submit Review' }).click();
  await expect(staff.getByText('Review added successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: staffWords })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: staffWords })).not.toContainText('Verified buyer');
  await expect(page.getByRole('article').filter({ hasText: words })).toContainText('Verified buyer');
  await staff.context().close();
});
