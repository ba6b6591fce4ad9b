import { inRange, MAX_LETTER_SPACING, MIN_LETTER_SPACING } from '../model/text-effects';
import { defineCommand } from './command';
import { setTextEffect } from './text-effect-edit';

/** Sets the space added after each letter of a text (-5..20 px, half-px steps; 0 is the font's own). */
export const setLetterSpacing = defineCommand<{ id: string; letterSpacing: number }>({
  id: 'set-letter-spacing',
  label: 'Letter spacing',
  perform(state, { id, letterSpacing }) {
    const value = inRange(letterSpacing, MIN_LETTER_SPACING, MAX_LETTER_SPACING, 0.5);
    if (value === null) return state;
    return setTextEffect(state, id, 'letterSpacing', value === 0 ? undefined : value);
  },
});
