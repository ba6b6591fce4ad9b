import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { API_BASE } from '../../src/api/client';
import { addProductThroughApi, staffPage } from './support/staff';

// A staff spec (the file name ends in staff.spec.ts): it runs on the staff projects' own shops.
// Issue 25: staff edit a product's photos and sizes on its edit screen, and the storefront's
// product page shows the change.


const photo = (r: number, g: number, b: number) => sharp({ create: { width: 800, height: 1000, channels: 3, background: { r, g, b } } }).png().toBuffer();

/** A product added through the add-product call with staff's session: one colour, sizes M and XL, two photos. */
async function addProduct(page: Page, name: string): Promise<string> {
  const file = async (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: await photo(...rgb) });
  return addProductThroughApi(page, {
    name,
    description: 'A tee the staff spec edits.',
    tag: 'newarrival',
    colour: 'Maroon',
    sizes: [['M', 5], ['XL', 2]],
    photos: [await file('first.png', [150, 30, 40]), await file('second.png', [40, 90, 150])],
  });
}

/** The colour's photos and sizes as staff's own call reads them. */
async function colourOf(page: Page, productId: string) {
  const answer = await page.request.get(`${API_BASE}/staff/products/${productId}`);
  const data = ((await answer.json()) as { data: { variants: { _id: string; images: string[]; sizes: { size: string; stock: number; retired: boolean }[] }[] } }).data;
  return data.variants[0]!;
}

test("staff edit a product's photos and sizes, and the storefront shows them", async ({ browser }, testInfo) => {
  const staff = await staffPage(browser, testInfo, 'edit-staff');
  const name = `Edited Tee ${Date.now()}`;
  const productId = await addProduct(staff, name);
  const [first, second] = (await colourOf(staff, productId)).images;

  // From the products list to the edit screen.
  await staff.goto('/admin?view=products');
  await staff.getByLabel('Search products by name').fill(name);
  await staff.getByLabel('Search products by name').press('Enter');
  await staff.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(staff.getByRole('heading', { name: 'Edit product', level: 1 })).toBeVisible();
  const colour = staff.getByRole('group', { name: 'Colour Maroon' });
  // The screen fits the phone: it once scrolled sideways by 24 px (a grid column as wide as its widest field).
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(staff.viewportSize()!.width);

  // Photos: the second becomes the cover, a new one is added with the add form's photo input, the old cover is removed.
  await colour.getByRole('button', { name: 'Move photo 2 of Maroon earlier' }).click();
  await expect(colour.getByRole('status').filter({ hasText: 'Photos saved.' })).toBeVisible();
  await colour.getByLabel('Add photos of Maroon').setInputFiles({ name: 'third.png', mimeType: 'image/png', buffer: await photo(30, 140, 60) });
  await expect(colour.getByRole('list', { name: 'New photos of Maroon' })).toContainText('third.png');
  await colour.getByRole('button', { name: 'Upload 1 photo' }).click();
  await expect(colour.getByText('Photo added.')).toBeVisible();
  await expect(colour.getByRole('list', { name: 'Photos of Maroon' }).getByRole('listitem')).toHaveCount(3);
  await colour.getByRole('button', { name: 'Remove photo 2 of Maroon' }).click();
  await expect(colour.getByRole('list', { name: 'Photos of Maroon' }).getByRole('listitem')).toHaveCount(2);
  const afterPhotos = await colourOf(staff, productId);
  expect(afterPhotos.images[0]).toBe(second);
  expect(afterPhotos.images).not.toContain(first);

  // Sizes: XL taken out (no orders: deleted), L added with 4 in stock.
  await colour.getByRole('button', { name: 'Remove size XL' }).click();
  await expect(colour.getByText('Size XL deleted.')).toBeVisible();
  const sizeL = colour.getByRole('listitem', { name: 'Size L of Maroon' });
  await sizeL.getByLabel('Stock of L').fill('4');
  await sizeL.getByRole('button', { name: 'Add size L' }).click();
  await expect(colour.getByText('Stock of L set to 4.')).toBeVisible();
  await expect(colour.getByRole('listitem', { name: 'Size L of Maroon' }).getByText('In the shop')).toBeVisible();

  // The storefront's product page: the new cover first, L to choose, XL no more.
  const edited = await colourOf(staff, productId);
  expect(edited.sizes.map((entry) => entry.size)).toEqual(['M', 'L']);
  const shopper = await browser.newPage({ ...testInfo.project.use });
  await shopper.goto(`/display/${productId}/${edited._id}`);
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shopper.getByTestId('gallery-main-image')).toHaveAttribute('src', new RegExp(`${edited.images[0]}\\?w=960$`));
  const sizes = shopper.getByRole('radiogroup', { name: 'Size' });
  await expect(sizes.getByRole('radio', { name: 'L', exact: true })).toBeEnabled();
  await expect(sizes.getByRole('radio', { name: 'XL', exact: true })).toBeDisabled();
  await shopper.close();
  await staff.context().close();
});
