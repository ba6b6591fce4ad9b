import { isDark, luminance, mix, shade } from './color';
import { label } from './draw-kit';
import { garmentShape, type GarmentCut } from './garment-cuts';
import type { GarmentShape, GarmentView } from './garment-shape';
import { paintGarment, type GarmentPaint } from './garment-svg';
import { backPrint, chestPrint, type PrintSpec } from './prints';

export interface ProductLook {
  cut: GarmentCut;
  hex: string;
  pattern?: 'check' | undefined;
  print: PrintSpec | null;
}

/** The photos a variant gets, in gallery order: the first is the cover. */
export const PRODUCT_VIEWS = ['front', 'back', 'detail', 'flatlay'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

export const PRODUCT_IMAGE = { width: 800, height: 1000 } as const;

// Vertical extent of each cut in the garment box, so that every garment sits centred in its photo.
const EXTENT: Record<GarmentCut, [number, number]> = {
  tee: [150, 886],
  oversize: [150, 926],
  regular: [150, 866],
  hoodie: [50, 886],
  shacket: [124, 894],
};

// Flat-lay backdrops: saturated but soft, picked to stand apart from the garment.
const FLATLAY_BACKDROPS = ['#e9c46a', '#a8dadc', '#f4a261', '#cdb4db', '#b7e4c7', '#ffd6a5', '#9bb1ff', '#f28482'];

/** The flat-lay backdrop that contrasts best with a garment colour, varied by `seed`. */
export function flatlayBackdrop(hex: string, seed: number): string {
  const ranked = [...FLATLAY_BACKDROPS].sort((a, b) => Math.abs(luminance(b) - luminance(hex)) - Math.abs(luminance(a) - luminance(hex)));
  return ranked[seed % 3]!;
}

function garmentLayer(look: ProductLook, view: GarmentView, id: string, knit?: GarmentPaint['knit']): { shape: GarmentShape; defs: string; body: string } {
  const shape = garmentShape(look.cut, view);
  let print: string | undefined;
  if (shape.print && look.cut !== 'shacket') {
    if (view === 'front' && look.print) print = chestPrint(look.print, look.hex, shape.print);
    if (view === 'back') print = backPrint(look.print, look.hex, shape.print, Boolean(look.print?.bigBack) && (look.cut === 'oversize' || look.cut === 'hoodie'));
  }
  const painted = paintGarment(shape, { hex: look.hex, pattern: look.pattern, print, knit, id });
  return { shape, ...painted };
}

function placement(cut: GarmentCut, scale: number): string {
  const [top, bottom] = EXTENT[cut];
  const tx = PRODUCT_IMAGE.width / 2 - 500 * scale;
  const ty = PRODUCT_IMAGE.height / 2 - ((top + bottom) / 2) * scale;
  return `translate(${tx.toFixed(1)},${ty.toFixed(1)}) scale(${scale})`;
}

// Linear gradients only: librsvg spends ~20 ms per radial gradient over a whole photo, and
// a horizontal light falloff reads as the same studio glow.
const studioBackdrop = (from: string, to: string) =>
  `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset=".72" stop-color="${to}"/>` +
  `<stop offset="1" stop-color="${shade(to, -0.05)}"/></linearGradient>` +
  `<linearGradient id="glow" x1="0" y1="0" x2="1" y2="0">` +
  // Many stops, small steps: two or three stops leave visible bands in a smooth backdrop.
  [[0, '#000', 0.07], [0.2, '#000', 0.02], [0.35, '#fff', 0.08], [0.5, '#fff', 0.13], [0.65, '#fff', 0.08], [0.8, '#000', 0.02], [1, '#000', 0.07]]
    .map(([offset, colour, opacity]) => `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`)
    .join('') +
  `</linearGradient>`;

// A shadow with soft edges from three spreads of the outline (a blur filter would cost more than the whole photo).
function shadow(shape: GarmentShape, colour: string, opacity: number, spread: number, offset: string): string {
  const paths = shape.pieces.map((piece) => `<path d="${piece.d}"/>`).join('');
  return [1, 0.5, 0]
    .map(
      (w) =>
        `<g fill="${colour}" fill-opacity="${(opacity / 3).toFixed(3)}" stroke="${colour}" stroke-opacity="${w ? (opacity / 3).toFixed(3) : 0}" ` +
        `stroke-width="${spread * w}" stroke-linejoin="round">${paths}</g>`,
    )
    .map((layer) => `<g transform="${offset}">${layer}</g>`)
    .join('');
}

const svgOpen = `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_IMAGE.width}" height="${PRODUCT_IMAGE.height}" viewBox="0 0 ${PRODUCT_IMAGE.width} ${PRODUCT_IMAGE.height}">`;
const wordmark = (fill: string) => label('BHOPAL THREADS', 400, 968, 15, fill, { spacing: 6, family: 'sans' });

function studioShot(look: ProductLook, view: GarmentView): string {
  const g = garmentLayer(look, view, 'g');
  const place = placement(look.cut, 0.9);
  // Pale garments get a slightly deeper backdrop so their edges still read.
  const pale = luminance(look.hex) > 0.7;
  const [from, to] = pale ? ['#e8e4de', '#d9d3ca'] : ['#f5f3ef', '#e7e2db'];
  return (
    `${svgOpen}<defs>${studioBackdrop(from, to)}${g.defs}</defs>` +
    `<rect width="800" height="1000" fill="url(#bg)"/><rect width="800" height="1000" fill="url(#glow)"/>` +
    `<g transform="${place}">${shadow(g.shape, '#000', pale ? 0.16 : 0.13, 44, 'translate(12,24)')}${g.body}</g>` +
    `${wordmark('#9a948b')}</svg>`
  );
}

function detailShot(look: ProductLook): string {
  const box = garmentShape(look.cut, 'front').print ?? { cx: 500, cy: 400, size: 220 };
  const focus = look.cut === 'shacket' ? { cx: 430, cy: 330, w: 380 } : { cx: box.cx, cy: box.cy - box.size * 0.12, w: box.size * 1.7 };
  const h = focus.w * (PRODUCT_IMAGE.height / PRODUCT_IMAGE.width);
  const g = garmentLayer(look, 'front', 'g', { x: focus.cx - focus.w / 2, y: focus.cy - h / 2, w: focus.w, h });
  const zoom = PRODUCT_IMAGE.width / focus.w;
  const tx = PRODUCT_IMAGE.width / 2 - focus.cx * zoom;
  const ty = PRODUCT_IMAGE.height / 2 - focus.cy * zoom;
  return (
    `${svgOpen}<defs>${studioBackdrop('#efece7', '#e2ddd5')}${g.defs}</defs>` +
    `<rect width="800" height="1000" fill="url(#bg)"/>` +
    `<g transform="translate(${tx.toFixed(1)},${ty.toFixed(1)}) scale(${zoom.toFixed(3)})">${g.body}</g>` +
    `<rect width="800" height="1000" fill="url(#glow)" opacity=".5"/></svg>`
  );
}

function props(backdrop: string): string {
  const ink = isDark(backdrop) ? '#f4efe6' : shade(backdrop, -0.5);
  return (
    // sunglasses
    `<g transform="translate(600,860) rotate(-14)"><path d="M-90,0 Q-92,44 -48,46 Q-8,44 -10,4 Z M10,4 Q8,44 48,46 Q92,44 90,0 Z" fill="#1b1b1d"/>` +
    `<path d="M-10,6 Q0,-6 10,6 M-90,2 L-120,-14 M90,2 L120,-14" fill="none" stroke="#1b1b1d" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M-70,12 Q-60,8 -52,14 M30,12 Q40,8 48,14" stroke="#fff" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/></g>` +
    // a monstera-ish leaf
    `<g transform="translate(60,120) rotate(35)"><path d="M0,0 C60,-70 170,-60 200,0 C170,60 60,70 0,0Z" fill="#2d6a4f"/>` +
    `<path d="M0,0 L196,0" stroke="#95d5b2" stroke-width="4"/></g>` +
    // kulhad seen from above
    `<g transform="translate(690,120)"><circle r="58" fill="#b5533c"/><circle r="46" fill="#7f3b22"/><circle r="40" fill="#c68b59"/>` +
    `<ellipse cx="-12" cy="-12" rx="14" ry="8" fill="#fff" fill-opacity=".25"/></g>` +
    label('BHOPAL THREADS', 400, 968, 15, ink, { spacing: 6, family: 'sans' })
  );
}

function flatlayShot(look: ProductLook, backdrop: string): string {
  const g = garmentLayer(look, 'front', 'g');
  const [top, bottom] = EXTENT[look.cut];
  const scale = 0.8;
  const ty = 500 - ((top + bottom) / 2) * scale;
  return (
    `${svgOpen}<defs>${g.defs}` +
    `<linearGradient id="lift" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient></defs>` +
    `<rect width="800" height="1000" fill="${backdrop}"/><rect width="800" height="1000" fill="url(#lift)"/>` +
    `<g transform="rotate(-7 400 500) translate(${(400 - 500 * scale).toFixed(1)},${ty.toFixed(1)}) scale(${scale})">` +
    `${shadow(g.shape, mix(backdrop, '#000', 0.55), 0.5, 12, 'translate(16,22)')}${g.body}</g>` +
    `${props(backdrop)}</svg>`
  );
}

/** One product photo of a variant as an SVG document (800 x 1000). */
export function productSceneSvg(look: ProductLook, view: ProductView, backdrop = '#e9c46a'): string {
  switch (view) {
    case 'front':
      return studioShot(look, 'front');
    case 'back':
      return studioShot(look, 'back');
    case 'detail':
      return detailShot(look);
    case 'flatlay':
      return flatlayShot(look, backdrop);
  }
}
