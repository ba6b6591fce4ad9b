import type { Ink } from './color';
import { around, circleBand, starPoints } from './draw-kit';

/** A motif draws itself in a 512 x 512 box with the given inks. */
export type Motif = { accent: string; draw: (ink: Ink) => string };

const petal = 'M0,0 C-46,-62 -44,-150 0,-196 C44,-150 46,-62 0,0Z';

export const NATURE_MOTIFS = {
  lotus: {
    accent: '#e85d8a',
    draw: (k) =>
      `<g transform="translate(256,330)" stroke="${k.line}" stroke-width="8" stroke-linejoin="round">` +
      `<path d="${petal}" fill="${k.second}" transform="rotate(-62) scale(.82)"/><path d="${petal}" fill="${k.second}" transform="rotate(62) scale(.82)"/>` +
      `<path d="${petal}" fill="${k.accent}" transform="rotate(-32) scale(.95)"/><path d="${petal}" fill="${k.accent}" transform="rotate(32) scale(.95)"/>` +
      `<path d="${petal}" fill="${k.main}"/>` +
      `<path d="M-170,6 Q0,96 170,6 Q0,46 -170,6Z" fill="${k.accent}"/></g>` +
      `<g fill="none" stroke="${k.second}" stroke-width="10" stroke-linecap="round">` +
      `<path d="M116,440 Q156,420 196,440 T276,440 T356,440 T396,440"/><path d="M166,476 Q206,456 246,476 T326,476 T346,476"/></g>`,
  },
  mountains: {
    accent: '#f2a541',
    draw: (k) =>
      `<circle cx="330" cy="190" r="70" fill="${k.accent}"/>` +
      `<path d="M40,420 L190,170 L270,290 L330,220 L472,420Z" fill="${k.main}" stroke="${k.line}" stroke-width="10" stroke-linejoin="round"/>` +
      `<path d="M190,170 L232,240 L208,228 L190,250 L170,232 L150,238Z" fill="${k.second}"/>` +
      `<path d="M330,220 L362,262 L344,256 L330,272 L316,258 L302,262Z" fill="${k.second}"/>` +
      `<path d="M40,420 L472,420" stroke="${k.line}" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M110,456 L402,456 M170,488 L342,488" stroke="${k.accent}" stroke-width="10" stroke-linecap="round"/>`,
  },
  sun: {
    accent: '#f6b93b',
    draw: (k) =>
      around(256, 256, 16, `<path d="M244,70 L256,20 L268,70Z" fill="${k.accent}"/>`) +
      around(256, 256, 16, `<path d="M248,96 L256,66 L264,96Z" fill="${k.second}"/>`, 11.25) +
      `<circle cx="256" cy="256" r="150" fill="${k.accent}" stroke="${k.line}" stroke-width="10"/>` +
      `<circle cx="256" cy="256" r="112" fill="none" stroke="${k.main}" stroke-width="8" stroke-dasharray="4 14" stroke-linecap="round"/>` +
      `<path d="M196,240 Q214,222 232,240 M280,240 Q298,222 316,240 M206,300 Q256,344 306,300" fill="none" stroke="${k.line}" stroke-width="10" stroke-linecap="round"/>`,
  },
  stars: {
    accent: '#ffd23f',
    draw: (k) =>
      `<polygon points="${starPoints(230, 270, 170, 72)}" fill="${k.accent}" stroke="${k.line}" stroke-width="10" stroke-linejoin="round"/>` +
      `<polygon points="${starPoints(410, 120, 62, 26)}" fill="${k.main}" stroke="${k.line}" stroke-width="8" stroke-linejoin="round"/>` +
      `<polygon points="${starPoints(420, 400, 44, 10, 4, 0)}" fill="${k.second}"/>` +
      `<polygon points="${starPoints(90, 90, 36, 8, 4, 0)}" fill="${k.second}"/>` +
      `<circle cx="110" cy="440" r="12" fill="${k.accent}"/><circle cx="470" cy="250" r="9" fill="${k.accent}"/>`,
  },
  lightning: {
    accent: '#ffdd00',
    draw: (k) =>
      `<path d="M300,28 L118,292 L238,292 L196,484 L398,200 L276,200 L332,28Z" fill="${k.main}" transform="translate(16,14)"/>` +
      `<path d="M300,28 L118,292 L238,292 L196,484 L398,200 L276,200 L332,28Z" fill="${k.accent}" stroke="${k.line}" stroke-width="10" stroke-linejoin="round"/>` +
      `<path d="M70,120 L120,140 M60,200 L104,204 M420,330 L470,350 M430,410 L470,400" stroke="${k.second}" stroke-width="10" stroke-linecap="round"/>`,
  },
  hearts: {
    accent: '#e63946',
    draw: (k) => {
      const heart = 'M0,60 C-90,0 -110,-70 -60,-100 C-30,-118 0,-100 0,-70 C0,-100 30,-118 60,-100 C110,-70 90,0 0,60Z';
      return (
        `<path d="${heart}" fill="${k.second}" stroke="${k.line}" stroke-width="7" transform="translate(130,170) rotate(-18) scale(.7)"/>` +
        `<path d="${heart}" fill="${k.accent}" stroke="${k.line}" stroke-width="5" transform="translate(270,300) scale(1.75)"/>` +
        `<path d="M212,218 Q232,196 262,200" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="12" stroke-linecap="round"/>` +
        `<path d="${heart}" fill="${k.main}" stroke="${k.line}" stroke-width="8" transform="translate(420,120) rotate(16) scale(.55)"/>`
      );
    },
  },
  waves: {
    accent: '#2a9d8f',
    draw: (k) => {
      const crest = (y: number, fill: string) =>
        `<path d="M26,${y} C60,${y - 90} 150,${y - 90} 170,${y - 20} C150,${y - 60} 100,${y - 50} 110,${y - 10} C150,${y + 10} 200,${y - 40} 250,${y - 20} ` +
        `C300,${y - 110} 400,${y - 100} 420,${y - 30} C400,${y - 70} 350,${y - 60} 360,${y - 20} C400,${y} 450,${y - 30} 492,${y - 20} L492,${y + 70} L20,${y + 70}Z" ` +
        `fill="${fill}" stroke="${k.line}" stroke-width="9" stroke-linejoin="round"/>`;
      return `<circle cx="380" cy="110" r="52" fill="${k.accent}"/>` + crest(230, k.second) + crest(316, k.accent) + crest(402, k.main);
    },
  },
  'retro-sunset': {
    accent: '#ff6b35',
    draw: (k) => {
      const colours = ['#ffd166', '#ffa94d', '#ff6b6b', '#d6336c', '#7b2cbf'];
      const bands = colours
        .map((c, i) => {
          const top = 96 + i * 62 + (i > 0 ? 8 : 0);
          return `<path d="${circleBand(256, 320, 224, top, 96 + (i + 1) * 62)}" fill="${c}"/>`;
        })
        .join('');
      return `${bands}<path d="M20,420 L492,420" stroke="${k.line}" stroke-width="10" stroke-linecap="round"/>` +
        `<path d="M90,456 L422,456 M160,488 L352,488" stroke="${k.accent}" stroke-width="10" stroke-linecap="round"/>`;
    },
  },
  'peacock-feather': {
    accent: '#1b9aaa',
    draw: (k) =>
      `<path d="M256,500 Q262,300 256,90" fill="none" stroke="${k.line}" stroke-width="8"/>` +
      Array.from({ length: 9 }, (_, i) => {
        const y = 470 - i * 40;
        return `<path d="M256,${y} Q196,${y - 30} 150,${y - 80} M256,${y} Q316,${y - 30} 362,${y - 80}" fill="none" stroke="${k.second}" stroke-width="5" stroke-linecap="round"/>`;
      }).join('') +
      `<ellipse cx="256" cy="196" rx="120" ry="150" fill="#2d6a4f" stroke="${k.line}" stroke-width="8"/>` +
      `<ellipse cx="256" cy="206" rx="86" ry="110" fill="#f4c430"/><ellipse cx="256" cy="214" rx="62" ry="80" fill="${k.accent}"/>` +
      `<ellipse cx="256" cy="226" rx="36" ry="46" fill="#1d3557"/><ellipse cx="248" cy="214" rx="10" ry="14" fill="#fff" fill-opacity=".7"/>`,
  },
  'palm-tree': {
    accent: '#52b788',
    draw: (k) => {
      const frond = `<path d="M0,0 C40,-40 110,-50 170,-10 C120,-30 60,-20 0,0Z" fill="${k.accent}" stroke="${k.line}" stroke-width="7" stroke-linejoin="round"/>`;
      return (
        `<circle cx="150" cy="330" r="110" fill="${k.second}"/>` +
        `<path d="M236,480 C246,380 250,260 290,160 L312,166 C276,266 272,380 268,480Z" fill="${k.main}" stroke="${k.line}" stroke-width="8"/>` +
        [-160, -120, -70, -20, 20, 70].map((a) => `<g transform="translate(300,160) rotate(${a})">${frond}</g>`).join('') +
        `<path d="M140,480 L400,480" stroke="${k.line}" stroke-width="10" stroke-linecap="round"/>`
      );
    },
  },
  moon: {
    accent: '#ffe066',
    draw: (k) =>
      `<path d="M310,60 A200,200 0 1 0 460,340 A160,160 0 1 1 310,60Z" fill="${k.accent}" stroke="${k.line}" stroke-width="10" stroke-linejoin="round"/>` +
      `<polygon points="${starPoints(380, 150, 44, 18)}" fill="${k.second}"/><polygon points="${starPoints(440, 250, 24, 10)}" fill="${k.main}"/>` +
      `<circle cx="190" cy="260" r="16" fill="${k.line}" fill-opacity=".25"/><circle cx="230" cy="370" r="24" fill="${k.line}" fill-opacity=".2"/>`,
  },
  flame: {
    accent: '#ff5400',
    draw: (k) =>
      `<path d="M256,40 C300,140 400,190 392,320 C386,420 320,480 256,480 C180,480 120,420 122,330 C124,250 180,220 196,150 C230,200 236,240 230,270 C260,220 270,140 256,40Z" fill="${k.accent}" stroke="${k.line}" stroke-width="10" stroke-linejoin="round"/>` +
      `<path d="M256,230 C286,290 332,320 326,380 C322,430 290,456 256,456 C216,456 188,426 190,384 C192,340 222,320 232,290 C250,320 256,290 256,230Z" fill="#ffd23f"/>`,
  },
  paisley: {
    accent: '#c1121f',
    draw: (k) =>
      `<path d="M210,470 C100,456 60,330 120,236 C176,150 320,120 400,40 C412,130 452,196 446,292 C440,404 330,484 210,470Z" fill="${k.accent}" stroke="${k.line}" stroke-width="10" stroke-linejoin="round"/>` +
      `<path d="M214,420 C140,410 116,330 156,266 C196,204 300,180 372,120 C380,190 404,236 398,300 C392,380 310,428 214,420Z" fill="${k.main}" stroke="${k.line}" stroke-width="7" stroke-linejoin="round"/>` +
      `<path d="M224,372 C180,366 170,322 192,290 C222,248 290,232 340,196 C344,244 358,270 352,310 C346,352 290,378 224,372Z" fill="${k.second}" stroke="${k.line}" stroke-width="6"/>` +
      `<circle cx="262" cy="316" r="22" fill="${k.accent}" stroke="${k.line}" stroke-width="5"/>` +
      Array.from({ length: 7 }, (_, i) => {
        const a = -0.4 + i * 0.42;
        return `<circle cx="${Math.round(262 + 200 * Math.cos(a + 1.2))}" cy="${Math.round(300 + 200 * Math.sin(a + 1.2))}" r="8" fill="${k.main}"/>`;
      }).join(''),
  },
} satisfies Record<string, Motif>;
