import { withSelection } from '../editor-state';
import type { Side } from '../model/design';
import { defineCommand } from './command';

/** Shows and edits the other side (front/back toggle); the selection is per side, so it clears. */
export const switchSide = defineCommand<{ side: Side }>({
  id: 'switch-side',
  label: 'Switch side',
  perform(state, { side }) {
    if (side === state.side || (side !== 'front' && side !== 'back')) return state;
    return withSelection({ ...state, side }, []);
  },
});
