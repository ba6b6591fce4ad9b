import { describe, expect, it } from 'vitest';
import { createDesignStore, type DesignStore } from '../design-store';
import { createEditorState } from '../editor-state';
import { layerBox } from '../kernels/layer-box';
import { rotatedBounds } from '../kernels/rotated-bounds';
import { createDesign } from '../model/defaults';
import type { Design, Garment, Layer, TextLayer } from '../model/design';
import { SIDES } from '../model/design';
import { printArea } from '../model/print-area';
import { FONT_SIZES, FONT_STYLES, FONT_WEIGHTS, MAX_TEXT_LENGTH } from '../model/text-options';
import { parseDesign } from '../model/validate';
import {
  addGraphic,
  addImage,
  addText,
  findLayer,
  moveLayer,
  nudgeLayer,
  resizeLayer,
  restyleText,
  rotateLayer,
  setGarment,
  setLetterSpacing,
  setLineHeight,
  setTextCurve,
  setTextOutline,
  setTextShadow,
  switchSide,
} from './index';

/** The QA walk's text: Devanagari, Latin and an emoji, then 200 x 'X' (217 UTF-16 units). */
const LONG_TEXT = `बढ़िया Bhopal 😀 ${'X'.repeat(200)}`;

/** What the studio starts with after localStorage is cleared: the default text on a tee front. */
function freshStudio(garment: Garment = 'tshirt'): DesignStore {
  return createDesignStore(addText.perform(createEditorState(createDesign('black', garment)), undefined).design);
}

function text(store: DesignStore, id = 'text-1'): TextLayer {
  const layer = findLayer(store.getState().design, id);
  if (layer?.kind !== 'text') throw new Error(`no text layer ${id}`);
  return layer;
}

/** The editor's promise: the server's validator takes the design and every layer is inside its area. */
function expectPrintable(design: Design) {
  const parsed = parseDesign(JSON.parse(JSON.stringify(design)));
  expect(parsed.ok ? [] : parsed.errors).toEqual([]);
  for (const side of SIDES) {
    const area = printArea(design.garment, side);
    for (const layer of design.sides[side]) expectInside(layer, area);
  }
}

function expectInside(layer: Layer, area: { width: number; height: number }) {
  const box = rotatedBounds(layerBox(layer));
  const where = `${layer.id} at ${JSON.stringify(box)}`;
  expect(box.x, where).toBeGreaterThanOrEqual(-0.5);
  expect(box.y, where).toBeGreaterThanOrEqual(-0.5);
  expect(box.x + box.width, where).toBeLessThanOrEqual(area.width + 0.5);
  expect(box.y + box.height, where).toBeLessThanOrEqual(area.height + 0.5);
}

describe('a long wrapped text stays printable (QA: phone, 28px then italic, refused with y < -5000)', () => {
  it('types the QA text, presses 28px and italic, and the design still validates inside the print area', () => {
    const store = freshStudio();
    store.run(restyleText, { id: 'text-1', style: { content: LONG_TEXT } });
    expectPrintable(store.getState().design);
    store.run(restyleText, { id: 'text-1', style: { fontSize: 28 } });
    expectPrintable(store.getState().design);
    store.run(restyleText, { id: 'text-1', style: { fontStyle: 'italic' } });
    expectPrintable(store.getState().design);
    expect(text(store)).toMatchObject({ fontStyle: 'italic', content: LONG_TEXT.slice(0, MAX_TEXT_LENGTH) });
  });

  it('widens a text box that wraps too tall instead of narrowing it (narrower wraps taller)', () => {
    const store = freshStudio();
    const before = text(store);
    store.run(restyleText, { id: 'text-1', style: { content: 'X'.repeat(200) } });
    const after = text(store);
    expect(after.fontSize).toBe(20);
    expect(after.width).toBeGreaterThan(before.width);
    expectPrintable(store.getState().design);
  });

  it('keeps a fitted text where it is, whatever else is restyled (no drift from command to command)', () => {
    const store = freshStudio();
    store.run(restyleText, { id: 'text-1', style: { content: 'X'.repeat(180), fontSize: 24 } });
    const fitted = text(store);
    for (const fontStyle of ['italic', 'normal', 'oblique', 'italic'] as const) store.run(restyleText, { id: 'text-1', style: { fontStyle } });
    store.run(restyleText, { id: 'text-1', style: { color: '#ff0000' } });
    expect(text(store)).toMatchObject({ x: fitted.x, y: fitted.y, width: fitted.width, fontSize: fitted.fontSize });
  });

  it('takes the largest listed font size that fits when the one asked for cannot fit at any width', () => {
    const store = freshStudio();
    store.run(restyleText, { id: 'text-1', style: { content: 'X'.repeat(200) } });
    // 200 glyphs at 28px need 12 lines of 17 even across the whole 12 in: taller than 16 in.
    store.run(restyleText, { id: 'text-1', style: { fontSize: 28 } });
    expect(text(store).fontSize).toBe(24);
    expectPrintable(store.getState().design);
    // A size that fits is taken as asked.
    store.run(restyleText, { id: 'text-1', style: { fontSize: 16 } });
    expect(text(store).fontSize).toBe(16);
  });

  it('keeps the text when the box is resized narrow: the box stays wide enough to hold it', () => {
    const store = freshStudio();
    store.run(restyleText, { id: 'text-1', style: { content: 'X'.repeat(150) } });
    store.run(resizeLayer, { id: 'text-1', width: 5 });
    expect(text(store)).toMatchObject({ fontSize: 20, content: 'X'.repeat(150) });
    expectPrintable(store.getState().design);
    store.run(resizeLayer, { id: 'text-1', width: 99999, x: -8000, y: 9000 });
    expectPrintable(store.getState().design);
  });

  it('fits a long text turned on the short hoodie front, cutting it only when even 16px cannot hold it', () => {
    const store = freshStudio('hoodie');
    store.run(restyleText, { id: 'text-1', style: { content: LONG_TEXT, fontSize: 28 } });
    expectPrintable(store.getState().design);
    store.run(rotateLayer, { id: 'text-1', rotation: 45 });
    expectPrintable(store.getState().design);
    const turned = text(store);
    expect(turned.rotation).toBe(45);
    expect(turned.fontSize).toBe(16);
    expect(LONG_TEXT.startsWith(turned.content)).toBe(true);
    expect(turned.content.length).toBeGreaterThan(100);
  });

  it('fits every text into the hoodie front when the garment changes', () => {
    const store = freshStudio();
    store.run(restyleText, { id: 'text-1', style: { content: 'Y'.repeat(200), fontSize: 24 } });
    store.run(setGarment, { garment: 'hoodie' });
    expectPrintable(store.getState().design);
  });

  it('adds a text longer than the limit cut at the limit, never through an emoji', () => {
    const store = createDesignStore(createDesign('black'));
    store.run(addText, { content: `${'a'.repeat(MAX_TEXT_LENGTH - 1)}😀 more` });
    expect(text(store).content).toBe('a'.repeat(MAX_TEXT_LENGTH - 1));
    expectPrintable(store.getState().design);
  });
});

describe('every command keeps every layer printable', () => {
  /** A small deterministic generator (mulberry32), so a failure is repeatable from its seed. */
  function random(seed: number) {
    let a = seed;
    const next = () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
    return { int, pick };
  }

  for (const seed of [1, 2, 3, 4]) {
    it(`stays valid and inside the print area through 200 random commands (seed ${seed})`, () => {
      const r = random(seed);
      const store = freshStudio(r.pick(['tshirt', 'hoodie'] as const));
      for (let step = 0; step < 200; step++) {
        const { design, side } = store.getState();
        const layers = design.sides[side];
        const target = layers.length ? r.pick(layers) : null;
        const texts = layers.filter((l): l is TextLayer => l.kind === 'text');
        const textId = texts.length ? r.pick(texts).id : null;
        const content = () => r.pick(['😀', 'X', 'बढ़िया ', 'Bhopal ', '\n']).repeat(r.int(0, 220));
        switch (r.int(0, 12)) {
          case 0: store.run(addText, { content: content() }); break;
          case 1: store.run(addGraphic, { src: 'graphics/star.png' }); break;
          case 2: store.run(addImage, { src: 'uploads/me.png', naturalWidth: r.int(1, 20000), naturalHeight: r.int(1, 20000) }); break;
          case 3: if (textId) store.run(restyleText, { id: textId, style: { content: content() } }); break;
          case 4: if (textId) store.run(restyleText, { id: textId, style: { fontSize: r.pick(FONT_SIZES), fontWeight: r.pick(FONT_WEIGHTS), fontStyle: r.pick(FONT_STYLES) } }); break;
          case 5: if (target) store.run(resizeLayer, { id: target.id, width: r.int(-10, 6000), height: r.int(1, 6000), x: r.int(-6000, 6000), y: r.int(-6000, 6000), rotation: r.int(-720, 720) }); break;
          case 6: if (target) store.run(rotateLayer, { id: target.id, rotation: r.int(-400, 400) }); break;
          case 7: if (target) store.run(moveLayer, { id: target.id, x: r.int(-9000, 9000), y: r.int(-9000, 9000) }); break;
          case 8: if (target) store.run(nudgeLayer, { id: target.id, dx: r.int(-40, 40), dy: r.int(-40, 40) }); break;
          case 9: store.run(setGarment, { garment: design.garment === 'tshirt' ? 'hoodie' : 'tshirt' }); break;
          case 10: store.run(switchSide, { side: side === 'front' ? 'back' : 'front' }); break;
          case 11:
            if (!textId) break;
            store.run(setTextCurve, { id: textId, curve: r.int(-100, 100) });
            store.run(setTextOutline, { id: textId, outline: { width: r.int(0, 8) } });
            store.run(setTextShadow, { id: textId, shadow: r.int(0, 1) ? null : { offsetX: r.int(-20, 20), offsetY: r.int(-20, 20), blur: r.int(0, 20) } });
            store.run(setLetterSpacing, { id: textId, letterSpacing: r.int(-5, 20) });
            store.run(setLineHeight, { id: textId, lineHeight: r.int(8, 30) / 10 });
            break;
          default: if (r.int(0, 3) === 0) store.undo(); else store.redo();
        }
        expectPrintable(store.getState().design);
      }
    }, 30_000); // 200 commands with a text fit each: about a second quiet, past Vitest's 5 s default on a loaded 2-core machine
  }
});
