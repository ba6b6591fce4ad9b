import { describe, expect, it } from 'vitest';
import { clampToPrintArea, scaleToFit } from './clamp';
import { canvasFontStyle } from './font';
import { isLowResolution, printDpi } from './print-dpi';
import { rotatedBounds, originForRotationAboutCentre, boxCentre } from './rotated-bounds';
import { snapToPrintArea } from './snap';
import { estimateTextHeight } from './text-box';

const area = { width: 1200, height: 1600 };

describe('clamp', () => {
  it('leaves a box inside alone and pulls one outside back in', () => {
    expect(clampToPrintArea({ x: 10, y: 10, width: 100, height: 100, rotation: 0 }, area)).toEqual({ x: 10, y: 10 });
    expect(clampToPrintArea({ x: -50, y: 1550, width: 100, height: 100, rotation: 0 }, area)).toEqual({ x: 0, y: 1500 });
  });

  it('uses the rotated bounds', () => {
    // A 100 box turned 90 degrees about its origin lies to the left of x.
    expect(clampToPrintArea({ x: 0, y: 0, width: 100, height: 100, rotation: 90 }, area)).toEqual({ x: 100, y: 0 });
  });

  it('centres a box larger than the area', () => {
    expect(clampToPrintArea({ x: 0, y: 0, width: 1400, height: 10, rotation: 0 }, area).x).toBe(-100);
  });

  it('gives the scale that fits', () => {
    expect(scaleToFit({ x: 0, y: 0, width: 2400, height: 100 }, area)).toBe(0.5);
    expect(scaleToFit({ x: 0, y: 0, width: 100, height: 100 }, area)).toBe(1);
  });
});

describe('rotation', () => {
  it('keeps the centre when turning about it', () => {
    const box = { x: 100, y: 100, width: 200, height: 100, rotation: 0 };
    const origin = originForRotationAboutCentre(box, 30);
    const centre = boxCentre({ ...box, ...origin, rotation: 30 });
    expect(centre.x).toBeCloseTo(200);
    expect(centre.y).toBeCloseTo(150);
  });

  it('bounds a 45 degree square', () => {
    const b = rotatedBounds({ x: 0, y: 0, width: 100, height: 100, rotation: 45 });
    expect(b.width).toBeCloseTo(141.42, 1);
  });
});

describe('snap', () => {
  it('snaps a box centre to the vertical centre line within the threshold', () => {
    const r = snapToPrintArea({ x: 545, y: 300, width: 100, height: 100, rotation: 0 }, area);
    expect(r.x).toBe(550);
    expect(r.guides).toEqual([{ orientation: 'vertical', position: 600, kind: 'centre' }]);
  });

  it('snaps to edges and leaves far boxes alone', () => {
    expect(snapToPrintArea({ x: 12, y: 1490, width: 100, height: 100, rotation: 0 }, area)).toMatchObject({ x: 0, y: 1500 });
    expect(snapToPrintArea({ x: 200, y: 300, width: 100, height: 100, rotation: 0 }, area)).toEqual({ x: 200, y: 300, guides: [] });
  });
});

describe('print DPI', () => {
  it('is pixels over printed inches, the smaller axis counting', () => {
    expect(printDpi({ naturalWidth: 3600, naturalHeight: 3600, width: 1200, height: 1200 })).toBe(300);
    expect(printDpi({ naturalWidth: 1000, naturalHeight: 500, width: 1000, height: 1000 })).toBe(50);
  });

  it('warns below 150 DPI', () => {
    expect(isLowResolution(149)).toBe(true);
    expect(isLowResolution(150)).toBe(false);
  });
});

describe('text', () => {
  it('estimates wrapped lines', () => {
    const one = estimateTextHeight({ content: 'Your Text', fontSize: 20, width: 600 });
    expect(one).toBeCloseTo(96);
    expect(estimateTextHeight({ content: 'Your Text\nline two', fontSize: 20, width: 600 })).toBeCloseTo(192);
  });

  it('maps weights to numbers a canvas font accepts', () => {
    expect(canvasFontStyle({ fontStyle: 'italic', fontWeight: 'bolder' })).toBe('italic 800');
    expect(canvasFontStyle({ fontStyle: 'normal', fontWeight: 'lighter' })).toBe('normal 200');
  });
});
