import { describe, expect, it } from 'vitest';
import { SIDES } from '../src/engine/model/design';
import { parseDesign } from '../src/engine/model/validate';
import { STARTER_TEMPLATES } from '../src/server/db/seed/starter-templates';
import { benchFixtures } from './bench-fixtures';
import { benchGraphicSrc, templateFixtureName } from './template-fixtures';

describe("the designers' bench's fixtures (every template)", () => {
  it('lists every starter template of the seed, its layers as the template has them, its graphics drawable without a shop', () => {
    const fixtures = benchFixtures();
    expect(STARTER_TEMPLATES.length).toBeGreaterThanOrEqual(12);
    for (const template of STARTER_TEMPLATES) {
      const fixture = fixtures[templateFixtureName(template.name)];
      expect(fixture, template.name).toBeDefined();
      // The template itself is a valid design (its fixture only swaps the graphics' keys for inline pictures).
      expect(parseDesign(template.document).ok, template.name).toBe(true);
      for (const side of SIDES) {
        const layers = fixture!.sides[side];
        expect(layers.map((layer) => layer.id)).toEqual(template.document.sides[side].map((layer) => layer.id));
        for (const [i, layer] of layers.entries()) {
          const original = template.document.sides[side][i]!;
          if (layer.kind !== 'graphic') {
            expect(layer).toEqual(original);
            continue;
          }
          // The catalogue graphic, inline as the SVG the seed draws it from (the bench's print half reads data: URLs).
          expect(layer.src, `${template.name}: ${'src' in original ? original.src : ''}`).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
          expect({ ...layer, src: '' }).toEqual({ ...original, src: '' });
        }
      }
    }
  });

  it('keeps the other fixtures (samples, print parity, text effects, 50 layers)', () => {
    const names = Object.keys(benchFixtures());
    expect(names).toEqual(expect.arrayContaining(['Devanagari text', 'emoji text', 'every text effect, one a line', '50 layers']));
  });

  it('turns only demo catalogue graphic keys into inline SVG', () => {
    expect(benchGraphicSrc('graphic-lotus.png')).toMatch(/^data:image\/svg\+xml/);
    expect(benchGraphicSrc('graphic-lotus-stencil.png')).toMatch(/^data:image\/svg\+xml/);
    expect(benchGraphicSrc('graphic-not-a-motif.png')).toBeNull();
    expect(benchGraphicSrc('upload-0c7d2f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f.png')).toBeNull();
  });
});
