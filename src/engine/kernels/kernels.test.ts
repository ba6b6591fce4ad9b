import { describe, expect, it } from 'vitest';
import { clampToPrintArea, scaleToFit } from './clamp';
import { canvasFontStyle } from './font';
import { effectiveDpi, isLowResolution, printDpi, resolutionVerdict, widthAtDpi } from './print-dpi';
import { rotatedBounds, originForRotationAboutCentre, boxCentre } from './rotated-bounds';
import { snapToPrintArea } from './snap';
import { estimateTextHeight } from './text-box';
import { fitTextLayer, nearestFittingTextWidth, textFits } from './text-fit';
import { limitTextLength, MAX_TEXT_LENGTH } from '../model/text-options';

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

  it("is a picture's pixels over its printed size: a 600 px graphic at 2.8 in is 214 DPI, at 8 in 75", () => {
    expect(effectiveDpi({ naturalWidth: 600, naturalHeight: 600, width: 280, height: 280 })).toBeCloseTo(214.29, 2);
    expect(effectiveDpi({ naturalWidth: 600, naturalHeight: 600, width: 800, height: 800 })).toBe(75);
    expect(widthAtDpi(600, 150)).toBe(400);
  });

  it('refuses an upload under 72 DPI, and never a catalogue graphic, only warns about it', () => {
    expect(resolutionVerdict(150, 'image')).toBe('sharp');
    expect(resolutionVerdict(149.9, 'image')).toBe('soft');
    expect(resolutionVerdict(72, 'image')).toBe('soft');
    expect(resolutionVerdict(71.9, 'image')).toBe('refused');
    expect(resolutionVerdict(10, 'graphic')).toBe('soft');
    expect(resolutionVerdict(300, 'graphic')).toBe('sharp');
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

describe('text fitting', () => {
  const tee = { width: 1200, height: 1600 };
  const long = { content: 'X'.repeat(200), fontSize: 20 as const, rotation: 0 };

  it('keeps a width that fits, widens a box that wraps too tall and narrows one that is too wide', () => {
    expect(nearestFittingTextWidth({ content: 'Your Text', fontSize: 20, width: 600, rotation: 0 }, tee)).toBe(600);
    // 600 wraps 200 glyphs into 17 lines (1632 tall); 13 glyphs a line (624 wide) needs 16.
    expect(nearestFittingTextWidth({ ...long, width: 600 }, tee)).toBe(624);
    expect(nearestFittingTextWidth({ ...long, width: 4000 }, tee)).toBe(1200);
    // Turned a right angle, the box's width runs down the area and its height across.
    expect(nearestFittingTextWidth({ content: 'Hi', fontSize: 20, width: 1500, rotation: 90 }, tee)).toBe(1500);
    expect(nearestFittingTextWidth({ content: 'Hi', fontSize: 20, width: 1700, rotation: 90 }, tee)).toBe(1600);
  });

  it('finds no width when the text cannot fit at its font size', () => {
    expect(nearestFittingTextWidth({ ...long, fontSize: 28, width: 600 }, tee)).toBeNull();
    expect(nearestFittingTextWidth({ content: '\n'.repeat(30), fontSize: 16, width: 600, rotation: 0 }, tee)).toBeNull();
  });

  it('steps the font size down, then cuts the content, and leaves a fitting layer as it is', () => {
    const layer = { id: 't', kind: 'text' as const, color: '#000000', fontWeight: 'bold' as const, fontStyle: 'normal' as const, x: 0, y: 0, ...long, fontSize: 28 as const, width: 600 };
    const smaller = fitTextLayer(layer, tee);
    expect(smaller).toMatchObject({ fontSize: 24, content: layer.content });
    expect(textFits(smaller, tee)).toBe(true);
    expect(fitTextLayer(smaller, tee)).toBe(smaller);

    const lines = { ...layer, content: `${'😀\n'.repeat(30)}end` };
    const cut = fitTextLayer(lines, tee);
    expect(cut.fontSize).toBe(16);
    expect(textFits(cut, tee)).toBe(true);
    expect(lines.content.startsWith(cut.content)).toBe(true);
    expect(cut.content.endsWith('\uD83D')).toBe(false);
    expect(estimateTextHeight(cut)).toBeLessThanOrEqual(1600);
  });

  it('cuts text at the length limit, never through an emoji', () => {
    expect(limitTextLength('a'.repeat(250))).toHaveLength(MAX_TEXT_LENGTH);
    expect(limitTextLength(`${'a'.repeat(MAX_TEXT_LENGTH - 1)}😀`)).toBe('a'.repeat(MAX_TEXT_LENGTH - 1));
    expect(limitTextLength('Namaste 😀')).toBe('Namaste 😀');
  });
});
