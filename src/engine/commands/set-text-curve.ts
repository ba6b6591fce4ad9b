import { inRange, MAX_CURVE, MIN_CURVE } from '../model/text-effects';
import { defineCommand } from './command';
import { setTextEffect } from './text-effect-edit';

/**
 * Bends a text along an arc: 1..100 an arch (100 a full circle), -1..-100 a smile, 0 straight
 * (whole steps). The curved text's box, and so its place in the print area, follows the arc
 * (kernels/curved-text.ts); the text stays editable.
 */
export const setTextCurve = defineCommand<{ id: string; curve: number }>({
  id: 'set-text-curve',
  label: 'Curve text',
  perform(state, { id, curve }) {
    const value = inRange(curve, MIN_CURVE, MAX_CURVE, 1);
    if (value === null) return state;
    return setTextEffect(state, id, 'curve', value === 0 ? undefined : value);
  },
});
