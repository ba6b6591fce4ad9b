import type { Browser, TestInfo } from '@playwright/test';
import { expect, test, whenHydrated } from './support/test';
import { unwrap } from '../../src/api/client';
import { shopApi } from './support/api';
import { apiPost, signUpThroughApi } from './support/session';
import { createAdmin, currentShop } from './support/shops';

const inr = (rupees: number) => `₹${Math.floor(rupees).toLocaleString('en-IN')}`;
let counter = 0;

/** A staff member (through create-admin) makes a flat ₹100 code over the API, in a context of their own. */
async function makeCode(browser: Browser, testInfo: TestInfo, code: string) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const staff = await context.newPage();
  const email = `codes-staff${Date.now()}${counter++}@example.in`;
  await createAdmin(currentShop(), email, 'Staff@1234');
  await shopApi(staff.request).GET('/auth/verify');
  expect((await apiPost(staff, '/auth/login', { email, password: 'Staff@1234' })).ok()).toBe(true);
  const body = { code, kind: 'flat', amount: 100, minOrder: 0, maxDiscount: null, validFrom: null, validTo: null, totalUses: null, usesPerShopper: 1, firstOrderOnly: false, scope: [], paused: false };
  const made = await apiPost(staff, '/staff/discount-codes', body);
  expect(made.ok(), await made.text()).toBe(true);
  await context.close();
}

test('a code applied in the cart shows the saving, and the order is charged the discounted amount', async ({ page, browser }, testInfo) => {
  const code = `E2E${Date.now() % 1_000_000}${counter++}`;
  await makeCode(browser, testInfo, code);
  await signUpThroughApi(page);
  const list = await unwrap(shopApi(page.request).GET('/product/tags/{tag}', { params: { path: { tag: 'trending' }, query: { page: 1, limit: 8 } } }));
  const product = await unwrap(shopApi(page.request).GET('/product/product/{productId}', { params: { path: { productId: list.products[0]!._id } } }));
  const variant = (product.variants as { _id: string; sizes: { size: string; stock: number }[] }[]).find((candidate) => candidate.sizes.some((entry) => entry.size === 'M' && entry.stock >= 1))!;
  expect((await apiPost(page, '/cart/add', { productId: product._id, variantId: variant._id, size: 'M', quantity: 1 })).ok()).toBe(true);
  const price = product.finalPrice as number;
  const payable = price - 100 + (price < 999 ? 49 : 0);

  await page.goto('/cart');
  const box = page.getByRole('region', { name: 'Discount code' });
  // A code the shop does not know is refused in words.
  await box.getByRole('textbox', { name: 'Discount code' }).fill('NOPE-123');
  await box.getByRole('button', { name: 'Apply' }).click();
  await expect(box.getByRole('alert')).toHaveText('There is no code NOPE-123. Check the spelling and try again.');
  await box.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
  await box.getByRole('button', { name: 'Apply' }).click();
  await expect(box.getByTestId('discount-held')).toHaveText(`${code} You save ₹100`);
  await expect(page.getByTestId('line-saving')).toHaveText('Code saves ₹100');
  await expect(page.getByTestId('cart-discount')).toHaveText('−₹100');
  await expect(page.getByTestId('cart-payable')).toHaveText(inr(payable));

  await page.getByRole('link', { name: 'Checkout all' }).click();
  await expect(page.getByTestId('checkout-discount')).toHaveText('−₹100');
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(payable));
  await page.getByLabel('Pincode').fill('462011');
  await expect(page.getByText('Delivery is available at this pincode.')).toBeVisible();
  await expect(page.getByText('Finding your city and state...')).toHaveCount(0);
  if ((await page.getByLabel('City').inputValue()) === '') await page.getByLabel('City').fill('Bhopal');
  if ((await page.getByLabel('State').inputValue()) === '') await page.getByLabel('State').fill('Madhya Pradesh');
  await page.getByRole('button', { name: `Pay Now ${inr(payable)}` }).click();
  // The gateway is asked for the discounted amount.
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\/TX[0-9A-F]+$/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText(new RegExp(`^${inr(payable).replace(/[₹,]/g, '.')}`));
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/user-orders\?placed=BT[0-9A-Z-]+$/);
  await expect(page.getByTestId('thank-you')).toContainText('Amount paid');
  const orders = await unwrap(shopApi(page.request).GET('/order/getorderbyid'));
  expect(orders[0]).toMatchObject({ totalAmount: payable, paymentStatus: 'Paid' });
});

/** A product under ₹999 (so one of it pays the delivery charge) with a colour that has size M in stock. */
async function smallProduct(request: Parameters<typeof shopApi>[0]) {
  const api = shopApi(request);
  for (const tag of ['trending', 'newarrival', 'lowsell'] as const) {
    const list = await unwrap(api.GET('/product/tags/{tag}', { params: { path: { tag }, query: { page: 1, limit: 20 } } }));
    for (const item of list.products) {
      const product = await unwrap(api.GET('/product/product/{productId}', { params: { path: { productId: item._id } } }));
      if ((product.finalPrice as number) >= 999 || (product.finalPrice as number) < 200) continue;
      const variant = (product.variants as { _id: string; sizes: { size: string; stock: number }[] }[]).find((candidate) => candidate.sizes.some((entry) => entry.size === 'M' && entry.stock >= 1));
      if (variant) return { product: product as { _id: string; finalPrice: number }, variant };
    }
  }
  throw new Error('the seed has no product under ₹999 with size M in stock');
}

test('Buy Now shows the delivery charge and takes a code, and charges what it showed, as the cart would', async ({ page, browser }, testInfo) => {
  const code = `E2EBN${Date.now() % 1_000_000}${counter++}`;
  await makeCode(browser, testInfo, code);
  await signUpThroughApi(page);
  const { product, variant } = await smallProduct(page.request);
  const price = product.finalPrice;
  await page.goto(`/display/${product._id}/${variant._id}`);
  await whenHydrated(page);
  await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${product._id}/${variant._id}$`));

  // The quote: the item, ₹49 delivery below ₹999 (as the cart charges), and the total on the button.
  await expect(page.getByTestId('checkout-delivery')).toHaveText('₹49');
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(price + 49));
  await expect(page.getByRole('button', { name: `Pay Now ${inr(price + 49)}` })).toBeVisible();

  const box = page.getByRole('region', { name: 'Discount code' });
  await box.getByRole('textbox', { name: 'Discount code' }).fill('NOPE-123');
  await box.getByRole('button', { name: 'Apply' }).click();
  await expect(box.getByRole('alert')).toHaveText('There is no code NOPE-123. Check the spelling and try again.');
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(price + 49));
  await box.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
  await box.getByRole('button', { name: 'Apply' }).click();
  await expect(box.getByTestId('discount-held')).toHaveText(`${code} You save ₹100`);
  const payable = price - 100 + 49;
  await expect(page.getByTestId('checkout-discount')).toHaveText('−₹100');
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(payable));

  await page.getByLabel('Pincode').fill('462011');
  await expect(page.getByText('Delivery is available at this pincode.')).toBeVisible();
  await expect(page.getByText('Finding your city and state...')).toHaveCount(0);
  if ((await page.getByLabel('City').inputValue()) === '') await page.getByLabel('City').fill('Bhopal');
  if ((await page.getByLabel('State').inputValue()) === '') await page.getByLabel('State').fill('Madhya Pradesh');
  await page.getByRole('button', { name: `Pay Now ${inr(payable)}` }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\/TX[0-9A-F]+$/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText(new RegExp(`^${inr(payable).replace(/[₹,]/g, '.')}`));
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/user-orders\?placed=BT[0-9A-Z-]+$/);
  const orders = await unwrap(shopApi(page.request).GET('/order/getorderbyid'));
  expect(orders[0]).toMatchObject({ totalAmount: Math.round(payable * 100) / 100, deliveryCharge: 49, paymentStatus: 'Paid' });
});
