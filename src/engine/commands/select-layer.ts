import { withSelection } from '../editor-state';
import { defineCommand } from './command';

/**
 * Selects a layer on the current side, or clears the selection with null. With `additive`
 * (Shift or Ctrl/Cmd-click, the phone's Select mode) the layer joins the selection, or leaves it
 * when it was in it. Not an undo step.
 */
export const selectLayer = defineCommand<{ id: string | null; additive?: boolean }>({
  id: 'select-layer',
  label: 'Select',
  perform(state, { id, additive }) {
    if (id === null) return withSelection(state, []);
    if (!state.design.sides[state.side].some((l) => l.id === id)) return state;
    if (!additive) return withSelection(state, [id]);
    const ids = state.selectedIds.includes(id) ? state.selectedIds.filter((other) => other !== id) : [...state.selectedIds, id];
    return withSelection(state, ids);
  },
});

/**
 * Selects several layers at once (the marquee drag); with `additive` they join the current
 * selection. Ids not on the side shown are left out. Not an undo step.
 */
export const selectLayers = defineCommand<{ ids: readonly string[]; additive?: boolean }>({
  id: 'select-layers',
  label: 'Select layers',
  perform(state, { ids, additive }) {
    const onSide = new Set(state.design.sides[state.side].map((l) => l.id));
    const wanted = ids.filter((id) => onSide.has(id));
    return withSelection(state, additive ? [...state.selectedIds, ...wanted] : wanted);
  },
});

/** Lets go of the selected layers (Escape). Not an undo step. */
export const clearSelection = defineCommand<void>({
  id: 'clear-selection',
  label: 'Deselect',
  keys: ['Escape'],
  perform(state) {
    return withSelection(state, []);
  },
});
