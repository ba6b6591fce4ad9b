import { Circle, Group, Line } from 'react-konva';
import { removeLayer } from '../../engine/commands/remove-layer';
import type { DesignStore } from '../../engine/design-store';
import type { Layer } from '../../engine/model/design';
import { removeButtonPosition } from './remove-button-position';
import type { StageGeometry } from './stage-geometry';

/** Drawn radius of the red x in screen px; its hit circle is 44 px across for fingers. */
export const REMOVE_BUTTON_RADIUS = 11;
const HIT_RADIUS = 22;

/**
 * The spec's red x at the selected layer's top-right corner: a tap or click removes that
 * layer. Only the selected layer has one (one tap selects any layer), so no badge is left on
 * the canvas over other layers' content, and the x always names the layer it removes: it is
 * keyed by the layer and removes the id the store holds as selected when pressed, so a badge
 * from a stale render can never delete another layer. Sized in screen px, whatever the zoom.
 */
export function RemoveButtons(props: { layers: readonly Layer[]; selectedId: string | null; hiddenId: string | null; store: DesignStore; geometry: StageGeometry }) {
  const { layers, selectedId, hiddenId, store, geometry } = props;
  const s = 1 / geometry.scale;
  return (
    <>
      {layers
        .filter((layer) => layer.id === selectedId && layer.id !== hiddenId)
        .map((layer) => {
          const corner = removeButtonPosition(layer, geometry.scale);
          const remove = () => {
            if (store.getState().selectedId === layer.id) store.run(removeLayer, { id: layer.id });
          };
          const r = REMOVE_BUTTON_RADIUS;
          return (
            <Group key={layer.id} name="remove-button" x={corner.x} y={corner.y} scaleX={s} scaleY={s} onClick={remove} onTap={remove}>
              <Circle radius={HIT_RADIUS} fill="rgba(0,0,0,0.001)" />
              <Circle radius={r} fill="#e11d1d" stroke="#ffffff" strokeWidth={2} />
              <Line points={[-4, -4, 4, 4]} stroke="#ffffff" strokeWidth={2.5} lineCap="round" listening={false} />
              <Line points={[-4, 4, 4, -4]} stroke="#ffffff" strokeWidth={2.5} lineCap="round" listening={false} />
            </Group>
          );
        })}
    </>
  );
}
