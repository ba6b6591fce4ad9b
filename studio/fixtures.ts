import type { GarmentColourOption, GraphicOption } from '../src/customiser/types';
import type { Design, Garment } from '../src/engine/model/design';

/** Inline SVG as a data URL: the dev page needs no server and no files. */
const svg = (body: string, size = 1000) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">${body}</svg>`)}`;

function garmentPhoto(garment: Garment, hex: string, side: 'front' | 'back'): string {
  const body =
    garment === 'tshirt'
      ? `<path d="M330 170 L420 140 Q500 200 580 140 L670 170 L860 300 L790 420 L700 370 L700 880 L300 880 L300 370 L210 420 L140 300 Z" fill="${hex}" stroke="#0003" stroke-width="4"/>`
      : `<path d="M340 160 Q500 60 660 160 L860 330 L800 860 L710 860 L700 420 L700 900 L300 900 L300 420 L290 860 L200 860 L140 330 Z" fill="${hex}" stroke="#0003" stroke-width="4"/>` +
        (side === 'front' ? `<path d="M360 640 L640 640 L680 800 L320 800 Z" fill="#0001"/>` : '');
  // Soft folds across the chest and back (the print area), so the bench's garments show the
  // mock-up's shading as the shop's photos do: darker creases, a fall of shade to one side.
  const folds =
    `<defs><filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter><clipPath id="cloth">${body.replace(/stroke="[^"]*" stroke-width="[^"]*"/g, '')}</clipPath></defs>` +
    `<g clip-path="url(#cloth)" filter="url(#soft)" fill="none" stroke="#000">` +
    `<path d="M380 300 Q470 420 430 560" stroke-opacity=".22" stroke-width="28"/>` +
    `<path d="M600 260 Q560 400 620 540" stroke-opacity=".16" stroke-width="22"/>` +
    `<path d="M340 620 Q500 580 660 640" stroke-opacity=".2" stroke-width="26"/>` +
    `<rect x="640" y="200" width="80" height="700" fill="#000" fill-opacity=".12" stroke="none"/></g>`;
  return svg(`<rect width="1000" height="1000" fill="#ece8df"/>${body}${folds}`);
}

const COLOURS = [
  ['White', '#f5f5f2'],
  ['Black', '#1b1b1b'],
  ['Maroon', '#7a1f2b'],
  ['Mustard', '#d9a21b'],
  ['Navy', '#1f2a4d'],
] as const;

export function fixtureColours(garment: Garment): GarmentColourOption[] {
  return COLOURS.map(([color, hex]) => ({ color, hex, frontUrl: garmentPhoto(garment, hex, 'front'), backUrl: garmentPhoto(garment, hex, 'back') }));
}

const SHAPES: [string, string][] = [
  ['Sun', '<circle cx="50" cy="50" r="24" fill="#f6b400"/><g stroke="#f6b400" stroke-width="6">' + Array.from({ length: 8 }, (_, i) => `<line x1="50" y1="8" x2="50" y2="20" transform="rotate(${i * 45} 50 50)"/>`).join('') + '</g>'],
  ['Heart', '<path d="M50 85 L15 50 A18 18 0 0 1 50 25 A18 18 0 0 1 85 50 Z" fill="#e0245e"/>'],
  ['Star', '<polygon points="50,8 61,38 93,38 67,57 77,88 50,69 23,88 33,57 7,38 39,38" fill="#ffb300"/>'],
  ['Bolt', '<polygon points="55,5 20,55 45,55 35,95 80,40 55,40 65,5" fill="#ffd600" stroke="#222" stroke-width="3"/>'],
  ['Wave', '<path d="M5 60 Q25 35 45 60 T85 60 T125 60" fill="none" stroke="#0097a7" stroke-width="10"/>'],
];

export const fixtureGraphics: GraphicOption[] = SHAPES.map(([name, body]) => {
  const url = svg(body, 100);
  // Fixture graphics are saved by their data URL, which the dev page resolves as itself.
  return { id: name.toLowerCase(), name, src: url, url };
});

/** Sample designs to load: a busy front, and a back with rotated, layered work. */
export function sampleDesigns(): { name: string; design: Design }[] {
  const [sun, heart, star] = fixtureGraphics;
  return [
    {
      name: 'Chest text and a sun',
      design: {
        version: 3,
        garment: 'tshirt',
        color: 'Black',
        size: 'L',
        sides: {
          front: [
            { id: 'text-1', kind: 'text', content: 'BHOPAL THREADS', color: '#ffffff', fontSize: 28, fontWeight: 'bolder', fontStyle: 'normal', x: 150, y: 120, rotation: 0, width: 900 },
            { id: 'graphic-2', kind: 'graphic', src: sun!.src, x: 460, y: 400, width: 280, height: 280, rotation: 0 },
          ],
          back: [],
        },
      },
    },
    {
      name: 'Back print, rotated layers',
      design: {
        version: 3,
        garment: 'hoodie',
        color: 'Mustard',
        size: 'XL',
        sides: {
          front: [{ id: 'text-1', kind: 'text', content: 'Lake City', color: '#1f2a4d', fontSize: 20, fontWeight: 'bold', fontStyle: 'italic', x: 300, y: 80, rotation: 0, width: 600 }],
          back: [
            { id: 'graphic-2', kind: 'graphic', src: heart!.src, x: 200, y: 300, width: 400, height: 400, rotation: -15 },
            { id: 'graphic-3', kind: 'graphic', src: star!.src, x: 650, y: 250, width: 320, height: 320, rotation: 20 },
            { id: 'text-4', kind: 'text', content: 'Made in MP', color: '#7a1f2b', fontSize: 24, fontWeight: 'bold', fontStyle: 'normal', x: 300, y: 900, rotation: 0, width: 600 },
          ],
        },
      },
    },
  ];
}
