import { describe, expect, it } from 'vitest';
import { createDesignStore } from '../design-store';
import { layerBox } from '../kernels/layer-box';
import { rotatedBounds } from '../kernels/rotated-bounds';
import type { TextLayer } from '../model/design';
import { printArea } from '../model/print-area';
import { parseDesign } from '../model/validate';
import { runWithUndoRedo, sampleDesign } from '../test-support/fixtures';
import { findLayer, setLetterSpacing, setLineHeight, setTextAlign, setTextCurve, setTextOutline, setTextShadow } from './index';

const text = (state: { design: Parameters<typeof findLayer>[0] }) => findLayer(state.design, 'text-1') as TextLayer;

describe('text effect commands', () => {
  it('outline: width in half px within 0-8, colour kept lower-case; width 0 removes it; undo and redo', () => {
    const { after, store } = runWithUndoRedo(setTextOutline, { id: 'text-1', outline: { width: 3.3, color: '#FF0000' } });
    expect(text(after).outline).toEqual({ color: '#ff0000', width: 3.5 });
    store.run(setTextOutline, { id: 'text-1', outline: { width: 99 } });
    expect(text(store.getState()).outline).toEqual({ color: '#ff0000', width: 8 });
    store.run(setTextOutline, { id: 'text-1', outline: { color: 'red' } });
    expect(text(store.getState()).outline?.color).toBe('#ff0000');
    store.run(setTextOutline, { id: 'text-1', outline: { width: 0 } });
    expect(text(store.getState())).not.toHaveProperty('outline');
    expect(parseDesign(after.design).ok).toBe(true);
  });

  it('outline: picking a colour on a text with none gives the default width', () => {
    const { after } = runWithUndoRedo(setTextOutline, { id: 'text-1', outline: { color: '#00ff00' } });
    expect(text(after).outline).toEqual({ color: '#00ff00', width: 2 });
  });

  it('shadow: on from the default, parts changed and clamped, off with null', () => {
    const { after, store } = runWithUndoRedo(setTextShadow, { id: 'text-1', shadow: {} });
    expect(text(after).shadow).toEqual({ color: '#000000', offsetX: 2, offsetY: 2, blur: 2 });
    store.run(setTextShadow, { id: 'text-1', shadow: { offsetX: -50, blur: 4.4, color: '#336699' } });
    expect(text(store.getState()).shadow).toEqual({ color: '#336699', offsetX: -20, offsetY: 2, blur: 4 });
    const before = store.getState();
    store.run(setTextShadow, { id: 'text-1', shadow: { offsetY: Number.NaN } });
    expect(store.getState()).toBe(before);
    runWithUndoRedo(setTextShadow, { id: 'text-1', shadow: null }, store);
    expect(text(store.getState())).not.toHaveProperty('shadow');
    expect(parseDesign(before.design).ok).toBe(true);
  });

  it('letter spacing and line height: clamped, stepped, and dropped at their defaults', () => {
    const { after, store } = runWithUndoRedo(setLetterSpacing, { id: 'text-1', letterSpacing: 30 });
    expect(text(after).letterSpacing).toBe(20);
    store.run(setLetterSpacing, { id: 'text-1', letterSpacing: 0 });
    expect(text(store.getState())).not.toHaveProperty('letterSpacing');
    runWithUndoRedo(setLineHeight, { id: 'text-1', lineHeight: 1.76 }, store);
    expect(text(store.getState()).lineHeight).toBe(1.8);
    store.run(setLineHeight, { id: 'text-1', lineHeight: 0.1 });
    expect(text(store.getState()).lineHeight).toBe(0.8);
    store.run(setLineHeight, { id: 'text-1', lineHeight: 1.2 });
    expect(text(store.getState())).not.toHaveProperty('lineHeight');
  });

  it('align: left, centre or right; anything else is no change', () => {
    const { after, store } = runWithUndoRedo(setTextAlign, { id: 'text-1', align: 'right' });
    expect(text(after).align).toBe('right');
    const now = store.getState();
    store.run(setTextAlign, { id: 'text-1', align: 'justify' as never });
    expect(store.getState()).toBe(now);
    store.run(setTextAlign, { id: 'text-1', align: 'center' });
    expect(text(store.getState())).not.toHaveProperty('align');
  });

  it('curve: whole steps in -100..100, 0 straight; setting the same value makes no undo step', () => {
    const { after, store } = runWithUndoRedo(setTextCurve, { id: 'text-1', curve: 42.4 });
    expect(text(after).curve).toBe(42);
    const now = store.getState();
    store.run(setTextCurve, { id: 'text-1', curve: 42 });
    expect(store.getState()).toBe(now);
    store.run(setTextCurve, { id: 'text-1', curve: -300 });
    expect(text(store.getState()).curve).toBe(-100);
    store.run(setTextCurve, { id: 'text-1', curve: 0 });
    expect(text(store.getState())).not.toHaveProperty('curve');
  });

  it('leave graphics and unknown ids alone', () => {
    const store = createDesignStore(sampleDesign());
    const before = store.getState();
    store.run(setTextCurve, { id: 'graphic-2', curve: 50 });
    store.run(setTextOutline, { id: 'nope', outline: { width: 2 } });
    store.run(setTextShadow, { id: 'graphic-2', shadow: {} });
    expect(store.getState()).toBe(before);
  });

  it('keep a wide outline and shadow inside the print area with the text', () => {
    const design = sampleDesign();
    const [first, graphic] = design.sides.front;
    const store = createDesignStore({ ...design, sides: { front: [{ ...first!, x: 0, y: 0 }, graphic!], back: [] } });
    store.run(setTextOutline, { id: 'text-1', outline: { width: 8 } });
    store.run(setTextShadow, { id: 'text-1', shadow: { offsetX: -10, offsetY: -10, blur: 5 } });
    const moved = text(store.getState());
    // (8 + 10 + 5) px * 4 units = 92 units of ink beyond the letters, kept inside.
    expect(moved.x).toBeGreaterThanOrEqual(92);
    expect(moved.y).toBeGreaterThanOrEqual(92);
    const bounds = rotatedBounds(layerBox(moved));
    expect(bounds.x + bounds.width).toBeLessThanOrEqual(printArea('tshirt', 'front').width - 92 + 0.5);
  });
});
