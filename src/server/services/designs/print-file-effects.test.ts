import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { measuredCurvedLayout } from '../../../engine/kernels/curved-text-node';
import type { Design, TextLayer } from '../../../engine/model/design';
import { konvaInNode } from './konva-node';
import { drawPrintFile } from './print-file';

/** Print pixels per unit (300 DPI over 1/100 in). */
const PX = 3;
const text = (over: Partial<TextLayer> & Pick<TextLayer, 'id' | 'content'>): TextLayer => ({
  kind: 'text',
  color: '#ff0000',
  fontSize: 50,
  fontWeight: 'bold',
  fontStyle: 'normal',
  x: 100,
  y: 100,
  rotation: 0,
  width: 800,
  ...over,
});

// A red 'I' with a 4 px blue outline and a green shadow 15 px to the right (no blur, so its edge is sharp);
// 'II' over 'I' aligned right with 10 px letter spacing; 'HHHHHHHH' arched at curve 50.
const outlined = text({ id: 'outlined', content: 'I', fontSize: 100, width: 400, outline: { color: '#0000ff', width: 4 }, shadow: { color: '#00ff00', offsetX: 15, offsetY: 0, blur: 0 } });
const spaced = text({ id: 'spaced', content: 'II\nI', x: 550, width: 600, align: 'right', letterSpacing: 10 });
const curved = text({ id: 'curved', content: 'HHHHHHHH', y: 1000, fontSize: 40, curve: 50 });
const design = (layers: TextLayer[]): Design => ({ version: 3, garment: 'tshirt', color: 'Black', size: 'M', sides: { front: layers, back: [] } });

type Pixels = { data: Buffer; width: number };
async function draw(layers: TextLayer[]): Promise<Pixels> {
  const png = await drawPrintFile(design(layers), 'front', {});
  if (!png) throw new Error('no print file');
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

/** One print pixel as r, g, b or '.' (transparent), '?' for anti-aliased mixes. */
function ink({ data, width }: Pixels, x: number, y: number): string {
  const at = (y * width + x) * 4;
  const [r, g, b, a] = [data[at]!, data[at + 1]!, data[at + 2]!, data[at + 3]!];
  if (a < 20) return '.';
  if (a < 235) return '?';
  if (r > 235 && g < 20 && b < 20) return 'r';
  if (b > 235 && r < 20 && g < 20) return 'b';
  if (g > 235 && r < 20 && b < 20) return 'g';
  return '?';
}

/** Runs of one ink along a row of print pixels, anti-aliased pixels (and runs under 3 px) left out. */
function runs(pixels: Pixels, y: number, from: number, to: number): Array<{ ink: string; start: number; length: number }> {
  const found: Array<{ ink: string; start: number; length: number }> = [];
  for (let x = from; x < to; x++) {
    const kind = ink(pixels, x, y);
    const last = found.at(-1);
    if (last && last.ink === kind && last.start + last.length === x) last.length++;
    else found.push({ ink: kind, start: x, length: 1 });
  }
  const kept = found.filter((run) => run.ink !== '?' && run.length >= 3);
  // Neighbours of one ink left apart by a dropped anti-aliased pixel are one run.
  return kept.reduce<typeof kept>((merged, run) => {
    const last = merged.at(-1);
    if (last && last.ink === run.ink) last.length = run.start + run.length - last.start;
    else merged.push({ ...run });
    return merged;
  }, []);
}

function inkColumns(pixels: Pixels, y: number, from: number, to: number): number[] {
  const columns: number[] = [];
  for (let x = from; x < to; x++) if (ink(pixels, x, y) !== '.') columns.push(x);
  return columns;
}

describe('the print file draws text effects', () => {
  let withEffects: Pixels;
  let plain: Pixels;
  beforeAll(async () => {
    withEffects = await draw([outlined, spaced, curved]);
    const { outline: _o, shadow: _s, ...bare } = outlined;
    const { letterSpacing: _l, ...unspaced } = spaced;
    plain = await draw([bare, unspaced]);
  }, 120_000);

  it('an outline lies outside the letter (the fill is as wide as without it), its shadow beyond it', () => {
    // Across the middle of the 'I' (its line is 1.2 x 400 units tall).
    const y = (outlined.y + 240) * PX;
    const row = runs(withEffects, y, outlined.x * PX, (outlined.x + 400) * PX);
    expect(row.map((run) => run.ink).join('')).toBe('.brbg.');
    const [, left, fill, right, shadow] = row;
    // 4 px at screen scale is 16 units, 48 print pixels, each side.
    expect(left!.length).toBeGreaterThanOrEqual(45);
    expect(left!.length).toBeLessThanOrEqual(51);
    expect(right!.length).toBeGreaterThanOrEqual(45);
    expect(right!.length).toBeLessThanOrEqual(51);
    const plainFill = runs(plain, y, outlined.x * PX, (outlined.x + 400) * PX).find((run) => run.ink === 'r')!;
    expect(Math.abs(fill!.length - plainFill.length)).toBeLessThanOrEqual(2);
    expect(Math.abs(fill!.start - plainFill.start)).toBeLessThanOrEqual(1);
    // The shadow is the outlined letter moved 15 px (60 units, 180 print px): what shows of it past the outline.
    expect(shadow!.length).toBeGreaterThanOrEqual(175);
    expect(shadow!.length).toBeLessThanOrEqual(185);
  });

  it('right alignment ends both lines at one edge, and letter spacing widens the gap by its width', () => {
    // 50 px text is 200 units, its lines 1.2 x 200 units apart.
    const lineMiddle = (line: number) => (spaced.y + 240 * (line + 0.5)) * PX;
    const [from, to] = [spaced.x * PX, (spaced.x + spaced.width) * PX];
    const first = inkColumns(withEffects, lineMiddle(0), from, to);
    const second = inkColumns(withEffects, lineMiddle(1), from, to);
    expect(Math.abs(first.at(-1)! - second.at(-1)!)).toBeLessThanOrEqual(2);
    expect(first.at(-1)!).toBeGreaterThan(to - 200);
    const gap = (pixels: Pixels) => {
      const stems = runs(pixels, lineMiddle(0), from, to).filter((run) => run.ink === 'r');
      expect(stems).toHaveLength(2);
      return stems[1]!.start - (stems[0]!.start + stems[0]!.length);
    };
    // 10 px of spacing is 40 units, 120 print pixels.
    expect(Math.abs(gap(withEffects) - gap(plain) - 120)).toBeLessThanOrEqual(2);
  });

  it("a curved text is arched within the box the curve kernel gives it from Skia's measurements", async () => {
    await konvaInNode();
    const layout = measuredCurvedLayout(curved, createCanvas(1, 1).getContext('2d'));
    const box = { left: curved.x * PX, top: curved.y * PX, right: (curved.x + layout.width) * PX, bottom: (curved.y + layout.height) * PX };
    let top: { x: number; y: number } | null = null;
    let lowest: { x: number; y: number } | null = null;
    const columns: number[] = [];
    for (let y = box.top - 30; y < box.bottom + 30; y += 3) {
      for (let x = box.left - 30; x < box.right + 30; x += 3) {
        if (ink(withEffects, x, y) === '.') continue;
        // Nothing is drawn outside the layout's box (3 px of anti-aliasing aside).
        expect(x).toBeGreaterThanOrEqual(box.left - 3);
        expect(x).toBeLessThanOrEqual(box.right + 3);
        expect(y).toBeGreaterThanOrEqual(box.top - 3);
        expect(y).toBeLessThanOrEqual(box.bottom + 3);
        top ??= { x, y };
        lowest = { x, y };
        columns.push(x);
      }
    }
    if (!top || !lowest) throw new Error('the curved text drew nothing');
    const middle = (box.left + box.right) / 2;
    // An arch: its highest ink is at the middle, its lowest at an end, far below.
    expect(Math.abs(top.x - middle)).toBeLessThan((box.right - box.left) * 0.1);
    expect(Math.abs(lowest.x - middle)).toBeGreaterThan((box.right - box.left) * 0.3);
    expect(lowest.y - top.y).toBeGreaterThan(curved.fontSize * 4 * PX * 0.5);
    // The ink spans most of the layout's width (the box is the letters', not a loose guess).
    expect(Math.max(...columns) - Math.min(...columns)).toBeGreaterThan((box.right - box.left) * 0.8);
  });
});
