import type { Garment, Side } from '../../engine/model/design';
import { printArea, type PrintArea } from '../../engine/model/print-area';

/** Largest stage side in CSS px: a phone's width, and a comfortable size on a desktop. */
export const MAX_STAGE_SIZE = 560;

/** Size of every preview PNG (a square garment photo with the design). */
export const PREVIEW_SIZE = 1000;

/** Where things sit on a square stage of `size` CSS px. */
export interface StageGeometry {
  readonly size: number;
  readonly area: PrintArea;
  /** Print area's top-left corner on the stage, in CSS px. */
  readonly left: number;
  readonly top: number;
  /** CSS px per print unit. */
  readonly scale: number;
}

export function stageGeometry(size: number, garment: Garment, side: Side): StageGeometry {
  const area = printArea(garment, side);
  return {
    size,
    area,
    left: area.onPhoto.left * size,
    top: area.onPhoto.top * size,
    scale: (area.onPhoto.width * size) / area.width,
  };
}
