import { describe, expect, it } from 'vitest';
import { createDesignStore } from '../design-store';
import { createEditorState, type EditorState } from '../editor-state';
import { layerBox } from '../kernels/layer-box';
import { boxCentre, rotatedBounds } from '../kernels/rotated-bounds';
import type { Design, Layer, TextLayer } from '../model/design';
import { printArea } from '../model/print-area';
import { runWithUndoRedo, sampleDesign } from '../test-support/fixtures';
import { lockLayers, rotateLayers, scaleLayers } from './index';

const area = printArea('tshirt', 'front');
const graphic = (id: string, x: number, y: number, size = 200): Layer => ({ id, kind: 'graphic', src: 'graphics/star.png', x, y, width: size, height: size, rotation: 0 });
const text: TextLayer = { id: 'text-1', kind: 'text', content: 'Bhopal', color: '#000000', fontSize: 20, fontWeight: 'bold', fontStyle: 'normal', x: 400, y: 700, rotation: 0, width: 300 };

/** Two graphics side by side in the middle of the print area, and a text under them. */
function pairDesign(): Design {
  return { ...sampleDesign(), sides: { front: [graphic('left', 300, 600), graphic('right', 700, 600), text], back: [] } };
}
const byId = (state: EditorState, id: string) => state.design.sides.front.find((l) => l.id === id)!;
const centre = (layer: Layer) => boxCentre(layerBox(layer));
const expectInside = (layer: Layer) => {
  const b = rotatedBounds(layerBox(layer));
  expect(b.x).toBeGreaterThanOrEqual(-0.5);
  expect(b.y).toBeGreaterThanOrEqual(-0.5);
  expect(b.x + b.width).toBeLessThanOrEqual(area.width + 0.5);
  expect(b.y + b.height).toBeLessThanOrEqual(area.height + 0.5);
};

describe('turn and scale several layers together', () => {
  it('turns the selection about its centre as one undo step: each layer turns and swings round it', () => {
    const { before, after } = runWithUndoRedo(rotateLayers, { ids: ['left', 'right'], by: 90 }, createDesignStore(pairDesign()));
    // The pair's centre is (600, 700); side by side 400 apart, a quarter turn stands them one above the other.
    expect(centre(byId(after, 'left')).x).toBeCloseTo(600, 0);
    expect(centre(byId(after, 'left')).y).toBeCloseTo(500, 0);
    expect(centre(byId(after, 'right')).x).toBeCloseTo(600, 0);
    expect(centre(byId(after, 'right')).y).toBeCloseTo(900, 0);
    for (const id of ['left', 'right']) expect(byId(after, id).rotation).toBe(90);
    // The text was not selected: unchanged.
    expect(byId(after, 'text-1')).toEqual(byId(before, 'text-1'));
  });

  it('scales the selection about its centre: sizes and gaps grow, a text by its font size', () => {
    const { after } = runWithUndoRedo(scaleLayers, { ids: ['left', 'right', 'text-1'], factor: 1.5 }, createDesignStore(pairDesign()));
    const left = byId(after, 'left');
    const right = byId(after, 'right');
    expect(left).toMatchObject({ width: 300, height: 300 });
    expect(right).toMatchObject({ width: 300, height: 300 });
    expect(centre(right).x - centre(left).x).toBeCloseTo(600, 0);
    expect(byId(after, 'text-1')).toMatchObject({ fontSize: 30, width: 450 });
    for (const layer of after.design.sides.front) expectInside(layer);
    // Smaller by the inverse brings the graphics back to their sizes.
    const back = scaleLayers.perform(after, { ids: ['left', 'right', 'text-1'], factor: 1 / 1.5 });
    expect(byId(back, 'left')).toMatchObject({ width: 200, height: 200 });
    expect(byId(back, 'text-1')).toMatchObject({ fontSize: 20, width: 300 });
  });

  it('keeps every layer inside the print area when the group would leave it', () => {
    let state = createEditorState(pairDesign());
    for (let i = 0; i < 12; i++) state = scaleLayers.perform(state, { ids: ['left', 'right'], factor: 1.3 });
    state = rotateLayers.perform(state, { ids: ['left', 'right'], by: 45 });
    for (const layer of state.design.sides.front) expectInside(layer);
  });

  it('leaves a locked layer as it is, and does nothing for nothing to do', () => {
    let state = createEditorState(pairDesign());
    state = lockLayers.perform(state, { ids: ['right'], locked: true });
    const locked = byId(state, 'right');
    const turned = rotateLayers.perform(state, { ids: ['left', 'right'], by: 30 });
    expect(byId(turned, 'right')).toEqual(locked);
    expect(byId(turned, 'left').rotation).toBe(30);
    expect(rotateLayers.perform(state, { ids: ['right'], by: 30 })).toBe(state);
    expect(rotateLayers.perform(state, { ids: ['left'], by: 360 })).toBe(state);
    expect(scaleLayers.perform(state, { ids: ['left'], factor: 1 })).toBe(state);
    expect(scaleLayers.perform(state, { ids: ['left'], factor: Number.NaN })).toBe(state);
    expect(scaleLayers.perform(state, { ids: ['left'], factor: -2 })).toBe(state);
  });
});
