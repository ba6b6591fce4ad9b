import { MIN_LAYER_SIZE } from '../model/schema';
import { freeFontSize } from '../model/text-options';
import { updateLayer } from './layer-edit';
import { isLocked } from './selection';
import { defineCommand } from './command';

export interface ResizeArgs {
  id: string;
  /** New box width (a text layer's wrapping width: its font size never changes here). */
  width: number;
  /** New box height; ignored for text, whose height follows from its content. */
  height?: number;
  /** New origin, as the transformer reports it; absent keeps the current one. */
  x?: number;
  y?: number;
  /** New rotation when the transformer also turned the layer. */
  rotation?: number;
  /** A text layer's new font size (reference px) when a corner was dragged: text scales freely. */
  fontSize?: number;
}

/**
 * Resizes a layer (the transformer's end of gesture). A text layer's side handles change its
 * wrapping width; its corners scale it, font size and width together, to any whole size the
 * print area holds (a larger one is fitted down to the largest that fits). Graphics and images keep their aspect:
 * when a height is given that does not match, the width wins. The result is kept inside the
 * print area, shrunk if it would not fit. A locked layer keeps its size.
 */
export const resizeLayer = defineCommand<ResizeArgs>({
  id: 'resize-layer',
  label: 'Resize',
  perform(state, args) {
    const numbers = [args.width, args.height ?? 1, args.x ?? 0, args.y ?? 0, args.rotation ?? 0, args.fontSize ?? 1];
    if (!numbers.every(Number.isFinite)) return state;
    return updateLayer(state, args.id, (layer) => {
      if (isLocked(layer)) return layer;
      const width = Math.max(MIN_LAYER_SIZE, Math.round(args.width));
      const moved = {
        ...layer,
        x: args.x ?? layer.x,
        y: args.y ?? layer.y,
        rotation: args.rotation === undefined ? layer.rotation : normaliseRotation(args.rotation),
      };
      if (layer.kind === 'text') {
        const fontSize = args.fontSize === undefined ? null : freeFontSize(args.fontSize);
        return fontSize === null ? { ...moved, width } : { ...moved, width, fontSize };
      }
      const height = Math.max(MIN_LAYER_SIZE, Math.round((width * layer.height) / layer.width));
      return { ...moved, width, height } as typeof layer;
    });
  },
});

/** An angle in (-180, 180], so that saved rotations stay small and comparable. */
export function normaliseRotation(degrees: number): number {
  let r = degrees % 360;
  if (r > 180) r -= 360;
  if (r <= -180) r += 360;
  return Math.round(r * 100) / 100 + 0;
}
