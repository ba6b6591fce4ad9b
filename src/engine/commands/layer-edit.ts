import type { EditorState } from '../editor-state';
import type { Design, GraphicLayer, ImageLayer, Layer, Side } from '../model/design';
import { printArea } from '../model/print-area';
import { clampToPrintArea, scaleToFit, type AreaSize } from '../kernels/clamp';
import { layerBox } from '../kernels/layer-box';
import { rotatedBounds } from '../kernels/rotated-bounds';
import { textInkMargin } from '../kernels/text-box';
import { fitTextLayer } from '../kernels/text-fit';

/** The side of the design that holds a layer, or null. */
export function sideOf(design: Design, id: string): Side | null {
  if (design.sides.front.some((l) => l.id === id)) return 'front';
  if (design.sides.back.some((l) => l.id === id)) return 'back';
  return null;
}

/** A layer by id, from either side. */
export function findLayer(design: Design, id: string): Layer | null {
  return design.sides.front.find((l) => l.id === id) ?? design.sides.back.find((l) => l.id === id) ?? null;
}

/** The design with one side's layer list replaced. */
export function withSideLayers(design: Design, side: Side, layers: readonly Layer[]): Design {
  return { ...design, sides: { ...design.sides, [side]: layers } };
}

/**
 * Replaces a layer (found on either side) by `update(layer)`, kept inside its print area.
 * Returns the same state when the layer is missing or nothing changed, so no undo step is made.
 */
export function updateLayer(state: EditorState, id: string, update: (layer: Layer) => Layer): EditorState {
  const side = sideOf(state.design, id);
  if (!side) return state;
  const layers = state.design.sides[side];
  const index = layers.findIndex((l) => l.id === id);
  const current = layers[index] as Layer;
  const next = keepInside(update(current), state.design, side);
  if (sameLayer(current, next)) return state;
  const nextLayers = layers.map((l, i) => (i === index ? next : l));
  return { ...state, design: withSideLayers(state.design, side, nextLayers) };
}

/**
 * A layer fitted into its side's print area, then shifted the least amount that brings it
 * inside. A graphic or image whose rotated bounds are larger than the area is shrunk (aspect
 * kept); a text box is fitted by its own rule (kernels/text-fit.ts: wider or narrower wrapping,
 * then a smaller listed font size), because narrowing a text box makes it taller. A fitted layer
 * lies inside the area, so its origin is always within the validator's coordinate bounds.
 * Coordinates are rounded to whole units so that the saved JSON stays short.
 */
export function keepInside(layer: Layer, design: Design, side: Side): Layer {
  const whole = printArea(design.garment, side);
  // A text's outline and shadow reach past its letters: they are fitted into the area less that margin.
  const margin = layer.kind === 'text' ? Math.min(textInkMargin(layer), whole.width / 4, whole.height / 4) : 0;
  const area = { width: whole.width - 2 * margin, height: whole.height - 2 * margin };
  const fitted = layer.kind === 'text' ? fitTextLayer(layer, area) : shrinkToFit(layer, area);
  const box = layerBox(fitted);
  const origin = clampToPrintArea({ ...box, x: box.x - margin, y: box.y - margin }, area);
  return { ...fitted, x: roundUnit(origin.x + margin), y: roundUnit(origin.y + margin) };
}

function shrinkToFit(layer: GraphicLayer | ImageLayer, area: AreaSize): GraphicLayer | ImageLayer {
  const scale = scaleToFit(rotatedBounds(layerBox(layer)), area);
  if (scale >= 1) return layer;
  return { ...layer, width: Math.max(1, Math.floor(layer.width * scale)), height: Math.max(1, Math.floor(layer.height * scale)) };
}

function roundUnit(value: number): number {
  // Rounding may leave a rotated corner a fraction of a unit outside: harmless at 1/100 in.
  return Math.round(value) + 0;
}

/** Whether two versions of a layer hold the same values (a command that changed nothing makes no undo step). */
export function sameLayer(a: Layer, b: Layer): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof Layer>;
  for (const key of keys) if (!sameValue(a[key], b[key])) return false;
  return true;
}

// A text's outline and shadow are small objects made afresh by each command: the same values are no change.
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a as Record<string, unknown>)[key] !== (b as Record<string, unknown>)[key]) return false;
  return true;
}
