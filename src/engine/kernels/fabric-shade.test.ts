import { describe, expect, it } from 'vitest';
import { fabricShade, luminance, midFabricLuminance, SHADE_FLOOR, shadedChannel, shadeOverlay, type Pixels } from './fabric-shade';

/** A photo of one grey level per pixel, given row by row (255 alpha unless given). */
function photo(rows: number[][], alpha?: number[][]): Pixels {
  const height = rows.length;
  const width = rows[0]!.length;
  const data = new Uint8ClampedArray(width * height * 4);
  rows.forEach((row, y) =>
    row.forEach((grey, x) => {
      data.set([grey, grey, grey, alpha?.[y]?.[x] ?? 255], (y * width + x) * 4);
    }),
  );
  return { width, height, data };
}

describe('fabric shade (the realistic mock-up)', () => {
  it('weighs green most, as the eye does', () => {
    expect(luminance(255, 255, 255)).toBeCloseTo(1, 6);
    expect(luminance(0, 0, 0)).toBe(0);
    expect(luminance(0, 255, 0)).toBeGreaterThan(luminance(255, 0, 0));
    expect(luminance(255, 0, 0)).toBeGreaterThan(luminance(0, 0, 255));
  });

  it('is 1.0 at mid-fabric, darker in a fold, never above 1 nor below the floor', () => {
    expect(fabricShade(0.8, 0.8)).toBe(1);
    expect(fabricShade(0.6, 0.8)).toBeCloseTo(0.75, 6);
    expect(fabricShade(0.95, 0.8)).toBe(1);
    expect(fabricShade(0.01, 0.8)).toBe(SHADE_FLOOR);
    // A black photo (no light at all) leaves the print as it is rather than dividing by zero.
    expect(fabricShade(0, 0)).toBe(1);
  });

  it('takes the median of the opaque pixels in the box as mid-fabric', () => {
    const rows = [
      [10, 200, 200, 10],
      [10, 100, 240, 10],
      [10, 200, 250, 10],
    ];
    // The box leaves out the dark columns; the transparent pixel is not fabric.
    const alpha = [
      [255, 255, 255, 255],
      [255, 255, 0, 255],
      [255, 255, 255, 255],
    ];
    const mid = midFabricLuminance(photo(rows, alpha), { x: 1, y: 0, width: 2, height: 3 });
    // Opaque levels 200, 200, 100, 200, 250: median 200.
    expect(mid * 255).toBeCloseTo(200, 0);
  });

  it('makes an overlay whose alpha is 1 - shade: flat fabric none, a fold some, off the garment none', () => {
    const rows = [
      [240, 240, 240],
      [240, 120, 240],
      [240, 240, 240],
    ];
    const alpha = [
      [255, 255, 255],
      [255, 255, 255],
      [255, 255, 0],
    ];
    const overlay = shadeOverlay(photo(rows, alpha), { x: 0, y: 0, width: 3, height: 3 });
    expect(overlay.width).toBe(3);
    const alphaAt = (x: number, y: number) => overlay.data[(y * 3 + x) * 4 + 3]!;
    expect(alphaAt(0, 0)).toBe(0);
    // The fold is half as light as mid-fabric: the print is halved there.
    expect(alphaAt(1, 1)).toBe(128);
    expect(alphaAt(2, 2)).toBe(0);
    // Every overlay pixel is black: it darkens, it never tints.
    for (let i = 0; i < overlay.data.length; i += 4) expect([overlay.data[i], overlay.data[i + 1], overlay.data[i + 2]]).toEqual([0, 0, 0]);
  });

  it('multiplies a white print by the shade and leaves black black', () => {
    expect(shadedChannel(255, 0)).toBe(255);
    expect(shadedChannel(255, 128)).toBe(127);
    expect(shadedChannel(0, 200)).toBe(0);
    expect(shadedChannel(200, Math.round(255 * (1 - 0.5)))).toBe(100);
  });

  it('clips the box to the photo', () => {
    const overlay = shadeOverlay(photo([[100, 100]]), { x: 1, y: -3, width: 10, height: 10 });
    expect([overlay.width, overlay.height]).toEqual([1, 1]);
  });
});
