import type { Design, Layer, TextLayer } from '../src/engine/model/design';
import type { FontFamilyId } from '../src/shared/text-font-families';

/**
 * Fixture designs drawn both by the browser and by the server's print file: the print-parity
 * end-to-end test (tests/e2e/print-parity.spec.ts) compares them, and the designers' bench
 * (`npm run studio`) shows them side by side. One list, so what the bench shows is what CI checks.
 */
const text = (id: string, content: string, y: number, over: Partial<TextLayer> = {}): TextLayer => ({
  kind: 'text',
  id,
  content,
  color: '#1d3557',
  fontSize: 24,
  fontWeight: 'bold',
  fontStyle: 'normal',
  x: 60,
  y,
  rotation: 0,
  width: 1080,
  ...over,
});

const fixture = (front: Layer[], color = 'White'): Design => ({ version: 3, garment: 'tshirt', color, size: 'M', sides: { front, back: [] } });

const OUTLINE = { color: '#e63946', width: 3 };
const SHADOW = { color: '#457b9d', offsetX: 4, offsetY: 4, blur: 3 };

export const PRINT_FIXTURES: Record<string, Design> = {
  'Latin text curved, outlined and shadowed': fixture([
    text('arch', 'BHOPAL THREADS', 80, { fontSize: 40, curve: 60, color: '#f4a261', outline: OUTLINE, shadow: SHADOW }),
    text('smile', 'since 2024 · made in MP', 700, { fontSize: 28, curve: -40, outline: { color: '#000000', width: 2 } }),
    text('straight', 'Chai pe\ncharcha', 1000, { fontSize: 40, fontStyle: 'italic', align: 'center', letterSpacing: 4, lineHeight: 1.4, outline: OUTLINE, shadow: { ...SHADOW, blur: 0 } }),
  ]),
  'every font family, in its weights and styles': fixture(
    (
      [
        ['manrope', 'lighter', 'normal'],
        ['oswald', 'bold', 'normal'],
        ['anton', 'lighter', 'normal'],
        ['bebas-neue', 'normal', 'normal'],
        ['playfair-display', 'bolder', 'italic'],
        ['zilla-slab', 'lighter', 'oblique'],
        ['pacifico', 'lighter', 'normal'],
        ['dancing-script', 'bold', 'normal'],
        ['teko', 'lighter', 'normal'],
        ['baloo-2', 'bolder', 'normal'],
        ['kalam', 'normal', 'italic'],
      ] as const
    ).map(([family, fontWeight, fontStyle], i) => text(`family-${i}`, 'Hamburgefonts ₹499', 40 + i * 140, { fontFamily: family as FontFamilyId, fontWeight, fontStyle, fontSize: 26, outline: i % 3 === 0 ? OUTLINE : undefined })),
  ),
  // Issue 22: 'lighter' in the families without a light cut is thinned (synthetic-lighter.ts), curved as straight.
  "curved text in 'lighter'": fixture(
    (['anton', 'pacifico', 'playfair-display', 'bebas-neue', 'baloo-2', 'dancing-script'] as const).map((family, i) =>
      text(`lighter-curve-${i}`, 'Hamburgefonts ₹499', 40 + i * 250, { fontFamily: family, fontWeight: 'lighter', fontSize: 28, curve: i % 2 === 0 ? 30 : -25, outline: i === 1 ? OUTLINE : undefined }),
    ),
  ),
  'Devanagari text': fixture([
    text('hindi', 'नमस्ते भोपाल', 80, { fontSize: 40, outline: OUTLINE, shadow: SHADOW }),
    text('hindi-baloo', 'हमारी चाय, आपकी बात', 400, { fontFamily: 'baloo-2', fontSize: 32 }),
    text('hindi-kalam', 'झील की नगरी', 700, { fontFamily: 'kalam', fontSize: 32, fontWeight: 'normal' }),
    text('hindi-curve', 'मध्य प्रदेश', 1000, { fontSize: 36, curve: 45, color: '#2a9d8f' }),
  ]),
  'emoji text': fixture([
    text('emoji', '😀 🎉 🙏 🔥 ☕', 80, { fontSize: 40 }),
    text('emoji-mixed', 'Bhopal ♥ ₹499 🚀', 500, { fontSize: 32, outline: OUTLINE, shadow: SHADOW }),
    text('emoji-curve', '⭐ 🌙 ⭐ 🌙 ⭐', 900, { fontSize: 32, curve: 50, color: '#e76f51' }),
  ]),
};

/** The other fixtures of the designers' bench: text effects one by one, a white print on white, and a side at the 50-layer cap. */
export const BENCH_FIXTURES: Record<string, Design> = {
  'every text effect, one a line': fixture([
    text('plain', 'Plain bold', 40),
    text('italic', 'Italic light', 200, { fontStyle: 'italic', fontWeight: 'lighter' }),
    text('spacing', 'L E T T E R  spacing', 360, { letterSpacing: 8 }),
    text('lines', 'Line\nheight 1.6', 520, { lineHeight: 1.6, align: 'right' }),
    text('outline', 'Outline', 820, { fontSize: 40, color: '#ffffff', outline: { color: '#1d3557', width: 4 } }),
    text('shadow', 'Soft shadow', 1020, { fontSize: 36, shadow: { color: '#e63946', offsetX: 6, offsetY: 6, blur: 8 } }),
    text('curve-up', 'ARCHED UP', 1200, { fontSize: 32, curve: 80 }),
    text('curve-down', 'arched down', 1380, { fontSize: 28, curve: -70, color: '#2a9d8f' }),
  ]),
  'white print on a white tee (the mock-up shows the folds)': fixture([text('white', 'WHITE ON WHITE', 200, { fontSize: 60, color: '#ffffff', outline: { color: '#f0f0f0', width: 1 } })]),
  '50 layers': fixture(
    Array.from({ length: 50 }, (_, i) =>
      text(`many-${i}`, `Layer ${i + 1}`, 20 + (i % 10) * 155, { x: 20 + Math.floor(i / 10) * 230, width: 220, fontSize: 14 + (i % 5) * 2, color: ['#1d3557', '#e63946', '#2a9d8f', '#f4a261', '#6d597a'][i % 5]!, rotation: (i % 7) * 4 - 12 }),
    ),
  ),
};
