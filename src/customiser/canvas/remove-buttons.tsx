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
 * The spec's red x at each graphic's top-right corner (and the selected text's): a tap or
 * click removes the layer. Sized in screen px, whatever the zoom.
 */
export function RemoveButtons(props: { layers: readonly Layer[]; selectedId: string | null; hiddenId: string | null; store: DesignStore; geometry: StageGeometry }) {
  const { layers, selectedId, hiddenId, store, geometry } = props;
  const s = 1 / geometry.scale;
  return (
    <>
      {layers
        .filter((layer) => layer.id !== hiddenId && (layer.kind !== 'text' || layer.id === selectedId))
        .map((layer) => {
          const corner = removeButtonPosition(layer, geometry.scale);
          const remove = () => store.run(removeLayer, { id: layer.id });
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
