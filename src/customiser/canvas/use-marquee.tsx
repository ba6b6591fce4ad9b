import type { KonvaEventObject } from 'konva/lib/Node';
import { useEffect, useRef, useState } from 'react';
import { Rect } from 'react-konva';
import { selectLayer, selectLayers } from '../../engine/commands/select-layer';
import type { DesignStore } from '../../engine/design-store';
import { layerBox } from '../../engine/kernels/layer-box';
import { rotatedBounds } from '../../engine/kernels/rotated-bounds';
import type { Rect as Box } from '../../engine/kernels/geometry';
import type { Layer } from '../../engine/model/design';
import type { StageGeometry } from './stage-geometry';

/** A press that moves less than this (screen px) is a click on the garment, not a marquee. */
const MARQUEE_MIN_PX = 4;

/**
 * The desktop's marquee: a mouse press on the garment and a drag draws a box; on release the
 * layers it touches become the selection (added to it with Shift, Ctrl or Cmd). A click without
 * a drag clears the selection, as a click on the garment always has. Touch does not start one:
 * a finger on the garment scrolls, pinches or taps (the phone has its Select mode).
 */
export function useMarquee(store: DesignStore, geometry: StageGeometry, layers: readonly Layer[]) {
  const [rect, setRect] = useState<Box | null>(null);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const start = (event: KonvaEventObject<MouseEvent>) => {
    const container = event.target.getStage()?.container();
    if (!container || event.evt.button !== 0) return;
    const origin = container.getBoundingClientRect();
    const from = { x: event.evt.clientX - origin.left, y: event.evt.clientY - origin.top };
    const additive = event.evt.shiftKey || event.evt.ctrlKey || event.evt.metaKey;
    let box: Box = { ...from, width: 0, height: 0 };
    const onMove = (move: MouseEvent) => {
      const to = { x: move.clientX - origin.left, y: move.clientY - origin.top };
      box = { x: Math.min(from.x, to.x), y: Math.min(from.y, to.y), width: Math.abs(to.x - from.x), height: Math.abs(to.y - from.y) };
      setRect(Math.max(box.width, box.height) >= MARQUEE_MIN_PX ? box : null);
    };
    const onUp = () => {
      stop.current?.();
      setRect(null);
      if (Math.max(box.width, box.height) < MARQUEE_MIN_PX) {
        if (!additive) store.run(selectLayer, { id: null });
        return;
      }
      // The layers and stage as they were at the press: nothing else changes them during a marquee.
      const g = geometry;
      const inUnits = { x: (box.x - g.left) / g.scale, y: (box.y - g.top) / g.scale, width: box.width / g.scale, height: box.height / g.scale };
      const ids = layers.filter((layer) => overlaps(rotatedBounds(layerBox(layer)), inUnits)).map((l) => l.id);
      store.run(selectLayers, { ids, additive });
    };
    stop.current?.();
    window.addEventListener('mousemove', onMove);
    window.addEventListener('mouseup', onUp);
    stop.current = () => {
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('mouseup', onUp);
      stop.current = null;
    };
  };

  return { rect, start };
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The marquee's box on the stage, in screen px. */
export function MarqueeRect({ rect }: { rect: Box | null }) {
  if (!rect) return null;
  return <Rect name="selection-marquee" {...rect} fill="rgba(255,77,46,0.08)" stroke="#ff4d2e" strokeWidth={1} dash={[4, 3]} listening={false} />;
}
