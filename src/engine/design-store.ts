import type { Command } from './commands/command';
import { createEditorState, type EditorState } from './editor-state';
import { canRedo, canUndo, createHistory, record, redo, sealStep, undo, type History } from './history/history';
import type { Design } from './model/design';

export interface RunOptions {
  /** Consecutive runs with the same key make one undo step (typing into one text layer). */
  coalesceKey?: string;
}

/**
 * The studio's one mutable object: the undo history of editor states, with get / run /
 * subscribe. The view mirrors it into Jotai atoms; the studio dev page shows its stacks.
 */
export interface DesignStore {
  getHistory(): History;
  getState(): EditorState;
  run<Args>(command: Command<Args>, args: Args, options?: RunOptions): void;
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Ends a coalesced run (the text field lost focus). */
  seal(): void;
  /** Starts over from a design (loaded from storage or a sample); history is cleared. */
  load(design: Design): void;
  subscribe(listener: (history: History) => void): () => void;
}

export function createDesignStore(initial: Design): DesignStore {
  let history = createHistory(createEditorState(initial));
  const listeners = new Set<(history: History) => void>();
  const set = (next: History) => {
    if (next === history) return;
    history = next;
    for (const listener of listeners) listener(history);
  };
  return {
    getHistory: () => history,
    getState: () => history.present,
    run(command, args, options) {
      set(record(history, command.perform(history.present, args), options?.coalesceKey));
    },
    undo: () => set(undo(history)),
    redo: () => set(redo(history)),
    canUndo: () => canUndo(history),
    canRedo: () => canRedo(history),
    seal: () => set(sealStep(history)),
    load: (design) => set(createHistory(createEditorState(design, history.present.side))),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
