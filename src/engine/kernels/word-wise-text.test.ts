import { describe, expect, it } from 'vitest';
import { makeTextWordWise, type TextPrototype } from './word-wise-text';

/** A width that kerns across a space when measured whole (as Skia does): 'L ' is 2 narrower. */
const kerned = (text: string) => text.length * 10 - (text.includes('L ') ? 2 : 0);

function node(letterSpacing = 0, align = 'center') {
  const calls: Array<[string, string, number, number]> = [];
  class Base {
    _partialText = 'BHOPAL THREADS';
    _partialTextX = 5;
    _partialTextY = 7;
    letterSpacing = () => letterSpacing;
    fontSize = () => 60;
    getAttr = () => 0;
    align = () => align;
    _getContextFont = () => 'bold 60px Manrope';
    _getTextWidth(text: string) {
      return kerned(text);
    }
    _fillFunc(_context: unknown) {
      calls.push(['whole-fill', this._partialText, this._partialTextX, this._partialTextY]);
    }
    _strokeFunc(_context: unknown) {
      calls.push(['whole-stroke', this._partialText, this._partialTextX, this._partialTextY]);
    }
  }
  class WordWise extends Base {}
  makeTextWordWise(WordWise.prototype as unknown as TextPrototype, () => { throw new TypeError('no scratch canvas for plain text'); });
  const context = {
    measureText: (text: string) => ({ width: kerned(text) }),
    setAttr: () => undefined,
    fillText: (text: string, x: number, y: number) => calls.push(['fill', text, x, y]),
    strokeText: (text: string, x: number, y: number) => calls.push(['stroke', text, x, y]),
  };
  return { text: new WordWise(), plain: new Base(), context, calls };
}

describe('word-wise straight text', () => {
  it('measures a line word by word, so no kerning spans a space', () => {
    const { text, plain } = node();
    expect(plain._getTextWidth('BHOPAL THREADS')).toBe(138);
    expect(text._getTextWidth('BHOPAL THREADS')).toBe(140);
    expect(text._getTextWidth('  two  spaces ')).toBe(140);
  });

  it('draws each word at the widths before it, and no space', () => {
    const { text, context, calls } = node();
    text._fillFunc(context as never);
    text._strokeFunc(context as never);
    expect(calls).toEqual([
      ['fill', 'BHOPAL', 5, 7],
      ['fill', 'THREADS', 75, 7],
      ['stroke', 'BHOPAL', 5, 7],
      ['stroke', 'THREADS', 75, 7],
    ]);
  });

  it("leaves Konva's own per-letter path (letter spacing, justify) as it is", () => {
    for (const { text, context, calls } of [node(4), node(0, 'justify')]) {
      expect(text._getTextWidth('BHOPAL THREADS')).toBe(138);
      text._fillFunc(context as never);
      expect(calls).toEqual([['whole-fill', 'BHOPAL THREADS', 5, 7]]);
    }
  });

  it('leaves the base class untouched', () => {
    const { plain, context, calls } = node();
    plain._fillFunc(context);
    expect(calls).toEqual([['whole-fill', 'BHOPAL THREADS', 5, 7]]);
  });
});
