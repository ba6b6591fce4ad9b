import { GARMENT_TYPES } from '../../../shared/catalogue-options';
import { rupeesToPaise } from '../../../shared/money';
import type { banners, customiserGarments, customiserGraphics } from '../schema';
import { BANNERS } from './banners-svg';
import { graphicSvg, MOTIF_NAMES, motifTitle, STENCIL_MOTIFS, stencilSvg } from './graphics-svg';
import { slugify } from './products-data';
import type { ImageJob } from './render';
import { STUDIO_GARMENTS, studioGarmentSvg } from './studio-garments';

export interface ContentPlan {
  banners: (typeof banners.$inferInsert)[];
  garments: (typeof customiserGarments.$inferInsert)[];
  graphics: (typeof customiserGraphics.$inferInsert)[];
  images: ImageJob[];
}

/** Home banners, the customiser's blank garments and its graphics, as rows and image jobs. */
export function planContent(): ContentPlan {
  const plan: ContentPlan = { banners: [], garments: [], graphics: [], images: [] };

  BANNERS.forEach((banner, index) => {
    const key = `banner-${index + 1}.webp`;
    plan.images.push({ key, format: 'webp', quality: 82, svg: banner.svg });
    plan.banners.push({ image: key, alt: banner.alt, link: banner.link, position: index });
  });

  for (const type of GARMENT_TYPES) {
    const { basePrice, colours } = STUDIO_GARMENTS[type];
    colours.forEach((colour, position) => {
      const [front, back] = (['front', 'back'] as const).map((view) => {
        const key = `garment-${type}-${slugify(colour.name)}-${view}.webp`;
        plan.images.push({ key, format: 'webp', svg: () => studioGarmentSvg(type, colour.hex, view) });
        return key;
      });
      plan.garments.push({ type, color: colour.name, hex: colour.hex, front: front!, back: back!, basePricePaise: rupeesToPaise(basePrice), position });
    });
  }

  // Transparent PNGs: the studio lays them over any garment colour.
  MOTIF_NAMES.forEach((name, position) => {
    const key = `graphic-${name}.png`;
    plan.images.push({ key, format: 'png', svg: () => graphicSvg(name) });
    plan.graphics.push({ name: motifTitle(name), image: key, position });
  });
  // One-ink stencils, after them: the studio offers the print inks for these.
  STENCIL_MOTIFS.forEach((name, index) => {
    const key = `graphic-${name}-stencil.png`;
    plan.images.push({ key, format: 'png', svg: () => stencilSvg(name) });
    plan.graphics.push({ name: `${motifTitle(name)} stencil`, image: key, position: MOTIF_NAMES.length + index });
  });
  return plan;
}
