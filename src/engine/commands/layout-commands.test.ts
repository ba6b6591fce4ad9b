import { describe, expect, it } from 'vitest';
import { createDesignStore } from '../design-store';
import { createEditorState, withSelection, type EditorState } from '../editor-state';
import { layerBox } from '../kernels/layer-box';
import { rotatedBounds } from '../kernels/rotated-bounds';
import type { Design, Layer } from '../model/design';
import { printArea } from '../model/print-area';
import { MAX_LAYERS_PER_SIDE } from '../model/text-options';
import { parseDesign } from '../model/validate';
import { runWithUndoRedo, sampleDesign } from '../test-support/fixtures';
import {
  alignLayers,
  distributeLayers,
  duplicateLayers,
  DUPLICATE_OFFSET,
  lockLayers,
  moveLayer,
  moveLayers,
  nudgeLayers,
  removeLayer,
  removeLayers,
  reorderLayers,
  resizeLayer,
  rotateLayer,
  selectLayer,
  selectLayers,
  toggleLock,
  transformLayers,
} from './index';

const area = printArea('tshirt', 'front');
const bounds = (layer: Layer) => rotatedBounds(layerBox(layer));
const graphic = (id: string, x: number, y: number, size = 200): Layer => ({ id, kind: 'graphic', src: 'graphics/star.png', x, y, width: size, height: size, rotation: 0 });

/** Three graphics in a row, unevenly spaced, on the front. */
function rowDesign(): Design {
  return { ...sampleDesign(), sides: { front: [graphic('graphic-1', 0, 100), graphic('graphic-2', 300, 500), graphic('graphic-3', 900, 900)], back: [] } };
}

const front = (state: EditorState) => state.design.sides.front;
const byId = (state: EditorState, id: string) => front(state).find((l) => l.id === id)!;

function expectInside(layer: Layer) {
  const b = bounds(layer);
  expect(b.x).toBeGreaterThanOrEqual(-0.5);
  expect(b.y).toBeGreaterThanOrEqual(-0.5);
  expect(b.x + b.width).toBeLessThanOrEqual(area.width + 0.5);
  expect(b.y + b.height).toBeLessThanOrEqual(area.height + 0.5);
}

describe('multi-select', () => {
  it('Shift/Ctrl-click adds and removes a layer; a plain click selects only it; no undo step', () => {
    const store = createDesignStore(sampleDesign());
    store.run(selectLayer, { id: 'text-1' });
    store.run(selectLayer, { id: 'graphic-2', additive: true });
    expect(store.getState()).toMatchObject({ selectedIds: ['text-1', 'graphic-2'], selectedId: 'graphic-2' });
    store.run(selectLayer, { id: 'graphic-2', additive: true });
    expect(store.getState()).toMatchObject({ selectedIds: ['text-1'], selectedId: 'text-1' });
    store.run(selectLayers, { ids: ['text-1', 'graphic-2', 'nope'] });
    expect(store.getState().selectedIds).toEqual(['text-1', 'graphic-2']);
    store.run(selectLayer, { id: 'text-1' });
    expect(store.getState().selectedIds).toEqual(['text-1']);
    expect(store.canUndo()).toBe(false);
  });
});

describe('moving a selection', () => {
  it('moves several layers as one undo step, and keeps the group whole at the print area edge', () => {
    const { after } = runWithUndoRedo(moveLayers, {
      moves: [
        { id: 'graphic-1', x: -300, y: 200 },
        { id: 'graphic-2', x: 0, y: 600 },
      ],
    }, createDesignStore(rowDesign()));
    // Pushed 300 past the left edge: both come back by 300, 300 apart as they were dragged.
    expect(byId(after, 'graphic-1')).toMatchObject({ x: 0, y: 200 });
    expect(byId(after, 'graphic-2')).toMatchObject({ x: 300, y: 600 });
  });

  it('nudges a selection by the arrow keys and leaves a locked layer where it is', () => {
    let state = createEditorState(rowDesign());
    state = lockLayers.perform(state, { ids: ['graphic-2'], locked: true });
    state = nudgeLayers.perform(state, { ids: ['graphic-1', 'graphic-2'], dx: 10, dy: 20 });
    expect(byId(state, 'graphic-1')).toMatchObject({ x: 10, y: 120 });
    expect(byId(state, 'graphic-2')).toMatchObject({ x: 300, y: 500 });
  });

  it('transforms several layers together as one undo step, each kept inside the print area', () => {
    const { after } = runWithUndoRedo(transformLayers, {
      changes: [
        { id: 'graphic-1', x: 0, y: 100, width: 400, height: 400, rotation: 30 },
        { id: 'graphic-3', x: 1100, y: 1400, width: 400, height: 400, rotation: 30 },
      ],
    }, createDesignStore(rowDesign()));
    expect(byId(after, 'graphic-1')).toMatchObject({ width: 400, height: 400, rotation: 30 });
    expect(byId(after, 'graphic-3')).toMatchObject({ width: 400, rotation: 30 });
    for (const layer of front(after)) expectInside(layer);
  });
});

describe('align and distribute', () => {
  it('aligns one layer to the print area', () => {
    const store = createDesignStore(rowDesign());
    const { after } = runWithUndoRedo(alignLayers, { ids: ['graphic-2'], edge: 'centre' }, store);
    expect(byId(after, 'graphic-2').x).toBe((area.width - 200) / 2);
    for (const [edge, expected] of [['left', { x: 0 }], ['right', { x: area.width - 200 }], ['top', { y: 0 }], ['bottom', { y: area.height - 200 }], ['middle', { y: (area.height - 200) / 2 }]] as const) {
      expect(byId(alignLayers.perform(after, { ids: ['graphic-2'], edge }), 'graphic-2')).toMatchObject(expected);
    }
  });

  it('aligns several layers to each other, by their turned bounds', () => {
    const design = rowDesign();
    const store = createDesignStore(design);
    const { after } = runWithUndoRedo(alignLayers, { ids: ['graphic-1', 'graphic-3'], edge: 'right' }, store);
    expect(byId(after, 'graphic-1').x).toBe(900);
    expect(byId(after, 'graphic-3').x).toBe(900);
    expect(byId(after, 'graphic-2')).toEqual(design.sides.front[1]);
    const centred = alignLayers.perform(createEditorState(design), { ids: ['graphic-1', 'graphic-2', 'graphic-3'], edge: 'middle' });
    const middles = front(centred).map((l) => bounds(l).y + bounds(l).height / 2);
    expect(new Set(middles).size).toBe(1);
    // A turned layer is aligned by the box it fills once turned.
    const turned = rotateLayer.perform(createEditorState(design), { id: 'graphic-2', rotation: 45 });
    const left = alignLayers.perform(turned, { ids: ['graphic-1', 'graphic-2'], edge: 'left' });
    expect(bounds(byId(left, 'graphic-2')).x).toBeCloseTo(0, 0);
  });

  it('a locked layer stays and the others align to it', () => {
    let state = lockLayers.perform(createEditorState(rowDesign()), { ids: ['graphic-3'], locked: true });
    state = alignLayers.perform(state, { ids: ['graphic-1', 'graphic-3'], edge: 'bottom' });
    expect(byId(state, 'graphic-3').y).toBe(900);
    expect(byId(state, 'graphic-1').y).toBe(900);
  });

  it('distributes three or more layers evenly, the outer two staying; fewer do nothing', () => {
    const { after } = runWithUndoRedo(distributeLayers, { ids: ['graphic-1', 'graphic-2', 'graphic-3'], axis: 'horizontal' }, createDesignStore(rowDesign()));
    expect(front(after).map((l) => l.x)).toEqual([0, 450, 900]);
    const down = distributeLayers.perform(createEditorState(rowDesign()), { ids: ['graphic-1', 'graphic-2', 'graphic-3'], axis: 'vertical' });
    expect(front(down).map((l) => l.y)).toEqual([100, 500, 900]);
    const two = createEditorState(rowDesign());
    expect(distributeLayers.perform(two, { ids: ['graphic-1', 'graphic-2'], axis: 'horizontal' })).toBe(two);
  });
});

describe('layer order', () => {
  const order = (state: EditorState) => front(state).map((l) => l.id);
  const four = (): Design => ({ ...rowDesign(), sides: { front: [...rowDesign().sides.front, graphic('graphic-4', 50, 50)], back: [] } });

  it('brings a selection forward or back one step as a block, and to the front or back', () => {
    const { after } = runWithUndoRedo(reorderLayers, { ids: ['graphic-1', 'graphic-2'], direction: 'forward' }, createDesignStore(four()));
    expect(order(after)).toEqual(['graphic-3', 'graphic-1', 'graphic-2', 'graphic-4']);
    const start = createEditorState(four());
    expect(order(reorderLayers.perform(start, { ids: ['graphic-3', 'graphic-4'], direction: 'backward' }))).toEqual(['graphic-1', 'graphic-3', 'graphic-4', 'graphic-2']);
    expect(order(reorderLayers.perform(start, { ids: ['graphic-1', 'graphic-3'], direction: 'front' }))).toEqual(['graphic-2', 'graphic-4', 'graphic-1', 'graphic-3']);
    expect(order(reorderLayers.perform(start, { ids: ['graphic-4', 'graphic-2'], direction: 'back' }))).toEqual(['graphic-2', 'graphic-4', 'graphic-1', 'graphic-3']);
    // Already at the top: nothing changes and no undo step is made.
    expect(reorderLayers.perform(start, { ids: ['graphic-4'], direction: 'front' })).toBe(start);
  });
});

describe('duplicate', () => {
  it('copies the selection offset, on top, selected, as one undo step', () => {
    const store = createDesignStore(rowDesign());
    store.run(selectLayers, { ids: ['graphic-1', 'graphic-2'] });
    const { after } = runWithUndoRedo(duplicateLayers, { ids: ['graphic-1', 'graphic-2'] }, store);
    const copies = front(after).slice(3);
    expect(copies).toEqual([
      { ...graphic('graphic-4', DUPLICATE_OFFSET, 100 + DUPLICATE_OFFSET) },
      { ...graphic('graphic-5', 300 + DUPLICATE_OFFSET, 500 + DUPLICATE_OFFSET) },
    ]);
    expect(after.selectedIds).toEqual(['graphic-4', 'graphic-5']);
    expect(parseDesign(JSON.parse(JSON.stringify(after.design))).ok).toBe(true);
  });

  it('keeps a copy inside the print area, the other way when the offset would leave it on its original, and unlocked', () => {
    const corner = graphic('graphic-1', area.width - 200, area.height - 200);
    let state = createEditorState({ ...sampleDesign(), sides: { front: [{ ...corner, locked: true }], back: [] } });
    state = duplicateLayers.perform(state, { ids: ['graphic-1'] });
    const copy = byId(state, 'graphic-2');
    expect(copy).toMatchObject({ x: area.width - 200 - DUPLICATE_OFFSET, y: area.height - 200 - DUPLICATE_OFFSET });
    expect(copy).not.toHaveProperty('locked');
    expectInside(copy);
  });

  it('does nothing past the layer cap', () => {
    const full = Array.from({ length: MAX_LAYERS_PER_SIDE }, (_, i) => graphic(`graphic-${i + 1}`, 0, 0, 10));
    const state = createEditorState({ ...sampleDesign(), sides: { front: full, back: [] } });
    expect(duplicateLayers.perform(state, { ids: ['graphic-1'] })).toBe(state);
  });
});

describe('lock', () => {
  it('a locked layer cannot be moved, resized, turned or deleted until unlocked; locking is an undo step', () => {
    const store = createDesignStore(sampleDesign());
    const { after } = runWithUndoRedo(lockLayers, { ids: ['graphic-2'], locked: true }, store);
    expect(byId(after, 'graphic-2').locked).toBe(true);
    let state = withSelection(after, ['graphic-2']);
    for (const next of [
      moveLayer.perform(state, { id: 'graphic-2', x: 0, y: 0 }),
      moveLayers.perform(state, { moves: [{ id: 'graphic-2', x: 0, y: 0 }] }),
      resizeLayer.perform(state, { id: 'graphic-2', width: 500 }),
      rotateLayer.perform(state, { id: 'graphic-2', rotation: 90 }),
      transformLayers.perform(state, { changes: [{ id: 'graphic-2', width: 500, rotation: 10 }] }),
      removeLayer.perform(state, { id: 'graphic-2' }),
    ]) {
      expect(next).toBe(state);
    }
    // Delete on a selection takes the unlocked layer and keeps the locked one, still selected.
    state = withSelection(state, ['text-1', 'graphic-2']);
    const removed = removeLayers.perform(state, { ids: ['text-1', 'graphic-2'] });
    expect(front(removed).map((l) => l.id)).toEqual(['graphic-2']);
    expect(removed.selectedIds).toEqual(['graphic-2']);
    // Unlocked (the toggle: all locked, so it unlocks), the field is gone and it moves again.
    const unlocked = toggleLock.perform(state, { ids: ['graphic-2'] });
    expect(byId(unlocked, 'graphic-2')).not.toHaveProperty('locked');
    expect(byId(moveLayer.perform(unlocked, { id: 'graphic-2', x: 0, y: 0 }), 'graphic-2')).toMatchObject({ x: 0, y: 0 });
  });

  it('is saved with the design, and a version-2 document opens unlocked as version 3', () => {
    const locked = lockLayers.perform(createEditorState(sampleDesign()), { ids: ['text-1'], locked: true }).design;
    expect(parseDesign(JSON.parse(JSON.stringify(locked)))).toEqual({ ok: true, design: locked });
    const v2 = { ...sampleDesign(), version: 2 };
    const parsed = parseDesign(JSON.parse(JSON.stringify(v2)));
    expect(parsed).toEqual({ ok: true, design: { ...v2, version: 3 } });
    expect(parseDesign({ ...locked, sides: { front: [{ ...locked.sides.front[0], locked: 'yes' }], back: [] } })).toEqual({ ok: false, errors: ['sides.front.0.locked: locked must be true or false'] });
  });
});
