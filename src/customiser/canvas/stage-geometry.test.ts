import { describe, expect, it } from 'vitest';
import { stageGeometry, ZOOMED_AREA_SHARE } from './stage-geometry';

describe('stage geometry', () => {
  it('places the print area on the whole garment photo', () => {
    const g = stageGeometry(400, 'tshirt', 'front');
    expect(g).toMatchObject({ photoX: 0, photoY: 0, photoSize: 400, left: 140, top: 88 });
    expect(g.scale).toBeCloseTo(0.1);
  });

  it('zoomed, centres the print area and makes it fill most of the stage', () => {
    const g = stageGeometry(400, 'tshirt', 'front', true);
    const areaHeightPx = g.area.height * g.scale;
    expect(areaHeightPx).toBeCloseTo(400 * ZOOMED_AREA_SHARE);
    expect(g.top + areaHeightPx / 2).toBeCloseTo(200);
    expect(g.left + (g.area.width * g.scale) / 2).toBeCloseTo(200);
  });
});
