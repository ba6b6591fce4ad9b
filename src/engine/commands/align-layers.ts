import type { EditorState } from '../editor-state';
import { layerBox } from '../kernels/layer-box';
import { alignShift, distributeShifts, unionRect, type AlignEdge, type DistributeAxis } from '../kernels/layout';
import { rotatedBounds } from '../kernels/rotated-bounds';
import type { Point } from '../kernels/geometry';
import type { Layer } from '../model/design';
import { printArea } from '../model/print-area';
import { moveLayers } from './move-layer';
import { isLocked, layersOnSide } from './selection';
import { defineCommand } from './command';

const ALIGN_LABELS: Record<AlignEdge, string> = {
  left: 'Align left',
  centre: 'Align centre',
  right: 'Align right',
  top: 'Align top',
  middle: 'Align middle',
  bottom: 'Align bottom',
};

/** The button text of an alignment. */
export const alignLabel = (edge: AlignEdge) => ALIGN_LABELS[edge];

const boundsOf = (layer: Layer) => rotatedBounds(layerBox(layer));

/**
 * Lines layers up on one edge or centre line (by their turned bounds). One layer is aligned to
 * the print area; several to each other, within the bounds they span together. A locked layer
 * does not move, but it still counts for those bounds, so the others line up with it.
 */
export const alignLayers = defineCommand<{ ids: readonly string[]; edge: AlignEdge }>({
  id: 'align-layers',
  label: 'Align',
  perform(state, { ids, edge }) {
    const layers = layersOnSide(state, ids);
    if (layers.length === 0 || !(edge in ALIGN_LABELS)) return state;
    const area = printArea(state.design.garment, state.side);
    const target = layers.length === 1 ? { x: 0, y: 0, width: area.width, height: area.height } : unionRect(layers.map(boundsOf));
    if (!target) return state;
    return shiftLayers(state, layers, layers.map((layer) => alignShift(boundsOf(layer), target, edge)));
  },
});

/**
 * Spaces three or more layers evenly across (horizontal) or down (vertical): the outermost two
 * stay and the gaps between neighbours become equal. A locked layer keeps its place.
 */
export const distributeLayers = defineCommand<{ ids: readonly string[]; axis: DistributeAxis }>({
  id: 'distribute-layers',
  label: 'Distribute',
  perform(state, { ids, axis }) {
    const layers = layersOnSide(state, ids);
    if (layers.length < 3 || (axis !== 'horizontal' && axis !== 'vertical')) return state;
    return shiftLayers(state, layers, distributeShifts(layers.map(boundsOf), axis));
  },
});

/** Moves each layer by its shift as one undo step; moveLayers leaves locked ones and keeps all inside. */
function shiftLayers(state: EditorState, layers: readonly Layer[], shifts: readonly Point[]): EditorState {
  const moves = layers
    .map((layer, i) => ({ layer, shift: shifts[i] ?? { x: 0, y: 0 } }))
    .filter(({ layer, shift }) => !isLocked(layer) && (shift.x !== 0 || shift.y !== 0))
    .map(({ layer, shift }) => ({ id: layer.id, x: layer.x + shift.x, y: layer.y + shift.y }));
  return moves.length === 0 ? state : moveLayers.perform(state, { moves });
}
