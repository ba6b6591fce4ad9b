import { describe, expect, it } from 'vitest';
import type { TextLayer } from '../model/design';
import { printArea } from '../model/print-area';
import { estimatedCurvedLayout } from './curved-text-box';
import { fitCurvedText } from './curved-text-fit';
import { curvedTextLayout, lineLength, measureLines, splitGraphemes, type CurveInput, type MeasuredLine } from './curved-text';
import { layerBox } from './layer-box';

/** Glyphs of 10 wide each, with a -2 kern after 'A' (as 'AV' has): only the prefix widths say so. */
const line = (text: string): MeasuredLine =>
  measureLines(text, (prefix) => prefix.length * 10 - (prefix.length > 1 && prefix.startsWith('A') ? 2 : 0))[0]!;
const input = (over: Partial<CurveInput>): CurveInput => ({ lines: [line('ABCD')], fontSize: 10, lineHeight: 1, letterSpacing: 0, align: 'center', curve: 0, ...over });

describe('curved text layout (kernel)', () => {
  it('straight (curve 0): glyph centres at their measured advances, kerning kept, box from (0, 0)', () => {
    const layout = curvedTextLayout(input({ lines: [line('AVCD')] }));
    expect(layout.glyphs.map((g) => g.x)).toEqual([5, 14, 23, 33]);
    expect(layout.glyphs.map((g) => g.width)).toEqual([10, 8, 10, 10]);
    // A glyph box is 1.2 font sizes tall (GLYPH_BOX_HEIGHT), so accents and matras stay inside.
    expect(layout.glyphs.every((g) => g.y === 6 && g.rotation === 0)).toBe(true);
    expect(layout).toMatchObject({ width: 38, height: 12 });
  });

  it('letter spacing goes between glyphs, not after the last', () => {
    expect(lineLength(line('BCDE'), 3)).toBe(49);
    const layout = curvedTextLayout(input({ lines: [line('BCDE')], letterSpacing: 3 }));
    expect(layout.glyphs.map((g) => g.x)).toEqual([5, 18, 31, 44]);
    expect(layout.width).toBe(49);
  });

  it('curve 50 (an arch over half a circle): ends turned ±90° minus half a glyph, middle upright, symmetric', () => {
    const layout = curvedTextLayout(input({ lines: [line('BCDE')], curve: 50 }));
    // The line (40) spans half a circle: radius 40 / π; glyph centres at 5, 15, 25, 35 of 40.
    const radius = 40 / Math.PI;
    const angles = [5, 15, 25, 35].map((along) => ((along - 20) / radius) * (180 / Math.PI));
    layout.glyphs.forEach((glyph, i) => expect(glyph.rotation).toBeCloseTo(angles[i]!, 9));
    expect(layout.glyphs[0]!.rotation).toBeCloseTo(-67.5, 9);
    // Mirror images about the box's centre line; the middle glyphs are higher than the ends (an arch).
    const [a, b, c, d] = layout.glyphs;
    expect(a!.x + d!.x).toBeCloseTo(layout.width, 9);
    expect(b!.y).toBeCloseTo(c!.y, 9);
    expect(b!.y).toBeLessThan(a!.y);
  });

  it('a negative curve is a smile: the same shape mirrored top to bottom, letters turned the other way', () => {
    const arch = curvedTextLayout(input({ curve: 40 }));
    const smile = curvedTextLayout(input({ curve: -40 }));
    expect(smile.width).toBeCloseTo(arch.width, 9);
    expect(smile.height).toBeCloseTo(arch.height, 9);
    smile.glyphs.forEach((glyph, i) => {
      expect(glyph.rotation).toBeCloseTo(-arch.glyphs[i]!.rotation, 9);
      expect(glyph.y).toBeCloseTo(smile.height - arch.glyphs[i]!.y, 9);
    });
  });

  it('curve 100 closes the circle: the box is a circle of the line length as circumference, plus the letters', () => {
    const layout = curvedTextLayout(input({ lines: [line('ABCDEFGHIJKL')], curve: 100 }));
    const radius = 120 / (2 * Math.PI);
    // Glyph boxes stand out by half their height (6) beyond the centre radius and a little more at their corners.
    expect(layout.width).toBeGreaterThan(2 * (radius + 6));
    expect(layout.width).toBeLessThan(2 * Math.hypot(radius + 6, 5) + 1e-9);
    expect(layout.height).toBeGreaterThan(2 * radius);
  });

  it('more lines sit on concentric arcs a line height apart; left and right align by angle', () => {
    const two = [line('BCDEFGHI'), line('BC')];
    const centred = curvedTextLayout(input({ lines: two, curve: 30, lineHeight: 1.5 }));
    const left = curvedTextLayout(input({ lines: two, curve: 30, lineHeight: 1.5, align: 'left' }));
    const right = curvedTextLayout(input({ lines: two, curve: 30, lineHeight: 1.5, align: 'right' }));
    // A centred short line is upright at the middle of the arc; a left one starts where the long line starts (same turn), a right one ends where it ends.
    expect(centred.glyphs[8]!.rotation).toBeCloseTo(-centred.glyphs[9]!.rotation, 9);
    const startTurn = left.glyphs[0]!.rotation;
    expect(left.glyphs[8]!.rotation).toBeLessThan(startTurn + 10);
    expect(left.glyphs[8]!.rotation).toBeLessThan(0);
    expect(right.glyphs[9]!.rotation).toBeGreaterThan(0);
    expect(right.glyphs[9]!.rotation).toBeCloseTo(-left.glyphs[8]!.rotation, 9);
    // The second line's radius is one line height (15) less: its centre is 15 below the first's at the same turn.
    const gap = centred.glyphs[9]!.y - centred.glyphs[3]!.y;
    expect(gap).toBeGreaterThan(14);
  });

  it('empty text has no glyphs and an empty box; graphemes are never split', () => {
    expect(curvedTextLayout(input({ lines: [line('')], curve: 50 }))).toEqual({ glyphs: [], width: 0, height: 0 });
    // An emoji with its skin tone is one glyph; so is a Hindi conjunct (स्ते) where Unicode 15.1's clusters join it.
    expect(splitGraphemes('नम👍🏽')).toEqual(['न', 'म', '👍🏽']);
  });
});

describe('curved text in the engine (estimated widths)', () => {
  const text: TextLayer = { id: 't', kind: 'text', content: 'Bhopal Threads', color: '#000000', fontSize: 20, fontWeight: 'bold', fontStyle: 'normal', x: 100, y: 100, rotation: 0, width: 600 };

  it("the layer's box is the curved shape's bounds: a deeper arch is narrower and taller than straight text", () => {
    const straight = layerBox(text);
    const arch = layerBox({ ...text, curve: 60 });
    expect(arch.width).toBeLessThan(14 * 48);
    expect(arch.height).toBeGreaterThan(straight.height);
    expect(estimatedCurvedLayout(text)).toBeNull();
  });

  it('a curved text too big for the area gets the largest font size whose arc fits, then a cut', () => {
    const area = printArea('hoodie', 'front');
    const big = { ...text, content: 'Bhopal Threads Bhopal', fontSize: 200, curve: 100 };
    const fitted = fitCurvedText(big, area);
    expect(fitted.fontSize).toBeLessThan(200);
    const box = layerBox(fitted);
    expect(box.width).toBeLessThanOrEqual(area.width);
    expect(box.height).toBeLessThanOrEqual(area.height);
    expect(layerBox({ ...fitted, fontSize: fitted.fontSize + 1 }).height).toBeGreaterThan(area.height);
    const cut = fitCurvedText({ ...big, content: 'W'.repeat(200) }, { width: 300, height: 300 });
    expect(cut.fontSize).toBe(8);
    expect(cut.content.length).toBeLessThan(200);
    expect(cut.content.length).toBeGreaterThan(0);
  });
});
