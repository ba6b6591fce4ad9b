import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useRef } from 'react';
import { resizeLayer } from '../../engine/commands/resize-layer';
import type { DesignStore } from '../../engine/design-store';
import { toRadians } from '../../engine/kernels/geometry';
import { boxCentre } from '../../engine/kernels/rotated-bounds';
import type { Layer, TextLayer } from '../../engine/model/design';

interface Pinch {
  node: Konva.Node;
  distance: number;
  angle: number;
  width: number;
  height: number;
  rotation: number;
  centre: { x: number; y: number };
}

function fingers(event: TouchEvent): { distance: number; angle: number } | null {
  const [a, b] = [event.touches[0], event.touches[1]];
  if (!a || !b) return null;
  const dx = b.clientX - a.clientX;
  const dy = b.clientY - a.clientY;
  return { distance: Math.hypot(dx, dy), angle: (Math.atan2(dy, dx) * 180) / Math.PI };
}

/**
 * Two fingers on the stage resize and turn the selected layer about its centre (the phone's
 * pinch); lifting them is one `resizeLayer` command. Text keeps its font size: the pinch
 * widens its box, as the side handles do; a curved text (which does not wrap) grows or
 * shrinks its letters instead, as its corner handles do.
 */
export function usePinch(store: DesignStore, selected: Layer | null) {
  const pinch = useRef<Pinch | null>(null);

  const onTouchMove = (event: KonvaEventObject<TouchEvent>) => {
    const now = fingers(event.evt);
    const stage = event.target.getStage();
    if (!now || !selected || !stage) return;
    event.evt.preventDefault();
    if (!pinch.current) {
      const node = stage.findOne(`#${selected.id}`);
      if (!node) return;
      if (node.isDragging()) node.stopDrag();
      const box = { x: node.x(), y: node.y(), width: node.width(), height: node.height(), rotation: node.rotation() };
      pinch.current = { node, distance: now.distance, angle: now.angle, width: box.width, height: box.height, rotation: box.rotation, centre: boxCentre(box) };
      return;
    }
    const p = pinch.current;
    const scale = Math.max(0.1, now.distance / Math.max(1, p.distance));
    const width = p.width * scale;
    const curved = curvedTextOf(selected) !== null;
    const height = selected.kind === 'text' && !curved ? p.node.height() : p.height * scale;
    const rotation = p.rotation + (now.angle - p.angle);
    const cos = Math.cos(toRadians(rotation));
    const sin = Math.sin(toRadians(rotation));
    const x = p.centre.x - ((width / 2) * cos - (height / 2) * sin);
    const y = p.centre.y - ((width / 2) * sin + (height / 2) * cos);
    // A curved text does not wrap: the pinch scales its letters (its size, on release), as its corners do.
    if (curved) p.node.setAttrs({ scaleX: scale, scaleY: scale, x, y, rotation });
    else p.node.setAttrs(selected.kind === 'text' ? { width, x, y, rotation } : { width, height, x, y, rotation });
  };

  const onTouchEnd = () => {
    const p = pinch.current;
    if (!p) return;
    pinch.current = null;
    const place = { id: p.node.id(), x: p.node.x(), y: p.node.y(), rotation: p.node.rotation() };
    const curved = selected ? curvedTextOf(selected) : null;
    if (curved) {
      const scale = p.node.scaleX();
      p.node.scale({ x: 1, y: 1 });
      store.run(resizeLayer, { ...place, width: curved.width, fontSize: curved.fontSize * scale });
      return;
    }
    store.run(resizeLayer, { ...place, width: p.node.width(), height: p.node.height() });
  };

  return { onTouchMove, onTouchEnd };
}

/** The curved text a layer is, or null (graphics, images and straight text). */
function curvedTextOf(layer: Layer): TextLayer | null {
  return layer.kind === 'text' && layer.curve ? layer : null;
}
