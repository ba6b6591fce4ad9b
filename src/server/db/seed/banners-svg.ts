import { label, starPoints } from './draw-kit';
import { garmentShape, type GarmentCut } from './garment-cuts';
import { paintGarment } from './garment-svg';
import { MOTIFS, studioInk, type MotifName } from './graphics-svg';
import { chestPrint, type PrintSpec } from './prints';

export const BANNER_SIZE = { width: 1600, height: 640 } as const;

interface Placed {
  cut: GarmentCut;
  hex: string;
  print?: PrintSpec;
  pattern?: 'check';
  x: number;
  y: number;
  scale: number;
  rotate: number;
}

// Garments drawn into a banner, each with a hard offset shadow (print-poster style).
function garments(list: Placed[], shadow: string): { defs: string; body: string } {
  let defs = '';
  let body = '';
  list.forEach((g, i) => {
    const shape = garmentShape(g.cut, 'front');
    const print = g.print && shape.print ? chestPrint(g.print, g.hex, shape.print) : undefined;
    const painted = paintGarment(shape, { hex: g.hex, pattern: g.pattern, print, id: `b${i}` });
    defs += painted.defs;
    const place = `translate(${g.x},${g.y}) rotate(${g.rotate}) scale(${g.scale}) translate(-500,-500)`;
    const silhouette = shape.pieces.map((piece) => `<path d="${piece.d}"/>`).join('');
    body += `<g transform="${place}"><g transform="translate(22,26)" fill="${shadow}" fill-opacity=".35">${silhouette}</g>${painted.body}</g>`;
  });
  return { defs, body };
}

function sticker(name: MotifName, x: number, y: number, size: number, rotate: number): string {
  const motif = MOTIFS[name];
  return `<g transform="translate(${x},${y}) rotate(${rotate}) scale(${(size / 512).toFixed(4)}) translate(-256,-256)">${motif.draw(studioInk(motif.accent))}</g>`;
}

function textBlock(o: { kicker: string; kickerFill: string; lines: [string, string]; fills: [string, string]; outline?: boolean; sub: string[]; subFill: string; cta: string; ctaFill: string; ctaText: string }): string {
  const [first, second] = o.lines;
  const secondLine = o.outline
    ? label(second, 84, 456, 150, 'none', { anchor: 'start', extra: `stroke="${o.fills[1]}" stroke-width="4"` })
    : label(second, 84, 456, 150, o.fills[1], { anchor: 'start' });
  const ctaWidth = o.cta.length * 18 + 56;
  return (
    label(o.kicker, 90, 150, 26, o.kickerFill, { anchor: 'start', spacing: 6, family: 'sans' }) +
    label(first, 84, 310, 150, o.fills[0], { anchor: 'start' }) +
    secondLine +
    o.sub.map((line, i) => label(line, 90, 508 + i * 34, 26, o.subFill, { anchor: 'start', family: 'sans', weight: 'normal' })).join('') +
    `<rect x="90" y="${524 + o.sub.length * 34}" width="${ctaWidth}" height="58" rx="29" fill="${o.ctaFill}"/>` +
    label(o.cta, 90 + ctaWidth / 2, 562 + o.sub.length * 34, 22, o.ctaText, { spacing: 3, family: 'sans' })
  );
}

const open = (defs: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_SIZE.width}" height="${BANNER_SIZE.height}" viewBox="0 0 1600 640"><defs>${defs}</defs>`;

function gradient(id: string, from: string, to: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function monsoonDrop(): string {
  const g = garments(
    [
      { cut: 'hoodie', hex: '#d6a233', print: { motif: 'waves', words: ['UPPER LAKE', 'MONSOON DROP'], layout: 'stack' }, x: 1110, y: 330, scale: 0.6, rotate: -6 },
      { cut: 'hoodie', hex: '#f1ede4', print: { motif: 'moon', words: ['NIGHT OWL', 'LATE SHIFT'], layout: 'badge' }, x: 1370, y: 350, scale: 0.6, rotate: 6 },
    ],
    '#06262b',
  );
  let rain = '';
  for (let i = 0; i < 70; i += 1) rain += `M${(i * 97) % 1700 - 50},${(i * 53) % 640} l-26,70 `;
  return (
    `${open(gradient('bg', '#0d3b43', '#1f7a83') + g.defs)}<rect width="1600" height="640" fill="url(#bg)"/>` +
    `<path d="${rain}" stroke="#fff" stroke-opacity=".16" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="1250" cy="300" r="270" fill="#fff" fill-opacity=".07"/>${g.body}` +
    textBlock({
      kicker: 'NEW ARRIVALS · THIS WEEK', kickerFill: '#ffd166', lines: ['MONSOON', 'DROP'], fills: ['#ffffff', '#ffffff'], outline: true,
      sub: ['Heavyweight hoodies and oversized tees, printed in Bhopal.'], subFill: '#d9f0ee', cta: 'SHOP NEW ARRIVALS →', ctaFill: '#ffd166', ctaText: '#10343a',
    }) +
    '</svg>'
  );
}

function makeItYours(): string {
  const g = garments([{ cut: 'tee', hex: '#f6f5f1', x: 1230, y: 330, scale: 0.66, rotate: 0 }], '#8a3b1c');
  const rings = [300, 240, 180].map((r) => `<circle cx="1230" cy="320" r="${r}" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="3"/>`).join('');
  return (
    `${open(gradient('bg', '#ff6f4f', '#ffb86b') + g.defs)}<rect width="1600" height="640" fill="url(#bg)"/>${rings}${g.body}` +
    `<rect x="1152" y="230" width="156" height="190" fill="none" stroke="#3a86ff" stroke-width="3" stroke-dasharray="10 7"/>` +
    sticker('lotus', 1230, 300, 120, 0) +
    label('Your Text', 1230, 398, 26, '#111', { family: 'sans' }) +
    sticker('stars', 990, 150, 120, -14) +
    sticker('lightning', 1480, 180, 120, 12) +
    sticker('chai-cup', 1470, 500, 110, -8) +
    textBlock({
      kicker: 'THE CUSTOMISER', kickerFill: '#3b0d00', lines: ['MAKE IT', 'YOURS.'], fills: ['#ffffff', '#3b0d00'],
      sub: ['Tees from ₹499, hoodies from ₹999. Add your text and graphics.'], subFill: '#3b0d00', cta: 'START DESIGNING →', ctaFill: '#1d1d1f', ctaText: '#ffffff',
    }) +
    '</svg>'
  );
}

function trendingNow(): string {
  const g = garments(
    [
      { cut: 'oversize', hex: '#b7a6d6', print: { motif: 'smiley', words: ['ALL GOOD', 'NO TENSION'], layout: 'type' }, x: 1068, y: 350, scale: 0.44, rotate: -10 },
      { cut: 'oversize', hex: '#f1ede4', print: { motif: 'bhopal-badge', layout: 'motif' }, x: 1412, y: 350, scale: 0.44, rotate: 10 },
      { cut: 'oversize', hex: '#151517', print: { motif: 'tiger', words: ['TIGER STATE', 'MADHYA PRADESH'], layout: 'badge' }, x: 1240, y: 330, scale: 0.52, rotate: 0 },
    ],
    '#000000',
  );
  const echo = [120, 300, 480, 660]
    .map((y, i) => label('TRENDING TRENDING', i % 2 ? -60 : -200, y, 180, 'none', { anchor: 'start', extra: 'stroke="#fff" stroke-opacity=".06" stroke-width="2"' }))
    .join('');
  return (
    `${open(gradient('bg', '#111113', '#2c2c30') + g.defs)}<rect width="1600" height="640" fill="url(#bg)"/>${echo}${g.body}` +
    textBlock({
      kicker: 'WHAT BHOPAL IS WEARING', kickerFill: '#ff4d6d', lines: ['TRENDING', 'NOW'], fills: ['#ff4d6d', '#ffffff'],
      sub: ['Oversized fits, loud prints, heavy cotton.'], subFill: '#cfcfd4', cta: "SEE WHAT'S HOT →", ctaFill: '#ff4d6d', ctaText: '#ffffff',
    }) +
    '</svg>'
  );
}

function shacketSeason(): string {
  const g = garments(
    [
      { cut: 'shacket', hex: '#a89a6e', x: 1110, y: 340, scale: 0.56, rotate: -5 },
      { cut: 'shacket', hex: '#7d6a4f', pattern: 'check', x: 1380, y: 330, scale: 0.58, rotate: 5 },
    ],
    '#5a4326',
  );
  return (
    `${open(gradient('bg', '#efe3cb', '#d8c29b') + g.defs)}<rect width="1600" height="640" fill="url(#bg)"/>` +
    `<circle cx="1260" cy="320" r="280" fill="#b5532f" fill-opacity=".85"/>${g.body}` +
    `<polygon points="${starPoints(1520, 110, 86, 70, 14)}" fill="#1d1d1f"/>` +
    label('UP TO', 1520, 96, 20, '#ffd166', { family: 'sans' }) +
    label('40% OFF', 1520, 128, 30, '#ffffff') +
    textBlock({
      kicker: 'LAYER UP', kickerFill: '#b5532f', lines: ['SHACKET', 'SEASON'], fills: ['#3b2a1e', '#3b2a1e'], outline: true,
      sub: ['Flannel checks, cotton twill and corduroy.'], subFill: '#4a3a2c', cta: 'SHOP UPPER WEAR →', ctaFill: '#3b2a1e', ctaText: '#efe3cb',
    }) +
    '</svg>'
  );
}

/** The home carousel banners, in order: what each says, where it links and how it is drawn. */
export const BANNERS: readonly { alt: string; link: string; svg: () => string }[] = [
  { alt: 'The Monsoon Drop: new hoodies and oversized tees', link: '/new-arrivals', svg: monsoonDrop },
  { alt: 'Make it yours: design your own tee or hoodie', link: '/customized', svg: makeItYours },
  { alt: 'Trending now: what Bhopal is wearing', link: '/trending', svg: trendingNow },
  { alt: 'Shacket season: up to 40% off', link: '/upper-wear', svg: shacketSeason },
];
