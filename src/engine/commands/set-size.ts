import { SHOP_SIZES } from '../../shared/catalogue-options';
import type { Size } from '../model/design';
import { defineCommand } from './command';

/** Picks the garment size (S to XXL, spec section 9). */
export const setSize = defineCommand<{ size: Size }>({
  id: 'set-size',
  label: 'Change size',
  perform(state, { size }) {
    if (size === state.design.size || !SHOP_SIZES.includes(size)) return state;
    return { ...state, design: { ...state.design, size } };
  },
});
