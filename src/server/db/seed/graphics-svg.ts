import { mix, type Ink } from './color';
import { CULTURE_MOTIFS } from './motifs-culture';
import { NATURE_MOTIFS, type Motif } from './motifs-nature';

export const MOTIFS: Record<MotifName, Motif> = { ...NATURE_MOTIFS, ...CULTURE_MOTIFS };
export type MotifName = keyof typeof NATURE_MOTIFS | keyof typeof CULTURE_MOTIFS;
export const MOTIF_NAMES = Object.keys(MOTIFS) as MotifName[];

/** How the customiser shows a motif's name in its picker. */
export function motifTitle(name: MotifName): string {
  return name
    .split('-')
    .map((word) => (word === 'bhopal' ? 'Bhopal' : word[0]!.toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Inks for a studio graphic: it must read on every garment colour, so it keeps a dark outline and a cream body. */
export function studioInk(accent: string): Ink {
  return { main: '#fbf6ea', second: mix(accent, '#ffffff', 0.45), accent, line: '#1d1d1f' };
}

/** A studio graphic: the motif alone on a transparent 512 x 512 canvas. */
export function graphicSvg(name: MotifName, size = 512): string {
  const motif = MOTIFS[name];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">` +
    `${motif.draw(studioInk(motif.accent))}</svg>`
  );
}

/**
 * Motifs the demo also offers as one-ink stencils (every line and fill in one ink, the body
 * left open): the studio lets a shopper print these in any ink (engine/kernels/tint.ts).
 */
export const STENCIL_MOTIFS: readonly MotifName[] = ['lotus', 'lightning', 'hearts', 'stars'];
const STENCIL_INK = '#1d1d1f';

/** A motif as a one-ink stencil on a transparent 512 x 512 canvas. */
export function stencilSvg(name: MotifName, size = 512): string {
  const ink: Ink = { main: 'none', second: STENCIL_INK, accent: STENCIL_INK, line: STENCIL_INK };
  // Highlights drawn in white would be a second ink: drawn in the one ink too.
  const drawn = MOTIFS[name].draw(ink).replaceAll('#fff"', `${STENCIL_INK}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">${drawn}</svg>`;
}
