import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, whenHydrated } from './support/test';
import { unwrap } from '../../src/api/client';
import { shopApi } from './support/api';
import { mailsSince, waitForMail } from './support/mail';
import { apiPost, signUpThroughApi } from './support/session';

const inr = (rupees: number) => `₹${Math.floor(rupees).toLocaleString('en-IN')}`;

/** `count` COD-able products, each with a colour that has size M in stock. */
async function codProducts(request: APIRequestContext, count: number) {
  const api = shopApi(request);
  const list = await unwrap(api.GET('/product/tags/{tag}', { params: { path: { tag: 'trending' }, query: { page: 1, limit: 8 } } }));
  const found: { product: { _id: string; name: string; finalPrice: number }; variant: { _id: string; color: string } }[] = [];
  for (const item of list.products) {
    const product = await unwrap(api.GET('/product/product/{productId}', { params: { path: { productId: item._id } } }));
    if (!product.codAvailable) continue;
    const variant = (product.variants as { _id: string; color: string; sizes: { size: string; stock: number }[] }[]).find((candidate) =>
      candidate.sizes.some((entry) => entry.size === 'M' && entry.stock >= 2),
    );
    if (variant) found.push({ product: product as { _id: string; name: string; finalPrice: number }, variant });
    if (found.length === count) return found;
  }
  throw new Error(`the seed has fewer than ${count} COD products with size M in stock`);
}

async function fillDelivery(page: Page) {
  await page.getByLabel('Pincode').fill('462011');
  await expect(page.getByText('Delivery is available at this pincode.')).toBeVisible();
  await expect(page.getByText('Finding your city and state...')).toHaveCount(0);
  if ((await page.getByLabel('City').inputValue()) === '') await page.getByLabel('City').fill('Bhopal');
  if ((await page.getByLabel('State').inputValue()) === '') await page.getByLabel('State').fill('Madhya Pradesh');
}

test('a checkout of two lines reads as one purchase: one number, a thank-you summary, grouped in My Orders, one mail naming both', async ({ page }) => {
  const { email } = await signUpThroughApi(page);
  const lines = await codProducts(page.request, 2);
  for (const { product, variant } of lines) {
    expect((await apiPost(page, '/cart/add', { productId: product._id, variantId: variant._id, size: 'M', quantity: 1 })).ok()).toBe(true);
  }
  await page.goto('/checkout/cart');
  await expect(page.getByRole('list', { name: 'Products to order' }).getByRole('listitem')).toHaveCount(2);
  await fillDelivery(page);
  const items = lines.reduce((sum, line) => sum + line.product.finalPrice, 0);
  const payable = items + (items < 999 ? 49 : 0);
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(payable));
  await page.getByLabel('Cash on Delivery').check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Pay on Delivery' }).click();

  // The spec's message and move to /user-orders, now with the purchase's number in the address.
  await expect(page).toHaveURL(/\/user-orders\?placed=BT[0-9A-Z-]+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Order placed successfully with COD.' })).toBeVisible();
  const number = new URL(page.url()).searchParams.get('placed')!;
  const thanks = page.getByTestId('thank-you');
  await expect(thanks.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(thanks).toContainText(`Order number ${number}`);
  await expect(thanks.getByRole('list', { name: 'Items in this order' }).getByRole('listitem')).toHaveCount(2);
  for (const { product, variant } of lines) await expect(thanks).toContainText(`${product.name} · ${variant.color} · Size M · Quantity 1`);
  await expect(page.getByTestId('thank-you-amount')).toHaveText(inr(payable));
  await expect(thanks).toContainText('462011');
  await expect(thanks).toContainText('Expected delivery');

  // My Orders: both lines under the one number.
  const group = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^Order number ${number} · 2 items`) }) });
  await expect(group.getByRole('list', { name: `Items of order ${number}` }).getByRole('listitem')).toHaveCount(2);

  // One mail for the purchase, naming both items, with its pictures inside the mail.
  const mail = await waitForMail(email, since);
  expect(mail.subject).toBe(`Order placed: ${number}`);
  for (const { product, variant } of lines) expect(mail.text).toContain(`${product.name}: Colour ${variant.color}, size M, quantity 1`);
  expect(mail.text).toContain(`/user-orders?placed=${number}`);
  const sources = [...mail.html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map((match) => match[1]!);
  expect(sources).toHaveLength(2);
  for (const src of sources) {
    expect(src).toMatch(/^cid:/);
    expect(mail.attachmentIds).toContain(src.slice(4));
  }
  // And no second mail for it: the shop's mail goes out in the order it was queued, so once a
  // later mail to the same address (one line cancelled) has arrived, any other would have too.
  const [line] = await unwrap(shopApi(page.request).GET('/order/getorderbyid'));
  const cancel = await shopApi(page.request).DELETE('/order/cancelOrder', { body: { orderId: line!._id, trackingId: line!.trackingId } });
  expect(cancel.response.ok).toBe(true);
  const cancelled = `Order cancelled: ${line!.trackingId}`;
  await expect.poll(async () => (await mailsSince(email, since)).map((caught) => caught.subject)).toContain(cancelled);
  expect((await mailsSince(email, since)).map((caught) => caught.subject).sort()).toEqual([cancelled, `Order placed: ${number}`].sort());
});

test("a failed online payment offers 'Try again'; paid then, My Orders opens with the thank-you summary of what was paid", async ({ page }) => {
  await signUpThroughApi(page);
  const [{ product, variant }] = (await codProducts(page.request, 1)) as [Awaited<ReturnType<typeof codProducts>>[number]];
  await page.goto(`/display/${product._id}/${variant._id}`);
  // The product page's scripts start once its photo is painted: a size tapped before hydration is lost.
  await whenHydrated(page);
  await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${product._id}/${variant._id}$`));
  await fillDelivery(page);
  await page.getByRole('button', { name: /^Pay Now ₹[\d,]+$/ }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\/TX[0-9A-F]+$/);
  const failedUrl = page.url();
  // The bank says no: the spec's message, and below it the way back to paying (COD too: this product allows it).
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(/\/status\/TX[0-9A-F]+\/[0-9a-f-]+$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong during payment processing.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay on delivery instead' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  // A new payment at the gateway for the same amount: the item and, below ₹999, the delivery charge (Buy Now pays it as the cart does).
  const paid = product.finalPrice + (product.finalPrice < 999 ? 49 : 0);
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\/TX[0-9A-F]+$/);
  expect(page.url()).not.toBe(failedUrl);
  await expect(page.getByTestId('sandbox-amount')).toHaveText(new RegExp(`^${inr(paid).replace(/[₹,]/g, '.')}`));
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/user-orders\?placed=BT[0-9A-Z-]+$/);
  const thanks = page.getByTestId('thank-you');
  await expect(thanks).toContainText(`Order number ${new URL(page.url()).searchParams.get('placed')}`);
  await expect(thanks).toContainText(`${product.name} · ${variant.color} · Size M · Quantity 1`);
  await expect(thanks).toContainText('Amount paid');
  await expect(page.getByTestId('thank-you-amount')).toHaveText(inr(paid));
});
