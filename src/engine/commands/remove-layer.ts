import { withSelection } from '../editor-state';
import { sideOf, withSideLayers } from './layer-edit';
import { isLocked } from './selection';
import { defineCommand } from './command';

/**
 * Removes layers of one side (Delete on a selection). A locked layer stays: it must be unlocked
 * first; it stays selected, so the shopper sees what was kept.
 */
export const removeLayers = defineCommand<{ ids: readonly string[] }>({
  id: 'remove-layers',
  label: 'Delete',
  perform(state, { ids }) {
    const side = ids.map((id) => sideOf(state.design, id)).find((s) => s !== null);
    if (!side) return state;
    const gone = new Set(state.design.sides[side].filter((l) => ids.includes(l.id) && !isLocked(l)).map((l) => l.id));
    if (gone.size === 0) return state;
    const layers = state.design.sides[side].filter((l) => !gone.has(l.id));
    return withSelection({ ...state, design: withSideLayers(state.design, side, layers) }, state.selectedIds.filter((id) => !gone.has(id)));
  },
});

/** Removes a layer (the red x, or Delete on the selected layer); a locked one stays. */
export const removeLayer = defineCommand<{ id: string }>({
  id: 'remove-layer',
  // The layer list's button text (the spec's word).
  label: 'Delete',
  keys: ['Delete', 'Backspace'],
  perform(state, { id }) {
    return removeLayers.perform(state, { ids: [id] });
  },
});
