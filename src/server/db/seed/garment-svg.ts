import { isDark, luminance, mix, shade } from './color';
import type { Extra, GarmentShape } from './garment-shape';

// Speed note: librsvg renders <pattern> and blur filters slowly (a knit pattern alone cost a
// second per close-up), and the seed draws hundreds of photos. Ribs, checks, knit and soft
// folds are therefore plain strokes and paths.

export interface GarmentPaint {
  hex: string;
  /** A woven check over the cloth (shackets). */
  pattern?: 'check' | undefined;
  /** An SVG fragment in the garment's 1000 x 1000 box, painted under the folds so it creases with the cloth. */
  print?: string | undefined;
  /** A fine knit texture over this window of the garment box; worth it only in close-ups. */
  knit?: { x: number; y: number; w: number; h: number } | undefined;
  /** Prefix for ids, so that several garments can share one SVG document. */
  id: string;
}

/** Everything a garment needs inside an SVG: `defs` goes in <defs>, `body` where it is drawn. */
export interface PaintedGarment {
  defs: string;
  body: string;
}

type Tones = ReturnType<typeof tones>;

function tones(hex: string) {
  const dark = isDark(hex);
  const light = luminance(hex) > 0.7;
  return {
    cloth: hex,
    sleeve: shade(hex, -0.03),
    inner: dark ? shade(hex, -0.5) : mix(hex, '#1a1a1a', 0.42),
    trim: dark ? shade(hex, 0.06) : shade(hex, -0.07),
    rim: dark ? shade(hex, 0.1) : shade(hex, -0.1),
    outline: dark ? shade(hex, -0.6) : mix(hex, '#000000', light ? 0.3 : 0.38),
    stitch: dark ? shade(hex, 0.22) : shade(hex, -0.32),
    crease: dark ? '#000000' : shade(hex, -0.45),
    // Dark cloth needs stronger highlights to show its shape; white cloth needs stronger shadows.
    fold: light ? 0.2 : dark ? 0.3 : 0.22,
    highlight: dark ? 0.13 : light ? 0.5 : 0.16,
  };
}

function gradients(id: string, highlight: number): string {
  return (
    `<linearGradient id="${id}-sh" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#000" stop-opacity=".26"/><stop offset=".16" stop-color="#000" stop-opacity=".05"/>` +
    `<stop offset=".4" stop-color="#fff" stop-opacity="${highlight * 0.6}"/><stop offset=".62" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset=".86" stop-color="#000" stop-opacity=".07"/><stop offset="1" stop-color="#000" stop-opacity=".24"/></linearGradient>` +
    `<linearGradient id="${id}-sv" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="${highlight * 0.5}"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity=".14"/></linearGradient>` +
    `<linearGradient id="${id}-in" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".45"/>` +
    `<stop offset=".7" stop-color="#000" stop-opacity=".1"/><stop offset="1" stop-color="#fff" stop-opacity=".06"/></linearGradient>`
  );
}

// A woven check as bands and thin lines over the whole garment box, clipped by the caller.
function checkBands(hex: string): string {
  const band = isDark(hex) ? '#000' : shade(hex, -0.55);
  const line = isDark(hex) ? shade(hex, 0.55) : '#f6f0e2';
  let wide = '';
  let thin = '';
  let hair = '';
  for (let v = 20; v < 1000; v += 96) {
    wide += `M0,${v}h1000v34h-1000Z M${v},0v1000h34v-1000Z `;
    thin += `M0,${v + 60}h1000v4h-1000Z M${v + 60},0v1000h4v-1000Z `;
    hair += `M0,${v + 78}h1000v2h-1000Z M${v + 78},0v1000h2v-1000Z `;
  }
  return (
    `<path d="${wide}" fill="${band}" fill-opacity=".3"/><path d="${thin}" fill="${line}" fill-opacity=".5"/>` +
    `<path d="${hair}" fill="${band}" fill-opacity=".4"/>`
  );
}

// Knit texture as two families of diagonal hairlines over a window of the garment.
function knitHatch(win: { x: number; y: number; w: number; h: number }): string {
  const step = 3.2;
  const run = win.h / 2;
  const lines = (dir: 1 | -1) => {
    const out: string[] = [];
    for (let x = win.x - run; x < win.x + win.w + run; x += step) out.push(`M${x.toFixed(1)},${win.y.toFixed(1)}l${(dir * run).toFixed(1)},${win.h.toFixed(1)}`);
    return out.join('');
  };
  return (
    `<path d="${lines(1)}" stroke="#000" stroke-opacity=".08" stroke-width=".9" fill="none"/>` +
    `<path d="${lines(-1)}" stroke="#fff" stroke-opacity=".06" stroke-width=".7" fill="none"/>`
  );
}

function extraSvg(extra: Extra, t: Tones, hex: string): string {
  switch (extra.kind) {
    case 'label':
      return (
        `<rect x="${extra.x - 22}" y="${extra.y - 4}" width="44" height="26" rx="2" fill="#f3efe6" stroke="#c9c1b1" stroke-width="1"/>` +
        `<rect x="${extra.x - 14}" y="${extra.y + 4}" width="28" height="3" fill="#b33a2b"/><rect x="${extra.x - 11}" y="${extra.y + 12}" width="22" height="2" fill="#8a8275"/>`
      );
    case 'button': {
      const face = isDark(hex) ? '#d8cfc0' : shade(hex, -0.55);
      const hole = shade(face, -0.45);
      const o = extra.r * 0.3;
      return (
        `<circle cx="${extra.x + 1.5}" cy="${extra.y + 2}" r="${extra.r}" fill="#000" fill-opacity=".25"/>` +
        `<circle cx="${extra.x}" cy="${extra.y}" r="${extra.r}" fill="${face}" stroke="${shade(face, -0.3)}" stroke-width="1.5"/>` +
        `<circle cx="${extra.x - o}" cy="${extra.y - o}" r="${extra.r * 0.18}" fill="${hole}"/><circle cx="${extra.x + o}" cy="${extra.y + o}" r="${extra.r * 0.18}" fill="${hole}"/>`
      );
    }
    case 'eyelet':
      return `<circle cx="${extra.x}" cy="${extra.y}" r="9" fill="#c9ccd1" stroke="#8d9096" stroke-width="2"/><circle cx="${extra.x}" cy="${extra.y}" r="4.5" fill="${t.inner}"/>`;
    case 'cord': {
      const cord = isDark(hex) ? '#ece7dc' : luminance(hex) > 0.7 ? shade(hex, -0.18) : shade(hex, 0.3);
      const [x, y] = extra.end;
      return (
        `<path d="${extra.d}" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="12" stroke-linecap="round" transform="translate(3,4)"/>` +
        `<path d="${extra.d}" fill="none" stroke="${cord}" stroke-width="10" stroke-linecap="round"/>` +
        `<path d="${extra.d}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-linecap="round" transform="translate(-2,0)"/>` +
        `<rect x="${x - 6}" y="${y - 4}" width="12" height="30" rx="4" fill="#c7c9cc" stroke="#85888d" stroke-width="1.5"/>`
      );
    }
  }
}

// A fold as nested lens shapes (pointed at both ends, widest in the middle) in falling
// widths, which reads as soft drape; a blur filter gives the same look at many times the cost.
// Folds are written as `M x,y Q cx,cy x,y`.
function foldLenses(d: string, t: Tones): string {
  const n = d.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  if (n.length !== 6) return '';
  const [ax, ay, cx, cy, bx, by] = n as [number, number, number, number, number, number];
  const len = Math.hypot(bx - ax, by - ay) || 1;
  const nx = -(by - ay) / len;
  const ny = (bx - ax) / len;
  const lens = (half: number, shift: number) => {
    const sx = nx * shift;
    const sy = ny * shift;
    const o = half * 2;
    const r = (v: number) => v.toFixed(1);
    return (
      `M${r(ax + sx)},${r(ay + sy)} Q${r(cx + sx + nx * o)},${r(cy + sy + ny * o)} ${r(bx + sx)},${r(by + sy)} ` +
      `Q${r(cx + sx - nx * o)},${r(cy + sy - ny * o)} ${r(ax + sx)},${r(ay + sy)}Z`
    );
  };
  const width = Math.min(16, len * 0.09);
  return [1, 0.62, 0.3]
    .map(
      (w) =>
        `<path d="${lens(width * w, 0)}" fill="#000" fill-opacity="${(t.fold / 3).toFixed(3)}"/>` +
        `<path d="${lens(width * 0.8 * w, width * 1.9)}" fill="#fff" fill-opacity="${(t.highlight / 3).toFixed(3)}"/>`,
    )
    .join('');
}

/** Paints a garment shape in a colour with shading, folds, stitching and an optional print. */
export function paintGarment(shape: GarmentShape, paint: GarmentPaint): PaintedGarment {
  const { id } = paint;
  const t = tones(paint.hex);
  const checked = paint.pattern === 'check';
  let defs = gradients(id, t.highlight) + `<clipPath id="${id}-clip">${shape.pieces.map((piece) => `<path d="${piece.d}"/>`).join('')}</clipPath>`;
  const ribs = isDark(paint.hex) ? '#fff' : '#000';

  const parts: string[] = [];
  shape.pieces.forEach((piece, index) => {
    const fill = piece.role === 'inner' ? t.inner : piece.role === 'sleeve' ? t.sleeve : piece.role === 'trim' ? t.trim : t.cloth;
    parts.push(`<path d="${piece.d}" fill="${fill}"/>`);
    if (checked && piece.role !== 'inner') {
      defs += `<clipPath id="${id}-c${index}"><path d="${piece.d}"/></clipPath>`;
      parts.push(`<g clip-path="url(#${id}-c${index})">${checkBands(paint.hex)}</g>`);
    }
    if (piece.rib) {
      defs += `<clipPath id="${id}-r${index}"><path d="${piece.d}"/></clipPath>`;
      parts.push(
        `<path d="${piece.rib.d}" clip-path="url(#${id}-r${index})" fill="none" stroke="${ribs}" stroke-opacity=".12" stroke-width="${piece.rib.width}" stroke-dasharray="3 6"/>`,
      );
    }
    parts.push(`<path d="${piece.d}" fill="url(#${id}-${piece.role === 'inner' ? 'in' : 'sh'})"/>`);
    if (piece.role === 'body') parts.push(`<path d="${piece.d}" fill="url(#${id}-sv)"/>`);
    parts.push(`<path d="${piece.d}" fill="none" stroke="${t.outline}" stroke-width="2.4" stroke-linejoin="round"/>`);
  });
  for (const rim of shape.rims) {
    parts.push(
      `<path d="${rim.d}" fill="none" stroke="${t.rim}" stroke-width="${rim.width}" stroke-linecap="round"/>` +
        `<path d="${rim.d}" fill="none" stroke="${ribs}" stroke-opacity=".12" stroke-width="${rim.width}" stroke-dasharray="2.5 4.5"/>`,
    );
  }
  if (paint.print) parts.push(`<g opacity=".94">${paint.print}</g>`);
  if (paint.knit) parts.push(`<g clip-path="url(#${id}-clip)">${knitHatch(paint.knit)}</g>`);
  parts.push(`<g clip-path="url(#${id}-clip)">${shape.folds.map((d) => foldLenses(d, t)).join('')}</g>`);
  for (const seam of shape.seams) {
    parts.push(`<path d="${seam}" fill="none" stroke="${t.stitch}" stroke-opacity=".8" stroke-width="1.8" stroke-dasharray="6 4"/>`);
  }
  for (const crease of shape.creases) {
    parts.push(`<path d="${crease}" fill="none" stroke="${t.crease}" stroke-opacity=".55" stroke-width="3" stroke-linecap="round"/>`);
  }
  for (const extra of shape.extras) parts.push(extraSvg(extra, t, paint.hex));
  return { defs, body: parts.join('') };
}
