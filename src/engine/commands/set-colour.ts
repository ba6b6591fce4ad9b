import { defineCommand } from './command';

/** Picks the garment colour (a colour variant's name from `GET /customized/getImage`). */
export const setColour = defineCommand<{ color: string }>({
  id: 'set-colour',
  label: 'Change colour',
  perform(state, { color }) {
    const name = color.trim();
    if (!name || name.length > 40 || name === state.design.color) return state;
    return { ...state, design: { ...state.design, color: name } };
  },
});
