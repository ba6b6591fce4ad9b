/**
 * The realistic mock-up: a print on a garment photo takes the fabric's light and
 * shade, so a white print on a white tee shows its folds and a print on black looks printed,
 * not pasted. The print is multiplied by the fabric's luminance, normalised so that the
 * mid-fabric tone (the median over the print area) is 1.0.
 *
 * The factor is kept at or below 1: a canvas can multiply a print by s <= 1 in one composite
 * (black at alpha 1 - s drawn 'source-atop' over the print leaves print x s and the print's own
 * alpha), which the studio draws from one cached image on every frame of a drag without
 * re-filtering anything; a factor above 1 would need the print's pixels read back per frame.
 * Highlights above mid-fabric therefore leave the print as it is, and folds darken it.
 * The studio, its preview download and the server's previews (cart, orders, share page and its
 * link image) all draw the same overlay with the same composite. The print file is never shaded.
 */

/** The darkest a fold makes a print: the deepest creases of a black tee are near-black noise, not light. */
export const SHADE_FLOOR = 0.35;

/** Relative luminance of an sRGB colour (Rec. 709 weights on the encoded values, as a canvas multiplies them), 0..1. */
export function luminance(r: number, g: number, b: number): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The factor a print is multiplied by where the fabric has `fabric` luminance and mid-fabric is `mid`. */
export function fabricShade(fabric: number, mid: number): number {
  if (!(mid > 0)) return 1;
  return Math.min(1, Math.max(SHADE_FLOOR, fabric / mid));
}

/** A box in a photo's pixels. */
export interface PixelBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** RGBA pixels, as ImageData holds them in the browser and in @napi-rs/canvas. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray | Uint8Array;
}

function clampBox(photo: Pixels, box: PixelBox): PixelBox {
  const x = Math.max(0, Math.min(photo.width, Math.round(box.x)));
  const y = Math.max(0, Math.min(photo.height, Math.round(box.y)));
  return { x, y, width: Math.max(0, Math.min(photo.width - x, Math.round(box.width))), height: Math.max(0, Math.min(photo.height - y, Math.round(box.height))) };
}

/** The median luminance (0..1) of the photo's opaque pixels inside `box`: the mid-fabric tone. */
export function midFabricLuminance(photo: Pixels, box: PixelBox): number {
  const area = clampBox(photo, box);
  // A histogram of 8-bit luminance: a median without sorting 120,000 numbers.
  const counts = new Uint32Array(256);
  let total = 0;
  for (let row = area.y; row < area.y + area.height; row++) {
    for (let col = area.x; col < area.x + area.width; col++) {
      const i = (row * photo.width + col) * 4;
      if (photo.data[i + 3]! < 128) continue;
      counts[Math.round(luminance(photo.data[i]!, photo.data[i + 1]!, photo.data[i + 2]!) * 255)]!++;
      total++;
    }
  }
  if (total === 0) return 0;
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += counts[level]!;
    if (seen * 2 >= total) return level / 255;
  }
  return 1;
}

/**
 * The shading overlay of a print area: black pixels whose alpha is 1 - shade, the size of `box`.
 * Drawn 'source-atop' over the print (and nothing else), it multiplies the print by the shade.
 * Photo pixels that are transparent (off the garment) shade nothing.
 */
export function shadeOverlay(photo: Pixels, box: PixelBox): { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer>; mid: number } {
  const area = clampBox(photo, box);
  const mid = midFabricLuminance(photo, area);
  const data = new Uint8ClampedArray(area.width * area.height * 4);
  for (let row = 0; row < area.height; row++) {
    for (let col = 0; col < area.width; col++) {
      const i = ((area.y + row) * photo.width + area.x + col) * 4;
      if (photo.data[i + 3]! < 128) continue;
      const shade = fabricShade(luminance(photo.data[i]!, photo.data[i + 1]!, photo.data[i + 2]!), mid);
      data[(row * area.width + col) * 4 + 3] = Math.round(255 * (1 - shade));
    }
  }
  return { width: area.width, height: area.height, data, mid };
}

/**
 * What 'source-atop' of the overlay does to one print pixel's colour channel (0..255): the
 * reference the tests hold both renderers to.
 */
export function shadedChannel(print: number, overlayAlpha: number): number {
  return Math.round(print * (1 - overlayAlpha / 255));
}
