/**
 * Cropping around a focal point: the one rule the server's renditions (sharp `extract`) and the
 * staff's crop previews (CSS) both follow, so what staff see before saving is what is served.
 * Pure functions of plain numbers; no DOM, no sharp.
 */

/** A point in an image as fractions of its width and height: (0, 0) top left, (1, 1) bottom right. */
export interface FocalPoint {
  x: number;
  y: number;
}

export interface CropRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where a picture is cropped when nobody chose: its centre, as before focal points existed. */
export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

export const FOCAL_MESSAGES = {
  invalid: 'The focal point must be two numbers from 0 to 1 (x across, y down), such as 0.5 and 0.3.',
} as const;

/** A focal point's coordinate as the forms send it (a decimal string), or null when it is not one from 0 to 1. */
export function focalCoordinate(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*[0-9.eE+-]+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(number) && number >= 0 && number <= 1 ? number : null;
}

/**
 * The largest rectangle of `aspect` (width / height) inside a `width` x `height` image, placed so
 * that the focal point sits as near its centre as the image's edges allow. Whole pixels, never
 * outside the image and never empty, so that sharp's `extract` accepts it for any image.
 */
export function focalCrop(width: number, height: number, aspect: number, focal: FocalPoint = CENTRE): CropRect {
  const imageWidth = Math.max(1, Math.round(width));
  const imageHeight = Math.max(1, Math.round(height));
  // The side that is too long for the aspect is the one cut; the other is kept whole.
  let cropWidth = imageWidth;
  let cropHeight = imageHeight;
  if (imageWidth / imageHeight > aspect) cropWidth = Math.max(1, Math.min(imageWidth, Math.round(imageHeight * aspect)));
  else cropHeight = Math.max(1, Math.min(imageHeight, Math.round(imageWidth / aspect)));
  const place = (size: number, crop: number, at: number) => {
    const start = Math.round(clamp01(at) * size - crop / 2);
    return Math.min(Math.max(0, start), size - crop);
  };
  return {
    left: place(imageWidth, cropWidth, focal.x),
    top: place(imageHeight, cropHeight, focal.y),
    width: cropWidth,
    height: cropHeight,
  };
}

/**
 * The CSS `object-position` that shows focalCrop's rectangle when a box of `aspect` crops a
 * `width` x `height` picture with `object-fit: cover`. CSS places the picture's spare length by a
 * percentage p (p % of the spare length is cut before the box), not by a point to centre, so p is
 * read off the crop itself: the part cut before it over all that is cut.
 */
export function objectPosition(width: number, height: number, aspect: number, focal: FocalPoint = CENTRE): string {
  const rect = focalCrop(width, height, aspect, focal);
  const spareX = Math.max(1, Math.round(width)) - rect.width;
  const spareY = Math.max(1, Math.round(height)) - rect.height;
  const percent = (cut: number, spare: number) => (spare > 0 ? `${Math.round((cut / spare) * 1000) / 10}%` : '50%');
  return `${percent(rect.left, spareX)} ${percent(rect.top, spareY)}`;
}

/** The crop as percentages of the image, for drawing it over a preview of the whole picture. */
export function cropPercentages(width: number, height: number, aspect: number, focal: FocalPoint): CropRect {
  const rect = focalCrop(width, height, aspect, focal);
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  return { left: (rect.left / w) * 100, top: (rect.top / h) * 100, width: (rect.width / w) * 100, height: (rect.height / h) * 100 };
}

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5;
}
