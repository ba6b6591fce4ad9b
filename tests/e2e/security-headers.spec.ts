import type { Page } from '@playwright/test';
import { expect, test as base } from './support/test';
import { API_BASE as API } from '../../src/api/client';
import sharp from 'sharp';
import { apiPost, signUpThroughApi } from './support/session';
import { createAdmin, SHOPPER_SHOP } from './support/shops';
import { withDeliveryCharge } from './support/cod-line';

/**
 * The Content-Security-Policy against the real built app in chromium: every page a shopper or
 * staff member uses is walked (images, fonts, the video, the studio's exports and uploads, the
 * sandbox gateway's form), and any violation the browser reports, as a
 * `securitypolicyviolation` event or a console message, fails the test.
 */


interface CspWatch {
  violations: string[];
  /** Every page document the browser loaded, with the policy it came with. */
  documents: { url: string; csp: string }[];
}

const test = base.extend<{ csp: CspWatch }>({
  csp: async ({ page }, provide) => {
    const watch: CspWatch = { violations: [], documents: [] };
    await page.exposeFunction('reportCspViolation', (line: string) => watch.violations.push(line));
    // Runs through DevTools before any page script, so the policy itself never blocks it.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
        report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) watch.violations.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.request().frame() === page.mainFrame()) {
        watch.documents.push({ url: response.url(), csp: response.headers()['content-security-policy'] ?? '' });
      }
    });
    await provide(watch);
    expect(watch.violations).toEqual([]);
    // The check above means something only if the pages were served with the policy.
    expect(watch.documents.length).toBeGreaterThan(0);
    for (const document of watch.documents.filter((entry) => !entry.url.includes('/api/'))) {
      expect(document.csp, document.url).toContain("script-src 'self'");
      expect(document.csp, document.url).not.toContain('unsafe-inline');
    }
  },
});

/**
 * The page has drawn: scrolled to its end so that lazy pictures load too, every picture in
 * view decoded (or failed), fonts loaded, and a moment for late requests.
 */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'), undefined, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(250);
}

async function visit(page: Page, url: string) {
  await page.goto(url);
  await settle(page);
}

interface Variant {
  _id: string;
  sizes: { size: string; stock: number }[];
}

async function buyableProduct(page: Page) {
  const list = await (await page.request.get(`${API}/product/tags/trending?page=1&limit=8`)).json();
  for (const item of list.data.products as { _id: string }[]) {
    const product = (await (await page.request.get(`${API}/product/product/${item._id}`)).json()).data;
    const variant = (product.variants as Variant[]).find((entry) => entry.sizes.some((size) => size.size === 'M' && size.stock >= 2));
    if (product.codAvailable && variant) return { product: product as { _id: string; finalPrice: number }, variant };
  }
  throw new Error('the seed has no COD product with size M in stock');
}

test('the detector itself sees an inline script the policy blocks', async ({ page }) => {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await visit(page, '/');
  const ran = await page.evaluate(async () => {
    const blocked = new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true }));
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
    return { directive: await blocked, ran: (window as unknown as { inlineRan?: boolean }).inlineRan === true };
  });
  expect(ran).toEqual({ directive: 'script-src-elem', ran: false });
  await expect.poll(() => seen.length).toBeGreaterThan(0);
});

test('storefront pages: home (banners, grids, video), listings, search, product, policy pages, login and sign-up', async ({ page, csp }) => {
  test.setTimeout(150_000);
  // The demo video is made by ffmpeg in the background after the first start.
  await expect
    .poll(async () => (await (await page.request.get(`${API}/video/get-video`)).json()).data, { timeout: 90_000, intervals: [1000] })
    .not.toBeNull();
  const home = await page.goto('/');
  // The server-rendered page's dehydrated state: an inert JSON block in the page, which the policy lets be.
  expect(await home!.text()).toMatch(/<script type="application\/json" id="shop-state">/);
  await settle(page);
  const video = page.locator('video');
  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('hoodie');
  await expect(page.getByRole('link', { name: /hoodie/i }).first()).toBeVisible();
  await settle(page);

  for (const url of ['/new-arrivals', '/trending', '/upper-wear', '/bottom-wear', '/store', '/terms', '/privacypolicy', '/faquetions', '/login', '/signup', '/no-such-page']) {
    await visit(page, url);
  }
  const { product, variant } = await buyableProduct(page);
  await visit(page, `/display/${product._id}/${variant._id}`);
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  expect(csp.documents.length).toBeGreaterThanOrEqual(13);
});

test('shopper: cart, checkout, the sandbox payment page and its form, payment status and My Orders', async ({ page, csp }) => {
  await signUpThroughApi(page);
  const { product, variant } = await buyableProduct(page);
  expect((await apiPost(page, '/cart/add', { productId: product._id, variantId: variant._id })).ok()).toBe(true);
  await visit(page, '/cart');
  await expect(page.getByRole('link', { name: 'Checkout all' })).toBeVisible();
  await visit(page, '/checkout/cart');
  await visit(page, `/checkout/${product._id}/${variant._id}`);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();

  const started = await apiPost(page, '/order/payment', {
    name: 'Ravi Sharma',
    email: 'ravi@example.in',
    phoneNumber: '9876543210',
    product: { productId: product._id, variantId: variant._id, quantity: 1, price: product.finalPrice, size: 'M' },
    deliveryAddress: '4 New Market',
    pincode: '462011',
    city: 'Bhopal',
    state: 'Madhya Pradesh',
    totalAmount: withDeliveryCharge(product.finalPrice),
  });
  expect(started.ok()).toBe(true);
  const { redirectUrl } = (await started.json()).data as { redirectUrl: string };
  await visit(page, redirectUrl);
  await expect(page.getByRole('button', { name: 'Fail' })).toBeVisible();
  // The form posts (form-action 'self', with its anti-forgery token) and the gateway sends the shopper back.
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(/\/status\/TX[0-9A-F]+\//);
  await settle(page);
  await visit(page, '/user-orders');
  await expect(page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first()).toContainText('Cancelled');
  expect(csp.documents.some((entry) => entry.url.includes('/sandbox-gateway/pay/'))).toBe(true);
});

test('studio: garments, graphics, text, preview download and an uploaded image', async ({ page }) => {
  await signUpThroughApi(page);
  await visit(page, '/customized/hoodie');
  await expect(page.locator('[data-testid="design-stage"] canvas').first()).toBeVisible();
  await page.getByRole('button', { name: /^Add graphic / }).first().click();
  await page.getByLabel('Your text').fill('Namaste Bhopal');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download preview' }).click()]);
  expect(download.suggestedFilename()).toMatch(/preview\.png$/);

  const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#1e88e5' } }).png().toBuffer();
  await page.getByLabel('Upload PNG, JPEG or SVG').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByTestId('layer-list').getByRole('button', { name: 'Your image', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Saved to your account.')).toBeVisible();
  await settle(page);
});

test('staff screens: add product with photos chosen, products, orders, banners, video and studio content', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `csp-staff${Date.now()}@example.in`;
  const password = 'Staff@1234';
  await createAdmin(SHOPPER_SHOP, email, password);
  // /admin opens on the owner's dashboard; the spec's /admin/{name} on the add-product form.
  await visit(page, '/login?redirect=/admin/rahul');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();
  // A chosen photo is shown from a blob: address before it is uploaded.
  const photo = await sharp({ create: { width: 640, height: 800, channels: 3, background: '#c62828' } }).jpeg().toBuffer();
  const variant = page.getByTestId('variant-0');
  await variant.getByLabel('Images', { exact: true }).setInputFiles([{ name: 'red.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await expect(variant.getByRole('list', { name: 'Images of colour 1' }).getByRole('listitem')).toHaveCount(1);
  await settle(page);
  await visit(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const view of ['products', 'orders', 'reviews', 'cod', 'banners', 'video', 'studio']) await visit(page, `/admin?view=${view}`);
});
