import type { Page } from '@playwright/test';
import { expect } from './test';
import { stageGeometry } from '../../../src/customiser/canvas/stage-geometry';
import type { Design } from '../../../src/engine/model/design';

/** Where the studio keeps the shopper's unsaved design (localStorage). */
export const DRAFT_KEY = 'bhopal-threads.studio.draft';

export async function openStudio(page: Page, path = '/customized') {
  await page.goto(path);
  await expect(page.locator('[data-testid="design-stage"] canvas').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add graphic / }).first()).toBeVisible();
}

/** The design as the studio last kept it. */
export async function draft(page: Page): Promise<Design> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);
  expect(raw).toBeTruthy();
  return JSON.parse(raw as string) as Design;
}

/** Page coordinates of a point given in print units on the side shown. */
export async function pagePoint(page: Page, design: Design, side: 'front' | 'back', units: { x: number; y: number }) {
  const canvas = page.locator('[data-testid="design-stage"] canvas').first();
  await canvas.scrollIntoViewIfNeeded();
  // Wait out a smooth scroll: the box must hold still for two animation frames (at most two
  // seconds of frames) before it is used.
  await canvas.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let top = element.getBoundingClientRect().top;
        let still = 0;
        let frames = 0;
        const check = () => {
          const now = element.getBoundingClientRect().top;
          still = now === top ? still + 1 : 0;
          top = now;
          if (still >= 2 || ++frames > 120) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no stage');
  const g = stageGeometry(box.width, design.garment, side);
  return { x: box.x + g.left + units.x * g.scale, y: box.y + g.top + units.y * g.scale };
}
