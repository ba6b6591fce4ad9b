import { createDesignStore, type DesignStore } from '../design-store';
import type { Command } from '../commands/command';
import { createDesign } from '../model/defaults';
import type { Design } from '../model/design';
import { expect } from 'vitest';

/** A t-shirt with one text and one graphic on the front and nothing on the back. */
export function sampleDesign(): Design {
  return {
    ...createDesign('black'),
    sides: {
      front: [
        { id: 'text-1', kind: 'text', content: 'Bhopal', color: '#000000', fontSize: 20, fontWeight: 'bold', fontStyle: 'normal', x: 300, y: 160, rotation: 0, width: 600 },
        { id: 'graphic-2', kind: 'graphic', src: 'graphics/star.png', x: 400, y: 400, width: 280, height: 280, rotation: 0 },
      ],
      back: [],
    },
  };
}

/**
 * Runs a command on a fresh store and checks the undo contract: the command made one undo
 * step, undo brings back the exact state before it and redo the exact state after it.
 */
export function runWithUndoRedo<Args>(command: Command<Args>, args: Args, store: DesignStore = createDesignStore(sampleDesign())) {
  const before = store.getState();
  store.run(command, args);
  const after = store.getState();
  expect(after.design).not.toBe(before.design);
  store.undo();
  expect(store.getState()).toEqual(before);
  store.redo();
  expect(store.getState()).toEqual(after);
  return { before, after, store };
}
