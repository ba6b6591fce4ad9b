import type { GarmentType } from '../../../shared/catalogue-options';
import { garmentShape } from './garment-cuts';
import type { GarmentView } from './garment-shape';
import { paintGarment } from './garment-svg';

/** Blank garments the customiser prints on: colour name, swatch hex, price of the blank in rupees. */
export const STUDIO_GARMENTS: Record<GarmentType, { basePrice: number; colours: { name: string; hex: string }[] }> = {
  tshirt: {
    basePrice: 499,
    colours: [
      { name: 'White', hex: '#f6f5f1' },
      { name: 'Black', hex: '#161618' },
      { name: 'Navy', hex: '#1f2a44' },
      { name: 'Maroon', hex: '#6e1f2b' },
      { name: 'Bottle Green', hex: '#1f4d3a' },
      { name: 'Heather Grey', hex: '#a9a9a6' },
      { name: 'Mustard', hex: '#d6a233' },
      { name: 'Sky Blue', hex: '#8fb8de' },
    ],
  },
  hoodie: {
    basePrice: 999,
    colours: [
      { name: 'Black', hex: '#161618' },
      { name: 'Off White', hex: '#f1ede4' },
      { name: 'Navy', hex: '#1f2a44' },
      { name: 'Maroon', hex: '#6e1f2b' },
      { name: 'Olive', hex: '#5f6b3a' },
      { name: 'Grey Melange', hex: '#9d9d9b' },
      { name: 'Lavender', hex: '#b7a6d6' },
    ],
  },
};

export const STUDIO_IMAGE_SIZE = 1000;

/**
 * A blank garment photo for the customiser: the garment centred on a light neutral backdrop,
 * no print, so that the studio can lay designs over it.
 */
export function studioGarmentSvg(type: GarmentType, hex: string, view: GarmentView): string {
  const shape = garmentShape(type === 'tshirt' ? 'tee' : 'hoodie', view);
  const painted = paintGarment(shape, { hex, id: 'g' });
  // Tees are shorter than hoodies: both are centred on their own height.
  const [top, bottom] = type === 'tshirt' ? [150, 886] : [50, 886];
  const scale = 0.9;
  const ty = 500 - ((top + bottom) / 2) * scale;
  // One backdrop for every colour, so that switching colours in the studio swaps only the garment.
  const backdrop = ['#eeece8', '#e0ddd7'];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${STUDIO_IMAGE_SIZE}" height="${STUDIO_IMAGE_SIZE}" viewBox="0 0 1000 1000"><defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient>` +
    `${painted.defs}</defs><rect width="1000" height="1000" fill="url(#bg)"/>` +
    `<ellipse cx="500" cy="${(bottom * scale + ty + 18).toFixed(0)}" rx="330" ry="22" fill="#000" fill-opacity=".07"/>` +
    `<ellipse cx="500" cy="${(bottom * scale + ty + 14).toFixed(0)}" rx="260" ry="12" fill="#000" fill-opacity=".07"/>` +
    `<g transform="translate(${(500 - 500 * scale).toFixed(1)},${ty.toFixed(1)}) scale(${scale})">${painted.body}</g></svg>`
  );
}
