import { describe, expect, it } from 'vitest';
import { printDiff } from './print-diff';

const pixels = (...rgba: number[][]) => new Uint8ClampedArray(rgba.flat());

describe("the designers' bench's pixel difference (print parity's rule)", () => {
  it('counts inked pixels, tolerates anti-aliasing, and marks who has the extra ink', () => {
    const browser = pixels([0, 0, 0, 0], [255, 0, 0, 255], [255, 0, 0, 200], [0, 0, 0, 0], [10, 10, 10, 255]);
    const server = pixels([0, 0, 0, 0], [255, 0, 0, 255], [255, 0, 0, 255], [0, 0, 255, 255], [0, 0, 0, 0]);
    const diff = printDiff(browser, server);
    // The blank pixel is not inked; 200 vs 255 alpha is within 64; the last two differ.
    expect(diff.inked).toBe(4);
    expect(diff.differing).toBe(2);
    expect(diff.share).toBe(0.5);
    expect(Array.from(diff.overlay.subarray(12, 16))).toEqual([255, 0, 0, 255]);
    expect(Array.from(diff.overlay.subarray(16, 20))).toEqual([0, 0, 255, 255]);
    expect(Array.from(diff.overlay.subarray(0, 4))).toEqual([0, 0, 0, 0]);
  });

  it('refuses images of different sizes', () => {
    expect(() => printDiff(pixels([0, 0, 0, 0]), pixels())).toThrow(RangeError);
  });
});
