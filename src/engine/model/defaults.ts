import type { Design, Garment, GraphicLayer, ImageLayer, Layer, LayerKind, Side, TextLayer } from './design';
import { DESIGN_VERSION, SIDES } from './design';
import { printArea } from './print-area';
import { DEFAULT_TEXT } from './text-options';
import { LOW_RESOLUTION_DPI, widthAtDpi } from '../kernels/print-dpi';
import { displayPxToUnits } from './units';

/** Spec section 9: graphics display at 70 x 70 px and are first placed at 100,100. */
export const NEW_GRAPHIC_SIZE = displayPxToUnits(70);
export const NEW_GRAPHIC_POSITION = { x: displayPxToUnits(100), y: displayPxToUnits(100) } as const;

/** A new text box is half the print area wide: room for 'Your Text' at every font size. */
const NEW_TEXT_WIDTH_SHARE = 0.5;
/** Uploads start at most this share of the print area, so the shopper sees handles around them. */
const NEW_IMAGE_MAX_SHARE = 0.8;

/** A new, empty design: a t-shirt in the caller's first colour, size M. */
export function createDesign(color: string, garment: Garment = 'tshirt'): Design {
  return { version: DESIGN_VERSION, garment, color, size: 'M', sides: { front: [], back: [] } };
}

/**
 * A fresh layer id, unique within the design: `<kind>-<n>` with n one past the highest number
 * used on either side. Deterministic (no random ids) so that tests and redo are repeatable.
 */
export function nextLayerId(design: Design, kind: LayerKind): string {
  let highest = 0;
  for (const side of SIDES) {
    for (const layer of design.sides[side]) {
      const match = /-(\d+)$/.exec(layer.id);
      if (match?.[1]) highest = Math.max(highest, Number(match[1]));
    }
  }
  return `${kind}-${highest + 1}`;
}

/** The spec's default text ('Your Text', black, 20 px, bold), centred near the top of the area. */
export function newTextLayer(design: Design, side: Side, id: string): TextLayer {
  const area = printArea(design.garment, side);
  const width = Math.round(area.width * NEW_TEXT_WIDTH_SHARE);
  return { id, kind: 'text', ...DEFAULT_TEXT, x: Math.round((area.width - width) / 2), y: Math.round(area.height * 0.1), rotation: 0, width };
}

/** A catalogue graphic at the spec's first position and size. */
export function newGraphicLayer(id: string, src: string): GraphicLayer {
  return { id, kind: 'graphic', src, ...NEW_GRAPHIC_POSITION, width: NEW_GRAPHIC_SIZE, height: NEW_GRAPHIC_SIZE, rotation: 0 };
}

/** An upload, as large as fits in 80% of the print area (and prints at 150 DPI or more) with its aspect kept, centred. */
export function newImageLayer(design: Design, side: Side, id: string, src: string, naturalWidth: number, naturalHeight: number): ImageLayer {
  const area = printArea(design.garment, side);
  // At most 80 % of the area, and no larger than it prints sharp (150 DPI): a small photo starts
  // small and sharp, and the shopper is warned only once they scale it up past that.
  const sharpScale = widthAtDpi(1, LOW_RESOLUTION_DPI);
  const scale = Math.min((area.width * NEW_IMAGE_MAX_SHARE) / naturalWidth, (area.height * NEW_IMAGE_MAX_SHARE) / naturalHeight, sharpScale);
  const width = Math.round(naturalWidth * scale);
  const height = Math.round(naturalHeight * scale);
  return {
    id,
    kind: 'image',
    src,
    x: Math.round((area.width - width) / 2),
    y: Math.round((area.height - height) / 2),
    width,
    height,
    rotation: 0,
    naturalWidth,
    naturalHeight,
  };
}

/** Every layer of a design, both sides. */
export function allLayers(design: Design): Layer[] {
  return [...design.sides.front, ...design.sides.back];
}
