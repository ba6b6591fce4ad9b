import { describe, expect, it } from 'vitest';
import { addText } from '../commands/add-text';
import { createDesignStore } from '../design-store';
import { createEditorState } from '../editor-state';
import { sampleDesign } from '../test-support/fixtures';
import { canRedo, canUndo, createHistory, HISTORY_LIMIT, record, redo, undo } from './history';

describe('history', () => {
  it('undoes and redoes over snapshots, and a new step drops the redo stack', () => {
    let h = createHistory(createEditorState(sampleDesign()));
    const first = h.present;
    h = record(h, addText.perform(h.present, undefined));
    const second = h.present;
    h = undo(h);
    expect(h.present).toBe(first);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present).toBe(second);
    h = undo(h);
    h = record(h, addText.perform(h.present, { content: 'Other' }));
    expect(canRedo(h)).toBe(false);
    expect(canUndo(h)).toBe(true);
  });

  it('keeps at most HISTORY_LIMIT steps', () => {
    let h = createHistory(createEditorState({ ...sampleDesign(), sides: { front: [], back: [] } }));
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) {
      h = record(h, { ...h.present, design: { ...h.present.design, color: `c${i}` } });
    }
    expect(h.past).toHaveLength(HISTORY_LIMIT);
  });

  it('undo and redo at the ends do nothing', () => {
    const h = createHistory(createEditorState(sampleDesign()));
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
  });

  it('the store tells subscribers about every change', () => {
    const store = createDesignStore(sampleDesign());
    const seen: number[] = [];
    const stop = store.subscribe((history) => seen.push(history.past.length));
    store.run(addText, undefined);
    store.undo();
    stop();
    store.redo();
    expect(seen).toEqual([1, 0]);
  });
});
