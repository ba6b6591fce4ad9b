import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT_FAMILY_ID, FONT_FAMILY_IDS, TEXT_FONT_FAMILIES } from '../../shared/text-font-families';
import { fontStackFor, PRINT_FONT_STACK } from '../../shared/print-font-stack';
import { textNodeAttrs } from '../kernels/node-attrs';
import { canvasFont } from '../kernels/curved-text-node';
import { sampleDesign } from '../test-support/fixtures';
import type { TextLayer } from './design';
import { DESIGN_REFUSED_MESSAGES, designRefusedMessage, parseDesign, serialiseDesign } from './validate';

const sampleText = () => sampleDesign().sides.front[0] as TextLayer;

describe("a text layer's font family", () => {
  it('the curated set: at least ten families, two Devanagari display faces, a script and a slab, the default first', () => {
    expect(TEXT_FONT_FAMILIES.length).toBeGreaterThanOrEqual(10);
    expect(TEXT_FONT_FAMILIES[0].id).toBe(DEFAULT_FONT_FAMILY_ID);
    expect(TEXT_FONT_FAMILIES.filter((f) => f.devanagari && f.category === 'display').length).toBeGreaterThanOrEqual(2);
    expect(TEXT_FONT_FAMILIES.some((f) => f.category === 'script')).toBe(true);
    expect(TEXT_FONT_FAMILIES.some((f) => f.category === 'slab')).toBe(true);
    expect(new Set(FONT_FAMILY_IDS).size).toBe(FONT_FAMILY_IDS.length);
  });

  it('every family is saved, read back unchanged and drawn with its own face in front of the print stack', () => {
    for (const family of TEXT_FONT_FAMILIES) {
      const design = sampleDesign();
      const [text, graphic] = design.sides.front as [TextLayer, ...typeof design.sides.front];
      const styled = { ...design, sides: { front: [{ ...text, fontFamily: family.id }, graphic!], back: [] } };
      expect(parseDesign(JSON.parse(serialiseDesign(styled)))).toEqual({ ok: true, design: styled });
      const attrs = textNodeAttrs({ ...text, fontFamily: family.id });
      expect(attrs.fontFamily).toBe(fontStackFor(family.id));
      expect(attrs.fontFamily.endsWith(PRINT_FONT_STACK)).toBe(true);
      if (family.id !== DEFAULT_FONT_FAMILY_ID) expect(attrs.fontFamily.startsWith(`'${family.name}', `)).toBe(true);
      expect(canvasFont({ ...text, fontFamily: family.id })).toContain(attrs.fontFamily);
    }
    expect(fontStackFor('teko')).toBe(`'Teko', 'Teko Devanagari', ${PRINT_FONT_STACK}`);
  });

  it('a text with no family (every design saved before the picker) reads unchanged and draws in Manrope', () => {
    // A version-2 document from before the picker, and the version-1 one before the effects.
    const v2 = JSON.parse(serialiseDesign(sampleDesign()));
    const v1 = { ...v2, version: 1 };
    for (const old of [v2, v1]) {
      const parsed = parseDesign(old);
      expect(parsed).toEqual({ ok: true, design: sampleDesign() });
      if (!parsed.ok) return;
      const text = parsed.design.sides.front[0] as TextLayer;
      expect(text).not.toHaveProperty('fontFamily');
      expect(textNodeAttrs(text).fontFamily).toBe(PRINT_FONT_STACK);
      expect(PRINT_FONT_STACK.startsWith("'Manrope Variable', ")).toBe(true);
    }
  });

  it('an unknown family, a family name instead of its id, or a non-string is refused with a clear message', () => {
    const design = sampleDesign();
    for (const fontFamily of ['comic-sans', 'Pacifico', '', 7, null]) {
      const parsed = parseDesign({ ...design, sides: { front: [{ ...sampleText(), fontFamily }], back: [] } });
      expect(parsed.ok).toBe(false);
      if (parsed.ok) return;
      expect(parsed.errors).toEqual([`sides.front.0.fontFamily: font family ${JSON.stringify(fontFamily)} is not one of the shop's fonts (${FONT_FAMILY_IDS.join(', ')})`]);
      expect(designRefusedMessage(parsed.errors)).toBe(DESIGN_REFUSED_MESSAGES.font);
    }
  });
});
