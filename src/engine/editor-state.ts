import type { Design, Side } from './model/design';

/**
 * What a command works on: the design, the side being edited and the selected layers. Undo
 * snapshots hold all three, so undoing a change also brings back the side and selection the
 * shopper was looking at when they made it.
 */
export interface EditorState {
  readonly design: Design;
  readonly side: Side;
  /**
   * The layer the panels edit (text, colour, the red x): the last one selected, or null. Always
   * the last of `selectedIds`; set both through `withSelection`.
   */
  readonly selectedId: string | null;
  /** Every selected layer on `side`, in the order they were selected (multi-select). */
  readonly selectedIds: readonly string[];
}

/** A fresh editor on the front side with nothing selected. */
export function createEditorState(design: Design, side: Side = 'front'): EditorState {
  return { design, side, selectedId: null, selectedIds: [] };
}

/** The state with `ids` selected (duplicates dropped); the last one becomes the panels' layer. */
export function withSelection(state: EditorState, ids: readonly string[]): EditorState {
  const unique = [...new Set(ids)];
  const selectedId = unique.at(-1) ?? null;
  if (selectedId === state.selectedId && sameIds(unique, state.selectedIds)) return state;
  return { ...state, selectedId, selectedIds: unique };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
