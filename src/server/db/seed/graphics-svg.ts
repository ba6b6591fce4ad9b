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
