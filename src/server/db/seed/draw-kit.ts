/** Small geometry helpers shared by the motif, print and banner drawings. */

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Polygon points of a star with `points` tips. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5, turn = -Math.PI / 2): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = turn + (i * Math.PI) / points;
    out.push(`${r1(cx + radius * Math.cos(angle))},${r1(cy + radius * Math.sin(angle))}`);
  }
  return out.join(' ');
}

/** `count` copies of an SVG fragment turned evenly around (cx, cy). */
export function around(cx: number, cy: number, count: number, fragment: string, offsetDeg = 0): string {
  return Array.from({ length: count }, (_, i) => `<g transform="rotate(${r1(offsetDeg + (360 / count) * i)} ${cx} ${cy})">${fragment}</g>`).join('');
}

/** A horizontal slice of a circle between y = top and y = bottom (for striped retro suns). */
export function circleBand(cx: number, cy: number, r: number, top: number, bottom: number): string {
  const half = (y: number) => Math.sqrt(Math.max(0, r * r - (y - cy) ** 2));
  const a = half(top);
  const b = half(bottom);
  return `M${r1(cx - a)},${r1(top)} L${r1(cx + a)},${r1(top)} A${r},${r} 0 0 1 ${r1(cx + b)},${r1(bottom)} L${r1(cx - b)},${r1(bottom)} A${r},${r} 0 0 1 ${r1(cx - a)},${r1(top)}Z`;
}

/** Escapes text for use inside an SVG text node. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Bold condensed type, the streetwear look, from fonts every machine here has (DejaVu via fontconfig). */
export function label(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  options: { family?: 'condensed' | 'sans' | 'serif'; weight?: 'bold' | 'normal'; spacing?: number; anchor?: 'start' | 'middle' | 'end'; extra?: string } = {},
): string {
  const family =
    options.family === 'serif' ? 'DejaVu Serif' : options.family === 'sans' ? 'DejaVu Sans' : 'DejaVu Sans Condensed';
  return (
    `<text x="${r1(x)}" y="${r1(y)}" font-family="${family}" font-size="${r1(size)}" font-weight="${options.weight ?? 'bold'}" ` +
    `letter-spacing="${options.spacing ?? 0}" text-anchor="${options.anchor ?? 'middle'}" fill="${fill}"${options.extra ? ` ${options.extra}` : ''}>` +
    `${escapeXml(text)}</text>`
  );
}
