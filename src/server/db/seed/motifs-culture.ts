import { around, label, starPoints } from './draw-kit';
import type { Motif } from './motifs-nature';

export const CULTURE_MOTIFS = {
  'chai-cup': {
    accent: '#c8553d',
    draw: (k) =>
      `<g fill="none" stroke="${k.second}" stroke-width="12" stroke-linecap="round">` +
      `<path d="M200,150 C170,110 230,90 200,40"/><path d="M256,140 C226,100 286,80 256,30"/><path d="M312,150 C282,110 342,90 312,40"/></g>` +
      `<path d="M130,190 L382,190 L340,430 Q256,462 172,430Z" fill="${k.accent}" stroke="${k.line}" stroke-width="10" stroke-linejoin="round"/>` +
      `<ellipse cx="256" cy="190" rx="126" ry="26" fill="#8a4b2a" stroke="${k.line}" stroke-width="10"/>` +
      `<path d="M150,290 L362,290" stroke="${k.main}" stroke-width="14"/>` +
      label('CHAI', 256, 392, 64, k.main, { spacing: 6 }),
  },
  tiger: {
    accent: '#f77f00',
    draw: (k) =>
      `<path d="M110,120 L170,70 L200,150Z M402,120 L342,70 L312,150Z" fill="${k.accent}" stroke="${k.line}" stroke-width="9" stroke-linejoin="round"/>` +
      `<path d="M256,90 C360,90 440,160 440,260 C440,350 380,440 256,470 C132,440 72,350 72,260 C72,160 152,90 256,90Z" fill="${k.accent}" stroke="${k.line}" stroke-width="10"/>` +
      `<path d="M256,300 C320,300 370,340 360,400 C340,440 300,456 256,462 C212,456 172,440 152,400 C142,340 192,300 256,300Z" fill="#fdf6ec"/>` +
      `<g fill="${k.line}"><path d="M256,96 L236,170 L256,150 L276,170Z"/><path d="M80,230 L150,250 L86,280Z"/><path d="M432,230 L362,250 L426,280Z"/>` +
      `<path d="M96,330 L160,320 L110,360Z"/><path d="M416,330 L352,320 L402,360Z"/><path d="M180,120 L204,176 L170,160Z"/><path d="M332,120 L308,176 L342,160Z"/></g>` +
      `<path d="M160,250 L222,236 L210,262 Q184,270 160,250Z M352,250 L290,236 L302,262 Q328,270 352,250Z" fill="#ffd60a" stroke="${k.line}" stroke-width="6"/>` +
      `<circle cx="206" cy="251" r="7" fill="${k.line}"/><circle cx="306" cy="251" r="7" fill="${k.line}"/>` +
      `<path d="M226,320 L286,320 L256,352Z" fill="#e5989b" stroke="${k.line}" stroke-width="7" stroke-linejoin="round"/>` +
      `<path d="M256,352 L256,376 M256,376 Q232,398 210,380 M256,376 Q280,398 302,380" fill="none" stroke="${k.line}" stroke-width="7" stroke-linecap="round"/>`,
  },
  rickshaw: {
    accent: '#2d9a4b',
    draw: (k) =>
      `<path d="M120,360 L120,230 Q126,160 196,156 L350,156 Q396,162 404,220 L470,300 L472,360Z" fill="${k.accent}" stroke="${k.line}" stroke-width="10" stroke-linejoin="round"/>` +
      `<path d="M116,236 Q122,152 196,148 L352,148 Q402,156 410,226 L410,244 L116,244Z" fill="#ffd23f" stroke="${k.line}" stroke-width="10" stroke-linejoin="round"/>` +
      `<path d="M170,250 L300,250 L300,350 L170,350Z" fill="${k.second}" stroke="${k.line}" stroke-width="8"/>` +
      `<path d="M410,226 L458,298" stroke="${k.line}" stroke-width="8"/>` +
      `<circle cx="180" cy="380" r="46" fill="${k.line}"/><circle cx="180" cy="380" r="18" fill="${k.second}"/>` +
      `<circle cx="420" cy="384" r="40" fill="${k.line}"/><circle cx="420" cy="384" r="15" fill="${k.second}"/>` +
      `<circle cx="468" cy="318" r="12" fill="#fff3b0" stroke="${k.line}" stroke-width="5"/>` +
      `<path d="M40,440 L140,440 M230,440 L370,440 M460,440 L490,440" stroke="${k.main}" stroke-width="10" stroke-linecap="round"/>`,
  },
  mandala: {
    accent: '#9d4edd',
    draw: (k) =>
      around(256, 256, 12, `<path d="M256,256 C226,200 230,120 256,36 C282,120 286,200 256,256Z" fill="${k.accent}" stroke="${k.line}" stroke-width="6"/>`) +
      around(256, 256, 12, `<path d="M256,256 C238,216 240,170 256,120 C272,170 274,216 256,256Z" fill="${k.second}" stroke="${k.line}" stroke-width="5"/>`, 15) +
      `<circle cx="256" cy="256" r="92" fill="${k.main}" stroke="${k.line}" stroke-width="8"/>` +
      around(256, 256, 16, `<circle cx="256" cy="180" r="10" fill="${k.accent}"/>`) +
      `<circle cx="256" cy="256" r="54" fill="${k.accent}" stroke="${k.line}" stroke-width="7"/>` +
      `<polygon points="${starPoints(256, 256, 40, 18, 8)}" fill="${k.second}"/><circle cx="256" cy="256" r="12" fill="${k.line}"/>`,
  },
  'bhopal-badge': {
    accent: '#0f4c81',
    draw: (k) =>
      `<circle cx="256" cy="256" r="236" fill="${k.accent}" stroke="${k.line}" stroke-width="10"/>` +
      `<circle cx="256" cy="256" r="206" fill="none" stroke="${k.second}" stroke-width="5" stroke-dasharray="3 12" stroke-linecap="round"/>` +
      `<path d="M150,210 Q150,150 206,140 Q222,110 256,96 Q290,110 306,140 Q362,150 362,210Z" fill="${k.second}"/>` +
      `<path d="M120,210 L120,120 L132,100 L144,120 L144,210Z M368,210 L368,120 L380,100 L392,120 L392,210Z" fill="${k.second}"/>` +
      `<path d="M40,220 L472,220 L452,300 L472,380 L40,380 L60,300Z" fill="${k.main}" stroke="${k.line}" stroke-width="8" stroke-linejoin="round"/>` +
      label('BHOPAL', 256, 332, 92, k.accent, { spacing: 2 }) +
      label('CITY OF LAKES', 256, 432, 32, k.second, { spacing: 6 }) +
      `<polygon points="${starPoints(110, 440, 14, 6)}" fill="${k.second}"/><polygon points="${starPoints(402, 440, 14, 6)}" fill="${k.second}"/>`,
  },
  kite: {
    accent: '#ef476f',
    draw: (k) =>
      `<path d="M320,30 L470,180 L320,330 L170,180Z" fill="${k.accent}" stroke="${k.line}" stroke-width="10" stroke-linejoin="round"/>` +
      `<path d="M320,30 L320,330 M170,180 Q320,120 470,180" fill="none" stroke="${k.line}" stroke-width="7"/>` +
      `<path d="M320,30 L395,105 L320,180 L245,105Z" fill="${k.second}" stroke="${k.line}" stroke-width="6"/>` +
      `<path d="M320,330 L296,380 L344,380Z" fill="${k.main}" stroke="${k.line}" stroke-width="6"/>` +
      `<path d="M320,380 C300,430 220,400 180,450 C150,486 90,470 40,500" fill="none" stroke="${k.main}" stroke-width="6" stroke-dasharray="14 8"/>`,
  },
  diya: {
    accent: '#e76f51',
    draw: (k) =>
      `<path d="M256,60 C290,130 316,170 312,220 C308,262 284,286 256,286 C228,286 204,262 200,220 C196,170 222,130 256,60Z" fill="#ffb703" stroke="${k.line}" stroke-width="8"/>` +
      `<path d="M256,150 C272,190 282,212 280,236 C278,258 268,270 256,270 C244,270 234,258 232,236 C230,212 240,190 256,150Z" fill="#fff3b0"/>` +
      `<path d="M70,300 L442,300 C430,400 350,450 256,450 C162,450 82,400 70,300Z" fill="${k.accent}" stroke="${k.line}" stroke-width="10" stroke-linejoin="round"/>` +
      `<path d="M70,300 L442,300" stroke="${k.line}" stroke-width="10"/>` +
      Array.from({ length: 5 }, (_, i) => `<circle cx="${152 + i * 52}" cy="368" r="12" fill="${k.second}"/>`).join('') +
      `<path d="M220,470 L292,470" stroke="${k.main}" stroke-width="10" stroke-linecap="round"/>`,
  },
  skyline: {
    accent: '#e9c46a',
    draw: (k) =>
      `<circle cx="256" cy="200" r="150" fill="${k.accent}"/>` +
      `<g fill="${k.main}" stroke="${k.line}" stroke-width="8" stroke-linejoin="round">` +
      `<path d="M176,300 Q176,200 256,170 Q336,200 336,300Z"/><path d="M250,172 L256,130 L262,172Z"/>` +
      `<path d="M90,420 L90,190 L100,160 L110,130 L120,160 L130,190 L130,420Z"/><path d="M382,420 L382,190 L392,160 L402,130 L412,160 L422,190 L422,420Z"/>` +
      `<path d="M130,300 L382,300 L382,420 L130,420Z"/><path d="M40,420 L472,420 L472,440 L40,440Z"/></g>` +
      `<g fill="${k.second}"><path d="M170,420 L170,360 Q190,330 210,360 L210,420Z"/><path d="M236,420 L236,350 Q256,318 276,350 L276,420Z"/><path d="M302,420 L302,360 Q322,330 342,360 L342,420Z"/></g>` +
      `<path d="M60,470 L452,470" stroke="${k.accent}" stroke-width="10" stroke-linecap="round"/>`,
  },
  boat: {
    accent: '#e63946',
    draw: (k) =>
      `<circle cx="380" cy="120" r="56" fill="#ffb703"/>` +
      `<path d="M260,70 L260,340 L120,340Z" fill="${k.second}" stroke="${k.line}" stroke-width="9" stroke-linejoin="round"/>` +
      `<path d="M280,110 L280,340 L390,340Z" fill="${k.accent}" stroke="${k.line}" stroke-width="9" stroke-linejoin="round"/>` +
      `<path d="M90,360 L430,360 L380,420 L140,420Z" fill="${k.main}" stroke="${k.line}" stroke-width="10" stroke-linejoin="round"/>` +
      `<g fill="none" stroke="${k.accent}" stroke-width="10" stroke-linecap="round"><path d="M60,456 Q100,436 140,456 T220,456 T300,456 T380,456 T460,456"/></g>`,
  },
  cassette: {
    accent: '#ff9f1c',
    draw: (k) =>
      `<rect x="40" y="120" width="432" height="280" rx="26" fill="${k.main}" stroke="${k.line}" stroke-width="10"/>` +
      `<rect x="80" y="150" width="352" height="150" rx="12" fill="${k.accent}" stroke="${k.line}" stroke-width="7"/>` +
      `<rect x="140" y="200" width="232" height="64" rx="32" fill="${k.second}" stroke="${k.line}" stroke-width="7"/>` +
      `<circle cx="182" cy="232" r="22" fill="${k.line}"/><circle cx="330" cy="232" r="22" fill="${k.line}"/>` +
      around(182, 232, 6, `<rect x="179" y="214" width="6" height="10" fill="${k.second}"/>`) +
      around(330, 232, 6, `<rect x="327" y="214" width="6" height="10" fill="${k.second}"/>`) +
      `<path d="M130,400 L160,330 L352,330 L382,400Z" fill="${k.second}" stroke="${k.line}" stroke-width="7" stroke-linejoin="round"/>` +
      label('SIDE A', 256, 186, 28, k.line, { spacing: 4 }),
  },
  smiley: {
    accent: '#ffd60a',
    draw: (k) =>
      `<circle cx="256" cy="246" r="200" fill="${k.accent}" stroke="${k.line}" stroke-width="12"/>` +
      `<path d="M190,396 Q196,470 210,476 Q224,470 222,404Z" fill="${k.accent}" stroke="${k.line}" stroke-width="8"/>` +
      `<ellipse cx="186" cy="200" rx="24" ry="40" fill="${k.line}"/><ellipse cx="326" cy="200" rx="24" ry="40" fill="${k.line}"/>` +
      `<path d="M140,280 Q256,400 372,280" fill="none" stroke="${k.line}" stroke-width="16" stroke-linecap="round"/>`,
  },
  eye: {
    accent: '#3a86ff',
    draw: (k) =>
      around(256, 256, 12, `<path d="M250,40 L256,10 L262,40Z" fill="${k.second}"/>`) +
      `<path d="M40,256 Q256,60 472,256 Q256,452 40,256Z" fill="${k.main}" stroke="${k.line}" stroke-width="12" stroke-linejoin="round"/>` +
      `<circle cx="256" cy="256" r="104" fill="${k.accent}" stroke="${k.line}" stroke-width="10"/>` +
      `<circle cx="256" cy="256" r="48" fill="${k.line}"/><circle cx="226" cy="226" r="18" fill="#fff"/>`,
  },
  cycle: {
    accent: '#06d6a0',
    draw: (k) =>
      `<g fill="none" stroke="${k.line}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round">` +
      `<circle cx="130" cy="340" r="90"/><circle cx="382" cy="340" r="90"/>` +
      `<path d="M130,340 L210,200 L350,200 L382,340 M210,200 L250,340 L350,200 M250,340 L130,340 M196,170 L236,170 M350,200 L340,150 L380,140"/></g>` +
      `<circle cx="130" cy="340" r="70" fill="none" stroke="${k.accent}" stroke-width="10" stroke-dasharray="4 16"/>` +
      `<circle cx="382" cy="340" r="70" fill="none" stroke="${k.accent}" stroke-width="10" stroke-dasharray="4 16"/>` +
      `<circle cx="250" cy="340" r="20" fill="${k.accent}" stroke="${k.line}" stroke-width="6"/>`,
  },
} satisfies Record<string, Motif>;
