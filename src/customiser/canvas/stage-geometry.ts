import type { Garment, Side } from '../../engine/model/design';
import { printArea, type PrintArea } from '../../engine/model/print-area';

/** Largest stage side in CSS px: a phone's width, and a comfortable size on a desktop. */
export const MAX_STAGE_SIZE = 560;

/** Size of every preview PNG (a square garment photo with the design). */
export const PREVIEW_SIZE = 1000;

/** Share of the stage the print area fills when zoomed in on it. */
export const ZOOMED_AREA_SHARE = 0.9;

/** Where things sit on a square stage of `size` CSS px. */
export interface StageGeometry {
  readonly size: number;
  readonly area: PrintArea;
  /** The garment photo's top-left corner and side on the stage, in CSS px. */
  readonly photoX: number;
  readonly photoY: number;
  readonly photoSize: number;
  /** Print area's top-left corner on the stage, in CSS px. */
  readonly left: number;
  readonly top: number;
  /** CSS px per print unit. */
  readonly scale: number;
}

/**
 * The stage's layout: the whole garment photo, or (zoomed) the photo enlarged about the print
 * area so that the area fills most of the stage, which on a phone is the difference between
 * 8 px and 20 px text.
 */
export function stageGeometry(size: number, garment: Garment, side: Side, zoomed = false): StageGeometry {
  const area = printArea(garment, side);
  const box = area.onPhoto;
  const photoSize = zoomed ? (size * ZOOMED_AREA_SHARE) / Math.max(box.width, box.height) : size;
  const photoX = zoomed ? size / 2 - (box.left + box.width / 2) * photoSize : 0;
  const photoY = zoomed ? size / 2 - (box.top + box.height / 2) * photoSize : 0;
  return {
    size,
    area,
    photoX,
    photoY,
    photoSize,
    left: photoX + box.left * photoSize,
    top: photoY + box.top * photoSize,
    scale: (box.width * photoSize) / area.width,
  };
}
