import { describe, expect, it } from 'vitest';
import { sampleDesign } from '../test-support/fixtures';
import type { TextLayer } from './design';
import { inRange } from './text-effects';
import { parseDesign, serialiseDesign } from './validate';

const effects = {
  outline: { color: '#ffffff', width: 3 },
  shadow: { color: '#222222', offsetX: 2, offsetY: -3, blur: 4 },
  letterSpacing: 1.5,
  lineHeight: 1.6,
  align: 'right',
  curve: -40,
} as const;

function withText(changes: Record<string, unknown>) {
  const design = sampleDesign();
  const [text, graphic] = design.sides.front;
  return { ...design, sides: { front: [{ ...text, ...changes }, graphic], back: [] } };
}

describe('text effects in the design model (version 2)', () => {
  it('round-trip through JSON with every effect set', () => {
    const design = withText(effects);
    expect(parseDesign(JSON.parse(serialiseDesign(design as never)))).toEqual({ ok: true, design });
  });

  it('a version-1 design opens unchanged but for its version', () => {
    const v1 = { ...sampleDesign(), version: 1 };
    const parsed = parseDesign(JSON.parse(JSON.stringify(v1)));
    expect(parsed).toEqual({ ok: true, design: { ...v1, version: 3 } });
    if (!parsed.ok) return;
    const text = parsed.design.sides.front[0] as TextLayer;
    for (const key of Object.keys(effects)) expect(text).not.toHaveProperty(key);
  });

  it.each([
    [{ outline: { color: '#ffffff', width: 9 } }, 'sides.front.0.outline.width: outline width must be from 0 to 8'],
    [{ outline: { color: 'white', width: 2 } }, 'sides.front.0.outline.color: outline colour must be #rrggbb in lower case'],
    [{ shadow: { color: '#000000', offsetX: 21, offsetY: 0, blur: 0 } }, 'sides.front.0.shadow.offsetX: shadow offset must be from -20 to 20'],
    [{ shadow: { color: '#000000', offsetX: 0, offsetY: 0, blur: -1 } }, 'sides.front.0.shadow.blur: shadow blur must be from 0 to 20'],
    [{ letterSpacing: 40 }, 'sides.front.0.letterSpacing: letter spacing must be from -5 to 20'],
    [{ lineHeight: 0.2 }, 'sides.front.0.lineHeight: line height must be from 0.8 to 3'],
    [{ lineHeight: 'tall' }, 'sides.front.0.lineHeight: line height must be from 0.8 to 3'],
    [{ align: 'justify' }, 'sides.front.0.align: align must be one of left, center, right'],
    [{ curve: 101 }, 'sides.front.0.curve: curve must be from -100 to 100'],
    [{ curve: 12.5 }, 'sides.front.0.curve: curve must be a whole number'],
  ])('refuses %j with a clear message', (changes, message) => {
    expect(parseDesign(withText(changes))).toEqual({ ok: false, errors: [message] });
  });

  it('refuses an effect on a graphic (not a text property) and unknown shadow fields', () => {
    const design = sampleDesign();
    const [text, graphic] = design.sides.front;
    expect(parseDesign({ ...design, sides: { front: [text, { ...graphic, curve: 10 }], back: [] } }).ok).toBe(false);
    expect(parseDesign(withText({ shadow: { ...effects.shadow, spread: 2 } })).ok).toBe(false);
  });

  it('inRange clamps, steps and refuses non-numbers', () => {
    expect(inRange(9, 0, 8, 0.5)).toBe(8);
    expect(inRange(2.26, 0, 8, 0.5)).toBe(2.5);
    expect(inRange(0.1 + 0.2, 0, 1, 0.1)).toBe(0.3);
    expect(inRange(Number.NaN, 0, 8, 1)).toBeNull();
    expect(inRange('3', 0, 8, 1)).toBeNull();
  });
});
