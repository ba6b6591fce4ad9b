import { describe, expect, it } from 'vitest';
import { sampleDesign } from '../test-support/fixtures';
import { MAX_LAYERS_PER_SIDE } from './text-options';
import { DESIGN_REFUSED_MESSAGES, designRefusedMessage, parseDesign, serialiseDesign } from './validate';

describe('design JSON', () => {
  it('round-trips through JSON unchanged', () => {
    const design = sampleDesign();
    const parsed = parseDesign(JSON.parse(serialiseDesign(design)));
    expect(parsed).toEqual({ ok: true, design });
  });

  it('refuses unknown fields, wrong options and duplicate ids with paths', () => {
    const design = sampleDesign();
    const [text, graphic] = design.sides.front;
    const parsed = parseDesign({ ...design, extra: 1, sides: { front: [{ ...text, fontSize: 22.5 }, graphic], back: [] } });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.some((e) => e.startsWith('sides.front.0.fontSize'))).toBe(true);
    expect(parsed.errors.some((e) => e.includes('extra'))).toBe(true);
    // The duplicate-id check runs once the shape is valid.
    expect(parseDesign({ ...design, sides: { front: [text, graphic], back: [graphic] } })).toEqual({
      ok: false,
      errors: ["sides.back.0.id: duplicate layer id 'graphic-2'"],
    });
  });

  it('a graphic may carry a lower-case #rrggbb tint; anything else is refused, and a design without one reads unchanged', () => {
    const design = sampleDesign();
    const [text, graphic] = design.sides.front;
    if (graphic?.kind !== 'graphic' || !text) throw new Error('fixture changed');
    const tinted = { ...design, sides: { front: [text, { ...graphic, tint: '#003da5' }], back: [] } };
    expect(parseDesign(JSON.parse(serialiseDesign(tinted)))).toEqual({ ok: true, design: tinted });
    const refused = parseDesign({ ...design, sides: { front: [text, { ...graphic, tint: 'blue' }], back: [] } });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.errors.some((e) => e.startsWith('sides.front.1.tint'))).toBe(true);
  });

  it('refuses gigantic layers that would blow up the print renderer', () => {
    const design = sampleDesign();
    const [, graphic] = design.sides.front;
    const parsed = parseDesign({ ...design, sides: { front: [{ ...graphic, width: 1e7 }], back: [] } });
    expect(parsed.ok).toBe(false);
  });

  it(`takes up to ${MAX_LAYERS_PER_SIDE} layers a side and refuses one more`, () => {
    const design = sampleDesign();
    const [, graphic] = design.sides.front;
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...graphic!, id: `graphic-${i}` }));
    expect(MAX_LAYERS_PER_SIDE).toBe(50);
    expect(parseDesign({ ...design, sides: { front: many(MAX_LAYERS_PER_SIDE), back: many(MAX_LAYERS_PER_SIDE).map((l) => ({ ...l, id: `back-${l.id}` })) } }).ok).toBe(true);
    expect(parseDesign({ ...design, sides: { front: many(MAX_LAYERS_PER_SIDE + 1), back: [] } })).toEqual({
      ok: false,
      errors: [`sides.front: at most ${MAX_LAYERS_PER_SIDE} layers per side`],
    });
  });

  it('refuses a version from the future and non-objects', () => {
    expect(parseDesign({ ...sampleDesign(), version: 9 })).toMatchObject({ ok: false });
    expect(parseDesign('design')).toEqual({ ok: false, errors: ['design must be a JSON object'] });
  });
});

describe('migration from version 0', () => {
  it("turns the original customiser's state into layers in print units", () => {
    const v0 = {
      garment: 'T-Shirt',
      color: 'white',
      size: 'L',
      front: {
        text: { content: 'Hello', color: 'red', fontSize: '24px', fontWeight: 'bolder', fontStyle: 'italic', x: 50, y: 20 },
        graphics: [{ id: 7, src: 'g/one.png', x: 100, y: 100 }],
      },
      back: { text: { content: '  ' }, graphics: [] },
    };
    const parsed = parseDesign(v0);
    expect(parsed).toEqual({
      ok: true,
      design: {
        version: 3,
        garment: 'tshirt',
        color: 'white',
        size: 'L',
        sides: {
          front: [
            { id: '7', kind: 'graphic', src: 'g/one.png', x: 400, y: 400, width: 280, height: 280, rotation: 0 },
            { id: 'text-front', kind: 'text', content: 'Hello', color: '#ff0000', fontSize: 24, fontWeight: 'bolder', fontStyle: 'italic', x: 200, y: 80, rotation: 0, width: 600 },
          ],
          back: [],
        },
      },
    });
  });

  it('refuses a broken old document with the validator messages', () => {
    const parsed = parseDesign({ color: 'white', front: { graphics: [{ src: 'x', x: 'left', y: 0 }] } });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.some((e) => e.startsWith('sides.front.0.x'))).toBe(true);
  });
});

describe('refused designs in plain words', () => {
  it('tells the shopper about a layer the print area cannot hold, never the schema path', () => {
    const design = sampleDesign();
    const [text, graphic] = design.sides.front;
    const parsed = parseDesign({ ...design, sides: { front: [{ ...text!, y: -12640 }, graphic], back: [] } });
    expect(parsed).toEqual({ ok: false, errors: ['sides.front.0.y: Too small: expected number to be >=-5000'] });
    if (parsed.ok) return;
    expect(designRefusedMessage(parsed.errors)).toBe('This design has a layer the print area cannot hold. Move or shrink it and try again.');
    expect(designRefusedMessage(['sides.back: at most 50 layers per side'])).toBe(DESIGN_REFUSED_MESSAGES.layer);
  });

  it('has a general sentence for anything else', () => {
    const parsed = parseDesign({ ...sampleDesign(), size: 'XS' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(designRefusedMessage(parsed.errors)).toBe(DESIGN_REFUSED_MESSAGES.other);
    for (const message of Object.values(DESIGN_REFUSED_MESSAGES)) expect(message).not.toMatch(/sides\.|: |>=/);
  });
});
