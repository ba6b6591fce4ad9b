import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { API_BASE } from '../../src/api/client';
import { addProductThroughApi, staffPage } from './support/staff';
import { expect, test } from './support/test';

// A staff spec (the file name ends in staff.spec.ts): it runs on the staff projects' own shops.
// Issue 25, image cropping: staff move the focal point of a photo already in the shop from the
// product's edit screen, see the storefront's crops before saving, and the shop serves the new crop.

type Colour = 'red' | 'blue' | 'other';

/** A wide grey photo with a red patch left of the middle and a blue one right of it. */
async function widePhoto() {
  const patch = async (r: number, g: number, b: number) => sharp({ create: { width: 240, height: 240, channels: 3, background: { r, g, b } } }).png().toBuffer();
  return sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 128, g: 128, b: 128 } } })
    .composite([
      { input: await patch(220, 20, 20), left: 480, top: 380 },
      { input: await patch(20, 40, 220), left: 1280, top: 380 },
    ])
    .jpeg()
    .toBuffer();
}

/** The colour at the middle of a served image (`query` asks for a copy, such as the square crop). */
async function middleColour(request: APIRequestContext, key: string, query = ''): Promise<Colour> {
  const answer = await request.get(`${API_BASE}/document/${key}${query}`);
  expect(answer.ok()).toBe(true);
  const { data, info } = await sharp(await answer.body()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
  return r > 180 && g < 80 && b < 80 ? 'red' : b > 180 && r < 80 ? 'blue' : 'other';
}

/** A product with one colour and one wide photo cut round its middle, added through the add-product call. */
async function addProduct(page: Page, name: string): Promise<string> {
  return addProductThroughApi(page, {
    name,
    description: 'A tee whose photo staff crop.',
    tag: 'trending',
    colour: 'Grey',
    sizes: [['M', 5]],
    photos: [{ name: 'wide.jpg', mimeType: 'image/jpeg', buffer: await widePhoto(), focal: { x: 0.5, y: 0.5 } }],
  });
}

async function colourOf(page: Page, productId: string) {
  const answer = await page.request.get(`${API_BASE}/staff/products/${productId}`);
  return ((await answer.json()) as { data: { variants: { _id: string; images: string[]; photos: { image: string; masterPath: string; focalX: number; hasMaster: boolean }[] }[] } }).data.variants[0]!;
}

test("staff move a saved photo's focal point on the edit screen, see the storefront's crops, and the shop serves them", async ({ browser, page }, testInfo) => {
  test.setTimeout(90_000);
  const staff = await staffPage(browser, testInfo, 'photo-focal');
  const name = `Focal Tee ${Date.now()}`;
  const productId = await addProduct(staff, name);
  const before = await colourOf(staff, productId);
  const [photo] = before.images;
  expect(before.photos[0]).toMatchObject({ image: photo, focalX: 0.5, hasMaster: true });
  expect(await middleColour(staff.request, photo!)).toBe('other');

  await staff.goto(`/admin?view=product&id=${productId}`);
  await expect(staff.getByRole('heading', { name: 'Edit product', level: 1 })).toBeVisible();
  const colour = staff.getByRole('group', { name: 'Colour Grey' });
  await colour.getByRole('button', { name: 'Focal point of photo 1 of Grey' }).click();
  const handle = colour.getByRole('slider', { name: 'Focal point of photo 1 of Grey' });
  await expect(handle).toHaveAttribute('aria-valuetext', '50% across, 50% down');

  // The previews are the storefront's own frames: 4:5 and the desktop home tile's square.
  const portrait = colour.locator('img[data-frame^="Product page, cards and cart, 4:5"]');
  const square = colour.locator('img[data-frame="Home tile on desktops, square"]');
  await expect(portrait).toHaveCSS('object-position', '50% 50%');
  await expect(square).toHaveCSS('object-position', '50% 50%');
  await expect(colour.getByText('Home tile on desktops, square')).toBeVisible();

  // Onto the red patch, a quarter across: by finger or mouse on the whole picture.
  const picture = handle.locator('..');
  await picture.scrollIntoViewIfNeeded();
  const box = (await picture.boundingBox())!;
  if (testInfo.project.use.hasTouch) await staff.touchscreen.tap(box.x + box.width * 0.28, box.y + box.height / 2);
  else await staff.mouse.click(box.x + box.width * 0.28, box.y + box.height / 2);
  await expect(handle).toHaveAttribute('aria-valuetext', /^(27|28|29)% across, 50% down$/);
  // The 4:5 preview now cuts from the left part of the wide picture.
  await expect(portrait).not.toHaveCSS('object-position', '50% 50%');
  expect(Number(/^([\d.]+)%/.exec(await portrait.evaluate((img) => getComputedStyle(img).objectPosition))![1])).toBeLessThan(30);

  await colour.getByRole('button', { name: 'Save focal point' }).click();
  await expect(colour.getByRole('status').filter({ hasText: 'Focal point saved.' })).toBeVisible();
  await expect(handle).toHaveCount(0);
  const after = await colourOf(staff, productId);
  expect(after.images).toHaveLength(1);
  expect(after.images[0]).not.toBe(photo);
  expect(after.photos[0]).toMatchObject({ image: after.images[0], masterPath: before.photos[0]!.masterPath, hasMaster: true });
  expect(after.photos[0]!.focalX).toBeGreaterThan(0.26);
  expect(after.photos[0]!.focalX).toBeLessThan(0.3);
  // The 4:5 photo and the home tile's square are both cut round the red patch now.
  expect(await middleColour(staff.request, after.images[0]!)).toBe('red');
  expect(await middleColour(staff.request, after.images[0]!, '?crop=square&w=320')).toBe('red');
  // The edit screen shows the new photo.
  await expect(colour.getByRole('list', { name: 'Photos of Grey' }).getByRole('img')).toHaveAttribute('src', new RegExp(after.images[0]!.replace('.', '\\.')));

  // The storefront's product page (server-rendered, its cache dropped) shows the new crop.
  await page.goto(`/display/${productId}/${after._id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('gallery-main-image')).toHaveAttribute('src', new RegExp(`${after.images[0]!.replace('.', '\\.')}\\?w=960$`));
  // And the home page's tiles hydrate with their square crops on wide screens (any hydration warning fails the test).
  await page.goto('/');
  const tile = page.getByRole('list').locator('a[href="/trending"] picture source');
  await expect(tile).toHaveAttribute('srcset', /crop=square&w=640 640w/);
  await expect(tile).toHaveAttribute('media', '(min-width: 900px)');
  // The browser takes the square on a wide screen and the 4:5 rendition on a phone.
  const tileImage = page.getByRole('list').locator('a[href="/trending"] picture img');
  await tileImage.scrollIntoViewIfNeeded();
  await expect.poll(() => tileImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch((testInfo.project.use.viewport?.width ?? 0) >= 900 ? /crop=square/ : /\?w=\d+$/);
  await staff.context().close();
});
