import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, whenHydrated } from './support/test';
import sharp from 'sharp';
import { apiUrl, unwrap } from '../../src/api/client';
import { shopApi } from './support/api';
import { apiPost, signUpThroughApi } from './support/session';
import { createAdmin as createShopAdmin, currentShop } from './support/shops';

const PASSWORD = 'Staff@1234';
// The file's four flows are independent (each signs in its own staff member and names its own
// products): they run on any free worker, not one after the other (CI time: the file was
// the longest of the run, ~220 s on one worker per staff project).
test.describe.configure({ mode: 'parallel' });
let counter = 0;

/** `npm run create-admin` against this staff project's shop. */
function createAdmin(email: string): Promise<string> {
  return createShopAdmin(currentShop(), email, PASSWORD);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

async function photo(hex: string, name: string) {
  const buffer = await sharp({ create: { width: 640, height: 800, channels: 3, background: hex } }).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function fillColour(page: Page, index: number, colour: string, sizes: [string, string][], files: Awaited<ReturnType<typeof photo>>[]) {
  const variant = page.getByTestId(`variant-${index}`);
  await variant.getByLabel('Colour', { exact: true }).fill(colour);
  for (const [size, stock] of sizes) {
    await variant.getByRole('checkbox', { name: size, exact: true }).check();
    await variant.getByLabel(`Stock of ${size}`, { exact: true }).fill(stock);
  }
  await variant.getByLabel('Images', { exact: true }).setInputFiles(files);
  await expect(variant.getByRole('list', { name: `Images of colour ${index + 1}` }).getByRole('listitem')).toHaveCount(files.length);
}

test('staff add a product with two colours and images, and find it on /new-arrivals', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `staff${Date.now()}${process.pid}${counter++}@example.in`;
  expect(await createAdmin(email)).toMatch(/^Created the staff account .* \(through the shop running at /);

  await page.goto('/login?redirect=/admin/rahul');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();

  // The spec's messages for an empty form.
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('name is required. Please fill the field.')).toBeVisible();
  await expect(page.getByText('images is required. Please add at least one image.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const name = `Upper Lake Tee ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Heavy cotton tee, printed in Bhopal.');
  await page.getByLabel('Price (M.R.P., ₹)', { exact: true }).fill('1299');
  await page.getByLabel('Discount (%)', { exact: true }).fill('20');
  await expect(page.getByLabel('Final price (₹)', { exact: true })).toHaveValue('1039');
  await page.getByLabel('Return policy (days)', { exact: true }).fill('7');
  await page.getByLabel('Category', { exact: true }).selectOption('upperwear');
  await page.getByLabel('Sub-category', { exact: true }).selectOption('oversize-t-shirt');
  await page.getByRole('checkbox', { name: 'newarrival' }).check();
  await fillColour(page, 0, 'Lake Blue', [['M', '5'], ['L', '3']], [await photo('#1f4e79', 'blue-front.jpg'), await photo('#2d6ea8', 'blue-back.jpg')]);
  await page.getByRole('button', { name: 'Add another colour' }).click();
  await fillColour(page, 1, 'Sand', [['XL', '2']], [await photo('#d8c3a5', 'sand.jpg')]);
  await page.getByLabel('Overview', { exact: true }).fill('An everyday oversize tee.');
  await page.getByLabel('Feature 1', { exact: true }).fill('Drop shoulder');
  await page.getByLabel('Material and care 1', { exact: true }).fill('100% cotton; machine wash cold');
  await page.getByLabel('Specification 1 name', { exact: true }).fill('Fit');
  await page.getByLabel('Specification 1 value', { exact: true }).fill('Oversize');

  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product successfully added!' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/new-arrivals');
  const card = page.getByRole('link', { name: new RegExp(name) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/display\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const [, , productId, variantId] = new URL(page.url()).pathname.split('/');

  // An order for it (cash on delivery, placed from the staff member's own account so that the run
  // needs no extra OTP sign-up); staff find it by tracking id and ship it.
  const order = { productId, variantId, quantity: 1, price: 1039, size: 'M' };
  const draft = { name: 'Ravi Sharma', email: 'ravi@example.in', phoneNumber: '9876543210', product: order, deliveryAddress: '4 New Market', pincode: '462011', city: 'Bhopal', state: 'Madhya Pradesh', totalAmount: 1039 };
  const cod = await apiPost(page, '/order/cod', draft);
  expect(cod.ok(), await cod.text()).toBe(true);
  const ordersOf = async () => {
    const data: unknown = await unwrap(shopApi(page.request).GET('/order/getorderbyid'));
    return (Array.isArray(data) ? data : (data as { orders: unknown[] }).orders) as { trackingId: string; status: string }[];
  };
  const trackingId = (await ordersOf())[0]!.trackingId;

  await page.goto('/admin/rahul?view=orders');
  await page.getByLabel('Find an order', { exact: true }).fill(trackingId);
  await page.getByRole('button', { name: 'Find' }).click();
  const row = page.getByRole('listitem', { name: `Order ${trackingId}` });
  await expect(row).toContainText('Processing');
  await row.getByRole('button', { name: 'Mark Shipped' }).click();
  await page.getByRole('dialog', { name: /Mark order .* Shipped\?/ }).getByRole('button', { name: 'Yes, mark Shipped' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${trackingId} is now Shipped.` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect((await ordersOf())[0]).toMatchObject({ trackingId, status: 'Shipped' });
  await row.getByRole('button', { name: 'Mark Delivered' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${trackingId} is now Delivered.` })).toBeVisible();

  // The delivered order offers Return in My Orders, whose form asks why before it acts
  // (returns-staff.spec.ts walks the form, its photos and the staff's decision).
  await page.goto('/user-orders');
  const mine = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').filter({ hasText: trackingId });
  await mine.getByRole('button', { name: 'Return' }).click();
  await mine.getByRole('button', { name: 'Keep order' }).click();
  expect((await ordersOf())[0]).toMatchObject({ trackingId, status: 'Delivered' });
  await mine.getByRole('button', { name: 'Return' }).click();
  await mine.getByLabel('Wrong size or fit').check();
  await mine.getByRole('button', { name: 'Send return request' }).click();
  await expect(mine.getByRole('status')).toBeVisible();
  await expect(mine).toContainText('Return requested');
  expect((await ordersOf())[0]).toMatchObject({ trackingId, status: 'Return requested' });

  // The product list shows its stock per size and can hide it from the shop.
  await page.goto('/admin/rahul?view=products');
  await page.getByLabel('Search products by name', { exact: true }).fill(name);
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByLabel('M', { exact: true }).first()).toHaveValue('4');
  expect(await seriousViolations(page)).toEqual([]);
  // Edit opens the product's whole edit screen; its first form is the add form's fields.
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  const editForm = page.getByRole('form', { name: `Edit ${name}` });
  await editForm.getByLabel('Discount (%)', { exact: true }).fill('50');
  await expect(editForm.getByLabel('Final price (₹)', { exact: true })).toHaveValue('649');
  await editForm.getByRole('button', { name: 'Save details' }).click();
  await expect
    .poll(async () => (await unwrap(shopApi(page.request).GET('/product/product/{productId}', { params: { path: { productId: productId! } } }))).finalPrice)
    .toBe(649);
  await page.getByRole('link', { name: 'Back to the products' }).first().click();
  await page.getByLabel('Search products by name', { exact: true }).fill(name);
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Hide ${name}` }).click();
  await expect(page.getByRole('button', { name: `Show ${name}` })).toBeVisible();
  expect((await shopApi(page.request).GET('/product/product/{productId}', { params: { path: { productId: productId! } } })).response.status).toBe(404);

  // A new home banner goes last in the carousel.
  await page.goto('/admin/rahul?view=banners');
  const bannerText = `Winter drop ${Date.now()}`;
  await page.getByLabel('Image (wide, 1600x640 is best)', { exact: true }).setInputFiles(await photo('#0d3b43', 'winter.jpg'));
  await page.getByLabel('Text for screen readers', { exact: true }).fill(bannerText);
  await page.getByLabel('Link (a path in the shop)', { exact: true }).fill('/new-arrivals');
  await page.getByRole('button', { name: 'Add banner' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Banner added.' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `Banner ${bannerText}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const shown = await unwrap(shopApi(page.request).GET('/banner'));
  expect(shown.at(-1)?.alt).toBe(bannerText);
});

test('a shopper is refused: a Not allowed page, and 403 from the API', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/');
  // The home page's scripts wait for its banner; this test is about the refusal, not an early tap.
  await whenHydrated(page);
  const panel = await openProfile(page);
  await expect(panel.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin/rahul');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByText('This page is for shop staff only.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);

  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const refused = await page.request.post('/api/api/v1/product/create', { headers: { 'x-xsrf-token': token }, multipart: { name: 'Sneaky' } });
  expect(refused.status()).toBe(403);
});

/** A new staff account (through `npm run create-admin`), logged in through the normal login, on the given page. */
async function logInAsNewStaff(page: Page, redirect: string) {
  const email = `staff${Date.now()}${process.pid}${counter++}@example.in`;
  await createAdmin(email);
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  const panel = page.getByRole('dialog', { name: /./ });
  await expect(panel).toBeVisible();
  return panel;
}

test('staff reach the staff screens from Admin in the profile panel, add a graphic and a garment colour, and the studio offers them until hidden or removed', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAsNewStaff(page, '/');
  await expect(page).toHaveURL(/\/$/);
  const panel = await openProfile(page);
  await panel.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Staff screens' }).getByRole('link', { name: 'Studio' }).click();
  await expect(page.getByRole('heading', { name: 'Studio garments and graphics', level: 1 })).toBeVisible();

  // A transparent PNG, as designers export graphics.
  const name = `Taj-ul-Masajid ${Date.now()}`;
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><path d="M300 60 L540 540 L60 540 Z" fill="#e4572e"/></svg>';
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const addGraphic = page.getByRole('form', { name: 'Add a graphic' });
  await addGraphic.getByLabel('Graphic name', { exact: true }).fill(name);
  await addGraphic.getByLabel('Image (a PNG with a transparent background, at least 300 px)', { exact: true }).setInputFiles({ name: 'taj.png', mimeType: 'image/png', buffer: png });
  await addGraphic.getByRole('button', { name: 'Add graphic' }).click();
  await expect(addGraphic.getByRole('status')).toHaveText(`Graphic ${name} added to the studio.`);
  const row = page.getByRole('listitem', { name: `Graphic ${name}` });
  await expect(row).toContainText('Shown in the studio');
  expect(await seriousViolations(page)).toEqual([]);

  // A file that only claims to be an image is refused with the server's message.
  await addGraphic.getByLabel('Graphic name', { exact: true }).fill('Sneaky');
  await addGraphic.getByLabel('Image (a PNG with a transparent background, at least 300 px)', { exact: true }).setInputFiles({ name: 'setup.png', mimeType: 'image/png', buffer: Buffer.from(`MZ${'\0'.repeat(2000)}`) });
  await addGraphic.getByRole('button', { name: 'Add graphic' }).click();
  await expect(addGraphic.getByRole('alert')).toHaveText('"setup.png" is not a PNG, WebP or JPEG image. Please upload the graphic as a PNG with a transparent background.');

  // The studio offers it (a fresh page load: the server's catalogue cache was dropped), and places it.
  await page.goto('/customized');
  const offer = page.getByRole('button', { name: `Add graphic ${name}` });
  await expect(offer).toBeVisible();
  await offer.click();
  const placed = await page.evaluate(() => localStorage.getItem('bhopal-threads.studio.draft'));
  const image = (await unwrap(shopApi(page.request).GET('/staff/studio/graphics'))).find((g) => g.name === name)!.Image;
  expect(JSON.parse(placed ?? '{}').sides.front.map((layer: { src?: string }) => layer.src)).toContain(image);

  // Hidden from the staff screen: the studio no longer offers it.
  await page.goto('/admin?view=studio');
  await page.getByRole('button', { name: `Hide graphic ${name}` }).click();
  await expect(row).toContainText('Hidden');
  await page.goto('/customized');
  await expect(page.getByRole('button', { name: /^Add graphic / }).first()).toBeVisible();
  await expect(offer).toHaveCount(0);

  // A new t-shirt colour with its front and back photos: the studio offers it as a swatch.
  await page.goto('/admin?view=studio');
  const colour = `Indigo ${Date.now() % 1_000_000}`;
  const addColour = page.getByRole('form', { name: 'Add a garment colour' });
  await addColour.getByLabel('Garment', { exact: true }).selectOption('tshirt');
  await addColour.getByLabel('Colour name', { exact: true }).fill(colour);
  await addColour.getByLabel('Swatch colour', { exact: true }).fill('#3f51b5');
  await addColour.getByLabel('Price of the blank (₹)', { exact: true }).fill('549');
  await addColour.getByLabel('Front photo (square, plain backdrop, 1000x1000 is best)', { exact: true }).setInputFiles(await photo('#3f51b5', 'indigo-front.jpg'));
  await addColour.getByLabel('Back photo (as the front)', { exact: true }).setInputFiles(await photo('#3f51b5', 'indigo-back.jpg'));
  await addColour.getByRole('button', { name: 'Add colour' }).click();
  await expect(addColour.getByRole('status')).toHaveText(`${colour} tshirt added to the studio.`);
  await expect(page.getByRole('listitem', { name: `Garment ${colour} t-shirt` })).toContainText('₹549 for the blank');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/customized/tshirt');
  const swatch = page.getByRole('button', { name: colour, exact: true });
  await swatch.click();
  await expect(swatch).toHaveAttribute('aria-pressed', 'true');

  // Both removed again from the staff screen (nothing saved uses them).
  await page.goto('/admin?view=studio');
  await page.getByRole('button', { name: `Remove ${colour} t-shirt` }).click();
  await expect(page.getByRole('listitem', { name: `Garment ${colour} t-shirt` })).toHaveCount(0);
  await page.getByRole('button', { name: `Remove graphic ${name}` }).click();
  await expect(row).toHaveCount(0);
  await page.goto('/customized/tshirt');
  await expect(page.getByRole('button', { name: /^Add graphic / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: colour, exact: true })).toHaveCount(0);
});

/**
 * A real, playable WebM recorded by the browser itself (a canvas through MediaRecorder), so
 * that the test needs no ffmpeg. The colour tells two recordings apart.
 */
async function recordWebm(page: Page, colour: string): Promise<Buffer> {
  const bytes = await page.evaluate(async (fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    let frame = 0;
    const draw = () => {
      context.fillStyle = fill;
      context.fillRect(0, 0, 320, 240);
      context.fillStyle = '#ffffff';
      context.fillRect((frame += 8) % 320, 100, 40, 40);
    };
    draw();
    const recorder = new MediaRecorder(canvas.captureStream(24), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    const timer = setInterval(draw, 40);
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    return [...new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())];
  }, colour);
  return Buffer.from(bytes);
}

test('staff upload, replace and remove the home video, and the home page follows', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAsNewStaff(page, '/admin?view=video');
  await expect(page.getByRole('heading', { name: 'Home video', level: 1 })).toBeVisible();
  const first = await recordWebm(page, '#0d3b43');
  const second = await recordWebm(page, '#b7410e');
  const staffVideo = async () => (await shopApi(page.request).GET('/staff/video')).data!.data as { mobile: { path: string }; desktop: { path: string } } | null;
  const homeVideo = page.getByRole('region', { name: 'Lookbook video' }).locator('video');

  // A fresh shop may have the demo video (when ffmpeg is installed): either way staff set their own,
  // and put the shop's video back at the end, since later specs in the run play it.
  const before = await staffVideo();
  const kept = before
    ? {
        mobile: Buffer.from(await (await page.request.get(apiUrl('/document/{file}', { file: before.mobile.path }))).body()),
        desktop: Buffer.from(await (await page.request.get(apiUrl('/document/{file}', { file: before.desktop.path }))).body()),
      }
    : null;
  const form = page.getByRole('form', { name: /^(Upload a|Replace the) home video$/ });
  await form.getByLabel('Video for phones (portrait, MP4 or WebM, at most 50 MB)', { exact: true }).setInputFiles({ name: 'lake.webm', mimeType: 'video/webm', buffer: first });
  await form.getByLabel('Video for desktops (landscape, MP4 or WebM, at most 50 MB)', { exact: true }).setInputFiles({ name: 'lake-wide.webm', mimeType: 'video/webm', buffer: first });
  await form.getByRole('button', { name: /^(Upload|Replace) video$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Home video saved. The home page shows it now.' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Home video files' }).getByRole('listitem')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  const uploaded = (await staffVideo())!;

  await page.goto('/');
  await expect(homeVideo).toHaveAttribute('src', new RegExp(`/document/(${uploaded.mobile.path}|${uploaded.desktop.path})$`));
  // The browser plays what the server stored: it has decoded a frame.
  await expect.poll(() => homeVideo.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);

  // A photo that only claims to be a video is refused with the server's message.
  await page.goto('/admin?view=video');
  const replace = page.getByRole('form', { name: 'Replace the home video' });
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#888888' } }).jpeg().toBuffer();
  await replace.getByLabel('Video for phones (portrait, MP4 or WebM, at most 50 MB)', { exact: true }).setInputFiles({ name: 'still.mp4', mimeType: 'video/mp4', buffer: photo });
  await replace.getByRole('button', { name: 'Replace video' }).click();
  await expect(replace.getByRole('alert')).toHaveText('"still.mp4" is not an MP4 or WebM video. Please upload the video as MP4 (H.264) or WebM.');

  // Replaced on both screens: the home page plays the new file.
  await replace.getByLabel('Video for phones (portrait, MP4 or WebM, at most 50 MB)', { exact: true }).setInputFiles({ name: 'rust.webm', mimeType: 'video/webm', buffer: second });
  await replace.getByLabel('Video for desktops (landscape, MP4 or WebM, at most 50 MB)', { exact: true }).setInputFiles({ name: 'rust-wide.webm', mimeType: 'video/webm', buffer: second });
  await replace.getByRole('button', { name: 'Replace video' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Home video saved. The home page shows it now.' })).toBeVisible({ timeout: 20_000 });
  const replaced = (await staffVideo())!;
  expect([replaced.mobile.path, replaced.desktop.path]).not.toContain(uploaded.mobile.path);
  expect((await page.request.get(apiUrl('/document/{file}', { file: uploaded.mobile.path }))).status()).toBe(404);
  await page.goto('/');
  await expect(homeVideo).toHaveAttribute('src', new RegExp(`/document/(${replaced.mobile.path}|${replaced.desktop.path})$`));

  // Removed: the home page leaves the section out.
  await page.goto('/admin?view=video');
  await page.getByRole('button', { name: 'Remove video' }).click();
  await expect(page.getByText('The shop has no home video: the home page leaves the video section out.')).toBeVisible();
  expect(await staffVideo()).toBeNull();
  // The home page is rendered on the server with its data (no /video/get-video call to wait for);
  // the video section is drawn only once hydrated, so the page's scripts must have run before
  // its absence means anything: they have once the network is idle.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Trending Now' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lookbook video' })).toHaveCount(0);

  // The shop's own video back, as it was before this test.
  if (kept) {
    await page.goto('/admin?view=video');
    const upload = page.getByRole('form', { name: 'Upload a home video' });
    await upload.getByLabel('Video for phones (portrait, MP4 or WebM, at most 50 MB)', { exact: true }).setInputFiles({ name: 'demo.mp4', mimeType: 'video/mp4', buffer: kept.mobile });
    await upload.getByLabel('Video for desktops (landscape, MP4 or WebM, at most 50 MB)', { exact: true }).setInputFiles({ name: 'demo-wide.mp4', mimeType: 'video/mp4', buffer: kept.desktop });
    await upload.getByRole('button', { name: 'Upload video' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Home video saved. The home page shows it now.' })).toBeVisible({ timeout: 20_000 });
    expect(await staffVideo()).not.toBeNull();
  }
});
