import { withSelection } from '../editor-state';
import { NEW_GRAPHIC_POSITION, nextLayerId, newGraphicLayer, newImageLayer } from '../model/defaults';
import { MAX_LAYERS_PER_SIDE } from '../model/text-options';
import { keepInside, withSideLayers } from './layer-edit';
import { defineCommand } from './command';

/** How far (print units) each further copy at the first position is nudged, so none is hidden. */
const CASCADE_STEP = 40;

/**
 * Places a catalogue graphic on the current side at the spec's 70 x 70 px, first at 100,100;
 * a graphic already sitting there pushes the new one down and right, and it is selected.
 */
export const addGraphic = defineCommand<{ src: string }>({
  id: 'add-graphic',
  label: 'Add graphic',
  perform(state, { src }) {
    const layers = state.design.sides[state.side];
    if (layers.length >= MAX_LAYERS_PER_SIDE || !src) return state;
    const id = nextLayerId(state.design, 'graphic');
    let layer = newGraphicLayer(id, src);
    const taken = (x: number, y: number) => layers.some((l) => l.x === x && l.y === y);
    for (let step = 1; taken(layer.x, layer.y) && step < MAX_LAYERS_PER_SIDE; step++) {
      layer = { ...layer, x: NEW_GRAPHIC_POSITION.x + step * CASCADE_STEP, y: NEW_GRAPHIC_POSITION.y + step * CASCADE_STEP };
    }
    const placed = keepInside(layer, state.design, state.side);
    return withSelection({ ...state, design: withSideLayers(state.design, state.side, [...layers, placed]) }, [id]);
  },
});

/** Places the shopper's own upload, as large as fits in most of the print area, and selects it. */
export const addImage = defineCommand<{ src: string; naturalWidth: number; naturalHeight: number }>({
  id: 'add-image',
  label: 'Add your image',
  perform(state, { src, naturalWidth, naturalHeight }) {
    const layers = state.design.sides[state.side];
    if (layers.length >= MAX_LAYERS_PER_SIDE || !src || naturalWidth < 1 || naturalHeight < 1) return state;
    const id = nextLayerId(state.design, 'image');
    const layer = keepInside(newImageLayer(state.design, state.side, id, src, naturalWidth, naturalHeight), state.design, state.side);
    return withSelection({ ...state, design: withSideLayers(state.design, state.side, [...layers, layer]) }, [id]);
  },
});
