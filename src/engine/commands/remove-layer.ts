import { sideOf, withSideLayers } from './layer-edit';
import { defineCommand } from './command';

/** Removes a layer (the red x, or Delete on the selected layer). */
export const removeLayer = defineCommand<{ id: string }>({
  id: 'remove-layer',
  // The layer list's button text (the spec's word).
  label: 'Delete',
  keys: ['Delete', 'Backspace'],
  perform(state, { id }) {
    const side = sideOf(state.design, id);
    if (!side) return state;
    const layers = state.design.sides[side].filter((l) => l.id !== id);
    return {
      ...state,
      design: withSideLayers(state.design, side, layers),
      selectedId: state.selectedId === id ? null : state.selectedId,
    };
  },
});
