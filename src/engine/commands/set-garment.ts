import type { Design, Garment } from '../model/design';
import { GARMENT_TYPES } from '../../shared/catalogue-options';
import { SIDES } from '../model/design';
import { keepInside } from './layer-edit';
import { defineCommand } from './command';

/**
 * Switches between t-shirt and hoodie, keeping the design. Print areas differ (a hoodie front
 * is only 10 in tall), so every layer is fitted into the new garment's areas.
 */
export const setGarment = defineCommand<{ garment: Garment }>({
  id: 'set-garment',
  label: 'Change garment',
  perform(state, { garment }) {
    if (garment === state.design.garment || !GARMENT_TYPES.includes(garment)) return state;
    let design: Design = { ...state.design, garment };
    for (const side of SIDES) {
      design = { ...design, sides: { ...design.sides, [side]: design.sides[side].map((l) => keepInside(l, design, side)) } };
    }
    return { ...state, design };
  },
});
