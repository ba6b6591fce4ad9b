import { describe, expect, it } from 'vitest';
import { canvasFontStyle } from '../../../engine/kernels/font';
import { STUDIO_FONT_FAMILY } from '../../../engine/kernels/node-attrs';
import type { TextLayer } from '../../../engine/model/design';
import { FONT_STYLES, FONT_WEIGHTS } from '../../../engine/model/text-options';
import { konvaInNode } from './konva-node';

type Style = Pick<TextLayer, 'fontStyle' | 'fontWeight'>;
interface PixelCanvas {
  getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
}

const SIZE = { width: 300, height: 100 };

/** The alpha channel of a text drawn with the studio's stack, as the print renderer draws it. */
async function alpha(text: string, style: Style): Promise<Uint8ClampedArray> {
  const Konva = await konvaInNode();
  const node = new Konva.Text({ text, fontSize: 60, fontFamily: STUDIO_FONT_FAMILY, fontStyle: canvasFontStyle(style), fill: '#000' });
  const canvas = node.toCanvas({ x: 0, y: 0, ...SIZE }) as unknown as PixelCanvas;
  node.destroy();
  const { data } = canvas.getContext('2d').getImageData(0, 0, SIZE.width, SIZE.height);
  return data.filter((_, i) => i % 4 === 3);
}

/** Share of a small canvas that a text inks. */
async function ink(text: string, style: Style): Promise<number> {
  return (await alpha(text, style)).reduce((sum, a) => sum + a, 0) / (255 * SIZE.width * SIZE.height);
}

describe('Konva in Node', () => {
  it("draws the studio's four font weights distinctly, as the browser does", async () => {
    const weigh = (fontWeight: Style['fontWeight']) => ink('Bhopal', { fontStyle: 'normal', fontWeight });
    const [lighter, normal, bold, bolder] = [await weigh('lighter'), await weigh('normal'), await weigh('bold'), await weigh('bolder')];
    expect(lighter).toBeGreaterThan(0);
    expect(normal).toBeGreaterThan(lighter * 1.2);
    expect(bold).toBeGreaterThan(normal * 1.2);
    expect(bolder).toBeGreaterThan(bold * 1.05);
  });

  it('draws ₹, ♥, Hindi and emoji as glyphs, never as the empty box, in every weight and style', async () => {
    const sample = 'Bhopal ♥ ₹499 नमस्ते 😀';
    for (const fontWeight of FONT_WEIGHTS) {
      for (const fontStyle of FONT_STYLES) {
        const style = { fontStyle, fontWeight };
        // U+10900 (Phoenician) is in no font of the stack: what it draws is the missing-glyph box.
        const box = await alpha('\u{10900}', style);
        expect(box.some((a) => a > 0)).toBe(true);
        const boxes: string[] = [];
        for (const char of new Set(sample.replace(/ /g, ''))) {
          const drawn = await alpha(char, style);
          if (!drawn.some((a) => a > 0) || drawn.every((a, i) => a === box[i])) boxes.push(char);
        }
        expect(boxes, `${fontStyle} ${fontWeight}`).toEqual([]);
      }
    }
  });

  it('draws a Hindi word as joined letters (shaped), narrower than its letters side by side', async () => {
    const style = { fontStyle: 'normal', fontWeight: 'normal' } as const;
    const Konva = await konvaInNode();
    const width = (text: string) => new Konva.Text({ text, fontSize: 60, fontFamily: STUDIO_FONT_FAMILY, fontStyle: canvasFontStyle(style) }).width();
    // स + ् + त form one conjunct: the shaped word is narrower than its code points one by one.
    const word = 'नमस्ते';
    const apart = [...word].reduce((sum, char) => sum + width(char), 0);
    expect(width(word)).toBeLessThan(apart * 0.9);
    expect(await ink(word, style)).toBeGreaterThan(0);
  });
});
