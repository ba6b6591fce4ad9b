import type { EditorState } from '../editor-state';

/** How many steps undo can go back; older snapshots are dropped. */
export const HISTORY_LIMIT = 100;

/**
 * Undo and redo over immutable snapshots. Commands never mutate, so a snapshot is the state
 * object itself and keeping 100 of them costs only the layers that differ.
 */
export interface History {
  readonly past: readonly EditorState[];
  readonly present: EditorState;
  readonly future: readonly EditorState[];
  /** Key of the last recorded step; a following step with the same key replaces it. */
  readonly lastKey: string | null;
  /**
   * The state exactly as the last change left it. The present drifts from it as the shopper
   * selects or switches sides; redo returns here, so a redone change is shown on its own side.
   */
  readonly changed: EditorState;
}

export function createHistory(present: EditorState): History {
  return { past: [], present, future: [], lastKey: null, changed: present };
}

/**
 * Makes `next` the present. Only a change of the design is an undo step: selection and the
 * side shown change without one (the snapshot still carries them). Steps with the same
 * `coalesceKey` in a row (the keystrokes of one text edit) merge into one step.
 */
export function record(history: History, next: EditorState, coalesceKey?: string): History {
  if (next === history.present) return history;
  if (next.design === history.present.design) return { ...history, present: next };
  if (coalesceKey !== undefined && coalesceKey === history.lastKey && history.past.length > 0) {
    return { ...history, present: next, future: [], changed: next };
  }
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], lastKey: coalesceKey ?? null, changed: next };
}

export function canUndo(history: History): boolean {
  return history.past.length > 0;
}

export function canRedo(history: History): boolean {
  return history.future.length > 0;
}

/** Goes back one step: the design, side and selection as they were before it. */
export function undo(history: History): History {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.changed, ...history.future], lastKey: null, changed: previous };
}

/** Re-applies the last undone step. */
export function redo(history: History): History {
  const [next, ...future] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future, lastKey: null, changed: next };
}

/** Ends a run of coalesced steps, so that the next edit is its own undo step. */
export function sealStep(history: History): History {
  return history.lastKey === null ? history : { ...history, lastKey: null };
}
