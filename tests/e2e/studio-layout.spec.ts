import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { Design, GraphicLayer, Layer } from '../../src/engine/model/design';
import { shopApi } from './support/api';
import { signUpThroughApi } from './support/session';
import { draft, openStudio, pagePoint } from './support/studio';

/**
 * The studio's layout tools, on a phone and a desktop: two layers picked on the
 * canvas (Shift-click with a mouse; the Select mode with a finger), centred on each other from
 * the Arrange panel, the step undone and redone, saved, and reopened from the account.
 */
const centreX = (layer: Layer) => layer.x + layer.width / 2;
const byId = (design: Design, id: string) => design.sides.front.find((l) => l.id === id);

async function press(page: Page, touch: boolean, at: { x: number; y: number }) {
  if (touch) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
}

const centreOf = (layer: Layer) => {
  const box = { width: layer.width, height: layer.kind === 'text' ? 0 : layer.height };
  const r = (layer.rotation * Math.PI) / 180;
  return { x: layer.x + (box.width / 2) * Math.cos(r) - (box.height / 2) * Math.sin(r), y: layer.y + (box.width / 2) * Math.sin(r) + (box.height / 2) * Math.cos(r) };
};

/** A fresh studio with a text and a graphic, both selected on the canvas (Shift-click; Select mode on a phone). */
async function twoSelected(page: Page, touch: boolean): Promise<{ before: Design; text: Layer; graphic: GraphicLayer }> {
  await signUpThroughApi(page);
  await openStudio(page);
  await page.evaluate(() => localStorage.clear());
  await openStudio(page);
  await page.getByRole('button', { name: /^Add graphic / }).first().click();
  await expect.poll(async () => (await draft(page)).sides.front.map((l) => l.kind)).toEqual(['text', 'graphic']);
  const before = await draft(page);
  const [text, graphic] = before.sides.front as [Layer, GraphicLayer];
  const list = page.getByTestId('layer-list');
  await press(page, touch, await pagePoint(page, before, 'front', { x: text.x + text.width / 2, y: 1400 }));
  await expect(list.getByRole('button', { pressed: true })).toHaveCount(0);
  await press(page, touch, await pagePoint(page, before, 'front', { x: text.x + 40, y: text.y + 30 }));
  await expect(list.getByRole('button', { pressed: true })).toHaveText([/^Text/]);
  if (touch) await page.getByTestId('stage-pin').getByRole('button', { name: 'Select several' }).click();
  const graphicCentre = await pagePoint(page, before, 'front', { x: centreX(graphic), y: graphic.y + graphic.height / 2 });
  if (touch) await press(page, true, graphicCentre);
  else {
    await page.keyboard.down('Shift');
    await page.mouse.click(graphicCentre.x, graphicCentre.y);
    await page.keyboard.up('Shift');
  }
  await expect(list.getByRole('button', { pressed: true })).toHaveCount(2);
  return { before, text, graphic };
}

/** Where one of the shared frame's handles is on the page ('rotater', 'bottom-right', ...). */
async function handlePoint(page: Page, name: string): Promise<{ x: number; y: number }> {
  const canvas = (await page.locator('[data-testid="design-stage"] canvas').first().boundingBox())!;
  const at = await page.evaluate((anchor) => {
    type KonvaNode = { find(selector: string): KonvaNode[]; findOne(selector: string): KonvaNode | undefined; nodes(): unknown[]; getClientRect(): { x: number; y: number; width: number; height: number } };
    const stage = (window as unknown as { Konva: { stages: KonvaNode[] } }).Konva.stages.at(-1)!;
    // The frame holding the selection (a locked layer's grey frame holds none to turn).
    const frame = stage.find('Transformer').find((transformer) => transformer.nodes().length > 1)!;
    const box = frame.findOne(`.${anchor}`)!.getClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, name);
  return { x: canvas.x + at.x, y: canvas.y + at.y };
}

test.describe('studio layout tools', () => {
  test('two layers multi-selected on the canvas are centred on each other, undone, redone, saved and reopened', async ({ page }, testInfo) => {
    const touch = testInfo.project.use.hasTouch === true;
    await signUpThroughApi(page);
    await openStudio(page);
    await page.evaluate(() => localStorage.clear());
    await openStudio(page);
    await page.getByRole('button', { name: /^Add graphic / }).first().click();
    await expect.poll(async () => (await draft(page)).sides.front.map((l) => l.kind)).toEqual(['text', 'graphic']);
    const before = await draft(page);
    const [text, graphic] = before.sides.front as [Layer, GraphicLayer];
    // The two start on different centre lines, so centring must move one of them.
    expect(centreX(text)).not.toBe(centreX(graphic));

    // The text alone, then the graphic added to the selection, both on the canvas. A press on the
    // bare garment first lets go of the new graphic: on a phone its handles reach over the text.
    const list = page.getByTestId('layer-list');
    await press(page, touch, await pagePoint(page, before, 'front', { x: text.x + text.width / 2, y: 1400 }));
    await expect(list.getByRole('button', { pressed: true })).toHaveCount(0);
    await press(page, touch, await pagePoint(page, before, 'front', { x: text.x + 40, y: text.y + 30 }));
    await expect(list.getByRole('button', { pressed: true })).toHaveText([/^Text/]);
    if (touch) await page.getByTestId('stage-pin').getByRole('button', { name: 'Select several' }).click();
    const graphicCentre = await pagePoint(page, before, 'front', { x: centreX(graphic), y: graphic.y + graphic.height / 2 });
    if (touch) await press(page, true, graphicCentre);
    else {
      await page.keyboard.down('Shift');
      await page.mouse.click(graphicCentre.x, graphicCentre.y);
      await page.keyboard.up('Shift');
    }
    await expect(list.getByRole('button', { pressed: true })).toHaveCount(2);
    const arrange = page.getByTestId('arrange-panel');
    await expect(arrange.getByRole('status')).toHaveText('2 layers selected: they align to each other.');

    // Centred on each other: the text (the wider) stays, the graphic comes to its centre line.
    await arrange.getByRole('button', { name: 'Align centre' }).click();
    await expect.poll(async () => byId(await draft(page), graphic.id)?.x).not.toBe(graphic.x);
    const centred = await draft(page);
    expect(centreX(byId(centred, graphic.id)!)).toBe(centreX(byId(centred, text.id)!));
    expect(byId(centred, text.id)).toEqual(text);

    // One undo step takes it all back; redo brings it again.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await draft(page)).sides.front).toEqual(before.sides.front);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => (await draft(page)).sides.front).toEqual(centred.sides.front);

    await page.getByRole('button', { name: 'Save design' }).click();
    // A bound against a hang, not a speed check: a save draws its previews, and a loaded 2-core
    // machine took longer than the default 7 s.
    await expect(page.getByText('Saved to your account.')).toBeVisible({ timeout: 30_000 });
    const saved = (await shopApi(page.request).GET('/designs')).data!;
    expect((saved.data[0]!.document as unknown as Design).sides.front).toEqual(centred.sides.front);

    // Reopened from the account (not from the draft): the centred layers come back.
    await page.evaluate(() => localStorage.clear());
    await openStudio(page);
    await page.getByRole('region', { name: 'Your saved designs' }).getByRole('button', { name: /^Open saved design/ }).click();
    await expect.poll(async () => (await draft(page)).sides.front).toEqual(centred.sides.front);
  });

  test('two selected layers turn and grow together, from the Arrange panel and (desktop) by the shared frame, each step undone', async ({ page }, testInfo) => {
    const touch = testInfo.project.use.hasTouch === true;
    const { before, text, graphic } = await twoSelected(page, touch);
    const arrange = page.getByTestId('arrange-panel');
    const gap = (design: Design) => Math.hypot(centreOf(byId(design, graphic.id)!).x - centreOf(byId(design, text.id)!).x, centreOf(byId(design, graphic.id)!).y - centreOf(byId(design, text.id)!).y);

    // Turned: both by the same angle, about the pair's centre (the graphic swings round, the gap between them kept).
    await arrange.getByRole('button', { name: 'Turn right 15°' }).click();
    await expect.poll(async () => byId(await draft(page), graphic.id)?.rotation).toBe(15);
    const turned = await draft(page);
    expect(byId(turned, text.id)!.rotation).toBe(15);
    expect(centreOf(byId(turned, graphic.id)!)).not.toEqual(centreOf(graphic));
    expect(Math.abs(gap(turned) - gap(before))).toBeLessThan(40);

    // Grown: the graphic's size and the text's font size by the same factor, the gap too.
    await arrange.getByRole('button', { name: 'Larger' }).click();
    await expect.poll(async () => byId(await draft(page), graphic.id)?.width).toBe(Math.round(graphic.width * 1.1));
    const grown = await draft(page);
    expect((byId(grown, text.id) as typeof text & { fontSize: number }).fontSize).toBeCloseTo((text as typeof text & { fontSize: number }).fontSize * 1.1, 0);
    expect(gap(grown)).toBeGreaterThan(gap(turned));

    // Each press one undo step.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await draft(page)).sides.front).toEqual(turned.sides.front);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await draft(page)).sides.front).toEqual(before.sides.front);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => (await draft(page)).sides.front).toEqual(turned.sides.front);

    if (touch) return;
    // With the mouse: the frame around both turned by its rotate handle, then scaled by a corner.
    // Each gesture is one step that moves both layers. The page back at its top: the frame's rotate
    // handle stands above the layers, where the Arrange panel's scroll put the site header.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByTestId('layer-list').getByRole('button', { pressed: true })).toHaveCount(2);
    const rotater = await handlePoint(page, 'rotater');
    await page.mouse.move(rotater.x, rotater.y);
    await page.mouse.down();
    await page.mouse.move(rotater.x + 60, rotater.y + 20, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => byId(await draft(page), graphic.id)?.rotation).not.toBe(15);
    const dragged = await draft(page);
    const turnedBy = byId(dragged, graphic.id)!.rotation - 15;
    expect(Math.abs(turnedBy)).toBeGreaterThan(5);
    expect(byId(dragged, text.id)!.rotation - 15).toBeCloseTo(turnedBy, 0);
    const corner = await handlePoint(page, 'bottom-right');
    await page.mouse.move(corner.x, corner.y);
    await page.mouse.down();
    await page.mouse.move(corner.x + 30, corner.y + 30, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => byId(await draft(page), graphic.id)?.width).toBeGreaterThan(byId(dragged, graphic.id)!.width);
    const scaled = await draft(page);
    expect(byId(scaled, text.id)!.width).toBeGreaterThan(byId(dragged, text.id)!.width);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await draft(page)).sides.front).toEqual(dragged.sides.front);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await draft(page)).sides.front).toEqual(turned.sides.front);
  });
});
