import { describe, expect, it } from 'vitest';
import { CENTRE, cropPercentages, focalCoordinate, focalCrop, objectPosition } from './focal-crop';

const inside = (rect: ReturnType<typeof focalCrop>, width: number, height: number) =>
  rect.left >= 0 && rect.top >= 0 && rect.width >= 1 && rect.height >= 1 && rect.left + rect.width <= width && rect.top + rect.height <= height;

describe('focalCrop', () => {
  it('cuts a portrait picture to a wide banner around the focal point, not the centre', () => {
    // 1000x2000 portrait to 5:2: full width, 400 high, centred on y = 0.2 * 2000 = 400.
    expect(focalCrop(1000, 2000, 5 / 2, { x: 0.5, y: 0.2 })).toEqual({ left: 0, top: 200, width: 1000, height: 400 });
    expect(focalCrop(1000, 2000, 5 / 2, CENTRE)).toEqual({ left: 0, top: 800, width: 1000, height: 400 });
  });

  it('cuts a wide picture to a 4:5 portrait around the focal point', () => {
    // 2000x1000 to 4:5: full height, 800 wide, centred on x = 0.8 * 2000 = 1600.
    expect(focalCrop(2000, 1000, 4 / 5, { x: 0.8, y: 0.5 })).toEqual({ left: 1200, top: 0, width: 800, height: 1000 });
  });

  it('holds the crop inside the picture when the focal point is at an edge or a corner', () => {
    expect(focalCrop(2000, 1000, 4 / 5, { x: 0, y: 0 })).toEqual({ left: 0, top: 0, width: 800, height: 1000 });
    expect(focalCrop(2000, 1000, 4 / 5, { x: 1, y: 1 })).toEqual({ left: 1200, top: 0, width: 800, height: 1000 });
    expect(focalCrop(1000, 2000, 5 / 2, { x: 0, y: 1 })).toEqual({ left: 0, top: 1600, width: 1000, height: 400 });
  });

  it('keeps a picture of the same shape whole, wherever the focal point is', () => {
    expect(focalCrop(1600, 640, 5 / 2, { x: 0.1, y: 0.9 })).toEqual({ left: 0, top: 0, width: 1600, height: 640 });
  });

  it('never gives an empty or outside rectangle for tiny and odd pictures', () => {
    for (const [width, height] of [
      [1, 1],
      [1, 300],
      [300, 1],
      [3, 7],
      [2, 2],
    ] as const) {
      for (const aspect of [5 / 2, 4 / 5, 1, 16 / 9]) {
        for (const focal of [CENTRE, { x: 0, y: 0 }, { x: 1, y: 1 }, { x: 0.33, y: 0.77 }]) {
          const rect = focalCrop(width, height, aspect, focal);
          expect(inside(rect, width, height), `${width}x${height} at ${aspect}`).toBe(true);
        }
      }
    }
    expect(focalCrop(1, 300, 5 / 2)).toEqual({ left: 0, top: 150, width: 1, height: 1 });
  });

  it('treats a point past the edges or not a number as clamped or the centre', () => {
    expect(focalCrop(2000, 1000, 1, { x: 7, y: -3 })).toEqual(focalCrop(2000, 1000, 1, { x: 1, y: 0 }));
    expect(focalCrop(2000, 1000, 1, { x: Number.NaN, y: 0.5 })).toEqual(focalCrop(2000, 1000, 1, CENTRE));
  });
});

describe('objectPosition', () => {
  it('places a CSS cover crop where focalCrop cuts', () => {
    // 2000x1000 in a 4:5 box at x = 0.8: the crop starts at 1200 of 1200 spare: 100 %.
    expect(objectPosition(2000, 1000, 4 / 5, { x: 0.8, y: 0.5 })).toBe('100% 50%');
    // At x = 0.3: 600 - 400 = 200 of 1200 spare.
    expect(objectPosition(2000, 1000, 4 / 5, { x: 0.3, y: 0.5 })).toBe('16.7% 50%');
    expect(objectPosition(1000, 2000, 5 / 2, { x: 0.5, y: 0.2 })).toBe('50% 12.5%');
  });

  it('is the centre for no focal point', () => {
    expect(objectPosition(2000, 1000, 4 / 5)).toBe('50% 50%');
  });
});

describe('cropPercentages', () => {
  it('gives the crop as shares of the picture', () => {
    expect(cropPercentages(2000, 1000, 4 / 5, { x: 0, y: 0.5 })).toEqual({ left: 0, top: 0, width: 40, height: 100 });
  });
});

describe('focalCoordinate', () => {
  it('reads a decimal from 0 to 1 and refuses anything else', () => {
    expect(focalCoordinate('0.25')).toBe(0.25);
    expect(focalCoordinate(' 1 ')).toBe(1);
    expect(focalCoordinate(0)).toBe(0);
    for (const bad of ['', '1.5', '-0.1', 'abc', 'NaN', 'Infinity', '0x1', null, undefined, {}]) expect(focalCoordinate(bad), String(bad)).toBeNull();
  });
});
