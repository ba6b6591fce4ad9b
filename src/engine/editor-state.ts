import type { Design, Side } from './model/design';

/**
 * What a command works on: the design, the side being edited and the selected layer. Undo
 * snapshots hold all three, so undoing a change also brings back the side and selection the
 * shopper was looking at when they made it.
 */
export interface EditorState {
  readonly design: Design;
  readonly side: Side;
  /** Id of the selected layer on `side`, or null. */
  readonly selectedId: string | null;
}

/** A fresh editor on the front side with nothing selected. */
export function createEditorState(design: Design, side: Side = 'front'): EditorState {
  return { design, side, selectedId: null };
}
