import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, whenHydrated } from './support/test';
import { unwrap } from '../../src/api/client';
import { shopApi } from './support/api';
import { signUpThroughApi } from './support/session';

interface Variant {
  _id: string;
  sizes: { size: string; stock: number }[];
}

/** A COD-able product with a colour that has size M in stock. */
async function buyableProduct(request: APIRequestContext) {
  const api = shopApi(request);
  const list = await unwrap(api.GET('/product/tags/{tag}', { params: { path: { tag: 'newarrival' }, query: { page: 1, limit: 8 } } }));
  for (const item of list.products) {
    const product = await unwrap(api.GET('/product/product/{productId}', { params: { path: { productId: item._id } } }));
    if (!product.codAvailable) continue;
    const variant = (product.variants as Variant[]).find((candidate) => candidate.sizes.some((entry) => entry.size === 'M' && entry.stock >= 2));
    if (variant) return { productId: product._id, variantId: variant._id };
  }
  throw new Error('the seed has no COD product with size M in stock');
}

async function addAddress(page: Page, fields: { label: string; deliveryAddress: string; pincode: string; city: string; state: string }, makeDefault = false) {
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'Add an address' });
  await form.getByLabel('Label').fill(fields.label);
  await form.getByLabel('Delivery address').fill(fields.deliveryAddress);
  await form.getByLabel('Pincode').fill(fields.pincode);
  await form.getByLabel('City').fill(fields.city);
  await form.getByLabel('State').fill(fields.state);
  if (makeDefault) await form.getByLabel('Make this my default address').check();
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address saved.' })).toBeVisible();
}

test('saved addresses: kept on the Addresses screen, the default prefilled at checkout with its pincode checked, another picked, a typed one saved', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page);
  await page.goto('/');
  // The home page's scripts start once its banner is painted: the Profile button does nothing before hydration.
  await whenHydrated(page);
  // The profile panel leads to the Addresses screen.
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Addresses' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByText('No saved addresses yet')).toBeVisible();

  // A wrong pincode is marked on its field, nothing is saved.
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'Add an address' });
  await expect(form.getByLabel('Name')).toHaveValue('Ravi Sharma');
  await form.getByLabel('Delivery address').fill('12 MP Nagar, Zone 1');
  await form.getByLabel('Pincode').fill('4620');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByLabel('Pincode')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please enter a valid 6-digit pincode.')).toBeVisible();
  await expect(form.getByLabel('Pincode')).toBeFocused();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await addAddress(page, { label: 'Home', deliveryAddress: '12 MP Nagar, Zone 1', pincode: '462011', city: 'Bhopal', state: 'Madhya Pradesh' });
  await addAddress(page, { label: 'Office', deliveryAddress: '3rd floor, DB City, Arera Hills', pincode: '462016', city: 'Bhopal', state: 'Madhya Pradesh' }, true);
  const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  await expect(saved).toHaveCount(2);
  await expect(saved.first()).toContainText('Office');
  await expect(saved.first()).toContainText('Default');

  // Checkout starts from the default, its pincode already checked as if typed.
  const { productId, variantId } = await buyableProduct(page.request);
  await page.goto(`/display/${productId}/${variantId}`);
  // The product page's scripts start once its photo is painted: a size tapped before hydration is lost.
  await whenHydrated(page);
  await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('Delivery address')).toHaveValue('3rd floor, DB City, Arera Hills');
  await expect(page.getByLabel('Pincode')).toHaveValue('462016');
  await expect(page.getByText('Delivery is available at this pincode.')).toBeVisible();
  await expect(page.getByLabel('Cash on Delivery')).toBeEnabled();
  await expect(page.getByLabel('Save this address to my account')).toHaveCount(0);
  // The saved addresses' long names stay within the screen (a phone once scrolled sideways here).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // Another saved address fills the form.
  await page.getByLabel('Deliver to a saved address').selectOption({ label: 'Home: Ravi Sharma, 12 MP Nagar, Zone 1, Bhopal, Madhya Pradesh 462011' });
  await expect(page.getByLabel('Delivery address')).toHaveValue('12 MP Nagar, Zone 1');
  await expect(page.getByLabel('Pincode')).toHaveValue('462011');

  // A new address typed here can be saved with the order.
  await page.getByLabel('Delivery address').fill('7 Lake View Road, Shyamla Hills');
  await expect(page.getByLabel('Deliver to a saved address')).toHaveValue('');
  await page.getByLabel('Save this address to my account').check();
  await page.getByLabel('Cash on Delivery').check();
  await page.getByRole('button', { name: 'Pay on Delivery' }).click();
  await expect(page).toHaveURL(/\/user-orders\?placed=BT[0-9A-Z-]+$/);
  await expect(page.getByText('Order placed successfully with COD.')).toBeVisible();

  await page.goto('/account/addresses');
  await expect(saved).toHaveCount(3);
  await expect(page.getByText('7 Lake View Road, Shyamla Hills', { exact: false })).toBeVisible();
});
