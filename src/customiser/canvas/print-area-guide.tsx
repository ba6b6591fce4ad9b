import { Line, Rect } from 'react-konva';
import { snapGuidesAtom } from '../atoms';
import { useAtomValue } from '../jotai';
import type { StageGeometry } from './stage-geometry';

const ACCENT = '#ff4d2e';

/** The print area drawn as a dashed box (in print units, inside the scaled design group). */
export function PrintAreaGuide({ geometry }: { geometry: StageGeometry }) {
  const px = 1 / geometry.scale;
  return (
    <Rect
      name="print-area-guide"
      width={geometry.area.width}
      height={geometry.area.height}
      stroke="#8a8a8a"
      strokeWidth={1.5 * px}
      dash={[6 * px, 4 * px]}
      listening={false}
    />
  );
}

/**
 * The centre or edge lines a dragged layer is snapped to. It reads them itself: a drag sets them
 * on every move, and the stage around (50 layers) must not render again for it (the studio bench).
 */
export function SnapGuides({ geometry }: { geometry: StageGeometry }) {
  const guides = useAtomValue(snapGuidesAtom);
  const px = 1 / geometry.scale;
  return (
    <>
      {guides.map((guide) => (
        <Line
          key={`${guide.orientation}-${guide.position}`}
          points={guide.orientation === 'vertical' ? [guide.position, 0, guide.position, geometry.area.height] : [0, guide.position, geometry.area.width, guide.position]}
          stroke={ACCENT}
          strokeWidth={1 * px}
          dash={guide.kind === 'centre' ? [4 * px, 4 * px] : undefined}
          listening={false}
        />
      ))}
    </>
  );
}
