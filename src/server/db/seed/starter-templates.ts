import { DESIGN_VERSION, type Design, type GraphicLayer, type Layer, type TextLayer } from '../../../engine/model/design';
import type { FontFamilyId } from '../../../shared/text-font-families';

/**
 * The studio's starter templates: designs made for this shop, each a design document
 * at the engine's current version, drawn with the studio's own fonts, text effects and the demo
 * catalogue's graphics (`graphic-<motif>.png`, content-plan.ts). The seed stores them with a
 * preview (seed-templates.ts); staff may hide, reorder or delete them like any template. A slug
 * is what marks a template as a starter one: kept for ever, like a font id.
 */
export interface StarterTemplate {
  readonly slug: string;
  readonly name: string;
  readonly document: Design;
}

/** Tee fronts and backs are 1200 units wide (12 in); a hoodie's too. */
const AREA_WIDTH = 1200;

type TextOptions = Partial<Omit<TextLayer, 'id' | 'kind' | 'content'>> & { font?: FontFamilyId; size: number; y: number; width?: number };

/** A text centred across the print area unless an x is given. */
function text(id: string, content: string, { font, size, y, width = 1100, ...rest }: TextOptions): TextLayer {
  return {
    id,
    kind: 'text',
    content,
    color: '#ffffff',
    fontSize: size,
    fontWeight: 'normal',
    fontStyle: 'normal',
    ...(font && font !== 'manrope' ? { fontFamily: font } : {}),
    x: Math.round((AREA_WIDTH - width) / 2),
    y,
    rotation: 0,
    width,
    ...rest,
  };
}

/** A demo catalogue graphic, square, centred unless an x is given. */
function graphic(id: string, motif: string, size: number, y: number, extra: Partial<GraphicLayer> = {}): GraphicLayer {
  return { id, kind: 'graphic', src: `graphic-${motif}.png`, x: Math.round((AREA_WIDTH - size) / 2), y, width: size, height: size, rotation: 0, ...extra };
}

function design(garment: Design['garment'], color: string, front: Layer[], back: Layer[] = []): Design {
  return { version: DESIGN_VERSION, garment, color, size: 'M', sides: { front, back } };
}

const GOLD = '#e9c46a';
const SAFFRON = '#f4a300';
const INK = '#1d1d1f';
const NAVY_INK = '#1f2a44';

export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    slug: 'bhopal-lakes-skyline',
    name: 'Bhopal lakes skyline',
    document: design('tshirt', 'Navy', [
      text('text-1', 'CITY OF LAKES', { font: 'oswald', size: 20, y: 60, color: GOLD, letterSpacing: 6 }),
      graphic('graphic-2', 'skyline', 340, 180),
      text('text-3', 'BHOPAL', { font: 'anton', size: 60, y: 540, color: '#fbf6ea', letterSpacing: 6, shadow: { color: '#000000', offsetX: 3, offsetY: 3, blur: 0 } }),
      graphic('graphic-4', 'waves', 300, 860),
    ]),
  },
  {
    slug: 'namaste',
    name: "'Namaste' in Devanagari",
    document: design('tshirt', 'Black', [
      graphic('graphic-1', 'lotus', 300, 80),
      text('text-2', 'नमस्ते', { font: 'baloo-2', size: 64, y: 400, fontWeight: 'bolder', color: SAFFRON, outline: { color: '#6e1f2b', width: 2 } }),
      text('text-3', 'NAMASTE', { font: 'oswald', size: 20, y: 730, color: '#fbf6ea', letterSpacing: 16 }),
    ]),
  },
  {
    slug: 'team-name-number',
    name: 'Team name and number',
    document: design(
      'tshirt',
      'Maroon',
      [
        text('text-1', 'BHOPAL', { font: 'oswald', size: 24, y: 60, color: GOLD, letterSpacing: 10 }),
        text('text-2', 'TIGERS', { font: 'anton', size: 60, y: 150, color: '#ffffff', letterSpacing: 4, outline: { color: INK, width: 2 } }),
        graphic('graphic-3', 'tiger', 340, 470),
        text('text-4', 'CRICKET CLUB · EST. 2026', { font: 'oswald', size: 14, y: 840, color: GOLD, letterSpacing: 4 }),
      ],
      [
        text('text-5', 'SHARMA', { font: 'bebas-neue', size: 56, y: 100, color: '#ffffff', letterSpacing: 6 }),
        text('text-6', '07', { font: 'anton', size: 160, y: 400, color: '#ffffff', outline: { color: GOLD, width: 3 } }),
      ],
    ),
  },
  {
    slug: 'birthday-squad',
    name: 'Birthday squad',
    document: design('tshirt', 'Sky Blue', [
      graphic('graphic-1', 'stars', 240, 60),
      text('text-2', 'Birthday', { font: 'pacifico', size: 40, y: 320, color: '#ffffff', shadow: { color: '#c8553d', offsetX: 2, offsetY: 2, blur: 0 } }),
      text('text-3', 'SQUAD', { font: 'anton', size: 72, y: 520, color: NAVY_INK, letterSpacing: 8 }),
      graphic('graphic-4', 'hearts', 240, 900),
    ]),
  },
  {
    slug: 'college-fest',
    name: 'College fest',
    document: design('tshirt', 'Black', [
      graphic('graphic-1', 'retro-sunset', 340, 40),
      text('text-2', "UTSAV '26", { font: 'anton', size: 56, y: 400, color: GOLD, shadow: { color: '#e63946', offsetX: 4, offsetY: 4, blur: 0 } }),
      text('text-3', 'ANNUAL COLLEGE FEST', { font: 'oswald', size: 18, y: 690, color: '#fbf6ea', letterSpacing: 4 }),
      graphic('graphic-4', 'lightning', 200, 800),
    ]),
  },
  {
    slug: 'family-trip',
    name: 'Family trip',
    document: design(
      'tshirt',
      'White',
      [
        text('text-1', 'FAMILY TRIP', { font: 'bebas-neue', size: 48, y: 40, color: NAVY_INK, letterSpacing: 3 }),
        graphic('graphic-2', 'palm-tree', 340, 290),
        text('text-3', 'Goa 2026', { font: 'dancing-script', size: 60, y: 640, fontWeight: 'bold', color: '#e76f51' }),
        text('text-4', 'SUN · SAND · US', { font: 'oswald', size: 18, y: 950, color: NAVY_INK, letterSpacing: 6 }),
      ],
      [text('text-5', 'PAPA', { font: 'bebas-neue', size: 90, y: 100, color: NAVY_INK, letterSpacing: 8 })],
    ),
  },
  {
    slug: 'chai-pe-charcha',
    name: 'Chai pe charcha',
    document: design('tshirt', 'Mustard', [
      graphic('graphic-1', 'chai-cup', 340, 60),
      text('text-2', 'चाय पे चर्चा', { font: 'kalam', size: 44, y: 420, fontWeight: 'bold', color: INK }),
      text('text-3', 'POWERED BY CHAI', { font: 'oswald', size: 18, y: 650, color: INK, letterSpacing: 6 }),
    ]),
  },
  {
    slug: 'shubh-deepavali',
    name: 'Shubh Deepavali',
    document: design('tshirt', 'Maroon', [
      graphic('graphic-1', 'diya', 340, 60),
      text('text-2', 'शुभ दीपावली', { font: 'kalam', size: 44, y: 420, fontWeight: 'bold', color: GOLD }),
      text('text-3', 'Happy Diwali', { font: 'playfair-display', size: 32, y: 640, fontStyle: 'italic', color: '#fbf6ea' }),
      graphic('graphic-4', 'mandala', 240, 820),
    ]),
  },
  {
    slug: 'good-vibes',
    name: 'Good vibes only',
    document: design('tshirt', 'Black', [
      text('text-1', 'GOOD VIBES', { font: 'bebas-neue', size: 52, y: 60, color: '#f4a261', letterSpacing: 4 }),
      graphic('graphic-2', 'smiley', 340, 320),
      text('text-3', 'ONLY', { font: 'bebas-neue', size: 52, y: 670, color: '#f4a261', letterSpacing: 20 }),
      text('text-4', 'since forever', { font: 'dancing-script', size: 36, y: 930, color: '#fbf6ea' }),
    ]),
  },
  {
    slug: 'heart-of-india',
    name: 'Heart of India',
    document: design('tshirt', 'Bottle Green', [
      graphic('graphic-1', 'peacock-feather', 340, 40),
      text('text-2', 'Madhya\nPradesh', { font: 'playfair-display', size: 48, y: 400, fontWeight: 'bold', color: '#fbf6ea', lineHeight: 1 }),
      text('text-3', 'THE HEART OF INDIA', { font: 'oswald', size: 18, y: 800, color: GOLD, letterSpacing: 6 }),
    ]),
  },
  {
    slug: 'sunday-riders',
    name: 'Sunday riders',
    document: design('tshirt', 'Heather Grey', [
      text('text-1', 'SUNDAY RIDERS', { font: 'zilla-slab', size: 28, y: 60, fontWeight: 'bold', color: INK, letterSpacing: 2 }),
      graphic('graphic-2', 'cycle', 340, 210),
      text('text-3', 'BHOPAL CYCLE CLUB', { font: 'oswald', size: 20, y: 570, color: INK, letterSpacing: 6 }),
    ]),
  },
  {
    slug: 'mountains-calling',
    name: 'The mountains are calling',
    document: design('hoodie', 'Olive', [
      graphic('graphic-1', 'mountains', 300, 20),
      text('text-2', 'THE MOUNTAINS', { font: 'zilla-slab', size: 28, y: 340, fontWeight: 'bold', color: '#fbf6ea', letterSpacing: 3 }),
      text('text-3', 'are calling', { font: 'dancing-script', size: 40, y: 490, color: GOLD }),
    ]),
  },
  {
    slug: 'class-of-2026',
    name: 'Class of 2026',
    document: design(
      'hoodie',
      'Navy',
      [
        text('text-1', 'CLASS OF', { font: 'oswald', size: 26, y: 60, color: '#fbf6ea', letterSpacing: 12 }),
        text('text-2', '2026', { font: 'anton', size: 110, y: 220, color: GOLD, outline: { color: '#ffffff', width: 2 } }),
      ],
      [
        graphic('graphic-3', 'stars', 280, 60),
        text('text-4', 'BATCH OF\nLEGENDS', { font: 'bebas-neue', size: 60, y: 400, color: '#fbf6ea', letterSpacing: 6, lineHeight: 1 }),
        text('text-5', 'Aarav · Diya · Kabir\nMeera · Rohan · Zoya', { font: 'manrope', size: 18, y: 940, color: GOLD, fontWeight: 'bold' }),
      ],
    ),
  },
  {
    slug: 'dream-big',
    name: 'Dream big',
    document: design('hoodie', 'Black', [
      graphic('graphic-1', 'moon', 300, 20),
      text('text-2', 'Dream big', { font: 'pacifico', size: 44, y: 340, color: '#b7a6d6' }),
      text('text-3', 'सपने बड़े देखो', { font: 'teko', size: 36, y: 580, color: '#fbf6ea', letterSpacing: 2 }),
    ]),
  },
];
