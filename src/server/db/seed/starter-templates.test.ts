import { describe, expect, it } from 'vitest';
import { layerBox } from '../../../engine/kernels/layer-box';
import { lineHeightUnits } from '../../../engine/kernels/text-box';
import { LOW_RESOLUTION_DPI, widthAtDpi } from '../../../engine/kernels/print-dpi';
import { DESIGN_VERSION, SIDES } from '../../../engine/model/design';
import { printArea } from '../../../engine/model/print-area';
import { parseDesign } from '../../../engine/model/validate';
import { validDesignDocument } from '../../services/designs/designs';
import { planContent } from './content-plan';
import { STUDIO_GARMENTS } from './studio-garments';
import { STARTER_TEMPLATES } from './starter-templates';

const graphicKeys = new Set(planContent().graphics.map((row) => row.image));
/** The demo graphics' side (graphics-svg.ts draws them 512 x 512). */
const GRAPHIC_PIXELS = 512;

describe('the starter templates', () => {
  it('are at least 12, with unique slugs and names, for both garments', () => {
    expect(STARTER_TEMPLATES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(STARTER_TEMPLATES.map((t) => t.slug)).size).toBe(STARTER_TEMPLATES.length);
    expect(new Set(STARTER_TEMPLATES.map((t) => t.name)).size).toBe(STARTER_TEMPLATES.length);
    expect(new Set(STARTER_TEMPLATES.map((t) => t.document.garment))).toEqual(new Set(['tshirt', 'hoodie']));
  });

  describe.each(STARTER_TEMPLATES.map((t) => [t.slug, t] as const))('%s', (_slug, template) => {
    it('is a design at the current version that parseDesign reads back unchanged (validated, migrated)', () => {
      expect(template.document.version).toBe(DESIGN_VERSION);
      const parsed = parseDesign(JSON.parse(JSON.stringify(template.document)));
      expect(parsed).toEqual({ ok: true, design: template.document });
    });

    it("passes the server's own checks for a saved design (print fonts, print cost, resolution)", () => {
      expect(() => validDesignDocument(template.document)).not.toThrow();
    });

    it('is on a colour the demo studio offers, uses only catalogue graphics, and keeps every layer inside its print area', () => {
      const { garment, color } = template.document;
      expect(STUDIO_GARMENTS[garment].colours.map((c) => c.name)).toContain(color);
      for (const side of SIDES) {
        const area = printArea(garment, side);
        for (const layer of template.document.sides[side]) {
          if (layer.kind !== 'text') {
            expect(graphicKeys, layer.src).toContain(layer.src);
            // The demo graphics are 512 px: any larger and the studio would greet the template with its low-resolution badge.
            expect(layer.width, `${layer.id} prints under ${LOW_RESOLUTION_DPI} DPI`).toBeLessThanOrEqual(widthAtDpi(GRAPHIC_PIXELS, LOW_RESOLUTION_DPI));
          }
          // A text's height is its lines as written: the engine's estimate (0.6 em a glyph) is
          // made for clamping and wraps display faces like Anton that are far narrower; the
          // previews (seed-templates.ts) show each line on one line.
          const box = layer.kind === 'text' && !layer.curve ? { ...layerBox(layer), height: layer.content.split('\n').length * lineHeightUnits(layer) } : layerBox(layer);
          expect(box.x, `${side} ${layer.id} x`).toBeGreaterThanOrEqual(0);
          expect(box.y, `${side} ${layer.id} y`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${side} ${layer.id} right edge`).toBeLessThanOrEqual(area.width);
          expect(box.y + box.height, `${side} ${layer.id} bottom edge`).toBeLessThanOrEqual(area.height);
        }
      }
      expect(template.document.sides.front.length + template.document.sides.back.length).toBeGreaterThan(0);
    });
  });
});
