import { describe, expect, it } from 'vitest';
import { createDesignStore } from '../design-store';
import type { FontFamilyId } from '../../shared/text-font-families';
import type { TextLayer } from '../model/design';
import { parseDesign } from '../model/validate';
import { runWithUndoRedo, sampleDesign } from '../test-support/fixtures';
import { findLayer, setFontFamily } from './index';

const text = (state: { design: Parameters<typeof findLayer>[0] }) => findLayer(state.design, 'text-1') as TextLayer;

describe('set-font-family', () => {
  it('changes a text to a family, one undo step, undo and redo exact; the saved design validates', () => {
    const { before, after, store } = runWithUndoRedo(setFontFamily, { id: 'text-1', family: 'pacifico' });
    expect(before.design.sides.front[0]).not.toHaveProperty('fontFamily');
    expect(text(after).fontFamily).toBe('pacifico');
    // Nothing else of the text changed.
    const { fontFamily: _family, ...rest } = text(after);
    expect(rest).toEqual(text(before));
    expect(parseDesign(after.design).ok).toBe(true);
    runWithUndoRedo(setFontFamily, { id: 'text-1', family: 'baloo-2' }, store);
    expect(text(store.getState()).fontFamily).toBe('baloo-2');
  });

  it('back to the default family saves no family at all, as before the picker', () => {
    const store = createDesignStore(sampleDesign());
    store.run(setFontFamily, { id: 'text-1', family: 'teko' });
    runWithUndoRedo(setFontFamily, { id: 'text-1', family: 'manrope' }, store);
    expect(text(store.getState())).not.toHaveProperty('fontFamily');
    expect(store.getState().design).toEqual(sampleDesign());
  });

  it('the same family again, an unknown family, a graphic or a missing layer change nothing (no undo step)', () => {
    const store = createDesignStore(sampleDesign());
    store.run(setFontFamily, { id: 'text-1', family: 'anton' });
    const now = store.getState();
    store.run(setFontFamily, { id: 'text-1', family: 'anton' });
    store.run(setFontFamily, { id: 'text-1', family: 'comic-sans' as FontFamilyId });
    store.run(setFontFamily, { id: 'graphic-2', family: 'anton' });
    store.run(setFontFamily, { id: 'nope', family: 'anton' });
    expect(store.getState()).toBe(now);
    store.undo();
    expect(text(store.getState())).not.toHaveProperty('fontFamily');
  });
});
