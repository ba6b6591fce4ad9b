import type { TextAlign } from '../model/text-effects';

/** One line of text as measured: its glyphs and the widths of its prefixes. */
export interface MeasuredLine {
  /** Grapheme clusters, so an emoji or a Hindi conjunct is placed whole. */
  readonly glyphs: readonly string[];
  /**
   * `prefix[k]` is the width of the first k glyphs measured together, so the pairs' kerning is
   * kept (a glyph's advance is `prefix[k + 1] - prefix[k]`); `prefix.length` is glyphs + 1.
   */
  readonly prefix: readonly number[];
}

export interface CurveInput {
  readonly lines: readonly MeasuredLine[];
  /** Font size, in the unit the widths are in. */
  readonly fontSize: number;
  /** Multiple of the font size. */
  readonly lineHeight: number;
  /** Added between glyphs, in the widths' unit. */
  readonly letterSpacing: number;
  readonly align: TextAlign;
  /** -100..100: the share of a full circle the longest line bends round; negative bends down (a smile). */
  readonly curve: number;
}

/** A glyph's centre and turn (degrees, clockwise); drawn centred there on a 'middle' baseline. */
export interface PlacedGlyph {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  readonly width: number;
}

/** The glyphs placed in a box whose top-left is (0, 0), and that box's size. */
export interface CurvedLayout {
  readonly glyphs: readonly PlacedGlyph[];
  readonly width: number;
  readonly height: number;
  /**
   * How far below a glyph's centre its alphabetic baseline lies (canvas px of the font), from the
   * measured font; absent (an estimate), the canvas's 'middle' baseline is used instead.
   */
  readonly baselineShift?: number;
}

/**
 * Lays text along an arc by its real advance widths (the curve kernel). The longest line spans
 * `|curve|` % of a circle whose radius is its length over that angle; further lines sit on
 * concentric arcs a line height apart (inside an arch, outside a smile), each letter at its
 * own arc length so spacing and kerning read as on a straight line. Alignment is by angle:
 * left lines start where the longest starts, right lines end where it ends. A glyph is a box
 * of its advance by GLYPH_BOX_HEIGHT font sizes, turned with the arc; the layout's box holds every glyph box,
 * and the glyphs are moved so that box starts at (0, 0): the layer's origin, as for straight text.
 */
export function curvedTextLayout(input: CurveInput): CurvedLayout {
  const { lines, fontSize, letterSpacing, curve, align } = input;
  const lineGap = fontSize * input.lineHeight;
  const lengths = lines.map((line) => lineLength(line, letterSpacing));
  const longest = Math.max(0, ...lengths);
  const sweep = (Math.abs(curve) / 100) * 2 * Math.PI;
  const bend = Math.sign(curve);
  const placed: PlacedGlyph[] = [];
  lines.forEach((line, index) => {
    const length = lengths[index] ?? 0;
    line.glyphs.forEach((text, k) => {
      const start = (line.prefix[k] ?? 0) + k * letterSpacing;
      const width = (line.prefix[k + 1] ?? 0) - (line.prefix[k] ?? 0);
      const along = start + width / 2;
      if (bend === 0 || longest === 0) {
        const offset = align === 'left' ? 0 : align === 'right' ? longest - length : (longest - length) / 2;
        placed.push({ text, x: offset + along, y: index * lineGap + (fontSize * GLYPH_BOX_HEIGHT) / 2, rotation: 0, width });
        return;
      }
      const outer = longest / sweep;
      // A smile's later lines hang further from its centre, an arch's come nearer (never through it).
      const radius = Math.max(fontSize / 2, outer - bend * index * lineGap);
      const span = length / radius;
      const first = align === 'left' ? -sweep / 2 : align === 'right' ? sweep / 2 - span : -span / 2;
      const angle = first + along / radius;
      placed.push({ text, x: radius * Math.sin(angle), y: -bend * radius * Math.cos(angle), rotation: toDegrees(bend * angle), width });
    });
  });
  return normalise(placed, fontSize);
}

/**
 * A glyph's box height as a share of the font size: the em square and a margin, since accented
 * capitals, Hindi vowel signs and emoji reach past it. The layout's box is what Konva buffers an
 * outlined and shadowed text through (and what the print area holds), so it must hold all the ink.
 */
export const GLYPH_BOX_HEIGHT = 1.2;

/** A line's length: its measured width plus the spacing between its glyphs. */
export function lineLength(line: MeasuredLine, letterSpacing: number): number {
  const count = line.glyphs.length;
  if (count === 0) return 0;
  return (line.prefix[count] ?? 0) + (count - 1) * letterSpacing;
}

/** Measures text into lines of glyphs with prefix widths; `measure` is the canvas's (or an estimate). */
export function measureLines(content: string, measure: (text: string) => number): MeasuredLine[] {
  return content.split('\n').map((line) => {
    const glyphs = splitGraphemes(line);
    const prefix = [0];
    let text = '';
    for (const glyph of glyphs) {
      text += glyph;
      prefix.push(measure(text));
    }
    return { glyphs, prefix };
  });
}

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** Grapheme clusters (code points where Intl.Segmenter is missing). */
export function splitGraphemes(text: string): string[] {
  if (!segmenter) return Array.from(text);
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

function normalise(glyphs: readonly PlacedGlyph[], fontSize: number): CurvedLayout {
  if (glyphs.length === 0) return { glyphs: [], width: 0, height: 0 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const glyph of glyphs) {
    const radians = (glyph.rotation * Math.PI) / 180;
    const cos = Math.cos(radians);
    const sin = Math.sin(radians);
    for (const [dx, dy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]] as const) {
      const cx = (dx * glyph.width) / 2;
      const cy = (dy * fontSize * GLYPH_BOX_HEIGHT) / 2;
      const x = glyph.x + cx * cos - cy * sin;
      const y = glyph.y + cx * sin + cy * cos;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return {
    glyphs: glyphs.map((glyph) => ({ ...glyph, x: glyph.x - minX, y: glyph.y - minY })),
    width: maxX - minX,
    height: maxY - minY,
  };
}

function toDegrees(radians: number): number {
  return (radians * 180) / Math.PI;
}
