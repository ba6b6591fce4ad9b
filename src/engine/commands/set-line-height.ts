import { inRange, MAX_LINE_HEIGHT, MIN_LINE_HEIGHT } from '../model/text-effects';
import { TEXT_LINE_HEIGHT } from '../model/text-options';
import { defineCommand } from './command';
import { setTextEffect } from './text-effect-edit';

/** Sets the distance between a text's lines as a multiple of its size (0.8..3 in 0.1 steps; 1.2 is the default). */
export const setLineHeight = defineCommand<{ id: string; lineHeight: number }>({
  id: 'set-line-height',
  label: 'Line height',
  perform(state, { id, lineHeight }) {
    const value = inRange(lineHeight, MIN_LINE_HEIGHT, MAX_LINE_HEIGHT, 0.1);
    if (value === null) return state;
    return setTextEffect(state, id, 'lineHeight', value === TEXT_LINE_HEIGHT ? undefined : value);
  },
});
