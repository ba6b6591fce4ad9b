import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { isOneInk, tintedCanvas } from './tint';

/** RGBA bytes from [r, g, b, a] pixels. */
const pixels = (...list: number[][]) => Uint8ClampedArray.from(list.flat());

describe('one-ink graphics', () => {
  it('a single colour on a transparent ground is one ink, soft edges and slight shading included', () => {
    expect(isOneInk(pixels([0, 0, 0, 0], [200, 10, 10, 255], [190, 20, 5, 255], [120, 90, 90, 40]))).toBe(true);
  });

  it('two colours, an opaque background or nothing visible is not', () => {
    expect(isOneInk(pixels([0, 0, 0, 0], [200, 10, 10, 255], [10, 10, 200, 255]))).toBe(false);
    expect(isOneInk(pixels([255, 255, 255, 255], [200, 10, 10, 255]))).toBe(false);
    expect(isOneInk(pixels([0, 0, 0, 0], [0, 0, 0, 10]))).toBe(false);
  });

  it('the tint keeps the shape and its alpha and replaces the colour', () => {
    const source = createCanvas(4, 1);
    const context = source.getContext('2d');
    context.fillStyle = 'rgba(200, 0, 0, 1)';
    context.fillRect(0, 0, 2, 1);
    context.fillStyle = 'rgba(200, 0, 0, 0.5)';
    context.fillRect(2, 0, 1, 1);
    const tinted = tintedCanvas(source, '#003da5', (width, height) => createCanvas(width, height));
    expect([tinted.width, tinted.height]).toEqual([4, 1]);
    const data = tinted.getContext('2d').getImageData(0, 0, 4, 1).data;
    expect(Array.from(data.slice(0, 4))).toEqual([0, 61, 165, 255]);
    // Half transparent stays half transparent (premultiplied rounding aside), in the ink.
    expect(data[11]).toBeGreaterThan(120);
    expect(data[11]).toBeLessThan(135);
    expect(data[10]).toBeGreaterThan(150);
    expect(data[15]).toBe(0);
  });
});
