import type { EditorState } from '../editor-state';
import type { Layer } from '../model/design';

/** Whether a layer is locked: it keeps its place, size and turn until it is unlocked. */
export function isLocked(layer: Layer): boolean {
  return layer.locked === true;
}

/** The layers of the side shown whose ids are given, bottom to top (ids on the other side or gone are left out). */
export function layersOnSide(state: EditorState, ids: readonly string[]): Layer[] {
  const wanted = new Set(ids);
  return state.design.sides[state.side].filter((layer) => wanted.has(layer.id));
}

/** The selected layers, bottom to top. */
export function selectedLayers(state: EditorState): Layer[] {
  return layersOnSide(state, state.selectedIds);
}
