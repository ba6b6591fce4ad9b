import { defineCommand } from './command';

/** Selects a layer on the current side, or clears the selection with null. Not an undo step. */
export const selectLayer = defineCommand<{ id: string | null }>({
  id: 'select-layer',
  label: 'Select',
  perform(state, { id }) {
    if (id === state.selectedId) return state;
    if (id !== null && !state.design.sides[state.side].some((l) => l.id === id)) return state;
    return { ...state, selectedId: id };
  },
});

/** Lets go of the selected layer (Escape). Not an undo step. */
export const clearSelection = defineCommand<void>({
  id: 'clear-selection',
  label: 'Deselect',
  keys: ['Escape'],
  perform(state) {
    return selectLayer.perform(state, { id: null });
  },
});
