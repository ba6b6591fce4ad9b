import type { Page } from '@playwright/test';

export interface Point {
  x: number;
  y: number;
}

/**
 * A drag as the device makes it: a finger on phones (real touch events through the DevTools
 * protocol, as Playwright's touchscreen only taps), the mouse elsewhere; `steps` moves on the way.
 * A finger lifted while still moving flings, and the browser spends the next tap on stopping the
 * fling (no click), as on a phone: `still` holds the finger at the end for a moment first, for a
 * test that taps right after.
 */
export async function drag(page: Page, touch: boolean, from: Point, by: Point, steps = 10, still = false): Promise<void> {
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
  if (still) {
    // The time a finger rests: the fling's speed is measured over the last moves, 0 after this.
    await page.waitForTimeout(150);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(steps) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * A double tap (a finger on phones, a double click elsewhere) as one burst of DevTools protocol
 * events sent without waiting on each other: taken one round trip at a time, the two taps could
 * drift past a page's double-tap window (300 ms) on a busy machine.
 */
export async function doubleTap(page: Page, touch: boolean, at: Point): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  if (touch) {
    const down = { type: 'touchStart' as const, touchPoints: [{ x: at.x, y: at.y }] };
    const up = { type: 'touchEnd' as const, touchPoints: [] };
    await Promise.all([down, up, down, up].map((event) => cdp.send('Input.dispatchTouchEvent', event)));
  } else {
    const press = (type: 'mousePressed' | 'mouseReleased', clickCount: number) =>
      cdp.send('Input.dispatchMouseEvent', { type, x: at.x, y: at.y, button: 'left', buttons: type === 'mousePressed' ? 1 : 0, clickCount });
    await Promise.all([press('mousePressed', 1), press('mouseReleased', 1), press('mousePressed', 2), press('mouseReleased', 2)]);
  }
  await cdp.detach();
}

/**
 * A drag held down between moves, for a test that looks at the page mid-gesture: a finger on
 * phones (DevTools protocol touch events), the mouse elsewhere. `release` lifts it.
 */
export async function holdDrag(page: Page, touch: boolean, from: Point) {
  if (!touch) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    return {
      move: (to: Point, steps = 6) => page.mouse.move(to.x, to.y, { steps }),
      release: () => page.mouse.up(),
    };
  }
  const cdp = await page.context().newCDPSession(page);
  let at = from;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  return {
    move: async (to: Point, steps = 6) => {
      const start = at;
      for (let i = 1; i <= steps; i++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start.x + ((to.x - start.x) * i) / steps, y: start.y + ((to.y - start.y) * i) / steps }] });
      }
      at = to;
    },
    release: async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    },
  };
}
