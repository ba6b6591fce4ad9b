import sharp, { type Sharp } from 'sharp';

/** Decoded pixels, 8 bits per channel, ready to encode as often as it takes. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

export interface Encoded {
  data: Buffer;
  width: number;
  height: number;
}

export type StoredFormat = 'jpeg' | 'png';

/**
 * The steps tried in turn until the file fits its budget: first as the shopper would want it,
 * then at lower quality, then smaller. A photo stops at the first step; noise (the attack: 5.7 MB
 * JPEGs of random pixels grew 4.6 times as PNGs) goes down the list. A JPEG stays a JPEG (a
 * photo as PNG is several times larger); a PNG or SVG keeps its transparency as PNG, lossless
 * first and then with a palette.
 */
const JPEG_STEPS = [
  { scale: 1, quality: 90 },
  { scale: 1, quality: 80 },
  { scale: 1, quality: 70 },
  { scale: 0.75, quality: 70 },
  { scale: 0.5, quality: 70 },
  { scale: 0.35, quality: 60 },
] as const;

const PNG_STEPS = [
  { scale: 1, palette: false },
  { scale: 1, palette: true },
  { scale: 0.75, palette: true },
  { scale: 0.5, palette: true },
  { scale: 0.35, palette: true },
] as const;

function scaled(pixels: Pixels, scale: number): Sharp {
  const image = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } });
  if (scale === 1) return image;
  return image.resize({ width: Math.max(1, Math.round(pixels.width * scale)), height: Math.max(1, Math.round(pixels.height * scale)), fit: 'fill' });
}

/**
 * Encodes the pixels in no more than `budget` bytes, or null when even the last step is larger
 * (the caller refuses the upload rather than store more than it allows).
 */
export async function encodeWithin(pixels: Pixels, format: StoredFormat, budget: number): Promise<Encoded | null> {
  const attempts =
    format === 'jpeg'
      ? JPEG_STEPS.map((step) => () => scaled(pixels, step.scale).jpeg({ quality: step.quality }))
      : PNG_STEPS.map((step) => () =>
          // Adaptive filtering at level 6 is both smaller and faster than level 8-9 unfiltered on photos.
          scaled(pixels, step.scale).png(step.palette ? { palette: true, quality: 90, compressionLevel: 9 } : { compressionLevel: 6, adaptiveFiltering: true }),
        );
  for (const attempt of attempts) {
    const out = await attempt().toBuffer({ resolveWithObject: true });
    if (out.data.length <= budget) return { data: out.data, width: out.info.width, height: out.info.height };
  }
  return null;
}
