import { setColour } from '../engine/commands/set-colour';
import { setGarment } from '../engine/commands/set-garment';
import { createEditorState } from '../engine/editor-state';
import type { Design, Garment } from '../engine/model/design';
import type { GarmentColourOption } from './types';

/**
 * The starting design fitted to what this screen offers: the route's garment, and a colour
 * that garment comes in (a draft made on a t-shirt may name a colour the hoodies lack).
 * Done before the store exists, so it is not an undo step.
 */
export function fitToOffer(design: Design, garment: Garment, colours: readonly Pick<GarmentColourOption, 'color'>[]): Design {
  let state = createEditorState(design);
  state = setGarment.perform(state, { garment });
  const first = colours[0];
  if (first && !colours.some((c) => c.color === state.design.color)) state = setColour.perform(state, { color: first.color });
  return state.design;
}
