import { Group, Label, Tag, Text } from 'react-konva';
import { layerBox } from '../../engine/kernels/layer-box';
import { rotatedBounds } from '../../engine/kernels/rotated-bounds';
import type { Layer } from '../../engine/model/design';
import { layerDpi, type PrintCheck, type PrintCheckContext } from '../../engine/model/print-quality';
import type { StageGeometry } from './stage-geometry';

/** The badge's words: the DPI for a resolution check, 'Will not show' for an ink. */
function badgeText(layer: Layer, checks: readonly PrintCheck[], context: PrintCheckContext): string {
  const resolution = checks.find((check) => check.kind === 'resolution');
  const dpi = resolution ? layerDpi(layer, context) : null;
  const parts = [dpi !== null ? `${dpi} DPI${resolution?.severity === 'refusal' ? ': too low to print' : ''}` : null, checks.some((check) => check.kind === 'contrast') ? 'Will not show' : null];
  return `⚠ ${parts.filter(Boolean).join(' · ')}`;
}

/**
 * A small tag at the bottom-left of every layer that fails a print-quality check, on the
 * studio's own layer that exports leave out: the shopper sees which layer the Layers panel's
 * words are about while looking at the design. Red for a refusal, amber for a warning; sized in
 * screen px whatever the zoom, and never in the way of a press (not listening).
 */
export function PrintCheckBadges(props: { layers: readonly Layer[]; checks: readonly PrintCheck[]; context: PrintCheckContext; geometry: StageGeometry }) {
  const { layers, checks, context, geometry } = props;
  const s = 1 / geometry.scale;
  return (
    <>
      {layers.map((layer) => {
        const own = checks.filter((check) => check.layerId === layer.id);
        if (own.length === 0) return null;
        const refused = own.some((check) => check.severity === 'refusal');
        const bounds = rotatedBounds(layerBox(layer));
        return (
          <Group key={layer.id} name="print-check-badge" x={bounds.x} y={bounds.y + bounds.height} scaleX={s} scaleY={s} listening={false}>
            <Label y={4}>
              <Tag fill={refused ? '#b00020' : '#ffd166'} stroke={refused ? '#ffffff' : '#5c3d00'} strokeWidth={1} cornerRadius={4} />
              <Text text={badgeText(layer, own, context)} fontSize={12} fontStyle="bold" padding={4} fill={refused ? '#ffffff' : '#3d2900'} />
            </Label>
          </Group>
        );
      })}
    </>
  );
}
