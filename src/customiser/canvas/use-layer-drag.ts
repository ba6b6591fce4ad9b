import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useCallback, useRef } from 'react';
import { moveLayer, moveLayers } from '../../engine/commands/move-layer';
import { selectLayer } from '../../engine/commands/select-layer';
import { isLocked, selectedLayers } from '../../engine/commands/selection';
import type { DesignStore } from '../../engine/design-store';
import { clampToPrintArea } from '../../engine/kernels/clamp';
import { layerBox } from '../../engine/kernels/layer-box';
import { keepGroupInside, unionRect } from '../../engine/kernels/layout';
import { rotatedBounds } from '../../engine/kernels/rotated-bounds';
import { snapToPrintArea, type SnapGuide } from '../../engine/kernels/snap';
import type { Rect } from '../../engine/kernels/geometry';
import { gestureLayerIdAtom, selectModeAtom, snapGuidesAtom } from '../atoms';
import { useAtomValue, useSetAtom } from '../jotai';
import { freezeOtherLayers } from './drag-snapshot';
import type { StageGeometry } from './stage-geometry';

/** Snap distance in screen px: the same feel whatever the stage size. */
const SNAP_SCREEN_PX = 6;
/** How long after a tap a mousedown is taken for the tap's own compatibility event. */
const TAP_MOUSE_GAP_MS = 800;

/** A selection dragged together: the grabbed node leads, the others follow it. */
interface GroupDrag {
  readonly leaderId: string;
  readonly starts: ReadonlyMap<string, { x: number; y: number; node: Konva.Node }>;
  /** The selection's bounds at the start, in print units. */
  readonly bounds: Rect;
  /** The shift the leader's handler allowed, which every follower takes too. */
  shift: { x: number; y: number };
}

/**
 * Drag handlers for a layer node: while dragging, the node snaps to the print area's centre
 * lines and edges and never leaves the area; the drop is one `moveLayer` command (one undo step).
 * A node of a multi-selection drags the whole selection (Konva's transformer starts a drag on
 * every node it holds): the group stops at the print area's edges as one piece, and the drop is
 * one `moveLayers` command. A press with Shift, Ctrl or Cmd (or a tap in the phone's Select mode)
 * adds the layer to the selection or takes it out.
 */
export function useLayerDrag(store: DesignStore, geometry: StageGeometry) {
  const setGuides = useSetAtom(snapGuidesAtom);
  const setGesture = useSetAtom(gestureLayerIdAtom);
  const selectMode = useAtomValue(selectModeAtom);
  // Puts back the layers frozen into pictures for the drag (drag-snapshot.ts).
  const thaw = useRef<(() => void) | null>(null);
  const group = useRef<GroupDrag | null>(null);
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
      // The followers' drags, started by the transformer, belong to the group already set up.
      if (group.current) return;
      const state = store.getState();
      const selection = selectedLayers(state).filter((l) => !isLocked(l));
      if (selection.length > 1 && selection.some((l) => l.id === id)) {
        const stage = event.target.getStage();
        const starts = new Map<string, { x: number; y: number; node: Konva.Node }>();
        for (const layer of selection) {
          const node = layer.id === id ? event.target : stage?.findOne(`#${layer.id}`);
          if (node) starts.set(layer.id, { x: layer.x, y: layer.y, node });
        }
        group.current = { leaderId: id, starts, bounds: unionRect(selection.map((l) => rotatedBounds(layerBox(l))))!, shift: { x: 0, y: 0 } };
        setGesture(id);
        thaw.current?.();
        thaw.current = freezeOtherLayers([...starts.values()].map((s) => s.node));
        return;
      }
      if (!state.selectedIds.includes(id) || state.selectedIds.length > 1) store.run(selectLayer, { id });
      setGesture(id);
      thaw.current?.();
      thaw.current = freezeOtherLayers(event.target);
    },
    [store, setGesture],
  );

  const onDragMove = useCallback(
    (event: KonvaEventObject<DragEvent>) => {
      const node = event.target as Konva.Shape;
      const drag = group.current;
      if (drag) {
        const start = drag.starts.get(node.id());
        if (!start) return;
        if (node.id() === drag.leaderId) {
          drag.shift = keepGroupInside(drag.bounds, { x: node.x() - start.x, y: node.y() - start.y }, geometry.area);
          for (const other of drag.starts.values()) other.node.position({ x: other.x + drag.shift.x, y: other.y + drag.shift.y });
        } else {
          node.position({ x: start.x + drag.shift.x, y: start.y + drag.shift.y });
        }
        return;
      }
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
      const drag = group.current;
      if (drag) {
        // Every node of the group ends its drag; the leader's end makes the one command.
        if (node.id() !== drag.leaderId) return;
        group.current = null;
        thaw.current?.();
        thaw.current = null;
        setGesture(null);
        const moves = [...drag.starts.entries()].map(([id, start]) => ({ id, x: start.x + drag.shift.x, y: start.y + drag.shift.y }));
        store.run(moveLayers, { moves });
        return;
      }
      thaw.current?.();
      thaw.current = null;
      showGuides([]);
      setGesture(null);
      store.run(moveLayer, { id: node.id(), x: node.x(), y: node.y() });
    },
    [store, showGuides, setGesture],
  );

  // When a finger last tapped: the browser's compatibility mousedown after a tap must not toggle again.
  const lastTap = useRef(0);
  const onSelect = useCallback(
    (event: KonvaEventObject<MouseEvent | TouchEvent | Event>) => {
      if (event.type === 'tap') lastTap.current = Date.now();
      else if (Date.now() - lastTap.current < TAP_MOUSE_GAP_MS) return;
      const id = event.target.id();
      const evt = event.evt as Partial<MouseEvent>;
      const additive = selectMode || evt.shiftKey === true || evt.ctrlKey === true || evt.metaKey === true;
      const state = store.getState();
      // A press on a layer of a multi-selection keeps the selection, so that it can be dragged.
      if (!additive && state.selectedIds.length > 1 && state.selectedIds.includes(id)) return;
      store.run(selectLayer, { id, additive });
    },
    [store, selectMode],
  );

  return { onDragStart, onDragMove, onDragEnd, onMouseDown: onSelect, onTap: onSelect };
}
