import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useCallback, useRef } from 'react';
import { moveLayer } from '../../engine/commands/move-layer';
import { selectLayer } from '../../engine/commands/select-layer';
import type { DesignStore } from '../../engine/design-store';
import { clampToPrintArea } from '../../engine/kernels/clamp';
import { snapToPrintArea, type SnapGuide } from '../../engine/kernels/snap';
import { gestureLayerIdAtom, snapGuidesAtom } from '../atoms';
import { useSetAtom } from '../jotai';
import { freezeOtherLayers } from './drag-snapshot';
import type { StageGeometry } from './stage-geometry';

/** Snap distance in screen px: the same feel whatever the stage size. */
const SNAP_SCREEN_PX = 6;

/**
 * Drag handlers for a layer node: while dragging, the node snaps to the print area's centre
 * lines and edges and never leaves the area; the drop is one `moveLayer` command (one undo step).
 */
export function useLayerDrag(store: DesignStore, geometry: StageGeometry) {
  const setGuides = useSetAtom(snapGuidesAtom);
  const setGesture = useSetAtom(gestureLayerIdAtom);
  // Puts back the layers frozen into pictures for the drag (drag-snapshot.ts).
  const thaw = useRef<(() => void) | null>(null);
  // The guides last set, as a key: a move that keeps them (most moves) sets nothing, so nothing renders.
  const shownGuides = useRef('');
  const showGuides = useCallback(
    (guides: readonly SnapGuide[]) => {
      const key = guides.map((guide) => `${guide.kind}:${guide.orientation}:${guide.position}`).join('|');
      if (key === shownGuides.current) return;
      shownGuides.current = key;
      setGuides(guides);
    },
    [setGuides],
  );

  const onDragStart = useCallback(
    (event: KonvaEventObject<DragEvent>) => {
      const id = event.target.id();
      store.run(selectLayer, { id });
      setGesture(id);
      thaw.current?.();
      thaw.current = freezeOtherLayers(event.target);
    },
    [store, setGesture],
  );

  const onDragMove = useCallback(
    (event: KonvaEventObject<DragEvent>) => {
      const node = event.target as Konva.Shape;
      const box = { x: node.x(), y: node.y(), width: node.width(), height: node.height(), rotation: node.rotation() };
      const snapped = snapToPrintArea(box, geometry.area, SNAP_SCREEN_PX / geometry.scale);
      const inside = clampToPrintArea({ ...box, x: snapped.x, y: snapped.y }, geometry.area);
      node.position(inside);
      showGuides(inside.x === snapped.x && inside.y === snapped.y ? snapped.guides : []);
    },
    [geometry, showGuides],
  );

  const onDragEnd = useCallback(
    (event: KonvaEventObject<DragEvent>) => {
      const node = event.target;
      thaw.current?.();
      thaw.current = null;
      showGuides([]);
      setGesture(null);
      store.run(moveLayer, { id: node.id(), x: node.x(), y: node.y() });
    },
    [store, showGuides, setGesture],
  );

  const onSelect = useCallback((event: KonvaEventObject<Event>) => store.run(selectLayer, { id: event.target.id() }), [store]);

  return { onDragStart, onDragMove, onDragEnd, onMouseDown: onSelect, onTap: onSelect };
}
