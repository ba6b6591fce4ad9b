import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { unwrap } from '../../src/api/client';
import { SIZE_CHARTS, sizeChartTypeOf, toInches } from '../../src/shared/size-charts';
import { shopApi } from './support/api';
import { doubleTap, drag } from './support/gestures';

// Swipe and zoom through the touch emulation (phone: real touch events through the DevTools
// protocol) or the mouse (desktop), the viewer by keyboard alone, and the size chart.

/** A product whose first colour has two or more photos. */
async function productWithPhotos(request: APIRequestContext) {
  const api = shopApi(request);
  const list = await unwrap(api.GET('/product/category/{category}', { params: { path: { category: 'upperwear' }, query: { page: 1, limit: 12 } } }));
  for (const card of list.products) {
    const product = await unwrap(api.GET('/product/product/{productId}', { params: { path: { productId: card._id } } }));
    const variant = product.variants[0];
    if (variant && variant.images.length >= 2) return { product, variant, subject: `${product.name} in ${variant.color}` };
  }
  throw new Error('the seed has no colour with two photos');
}

/** Waits until React has hydrated the element (its props are on it): a swipe before would be lost. */
async function whenHydrated(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

const isTouch = (testInfo: TestInfo) => testInfo.project.use.hasTouch === true;

/** A point inside the element, as shares of its box (kept within the first 400 px down). */
async function pointIn(locator: Locator, across: number, down: number) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width * across, y: box.y + Math.min(box.height * down, 400), width: box.width };
}

/** The scale of the viewer's photo, read from its computed transform. */
function photoScale(photo: Locator) {
  return photo.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a);
}

test('the gallery swipes to photo 2; a tap opens the viewer, which swipes, zooms on a double tap and closes on Escape', async ({ page, request }, testInfo) => {
  const touch = isTouch(testInfo);
  const { product, variant, subject } = await productWithPhotos(request);
  const count = variant.images.length;
  await page.goto(`/display/${product._id}/${variant._id}`);
  await whenHydrated(page, 'figure');
  const picture = page.getByTestId('gallery-main-image');
  const figure = page.getByRole('figure');

  const start = await pointIn(figure, 0.7, 0.5);
  // Lifted still: the tap below is a tap, not the stop of a fling.
  await drag(page, touch, start, { x: -start.width * 0.45, y: 0 }, 10, true);
  await expect(picture).toHaveAttribute('src', new RegExp(`${variant.images[1]}\\?w=960$`));

  if (touch) await figure.tap();
  else await figure.click();
  const viewer = page.getByRole('dialog', { name: `Photos of ${subject}` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close photo viewer' })).toBeFocused();
  await expect(viewer).toHaveAccessibleDescription(`Photo 2 of ${count}`);
  const photo = viewer.getByTestId('viewer-photo');
  // The stored original: the largest copy the shop has, not a ?w= rendition.
  await expect(photo).toHaveAttribute('src', new RegExp(`${variant.images[1]}$`));

  const stage = await pointIn(photo, 0.5, 0.5);
  await drag(page, touch, { x: stage.x + 80, y: stage.y }, { x: -180, y: 0 });
  const third = count >= 3 ? 3 : 1;
  await expect(viewer.getByText(`Photo ${third} of ${count}`)).toBeVisible();

  await doubleTap(page, touch, stage);
  await expect.poll(() => photoScale(photo)).toBeCloseTo(2, 2);
  await expect(viewer.getByText('200%')).toBeVisible();
  // A drag while zoomed pans the photo (as far as it overflows the stage) rather than changing it.
  await drag(page, touch, { x: stage.x, y: stage.y }, { x: -120, y: -120 });
  await expect(viewer.getByText(`Photo ${third} of ${count}`)).toBeVisible();
  await expect
    .poll(() => photo.evaluate((element) => Math.min(new DOMMatrix(getComputedStyle(element).transform).e, new DOMMatrix(getComputedStyle(element).transform).f)))
    .toBeLessThan(-50);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(figure).toBeFocused();
  await expect(picture).toHaveAttribute('src', new RegExp(`${variant.images[third - 1]}\\?w=960$`));
});

test('the viewer by keyboard alone: Enter opens it, arrows move, buttons and +/- zoom, Escape closes', async ({ page, request }) => {
  const { product, variant, subject } = await productWithPhotos(request);
  const count = variant.images.length;
  await page.goto(`/display/${product._id}/${variant._id}`);
  await whenHydrated(page, 'figure');
  const figure = page.getByRole('figure');
  await figure.focus();
  await page.keyboard.press('Enter');

  const viewer = page.getByRole('dialog', { name: `Photos of ${subject}` });
  const count1 = viewer.getByText(`Photo 1 of ${count}`);
  await expect(count1).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`Photo 2 of ${count}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText(`Photo ${count} of ${count}`)).toBeVisible();

  // Tab from Close: Previous photo, Zoom out, Zoom in.
  await page.keyboard.press('Tab');
  await expect(viewer.getByRole('button', { name: 'Previous photo' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const zoomIn = viewer.getByRole('button', { name: 'Zoom in' });
  await expect(zoomIn).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(viewer.getByText('150%')).toBeVisible();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(viewer.getByText('300%')).toBeVisible();
  await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
  await expect.poll(() => photoScale(viewer.getByTestId('viewer-photo'))).toBeCloseTo(3, 2);
  await page.keyboard.press('-');
  await expect(viewer.getByText('200%')).toBeVisible();
  // Another photo starts whole again.
  await page.keyboard.press('ArrowRight');
  await expect(count1).toBeVisible();
  await expect(viewer.getByText('100%')).toBeVisible();
  await expect(zoomIn).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(figure).toBeFocused();
});

test('the home banners swipe both ways, and a vertical drag on them is left to the page', async ({ page, request }, testInfo) => {
  const touch = isTouch(testInfo);
  const count = (await unwrap(shopApi(request).GET('/banner'))).length;
  expect(count).toBeGreaterThan(1);
  // No moving on by itself during the test.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The slide guard's 300 ms pass on Playwright's clock (the events' timeStamps read it too).
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Offers' });
  await whenHydrated(page, '[aria-roledescription="carousel"] [aria-roledescription="slide"]');
  const shown = carousel.locator('[aria-roledescription="slide"]:not([inert])');
  await expect(shown).toHaveAttribute('aria-label', `1 of ${count}`);

  const start = await pointIn(shown, 0.8, 0.5);
  await drag(page, touch, start, { x: -start.width * 0.5, y: 0 });
  await expect(shown).toHaveAttribute('aria-label', `2 of ${count}`);
  await expect(page).toHaveURL(/\/$/);
  // Past the 300 ms slide guard.
  await page.clock.runFor(350);
  await drag(page, touch, { x: start.x - start.width * 0.6, y: start.y }, { x: start.width * 0.5, y: 0 });
  await expect(shown).toHaveAttribute('aria-label', `1 of ${count}`);

  if (touch) {
    // Past the guard again, so that a vertical drag taken for a swipe would show.
    await page.clock.runFor(350);
    const low = await pointIn(shown, 0.5, 0.9);
    await drag(page, true, low, { x: 0, y: -120 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await expect(shown).toHaveAttribute('aria-label', `1 of ${count}`);
  }
});

test('the size chart opens beside the sizes, switches to inches and passes an accessibility scan', async ({ page, request }) => {
  const { product, variant } = await productWithPhotos(request);
  const chart = SIZE_CHARTS[sizeChartTypeOf(product.subCategory)];
  await page.goto(`/display/${product._id}/${variant._id}`);
  await whenHydrated(page, '[role="radiogroup"]');
  // The spec's four boxes stay, sold out or not.
  await expect(page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio')).toHaveCount(4);

  const open = page.getByRole('button', { name: 'Size chart' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Size chart' });
  await expect(dialog).toBeVisible();
  const table = dialog.getByRole('table', { name: `${chart.title} measurements in centimetres` });
  await expect(table.getByRole('row')).toHaveCount(5);
  const rowM = dialog.getByRole('row', { name: /^M / });
  await expect(rowM.getByRole('cell').first()).toHaveText(String(chart.cm.M.chest));

  await dialog.getByRole('button', { name: 'Inches' }).click();
  await expect(dialog.getByRole('button', { name: 'Inches' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('table', { name: `${chart.title} measurements in inches` })).toBeVisible();
  await expect(rowM.getByRole('cell').first()).toHaveText(String(toInches(chart.cm.M.chest)));

  const scan = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
