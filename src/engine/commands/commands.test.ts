import { describe, expect, it } from 'vitest';
import { createDesignStore } from '../design-store';
import { createEditorState } from '../editor-state';
import { layerBox } from '../kernels/layer-box';
import { rotatedBounds } from '../kernels/rotated-bounds';
import { nearestFittingTextWidth, textFits } from '../kernels/text-fit';
import { printArea } from '../model/print-area';
import { MAX_LAYERS_PER_SIDE } from '../model/text-options';
import { parseDesign } from '../model/validate';
import { runWithUndoRedo, sampleDesign } from '../test-support/fixtures';
import {
  addGraphic,
  addImage,
  addText,
  findLayer,
  moveLayer,
  nudgeLayer,
  removeLayer,
  reorderLayer,
  resizeLayer,
  restyleText,
  rotateLayer,
  selectLayer,
  setColour,
  setGarment,
  setSize,
  switchSide,
  tintGraphic,
} from './index';

const area = printArea('tshirt', 'front');

function insideArea(layer: Parameters<typeof layerBox>[0], bounds = area) {
  const box = rotatedBounds(layerBox(layer));
  expect(box.x).toBeGreaterThanOrEqual(-0.5);
  expect(box.y).toBeGreaterThanOrEqual(-0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(bounds.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(bounds.height + 0.5);
}

describe('add text', () => {
  it("adds the spec's default text on the current side, selected, and undoes", () => {
    const { after } = runWithUndoRedo(addText, undefined);
    const added = after.design.sides.front.at(-1);
    expect(added).toMatchObject({ id: 'text-3', kind: 'text', content: 'Your Text', color: '#000000', fontSize: 20, fontWeight: 'bold', fontStyle: 'normal' });
    expect(after.selectedId).toBe('text-3');
    expect(parseDesign(after.design).ok).toBe(true);
  });

  it('refuses a layer past the per-side limit', () => {
    const store = createDesignStore(sampleDesign());
    for (let i = 0; i < MAX_LAYERS_PER_SIDE + 3; i++) store.run(addText, undefined);
    expect(store.getState().design.sides.front).toHaveLength(MAX_LAYERS_PER_SIDE);
  });
});

describe('add graphic and image', () => {
  it('places a graphic at 70 x 70 px, first at 100,100 (in units: 280 at 400,400)', () => {
    const store = createDesignStore({ ...sampleDesign(), sides: { front: [], back: [] } });
    const { after } = runWithUndoRedo(addGraphic, { src: 'graphics/a.png' }, store);
    expect(after.design.sides.front[0]).toEqual({ id: 'graphic-1', kind: 'graphic', src: 'graphics/a.png', x: 400, y: 400, width: 280, height: 280, rotation: 0 });
  });

  it('cascades a second graphic so it does not hide the first', () => {
    const store = createDesignStore(sampleDesign());
    store.run(addGraphic, { src: 'graphics/b.png' });
    const layers = store.getState().design.sides.front;
    expect(layers.at(-1)).toMatchObject({ x: 440, y: 440 });
  });

  it('places a small upload no larger than it prints sharp (150 DPI), so it starts without a warning', () => {
    const { after } = runWithUndoRedo(addImage, { src: 'uploads/small.png', naturalWidth: 300, naturalHeight: 150 });
    // 300 px at 150 DPI is 2 in: 200 units.
    expect(after.design.sides.front.at(-1)).toMatchObject({ kind: 'image', width: 200, height: 100 });
  });

  it('places an upload inside the area with its aspect kept', () => {
    const { after } = runWithUndoRedo(addImage, { src: 'uploads/me.png', naturalWidth: 3000, naturalHeight: 1500 });
    const image = after.design.sides.front.at(-1);
    expect(image).toMatchObject({ kind: 'image', width: 960, height: 480, naturalWidth: 3000 });
    if (image) insideArea(image);
  });
});

describe('move and nudge', () => {
  it('moves a layer and undoes', () => {
    const { after } = runWithUndoRedo(moveLayer, { id: 'graphic-2', x: 100, y: 50 });
    expect(findLayer(after.design, 'graphic-2')).toMatchObject({ x: 100, y: 50 });
  });

  it('clamps a move that would leave the print area', () => {
    const { after } = runWithUndoRedo(moveLayer, { id: 'graphic-2', x: 5000, y: -300 });
    expect(findLayer(after.design, 'graphic-2')).toMatchObject({ x: area.width - 280, y: 0 });
  });

  it('nudges by a delta and undoes', () => {
    const { after } = runWithUndoRedo(nudgeLayer, { id: 'graphic-2', dx: 10, dy: -4 });
    expect(findLayer(after.design, 'graphic-2')).toMatchObject({ x: 410, y: 396 });
  });

  it('makes no undo step when nothing moved', () => {
    const store = createDesignStore(sampleDesign());
    store.run(moveLayer, { id: 'graphic-2', x: 400, y: 400 });
    store.run(moveLayer, { id: 'nope', x: 1, y: 1 });
    expect(store.canUndo()).toBe(false);
  });
});

describe('resize', () => {
  it('keeps a graphic\u2019s aspect and undoes', () => {
    const { after } = runWithUndoRedo(resizeLayer, { id: 'graphic-2', width: 560, height: 100, x: 300, y: 300 });
    expect(findLayer(after.design, 'graphic-2')).toMatchObject({ width: 560, height: 560, x: 300, y: 300 });
  });

  it('changes a text box width, never its font size, from a side handle', () => {
    const { after } = runWithUndoRedo(resizeLayer, { id: 'text-1', width: 900, height: 999 });
    expect(findLayer(after.design, 'text-1')).toMatchObject({ width: 900, fontSize: 20 });
  });

  it('scales a text from a corner: font size and width together, past the largest button', () => {
    const { after } = runWithUndoRedo(resizeLayer, { id: 'text-1', width: 1050, x: 100, y: 100, fontSize: 35 });
    expect(findLayer(after.design, 'text-1')).toMatchObject({ width: 1050, fontSize: 35, x: 100, y: 100 });
  });

  it('shrinks a layer that would not fit the print area', () => {
    const { after } = runWithUndoRedo(resizeLayer, { id: 'graphic-2', width: 4000 });
    const layer = findLayer(after.design, 'graphic-2');
    expect(layer).toMatchObject({ width: 1200, height: 1200 });
    if (layer) insideArea(layer);
  });

  it('takes a rotation from the transformer too', () => {
    const { after } = runWithUndoRedo(resizeLayer, { id: 'graphic-2', width: 280, rotation: 370 });
    expect(findLayer(after.design, 'graphic-2')?.rotation).toBe(10);
  });
});

describe('rotate', () => {
  it('turns a layer about its centre and undoes', () => {
    const { before, after } = runWithUndoRedo(rotateLayer, { id: 'graphic-2', rotation: 90 });
    const turned = findLayer(after.design, 'graphic-2');
    // A 280 box turned 90 degrees about its centre (540, 540) has its origin at (680, 400).
    expect(turned).toMatchObject({ rotation: 90, x: 680, y: 400 });
    expect(findLayer(before.design, 'graphic-2')?.rotation).toBe(0);
  });

  it('keeps a rotated layer inside the area', () => {
    const store = createDesignStore(sampleDesign());
    store.run(moveLayer, { id: 'graphic-2', x: 0, y: 0 });
    store.run(rotateLayer, { id: 'graphic-2', rotation: 45 });
    const layer = findLayer(store.getState().design, 'graphic-2');
    expect(layer?.rotation).toBe(45);
    insideArea(layer!);
  });
});

describe('restyle text', () => {
  it('changes content and style and undoes', () => {
    const { after } = runWithUndoRedo(restyleText, { id: 'text-1', style: { content: 'Namaste', color: '#FF0000', fontSize: 28, fontWeight: 'lighter', fontStyle: 'italic' } });
    expect(findLayer(after.design, 'text-1')).toMatchObject({ content: 'Namaste', color: '#ff0000', fontSize: 28, fontWeight: 'lighter', fontStyle: 'italic' });
  });

  it('ignores weights, styles and colours outside the spec lists, and a size that is no number', () => {
    const store = createDesignStore(sampleDesign());
    store.run(restyleText, { id: 'text-1', style: { fontSize: Number.NaN, fontWeight: 'heavy' as 'bold', fontStyle: 'slanted' as 'italic', color: 'red' } });
    expect(store.canUndo()).toBe(false);
  });

  it('takes a free size between the spec sizes (the slider), rounded to whole px', () => {
    const { after } = runWithUndoRedo(restyleText, { id: 'text-1', style: { fontSize: 41.6 } });
    expect(findLayer(after.design, 'text-1')).toMatchObject({ fontSize: 42 });
  });

  it('fits a free size the print area cannot hold down to the largest whole size that fits', () => {
    const { after } = runWithUndoRedo(restyleText, { id: 'text-1', style: { fontSize: 400 } });
    const layer = findLayer(after.design, 'text-1');
    if (layer?.kind !== 'text') throw new Error('text lost');
    // 'Bhopal' on two lines of three glyphs (0.6 em each, 4 units a px) across the tee's 1200
    // units and, at 1.2 em a line, down its 1600: 166 px fits, 167 px does not.
    expect(layer.fontSize).toBe(166);
    const area = printArea('tshirt', 'front');
    expect(textFits(layer, area)).toBe(true);
    expect(nearestFittingTextWidth({ ...layer, fontSize: 167 }, area)).toBeNull();
  });

  it('merges keystrokes with one coalesce key into one undo step', () => {
    const store = createDesignStore(sampleDesign());
    for (const content of ['B', 'Bh', 'Bho']) store.run(restyleText, { id: 'text-1', style: { content } }, { coalesceKey: 'text-1' });
    store.seal();
    store.run(restyleText, { id: 'text-1', style: { content: 'Bhop' } }, { coalesceKey: 'text-1' });
    store.undo();
    expect(findLayer(store.getState().design, 'text-1')).toMatchObject({ content: 'Bho' });
    store.undo();
    expect(findLayer(store.getState().design, 'text-1')).toMatchObject({ content: 'Bhopal' });
  });
});

describe('reorder', () => {
  it('moves a layer down the stack and undoes', () => {
    const { after } = runWithUndoRedo(reorderLayer, { id: 'graphic-2', direction: 'back' });
    expect(after.design.sides.front.map((l) => l.id)).toEqual(['graphic-2', 'text-1']);
  });

  it('does nothing at the top already', () => {
    const store = createDesignStore(sampleDesign());
    store.run(reorderLayer, { id: 'graphic-2', direction: 'forward' });
    expect(store.canUndo()).toBe(false);
  });
});

describe('remove', () => {
  it('removes a layer, clears its selection and undoes', () => {
    const store = createDesignStore(sampleDesign());
    store.run(selectLayer, { id: 'graphic-2' });
    const { after, before } = runWithUndoRedo(removeLayer, { id: 'graphic-2' }, store);
    expect(after.design.sides.front.map((l) => l.id)).toEqual(['text-1']);
    expect(after.selectedId).toBeNull();
    expect(before.selectedId).toBe('graphic-2');
  });
});

describe('switch side', () => {
  it('adds to the side shown, keeping sides separate', () => {
    const store = createDesignStore(sampleDesign());
    store.run(switchSide, { side: 'back' });
    store.run(addText, { content: 'Back text' });
    const { design, side } = store.getState();
    expect(side).toBe('back');
    expect(design.sides.back.map((l) => l.kind)).toEqual(['text']);
    expect(design.sides.front).toHaveLength(2);
  });

  it('is not an undo step itself, but undo shows the side where the change was made', () => {
    const store = createDesignStore(sampleDesign());
    store.run(switchSide, { side: 'back' });
    expect(store.canUndo()).toBe(false);
    store.run(addText, undefined);
    store.run(switchSide, { side: 'front' });
    store.undo();
    expect(store.getState()).toMatchObject({ side: 'back' });
    expect(store.getState().design.sides.back).toHaveLength(0);
    store.run(switchSide, { side: 'front' });
    store.redo();
    expect(store.getState()).toMatchObject({ side: 'back', selectedId: 'text-3' });
    expect(store.getState().design.sides.back).toHaveLength(1);
  });
});

describe('garment, colour and size', () => {
  it('switches garment, fitting layers into the hoodie front, and undoes', () => {
    const store = createDesignStore(sampleDesign());
    store.run(moveLayer, { id: 'graphic-2', x: 400, y: 1300 });
    const { after } = runWithUndoRedo(setGarment, { garment: 'hoodie' }, store);
    expect(after.design.garment).toBe('hoodie');
    const graphic = findLayer(after.design, 'graphic-2');
    if (graphic) insideArea(graphic, printArea('hoodie', 'front'));
    expect(graphic?.y).toBe(1000 - 280);
  });

  it('sets the colour and undoes', () => {
    const { after } = runWithUndoRedo(setColour, { color: 'maroon' });
    expect(after.design.color).toBe('maroon');
  });

  it('sets the size and undoes', () => {
    const { after } = runWithUndoRedo(setSize, { size: 'XXL' });
    expect(after.design.size).toBe('XXL');
  });

  it('refuses an unknown size', () => {
    const store = createDesignStore(sampleDesign());
    store.run(setSize, { size: 'XS' as 'S' });
    expect(store.getState().design.size).toBe('M');
  });
});

describe('select', () => {
  it('selects only layers of the side shown, without an undo step', () => {
    const state = createEditorState(sampleDesign(), 'back');
    expect(selectLayer.perform(state, { id: 'text-1' })).toBe(state);
    const front = createEditorState(sampleDesign());
    expect(selectLayer.perform(front, { id: 'text-1' }).selectedId).toBe('text-1');
    const store = createDesignStore(sampleDesign());
    store.run(selectLayer, { id: 'text-1' });
    expect(store.canUndo()).toBe(false);
    expect(store.getState().selectedId).toBe('text-1');
  });
});

describe('tint a graphic', () => {
  it('prints a one-ink graphic in another ink, stored lower-case, and back in its own colour; undoable', () => {
    const store = createDesignStore(sampleDesign());
    store.run(tintGraphic, { id: 'graphic-2', tint: '#C8102E' });
    expect(findLayer(store.getState().design, 'graphic-2')).toMatchObject({ kind: 'graphic', tint: '#c8102e' });
    store.run(tintGraphic, { id: 'graphic-2', tint: null });
    expect(findLayer(store.getState().design, 'graphic-2')).not.toHaveProperty('tint');
    store.undo();
    expect(findLayer(store.getState().design, 'graphic-2')).toMatchObject({ tint: '#c8102e' });
  });

  it('leaves text layers and malformed colours alone', () => {
    const store = createDesignStore(sampleDesign());
    const before = store.getState();
    store.run(tintGraphic, { id: 'graphic-2', tint: 'red' });
    store.run(tintGraphic, { id: 'text-1', tint: '#000000' });
    expect(store.getState().design).toEqual(before.design);
  });
});
