/** Colour arithmetic for drawing: shades and inks are derived from a garment's hex colour. */

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return `#${[r, g, b].map((v) => clamp(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Blends two colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Darkens (amount < 0) towards black or lightens (amount > 0) towards white. */
export function shade(hex: string, amount: number): string {
  return amount < 0 ? mix(hex, '#000000', -amount) : mix(hex, '#ffffff', amount);
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function isDark(hex: string): boolean {
  return luminance(hex) < 0.22;
}

/** The inks a print or graphic is drawn with. */
export interface Ink {
  main: string;
  second: string;
  accent: string;
  /** Outlines and text on the print itself. */
  line: string;
  /** The accent for type: lettering must stand out from the cloth, a graphic has outlines to help it. */
  emphasis?: string;
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const CREAM = '#f6f1e7';
const INK_BLACK = '#1d1d1f';

/** Print inks that read well on a garment of this colour: whatever would vanish into the cloth is swapped out. */
export function inkFor(garmentHex: string, accent: string): Ink {
  const main = contrast(CREAM, garmentHex) >= contrast(INK_BLACK, garmentHex) ? CREAM : INK_BLACK;
  // Graphics keep their colour unless it is the cloth's own colour; lettering needs real contrast.
  const visible = (colour: string) => (contrast(colour, garmentHex) >= 1.15 ? colour : main);
  const emphasis = (colour: string) => (contrast(colour, garmentHex) >= 2.5 ? colour : main);
  if (isDark(garmentHex)) {
    const light = mix(accent, '#ffffff', 0.25);
    return { main, second: visible(light), accent: visible(accent), line: main, emphasis: emphasis(light) };
  }
  if (luminance(garmentHex) > 0.6) {
    const deep = mix(accent, '#000000', 0.2);
    return { main, second: visible(accent), accent: visible(deep), line: main, emphasis: emphasis(deep) };
  }
  return { main, second: main === CREAM ? INK_BLACK : CREAM, accent: visible(accent), line: INK_BLACK, emphasis: emphasis(accent) };
}
