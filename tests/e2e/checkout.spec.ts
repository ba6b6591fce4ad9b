import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, whenHydrated } from './support/test';
import { unwrap } from '../../src/api/client';
import { shopApi } from './support/api';
import { apiPost, signUpThroughApi } from './support/session';

interface Variant {
  _id: string;
  color: string;
  sizes: { size: string; stock: number }[];
}

/** Serious or critical WCAG 2.1 AA violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** A COD-able product with a colour that has size M in stock. */
/**
 * The trending COD product colour with the most of size M in stock. Not the first with enough: the
 * three workers order from the same seed at once, and 'Checkout all' (two units) once met a colour
 * that had two left when it was chosen and one when the order was placed ('Sorry, only 1 left').
 */
async function buyableProduct(request: APIRequestContext) {
  const api = shopApi(request);
  const list = await unwrap(api.GET('/product/tags/{tag}', { params: { path: { tag: 'trending' }, query: { page: 1, limit: 8 } } }));
  let best: { product: { _id: string; name: string; finalPrice: number }; variant: Variant; stock: number } | null = null;
  for (const item of list.products) {
    const product = await unwrap(api.GET('/product/product/{productId}', { params: { path: { productId: item._id } } }));
    if (!product.codAvailable) continue;
    for (const variant of product.variants as Variant[]) {
      const stock = variant.sizes.find((entry) => entry.size === 'M')?.stock ?? 0;
      if (stock >= 2 && stock > (best?.stock ?? 0)) best = { product: product as { _id: string; name: string; finalPrice: number }, variant, stock };
    }
  }
  if (!best) throw new Error('the seed has no COD product with size M in stock');
  return { product: best.product, variant: best.variant };
}

const BHOPAL = { pincode: '462011', city: 'Bhopal', state: 'Madhya Pradesh' };

/** Product page: size M, Buy Now, then the checkout's delivery details (a Bhopal pincode unless told). */
async function checkoutFromProductPage(page: Page, where = BHOPAL) {
  const { product, variant } = await buyableProduct(page.request);
  await page.goto(`/display/${product._id}/${variant._id}`);
  // Buy Now is the app's: it carries the size in the history entry.
  await whenHydrated(page);
  await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${product._id}/${variant._id}$`));
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(product.name)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay Now ₹[\d,]+$/ })).toBeVisible();

  // Every required field says so; the alternative number is optional.
  await page.getByLabel('Name').fill('');
  await page.getByRole('button', { name: /^Pay Now/ }).click();
  await expect(page.locator('#checkout-name-error')).toHaveText('This field is required');
  await expect(page.locator('#checkout-pincode-error')).toHaveText('This field is required');
  await expect(page.locator('#checkout-alternativeNumber-error')).toHaveCount(0);

  await page.getByLabel('Name').fill('Ravi Sharma');
  await page.getByLabel('Pincode').fill(where.pincode);
  await expect(page.getByText('Delivery is available at this pincode.')).toBeVisible();
  await expect(page.getByText('Finding your city and state...')).toHaveCount(0);
  // The postal lookup cannot reach India Post from the test machine: the shopper types them.
  if ((await page.getByLabel('City').inputValue()) === '') await page.getByLabel('City').fill(where.city);
  if ((await page.getByLabel('State').inputValue()) === '') await page.getByLabel('State').fill(where.state);
  return { product, variant };
}

test('COD from the product page to My Orders, then Cancel', async ({ page }) => {
  await signUpThroughApi(page);
  const { product, variant } = await checkoutFromProductPage(page);
  // Back to the product and Forward again: what was typed is still there, the pincode checked again.
  await page.goBack();
  await expect(page).toHaveURL(/\/display\//);
  await page.goForward();
  await expect(page.getByLabel('Name')).toHaveValue('Ravi Sharma');
  await expect(page.getByLabel('Pincode')).toHaveValue('462011');
  await expect(page.getByLabel('City')).not.toHaveValue('');
  await expect(page.getByText('Delivery is available at this pincode.')).toBeVisible();
  await page.getByLabel('Cash on Delivery').check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Pay on Delivery' }).click();

  await expect(page).toHaveURL(/\/user-orders\?placed=BT[0-9A-Z-]+$/);
  await expect(page.getByText('Order placed successfully with COD.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
  await expect(order).toContainText('Processing');
  await expect(order).toContainText('COD pending');
  await expect(order).toContainText(variant.color);
  await expect(order).toContainText('462011');
  await expect(order.getByRole('heading')).toHaveText(/^Order ID: #[0-9A-F]{8}$/);

  await order.getByRole('button', { name: 'Cancel' }).click();
  await order.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(order.getByText('Your order has been cancelled.')).toBeVisible();
  await expect(order).toContainText('Cancelled');
  await expect(order.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  // Once the order is placed, the next checkout starts again from the profile.
  await page.goto(`/display/${product._id}/${variant._id}`);
  await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${product._id}/${variant._id}$`));
  await expect(page.getByLabel('Pincode')).toHaveValue('');
});

test('UPI on the sandbox gateway: the app first on a phone, a QR on a desktop; paid from the UPI app, the page moves on by itself', async ({ page, browser }, testInfo) => {
  await signUpThroughApi(page);
  await checkoutFromProductPage(page);
  await page.getByRole('button', { name: /^Pay Now ₹[\d,]+$/ }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\/TX[0-9A-F]+$/);
  const app = page.getByRole('link', { name: /^Pay ₹[\d,.]+ with a UPI app$/ });
  const qr = page.getByRole('img', { name: /^UPI QR code: ₹[\d,.]+ to Bhopal Threads$/ });
  await expect(app).toBeVisible();
  await expect(qr).toBeVisible();
  const [appBox, qrBox] = [(await app.boundingBox())!, (await qr.boundingBox())!];
  // A phone pays in its UPI app, so the app comes first; a desktop shows the QR to a phone first.
  if (testInfo.project.use.isMobile) expect(appBox.y).toBeLessThan(qrBox.y);
  else expect(qrBox.y).toBeLessThan(appBox.y);
  // The viewport as the shopper sees it (a full-page capture drops the phone's pointer emulation).
  await page.screenshot({ path: testInfo.outputPath('sandbox-upi.png') });

  // The page may move on (and alert) as soon as the payment is made: listened for before paying.
  const alerted = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  // Another phone opens the QR's request (the link's address) in its UPI app and pays.
  const phone = await browser.newContext({ isMobile: true, hasTouch: true, viewport: { width: 412, height: 915 } });
  const upiApp = await phone.newPage();
  await upiApp.goto((await app.getAttribute('href'))!);
  await expect(upiApp.getByText('Bhopal Threads (bhopalthreads@sandbox)')).toBeVisible();
  await upiApp.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(upiApp.getByRole('status')).toContainText('Paid.');
  await upiApp.screenshot({ path: testInfo.outputPath('sandbox-upi-app.png'), fullPage: true });
  await phone.close();

  // The gateway's page, watching, goes back to the shop, which confirms as after any payment.
  expect(await alerted).toBe("Order placed successfully! Please check your 'My Orders' list.");
  await expect(page).toHaveURL(/\/user-orders\?placed=BT[0-9A-Z-]+$/);
  await expect(page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first()).toContainText('Paid');
});

test('online payment through the sandbox gateway to My Orders, then Cancel: the refund shows there', async ({ page, context }) => {
  await signUpThroughApi(page);
  await checkoutFromProductPage(page);
  const payNow = page.getByRole('button', { name: /^Pay Now ₹[\d,]+$/ });
  const amount = (await payNow.textContent())!.replace('Pay Now ', '');
  await payNow.click();

  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\/TX[0-9A-F]+$/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText(new RegExp(`^${amount.replace(/[₹,]/g, '.')}`));
  const transactionId = page.url().split('/').at(-1)!;
  const orderId = (await page.locator('dd').first().textContent())!;

  // Before the shopper pays, the status page keeps confirming.
  const second = await context.newPage();
  await second.goto(`/status/${transactionId}/${orderId}`);
  await expect(second.getByText('Payment in Progress')).toBeVisible();
  await second.close();

  const alerted = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  expect(await alerted).toBe("Order placed successfully! Please check your 'My Orders' list.");
  await expect(page).toHaveURL(/\/user-orders\?placed=BT[0-9A-Z-]+$/);
  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
  await expect(order).toContainText('Paid');
  await expect(order).toContainText('Processing');

  // Cancelled after paying: the money goes back through the gateway, and My Orders says so.
  await order.getByRole('button', { name: 'Cancel' }).click();
  await order.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(order.getByText('Your order has been cancelled.')).toBeVisible();
  const refund = order.getByRole('region', { name: 'Refund' });
  await expect(refund).toContainText(/Refunded on \d{1,2} [A-Z][a-z]{2} 20\d\d/);
  await expect(refund).toContainText(`${amount} went back to the account you paid with.`);
  await expect(order).toContainText('Refunded');
});

/** The text of a PDF's first page, as pdfjs extracts it. */
async function pdfText(file: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(file)) }).promise;
  const items = (await (await pdf.getPage(1)).getTextContent()).items;
  await pdf.destroy();
  return items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

const rupees = (paise: number) => (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Where the goods go decides the tax (place of supply): IGST outside Madhya Pradesh, CGST + SGST inside it. */
const INVOICE_PLACES = [
  { city: 'Pune', pincode: '411001', state: 'Maharashtra', address: '14 FC Road, Shivajinagar', supply: 'Maharashtra (state code 27)', split: 'IGST' },
  { city: 'Bhopal', pincode: '462011', state: 'Madhya Pradesh', address: '12 MP Nagar, Zone 1', supply: 'Madhya Pradesh (state code 23)', split: 'CGST + SGST' },
] as const;

for (const place of INVOICE_PLACES) {
  test(`a shopper in ${place.city} downloads the tax invoice of a COD order from My Orders: ${place.split}, amounts to the paisa`, async ({ page }) => {
    await signUpThroughApi(page);
    const { product } = await checkoutFromProductPage(page, { pincode: place.pincode, city: place.city, state: place.state });
    await page.getByLabel('Delivery address').fill(place.address);
    const shown = (await page.getByRole('button', { name: /^Pay Now ₹[\d,]+$/ }).textContent())!;
    const totalPaise = Number(shown.replace(/[^\d]/g, '')) * 100;
    await page.getByLabel('Cash on Delivery').check();
    await page.getByRole('button', { name: 'Pay on Delivery' }).click();
    await expect(page).toHaveURL(/\/user-orders\?placed=/);

    const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
    const link = order.getByRole('link', { name: /^Download invoice BT\/\d{2}-\d{2}\/\d{6}$/ });
    const number = (await link.getAttribute('aria-label'))!.replace('Download invoice ', '');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${number.replaceAll('/', '-')}.pdf`);
    const text = await pdfText(await download.path());

    // Apparel up to Rs 2,500 taxable a piece is 5 %, above 18 %; each line's taxable value is its
    // inclusive price / (1 + rate) to the paisa, the tax the rest; a delivery charge is a line of
    // its own at the garment's rate. Inside Madhya Pradesh each line's tax is halved: CGST the
    // lower half, SGST the rest (the odd paisa).
    const pricePaise = Math.round(product.finalPrice * 100);
    const rate = pricePaise / 1.05 <= 250_000 ? 5 : 18;
    const lines = [pricePaise, totalPaise - pricePaise].filter((paise) => paise > 0);
    const taxableOf = (paise: number) => Math.round((paise * 100) / (100 + rate));
    const taxable = lines.reduce((sum, paise) => sum + taxableOf(paise), 0);
    const taxes =
      place.split === 'IGST'
        ? [totalPaise - taxable]
        : [lines.reduce((sum, paise) => sum + Math.floor((paise - taxableOf(paise)) / 2), 0), lines.reduce((sum, paise) => sum + Math.ceil((paise - taxableOf(paise)) / 2), 0)];
    for (const words of ['TAX INVOICE', number, `Place of supply: ${place.supply}`, ...place.split.split(' + '), rupees(taxable), ...taxes.map(rupees), rupees(totalPaise)]) {
      expect(text).toContain(words);
    }
    for (const absent of place.split === 'IGST' ? ['CGST', 'SGST'] : ['IGST']) expect(text).not.toContain(absent);
  });
}

test("'Checkout all' orders every cart line with its own size and quantity", async ({ page }) => {
  await signUpThroughApi(page);
  const { product, variant } = await buyableProduct(page.request);
  expect((await apiPost(page, '/cart/add', { productId: product._id, variantId: variant._id })).ok()).toBe(true);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout all' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  const line = page.getByRole('list', { name: 'Products to order' }).getByRole('listitem').first();
  await expect(page.getByText('Choose a size for every product.')).toBeVisible();
  await line.getByLabel('Size').selectOption('M');
  await line.getByLabel('Quantity').selectOption('2');
  // With the cart's delivery charge (₹49 below ₹999 of items by default).
  const items = Math.floor(product.finalPrice * 2);
  await expect(page.getByTestId('checkout-total')).toHaveText(new RegExp(`^₹${(items + (items < 999 ? 49 : 0)).toLocaleString('en-IN')}$`));
  await page.getByLabel('Pincode').fill('462011');
  await expect(page.getByText('Delivery is available at this pincode.')).toBeVisible();
  await expect(page.getByText('Finding your city and state...')).toHaveCount(0);
  if ((await page.getByLabel('City').inputValue()) === '') await page.getByLabel('City').fill('Bhopal');
  if ((await page.getByLabel('State').inputValue()) === '') await page.getByLabel('State').fill('Madhya Pradesh');
  await page.getByLabel('Cash on Delivery').check();
  await page.getByRole('button', { name: 'Pay on Delivery' }).click();
  await expect(page).toHaveURL(/\/user-orders\?placed=BT[0-9A-Z-]+$/);
  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
  await expect(order).toContainText('COD pending');
  await expect(order.getByText('Quantity', { exact: true }).locator('..')).toContainText('2');
});

test('Checkout all hydrates as the server drew it when its code arrives late, and a reloaded checkout keeps its size', async ({ page }) => {
  await signUpThroughApi(page);
  const { product, variant } = await buyableProduct(page.request);
  expect((await apiPost(page, '/cart/add', { productId: product._id, variantId: variant._id })).ok()).toBe(true);
  // The cart is in the server's page, and the page hydrates once the screen's code is in (the
  // router loads it first): the fixture fails the test on any hydration warning. The size is
  // chosen in the server's page before that code runs (a shopper on a slow phone): the choice
  // must be the line's, not only shown, once the page hydrates.
  let sizeChosen = () => {};
  const chosen = new Promise<void>((resolve) => (sizeChosen = resolve));
  await page.route('**/assets/cart-checkout-*.js', async (route) => {
    await chosen;
    await route.continue();
  });
  await page.goto('/checkout/cart');
  const line = page.getByRole('list', { name: 'Products to order' }).getByRole('listitem').first();
  await expect(line).toContainText(product.name);
  await line.getByLabel('Size').selectOption('M');
  sizeChosen();
  await expect(page.getByRole('button', { name: /^Pay Now ₹[\d,]+$/ })).toBeEnabled();
  await expect(line.getByLabel('Quantity')).toBeEnabled();

  // Buy Now's size rides in the history entry, which a reload keeps and the server never sees.
  await page.goto(`/display/${product._id}/${variant._id}`);
  // The product page's scripts start once its photo is painted: a size tapped before hydration is lost.
  await whenHydrated(page);
  await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${product._id}/${variant._id}$`));
  await page.getByLabel('Pincode').fill('462011');
  await page.reload();
  await expect(page.getByText(product.name)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay Now ₹[\d,]+$/ })).toBeVisible();
  await expect(page.getByLabel('Pincode')).toHaveValue('462011');
});
