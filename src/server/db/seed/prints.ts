import { inkFor, type Ink } from './color';
import { label } from './draw-kit';
import { MOTIFS, type MotifName } from './graphics-svg';

/** What is printed on a product's chest (and, for some, across the back). */
export interface PrintSpec {
  motif: MotifName;
  /** One or two lines of type; the first is the big one. */
  words?: readonly string[];
  /** badge: motif over type; stack: small line, motif, big line; type: type only; motif: graphic only. */
  layout: 'badge' | 'stack' | 'type' | 'motif';
  /** Oversized tees and hoodies carry the graphic big across the back. */
  bigBack?: boolean;
}

type Box = { cx: number; cy: number; size: number };

// Font size that makes a line of condensed bold caps fill `width`, capped at `max`.
function fitSize(text: string, width: number, max: number, spacing: number): number {
  // DejaVu Sans Condensed Bold capitals average about 0.62 em; letter-spacing is added per glyph.
  const perChar = 0.62;
  return Math.min(max, (width - text.length * spacing) / (text.length * perChar));
}

function motifAt(name: MotifName, ink: Ink, cx: number, cy: number, size: number): string {
  const scale = size / 512;
  return `<g transform="translate(${cx - size / 2},${cy - size / 2}) scale(${scale.toFixed(4)})">${MOTIFS[name].draw(ink)}</g>`;
}

function line(text: string, cx: number, baseline: number, width: number, max: number, fill: string, spacing = 2): string {
  const size = fitSize(text, width, max, spacing);
  return label(text, cx, baseline, size, fill, { spacing });
}

/** The chest print for a product in garment coordinates (the 1000 x 1000 garment box). */
export function chestPrint(spec: PrintSpec, garmentHex: string, box: Box): string {
  const ink = inkFor(garmentHex, MOTIFS[spec.motif].accent);
  const { cx, cy, size } = box;
  const [first = '', second] = spec.words ?? [];
  const type = ink.emphasis ?? ink.accent;
  switch (spec.layout) {
    case 'motif':
      return motifAt(spec.motif, ink, cx, cy, size);
    case 'badge':
      return (
        motifAt(spec.motif, ink, cx, cy - size * 0.14, size * 0.72) +
        line(first, cx, cy + size * 0.36, size, size * 0.2, ink.main, 3) +
        (second ? line(second, cx, cy + size * 0.48, size * 0.8, size * 0.085, type, 4) : '')
      );
    case 'stack':
      return (
        line(first, cx, cy - size * 0.37, size * 0.8, size * 0.12, type, 5) +
        motifAt(spec.motif, ink, cx, cy, size * 0.56) +
        (second ? line(second, cx, cy + size * 0.47, size * 1.05, size * 0.22, ink.main, 2) : '')
      );
    case 'type':
      return (
        line(first, cx, cy - size * 0.02, size * 1.05, size * 0.3, ink.main, 1) +
        (second ? line(second, cx, cy + size * 0.2, size * 1.05, size * 0.2, type, 3) : '') +
        motifAt(spec.motif, ink, cx, cy - size * 0.36, size * 0.3)
      );
  }
}

/** The back print: the big graphic when the product has one, otherwise the label's small neck logo. */
export function backPrint(spec: PrintSpec | null, garmentHex: string, box: Box, bigBack: boolean): string {
  if (spec && bigBack) return chestPrint({ ...spec, layout: spec.layout === 'type' ? 'type' : 'stack' }, garmentHex, box);
  const ink = inkFor(garmentHex, '#b33a2b');
  return (
    label('BHOPAL', box.cx, box.cy, box.size * 0.28, ink.main, { spacing: 3 }) +
    label('THREADS · EST 2024', box.cx, box.cy + box.size * 0.16, box.size * 0.1, ink.main, { spacing: 2, family: 'sans' })
  );
}
