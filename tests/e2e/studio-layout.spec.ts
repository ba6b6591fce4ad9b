import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { Design, GraphicLayer, Layer } from '../../src/engine/model/design';
import { shopApi } from './support/api';
import { signUpThroughApi } from './support/session';
import { draft, openStudio, pagePoint } from './support/studio';

/**
 * The studio's layout tools (issue 22), on a phone and a desktop: two layers picked on the
 * canvas (Shift-click with a mouse; the Select mode with a finger), centred on each other from
 * the Arrange panel, the step undone and redone, saved, and reopened from the account.
 */
const centreX = (layer: Layer) => layer.x + layer.width / 2;
const byId = (design: Design, id: string) => design.sides.front.find((l) => l.id === id);

async function press(page: Page, touch: boolean, at: { x: number; y: number }) {
  if (touch) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
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
});
