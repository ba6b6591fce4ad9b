import { describe, expect, it } from 'vitest';
import { canvasFontStyle } from '../../../engine/kernels/font';
import { STUDIO_FONT_FAMILY } from '../../../engine/kernels/node-attrs';
import { konvaInNode } from './konva-node';

/** Share of a small canvas that a word in the given weight inks. */
async function ink(fontWeight: 'lighter' | 'normal' | 'bold' | 'bolder'): Promise<number> {
  const Konva = await konvaInNode();
  const text = new Konva.Text({ text: 'Bhopal', fontSize: 60, fontFamily: STUDIO_FONT_FAMILY, fontStyle: canvasFontStyle({ fontStyle: 'normal', fontWeight }), fill: '#000' });
  const canvas = text.toCanvas({ x: 0, y: 0, width: 300, height: 80 }) as unknown as { getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } };
  const { data } = canvas.getContext('2d').getImageData(0, 0, 300, 80);
  let sum = 0;
  for (let i = 3; i < data.length; i += 4) sum += data[i] ?? 0;
  return sum / (255 * 300 * 80);
}

describe('Konva in Node', () => {
  it("draws the studio's four font weights distinctly, as the browser does", async () => {
    const [lighter, normal, bold, bolder] = [await ink('lighter'), await ink('normal'), await ink('bold'), await ink('bolder')];
    expect(lighter).toBeGreaterThan(0);
    expect(normal).toBeGreaterThan(lighter * 1.2);
    expect(bold).toBeGreaterThan(normal * 1.2);
    expect(bolder).toBeGreaterThan(bold * 1.05);
  });
});
