import { expect, test } from './support/test';
import { holdDrag } from './support/gestures';
import { draft, openStudio, pagePoint } from './support/studio';

// The drag's stand-in pictures (src/customiser/canvas/drag-snapshot.ts), on the desktop project: the
// mouse grabs any layer, while a phone's finger drags only the selected one (the phone's drags are
// in studio.spec.ts and studio-phone.spec.ts; both start the same Konva drag that freezes the others).
test.describe('studio drag', () => {
  test('while a layer in the middle is dragged, the canvas looks as before: the others keep their place and order', async ({ page }, testInfo) => {
    await openStudio(page);
    const add = page.getByRole('button', { name: /^Add graphic / });
    // Five cascaded graphics (40 units apart, 280 wide) over the text: the fourth is dragged (its
    // centre is 60 units from the print area's centre line, beyond the snap distance).
    for (const n of [0, 1, 2, 3, 4]) await add.nth(n).click();
    await expect.poll(async () => (await draft(page)).sides.front.length).toBe(6);
    const design = await draft(page);
    const [, , , fourth, fifth] = design.sides.front.filter((l) => l.kind === 'graphic');
    if (!fourth || fourth.kind !== 'graphic' || !fifth || fifth.kind !== 'graphic') throw new Error('no fourth and fifth graphic');
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
    // The design's canvas: the second of the stage (the garment photo has the first, the mock-up).
    const designCanvas = page.locator('[data-testid="design-stage"] canvas').nth(1);
    // The canvas's pixels kept in the page (as `name`), then compared there with the canvas a frame
    // later: the share of channels off by more than rounding.
    const keep = (name: string) =>
      designCanvas.evaluate((canvas: HTMLCanvasElement, name) => {
        (window as unknown as Record<string, Uint8ClampedArray>)[name] = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      }, name);
    const differentShare = (name: string) =>
      designCanvas.evaluate(
        (canvas: HTMLCanvasElement, name) =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const kept = (window as unknown as Record<string, Uint8ClampedArray>)[name]!;
                const now = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
                let different = 0;
                for (let i = 0; i < kept.length; i++) if (Math.abs(kept[i]! - now[i]!) > 8) different++;
                resolve(different / kept.length);
              }),
            ),
          ),
        name,
      );
    await keep('before_');
    // A point of the fourth graphic that the fifth (and its handles, big on a phone) does not cover.
    const margin = Math.min(fifth.width / 4, 20);
    const inside = (box: typeof fifth, x: number, y: number) => x > box.x - margin && x < box.x + box.width + margin && y > box.y - margin && y < box.y + box.height + margin;
    const spots = [0.03, 0.1, 0.3, 0.5, 0.7, 0.9].flatMap((u) => [0.5, 0.3, 0.7, 0.1, 0.9].map((v) => ({ x: fourth.x + u * fourth.width, y: fourth.y + v * fourth.height })));
    const spot = spots.find((point) => !inside(fifth, point.x, point.y));
    if (!spot) throw new Error('the fifth graphic covers the fourth');
    const grab = await pagePoint(page, design, 'front', spot);
    // Selected first (a phone drags only the selected layer), then dragged.
    if (testInfo.project.use.hasTouch) await page.touchscreen.tap(grab.x, grab.y);
    else await page.mouse.click(grab.x, grab.y);
    const hold = await holdDrag(page, testInfo.project.use.hasTouch === true, grab);
    await hold.move({ x: grab.x + 14, y: grab.y + 14 });
    // It follows the finger or the mouse (the drag is on)...
    expect(await differentShare('before_')).toBeGreaterThan(0.0005);
    // ...while the layers below and above it stand in as pictures. Held still, the canvas is kept,
    // then dropped there: drawn from the layers themselves again, it must look the same.
    await hold.move({ x: grab.x + 20, y: grab.y + 20 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await keep('held_');
    await hold.release();
    await expect
      .poll(async () => {
        const dropped = (await draft(page)).sides.front.find((l) => l.id === fourth.id);
        return `${dropped?.x},${dropped?.y}`;
      })
      .not.toBe(`${fourth.x},${fourth.y}`);
    expect(await differentShare('held_')).toBeLessThan(0.0001);
  });

});
