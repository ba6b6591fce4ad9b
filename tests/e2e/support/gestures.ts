import type { Page } from '@playwright/test';

interface Point {
  x: number;
  y: number;
}

/**
 * A drag as the device makes it: a finger on phones (real touch events through the DevTools
 * protocol, as Playwright's touchscreen only taps), the mouse elsewhere; `steps` moves on the way.
 */
export async function drag(page: Page, touch: boolean, from: Point, by: Point, steps = 10): Promise<void> {
  if (!touch) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + by.x, from.y + by.y, { steps });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const at = (i: number) => [{ x: from.x + (by.x * i) / steps, y: from.y + (by.y * i) / steps }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= steps; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
