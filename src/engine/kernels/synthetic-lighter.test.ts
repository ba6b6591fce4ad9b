import { describe, expect, it } from 'vitest';
import { TEXT_FONT_FAMILIES } from '../../shared/text-font-families';
import { erodeAlpha, syntheticLighterUnits } from './synthetic-lighter';

describe("synthetic 'lighter'", () => {
  it('thins only lighter text in a family with no cut below its regular', () => {
    const thinned = TEXT_FONT_FAMILIES.filter((family) => syntheticLighterUnits({ fontWeight: 'lighter', fontFamily: family.id, fontSize: 20 }) > 0).map((family) => family.id);
    expect(thinned.sort()).toEqual(['anton', 'baloo-2', 'bebas-neue', 'dancing-script', 'pacifico', 'playfair-display']);
    for (const fontWeight of ['normal', 'bold', 'bolder'] as const) expect(syntheticLighterUnits({ fontWeight, fontFamily: 'anton', fontSize: 20 })).toBe(0);
    // In proportion to the size, and less than a stem could lose.
    const at20 = syntheticLighterUnits({ fontWeight: 'lighter', fontFamily: 'anton', fontSize: 20 });
    expect(syntheticLighterUnits({ fontWeight: 'lighter', fontFamily: 'anton', fontSize: 40 })).toBeCloseTo(at20 * 2);
  });

  it('erodes alpha by the radius on every side, anti-aliased edges kept as the least nearby', () => {
    const width = 9;
    const height = 7;
    const data = new Uint8ClampedArray(width * height * 4);
    // A 5 x 5 opaque block at (2, 1) with a soft pixel inside its edge.
    for (let y = 1; y <= 5; y++) for (let x = 2; x <= 6; x++) data[(y * width + x) * 4 + 3] = 255;
    data[(3 * width + 3) * 4 + 3] = 200;
    data.fill(7, 0, 3);
    erodeAlpha(data, width, height, 1);
    const alpha = (x: number, y: number) => data[(y * width + x) * 4 + 3];
    expect(alpha(2, 3)).toBe(0);
    expect(alpha(4, 3)).toBe(200);
    expect(alpha(5, 4)).toBe(255);
    expect(alpha(6, 4)).toBe(0);
    // The 3 x 3 core is all that keeps any alpha; colour channels are left alone.
    let kept = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) kept++;
    expect(kept).toBe(9);
    expect([...data.slice(0, 3)]).toEqual([7, 7, 7]);
  });
});
