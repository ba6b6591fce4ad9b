import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { hydrated, PHONE } from './main-thread';

const API = '/api/api/v1';

/** One scripted tap or drag and its interaction's duration (event timing), ms; 0 when under the API's 16 ms floor. */
export interface Step {
  label: string;
  ms: number;
}

declare global {
  interface Window {
    benchInteractions?: { id: number; duration: number }[];
  }
}

/** Keeps every event-timing entry that belongs to an interaction (tap, key), from the page's start. */
function observeInteractions(): void {
  window.benchInteractions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      if (entry.interactionId) window.benchInteractions!.push({ id: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Runs `act`, waits for its frames, and returns the longest interaction it made (INP of the step). */
async function step(page: Page, label: string, act: () => Promise<void>): Promise<Step> {
  const before = await page.evaluate(() => window.benchInteractions!.length);
  await act();
  // Event timing reports an interaction after its next paint; two frames and a pause let it arrive.
  await page.waitForTimeout(600);
  const entries = await page.evaluate((from) => window.benchInteractions!.slice(from), before);
  const byInteraction = new Map<number, number>();
  for (const entry of entries) byInteraction.set(entry.id, Math.max(byInteraction.get(entry.id) ?? 0, entry.duration));
  return { label, ms: Math.max(0, ...byInteraction.values()) };
}

/** A new shopper signed up through the API in `page`'s context, the code read from the shop's outbox (DATA_DIR/outbox). */
async function signUp(page: Page, base: string, dataDir: string): Promise<void> {
  const email = `bench${Date.now()}${Math.floor(Math.random() * 1e6)}@example.in`;
  await page.request.get(`${base}${API}/auth/verify`);
  const xsrf = async () => ({ 'x-xsrf-token': (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value });
  const sent = await page.request.post(`${base}${API}/otp/saveotp`, { headers: await xsrf(), data: { email } });
  if (!sent.ok()) throw new Error(`saveotp: ${sent.status()}`);
  const outbox = path.join(dataDir, 'outbox');
  let otp: string | undefined;
  for (let tries = 0; tries < 100 && !otp; tries += 1) {
    for (const name of await readdir(outbox).catch(() => [] as string[])) {
      const mail = await readFile(path.join(outbox, name), 'utf8');
      if (mail.includes(email)) otp = /\b(\d{6})\b/.exec(mail.split(/\r?\n\r?\n/).slice(1).join('\n'))?.[1];
    }
    if (!otp) await page.waitForTimeout(100);
  }
  if (!otp) throw new Error(`no code for ${email} in ${outbox}`);
  const registered = await page.request.post(`${base}${API}/auth/register`, {
    headers: await xsrf(),
    data: { username: 'Ravi Sharma', email, password: 'Chai@1234', phone: '9876543210', address: '4 New Market, Bhopal', otp },
  });
  if (!registered.ok()) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  const added = await page.request.post(`${base}${API}/cart/add`, { headers: await xsrf(), data: { ...(await firstProduct(page, base)), size: 'M', quantity: 1 } });
  if (!added.ok()) throw new Error(`cart/add: ${added.status()} ${await added.text()}`);
}

async function firstProduct(page: Page, base: string): Promise<{ productId: string; variantId: string }> {
  const list = (await (await page.request.get(`${base}${API}/product/tags/newarrival?page=1&limit=1`)).json()) as { data: { products: { _id: string; variantId: string }[] } };
  return { productId: list.data.products[0]!._id, variantId: list.data.products[0]!.variantId };
}

/** What a shopper does on each measured page, in order. */
const SCRIPTS: Record<string, (page: Page) => Promise<Step[]>> = {
  product: async (page) => [
    await step(page, 'tap a colour', () => page.getByRole('button', { pressed: false }).and(page.locator('[aria-pressed]')).first().tap()),
    await step(page, 'tap a size', () => page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio').first().tap({ force: true })),
    await step(page, 'Add To Cart', () => page.getByRole('button', { name: /^Add to cart$/i }).first().tap()),
  ],
  cart: async (page) => [await step(page, 'remove a line', () => page.getByRole('button', { name: /^Remove to Cart/ }).first().tap())],
  studio: async (page) => {
    const steps = [await step(page, 'add a text', () => page.getByRole('button', { name: 'Add another text' }).tap())];
    const canvas = page.locator('[data-testid="design-stage"] canvas').nth(1);
    const box = (await canvas.boundingBox())!;
    steps.push(
      await step(page, 'drag the text', async () => {
        // The new text sits at the print area's centre: a finger on it, moved 60 px down and right.
        const cdp = await page.context().newCDPSession(page);
        const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        const at = (i: number) => [{ x: from.x + (60 * i) / 10, y: from.y + (60 * i) / 10 }];
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
        for (let i = 1; i <= 10; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i) });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await cdp.detach();
      }),
    );
    steps.push(await step(page, 'switch to Back', () => page.getByRole('group', { name: 'Side' }).getByRole('button', { name: 'Back' }).tap()));
    return steps;
  },
};

export const INTERACTION_PAGES = Object.keys(SCRIPTS);

/**
 * The page's scripted interactions on a phone whose CPU is `slowdown` times slower than the host
 * (DevTools' CPU throttling, as the calibrated profiles of Lighthouse), each step's INP in ms.
 */
export async function measureInteractions(browser: Browser, base: string, dataDir: string, name: string, url: string, slowdown: number): Promise<Step[]> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    if (name === 'cart') await signUp(page, base, dataDir);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(`${base}${url}`, { waitUntil: 'load' });
    await hydrated(page, 120_000);
    if (name === 'studio') await page.locator('[data-testid="design-stage"] canvas').first().waitFor({ timeout: 120_000 });
    await page.waitForTimeout(1000);
    return await SCRIPTS[name]!(page);
  } finally {
    await context.close();
  }
}
