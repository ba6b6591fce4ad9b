import { describe, expect, it } from 'vitest';
import { createDesignStore } from '../design-store';
import { createDesign } from '../model/defaults';
import { runWithUndoRedo, sampleDesign } from '../test-support/fixtures';
import { startFromTemplate } from './start-from-template';

describe('startFromTemplate', () => {
  const template = {
    ...createDesign('Navy'),
    sides: { front: [], back: [{ id: 'text-1', kind: 'text', content: 'SHARMA', color: '#ffffff', fontSize: 60, fontWeight: 'normal', fontStyle: 'normal', x: 100, y: 100, rotation: 0, width: 1000 }] },
  } as const;

  it('replaces the design in one undo step: undo brings back the design the shopper had', () => {
    const store = createDesignStore(sampleDesign());
    store.run({ id: 'select', label: 'select', perform: (state) => ({ ...state, side: 'back', selectedId: 'text-1', selectedIds: ['text-1'] }) }, undefined);
    const { after } = runWithUndoRedo(startFromTemplate, { design: template }, store);
    expect(after.design).toBe(template);
    // The template opens on its front with nothing selected, whatever the shopper was looking at.
    expect([after.side, after.selectedId, after.selectedIds]).toEqual(['front', null, []]);
  });

  it('does nothing when the design is already the one asked for', () => {
    const store = createDesignStore(template);
    store.run(startFromTemplate, { design: template });
    expect(store.canUndo()).toBe(false);
  });
});
