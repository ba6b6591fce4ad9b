import { describe, expect, it } from 'vitest';
import { ciede2000, colourDifference, hexToLab, type Lab } from './ciede2000';

/**
 * Table 1 of Sharma, Wu and Dalal (2005), their supplementary test data: 34 pairs of CIELAB
 * colours and the ΔE00 each must give, four decimals. Pairs 7-16 probe the hue-angle
 * wrap-around near neutral (13-16 sit on either side of the 180° discontinuity), 17-24 the
 * weighting functions, 25-34 colours from the published perceptual data sets.
 */
const SHARMA_2005: ReadonlyArray<readonly [[number, number, number], [number, number, number], number]> = [
  [[50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425],
  [[50.0, 3.1571, -77.2803], [50.0, 0.0, -82.7485], 2.8615],
  [[50.0, 2.8361, -74.02], [50.0, 0.0, -82.7485], 3.4412],
  [[50.0, -1.3802, -84.2814], [50.0, 0.0, -82.7485], 1.0],
  [[50.0, -1.1848, -84.8006], [50.0, 0.0, -82.7485], 1.0],
  [[50.0, -0.9009, -85.5211], [50.0, 0.0, -82.7485], 1.0],
  [[50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669],
  [[50.0, -1.0, 2.0], [50.0, 0.0, 0.0], 2.3669],
  [[50.0, 2.49, -0.001], [50.0, -2.49, 0.0009], 7.1792],
  [[50.0, 2.49, -0.001], [50.0, -2.49, 0.001], 7.1792],
  [[50.0, 2.49, -0.001], [50.0, -2.49, 0.0011], 7.2195],
  [[50.0, 2.49, -0.001], [50.0, -2.49, 0.0012], 7.2195],
  [[50.0, -0.001, 2.49], [50.0, 0.0009, -2.49], 4.8045],
  [[50.0, -0.001, 2.49], [50.0, 0.001, -2.49], 4.8045],
  [[50.0, -0.001, 2.49], [50.0, 0.0011, -2.49], 4.7461],
  [[50.0, -0.001, 2.49], [50.0, 0.0012, -2.49], 4.7461],
  [[50.0, 2.5, 0.0], [50.0, 0.0, -2.5], 4.3065],
  [[50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492],
  [[50.0, 2.5, 0.0], [61.0, -5.0, 29.0], 22.8977],
  [[50.0, 2.5, 0.0], [56.0, -27.0, -3.0], 31.903],
  [[50.0, 2.5, 0.0], [58.0, 24.0, 15.0], 19.4535],
  [[50.0, 2.5, 0.0], [50.0, 3.1736, 0.5854], 1.0],
  [[50.0, 2.5, 0.0], [50.0, 3.2972, 0.0], 1.0],
  [[50.0, 2.5, 0.0], [50.0, 1.8634, 0.5757], 1.0],
  [[50.0, 2.5, 0.0], [50.0, 3.2592, 0.335], 1.0],
  [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  [[63.0109, -31.0961, -5.8663], [62.8187, -29.7946, -4.0864], 1.263],
  [[61.2901, 3.7196, -5.3901], [61.4292, 2.248, -4.962], 1.8731],
  [[35.0831, -44.1164, 3.7933], [35.0232, -40.0716, 1.5901], 1.8645],
  [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
  [[36.4612, 47.858, 18.3852], [36.2715, 50.5065, 21.2231], 1.4146],
  [[90.8027, -2.0831, 1.441], [91.1528, -1.6435, 0.0447], 1.4441],
  [[90.9257, -0.5406, -0.9208], [88.6381, -0.8985, -0.7239], 1.5381],
  [[6.7747, -0.2908, -2.4247], [5.8714, -0.0985, -2.2286], 0.6377],
  [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
];

const lab = ([L, a, b]: readonly [number, number, number]): Lab => ({ L, a, b });

describe('CIEDE2000 (Sharma, Wu and Dalal 2005)', () => {
  it.each(SHARMA_2005.map(([one, two, expected], index) => [index + 1, one, two, expected] as const))('test pair %i gives the published ΔE00', (_pair, one, two, expected) => {
    // The table gives four decimals: within half of the last one.
    expect(Math.abs(ciede2000(lab(one), lab(two)) - expected)).toBeLessThanOrEqual(0.00005);
  });

  it('is symmetric and zero for a colour against itself', () => {
    for (const [one, two] of SHARMA_2005) expect(ciede2000(lab(one), lab(two))).toBeCloseTo(ciede2000(lab(two), lab(one)), 10);
    expect(ciede2000({ L: 40, a: 12, b: -30 }, { L: 40, a: 12, b: -30 })).toBe(0);
  });
});

describe('sRGB to CIELAB (D65)', () => {
  it('puts white at L 100 and black at 0, greys neutral, red where the standard says', () => {
    const near = (got: Lab | null, L: number, a: number, b: number) => {
      expect(got).not.toBeNull();
      expect(Math.abs(got!.L - L)).toBeLessThan(0.05);
      expect(Math.abs(got!.a - a)).toBeLessThan(0.05);
      expect(Math.abs(got!.b - b)).toBeLessThan(0.05);
    };
    near(hexToLab('#ffffff'), 100, 0, 0);
    near(hexToLab('#000000'), 0, 0, 0);
    near(hexToLab('#808080'), 53.59, 0, 0);
    near(hexToLab('#ff0000'), 53.24, 80.09, 67.2);
    near(hexToLab('#0000FF'), 32.3, 79.19, -107.86);
  });

  it('reads only #rrggbb', () => {
    expect(hexToLab('white')).toBeNull();
    expect(colourDifference('#fff', '#ffffff')).toBeNull();
    expect(colourDifference('#ffffff', '#ffffff')).toBe(0);
  });
});
