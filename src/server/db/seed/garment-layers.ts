import type { GarmentShape, GarmentView, Piece } from './garment-shape';

// Long sleeves shared by the hoodie and the shacket: the left sleeve and cuff (the right is its mirror image).
function longSleeve(cuffRole: Piece['role']): Piece[] {
  return [
    { d: 'M262,206 C205,238 178,330 168,450 L152,714 Q192,722 234,714 C242,560 264,440 292,370 Q304,290 262,206Z', role: 'sleeve' },
    {
      d: 'M152,714 Q192,722 234,714 L230,800 Q190,807 148,800Z',
      role: cuffRole,
      ...(cuffRole === 'trim' ? { rib: { d: 'M150,758 Q191,765 232,758', width: 84 } } : {}),
    },
  ];
}

function mirrorPieces(pieces: Piece[]): Piece[] {
  return pieces.map((piece) => ({
    ...piece,
    d: mirrorPath(piece.d),
    ...(piece.rib ? { rib: { d: mirrorPath(piece.rib.d), width: piece.rib.width } } : {}),
  }));
}

// Mirrors absolute path data around x = 500 (every first number of a pair).
function mirrorPath(d: string): string {
  return d.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${Math.round((1000 - Number(x)) * 10) / 10},${y}`);
}

const both = (ds: string[]) => [...ds, ...ds.map(mirrorPath)];

const SLEEVE_FOLDS = both([
  'M210,420 Q232,440 258,430',
  'M196,520 Q222,548 252,532',
  'M186,620 Q212,640 244,628',
  'M300,430 Q350,470 372,560',
]);

/** A pullover hoodie: hood, kangaroo pocket and drawcords in front; the hood lies flat on the back. */
export function hoodieShape(view: GarmentView): GarmentShape {
  const sleeves = [...longSleeve('trim'), ...mirrorPieces(longSleeve('trim'))];
  const body: Piece = {
    d: 'M392,196 Q330,198 262,206 Q304,290 292,370 C296,500 298,640 298,800 L702,800 C702,640 704,500 708,370 Q696,290 738,206 Q670,198 608,196Z',
    role: 'body',
  };
  const hem: Piece = {
    d: 'M298,800 L702,800 L698,878 Q500,886 302,878Z',
    role: 'trim',
    rib: { d: 'M300,840 Q500,845 700,840', width: 78 },
  };
  const shape: GarmentShape = {
    pieces: [],
    rims: [],
    seams: ['M300,806 Q500,812 700,806', ...both(['M154,720 Q192,728 232,720'])],
    creases: [],
    folds: [...SLEEVE_FOLDS, 'M420,800 Q428,760 420,720', 'M590,800 Q600,770 620,740'],
    extras: [],
    print: null,
  };
  if (view === 'front') {
    const hoodOuter: Piece = { d: 'M350,262 C316,150 392,50 500,50 C608,50 684,150 650,262Z', role: 'sleeve' };
    const lining: Piece = { d: 'M500,316 C450,298 404,258 404,196 C404,136 446,108 500,108 C554,108 596,136 596,196 C596,258 550,298 500,316Z', role: 'inner' };
    const pocket: Piece = { d: 'M372,580 L628,580 Q656,646 684,690 L684,792 L316,792 L316,690 Q344,646 372,580Z', role: 'panel' };
    shape.pieces = [hoodOuter, ...sleeves, body, hem, pocket, lining];
    shape.rims.push({ d: 'M500,316 C450,298 404,258 404,196 C404,136 446,108 500,108 C554,108 596,136 596,196 C596,258 550,298 500,316', width: 22 });
    shape.creases.push('M372,580 Q344,646 316,690', 'M628,580 Q656,646 684,690', 'M470,306 Q500,324 530,306');
    shape.seams.push('M380,590 L620,590', 'M372,594 Q350,646 326,688', 'M628,594 Q650,646 674,688');
    shape.extras.push(
      { kind: 'eyelet', x: 462, y: 290 },
      { kind: 'eyelet', x: 538, y: 290 },
      { kind: 'cord', d: 'M462,290 C452,320 464,350 456,384', end: [456, 384] },
      { kind: 'cord', d: 'M538,290 C550,326 538,352 546,378', end: [546, 378] },
    );
    shape.print = { cx: 500, cy: 496, size: 170 };
  } else {
    const hoodFlat: Piece = { d: 'M372,198 C350,318 420,432 500,456 C580,432 650,318 628,198 Q500,184 372,198Z', role: 'panel' };
    shape.pieces = [...sleeves, body, hem, hoodFlat];
    shape.rims.push({ d: 'M374,200 Q500,186 626,200', width: 12 });
    shape.creases.push('M372,198 C350,318 420,432 500,456 C580,432 650,318 628,198', 'M500,194 L500,454');
    shape.seams.push('M490,200 L490,446', 'M510,200 L510,446');
    shape.folds.push('M380,470 Q440,500 500,480', 'M520,490 Q580,520 640,480');
    shape.print = { cx: 500, cy: 610, size: 260 };
  }
  return shape;
}

/** A shirt-jacket: pointed collar, button placket, two flap chest pockets, buttoned cuffs; yoke and pleat at the back. */
export function shacketShape(view: GarmentView): GarmentShape {
  const sleeves = [...longSleeve('panel'), ...mirrorPieces(longSleeve('panel'))];
  const front = view === 'front';
  const neckline = front ? 'C560,190 530,210 500,214 C470,210 440,190 428,150' : 'C550,162 450,162 428,150';
  const body: Piece = {
    d: `M428,150 Q350,164 262,206 Q304,290 292,370 C296,520 298,700 300,882 Q500,892 700,882 C702,700 704,520 708,370 Q696,290 738,206 Q650,164 572,150 ${neckline}Z`,
    role: 'body',
  };
  const shape: GarmentShape = {
    pieces: [],
    rims: [],
    seams: ['M304,862 Q500,872 696,862', ...both(['M156,722 Q192,730 232,722'])],
    creases: [],
    folds: [...SLEEVE_FOLDS, 'M400,880 Q410,820 396,760', 'M620,880 Q630,830 650,790'],
    extras: [],
    print: null,
  };
  if (front) {
    const inner: Piece = { d: 'M428,150 C455,130 545,130 572,150 C560,190 530,210 500,214 C470,210 440,190 428,150Z', role: 'inner' };
    const placket: Piece = { d: 'M482,212 L518,212 L518,888 L482,888Z', role: 'panel' };
    const collarL: Piece = { d: 'M500,218 L426,146 C402,180 402,226 418,266 L492,230Z', role: 'panel' };
    const pocket = (x: number): Piece[] => [
      { d: `M${x},350 L${x + 112},350 L${x + 112},462 Q${x + 112},472 ${x + 102},472 L${x + 10},472 Q${x},472 ${x},462Z`, role: 'panel' },
      { d: `M${x - 6},332 L${x + 118},332 L${x + 118},374 L${x + 56},394 L${x - 6},374Z`, role: 'panel' },
    ];
    shape.pieces = [inner, ...sleeves, body, placket, ...pocket(338), ...pocket(550), collarL, ...mirrorPieces([collarL])];
    shape.rims.push({ d: 'M430,150 C456,131 544,131 570,150', width: 14 });
    shape.creases.push('M418,266 L492,230', 'M582,266 L508,230', 'M332,374 L394,394 L456,374', 'M544,374 L606,394 L668,374');
    shape.seams.push('M488,236 L488,884', 'M512,236 L512,884', 'M344,380 L344,464', 'M444,380 L444,464', 'M556,380 L556,464', 'M656,380 L656,464');
    for (const y of [282, 392, 502, 612, 722, 832]) shape.extras.push({ kind: 'button', x: 500, y, r: 9 });
    shape.extras.push(
      { kind: 'button', x: 394, y: 378, r: 7 },
      { kind: 'button', x: 606, y: 378, r: 7 },
      { kind: 'button', x: 192, y: 764, r: 7 },
      { kind: 'button', x: 808, y: 764, r: 7 },
    );
    shape.folds.push('M330,500 Q372,560 392,660', 'M670,500 Q630,560 612,660');
  } else {
    const collar: Piece = { d: 'M418,146 C452,124 548,124 582,146 L592,186 C552,172 448,172 408,186Z', role: 'panel' };
    shape.pieces = [...sleeves, body, collar];
    shape.creases.push('M408,186 C448,172 552,172 592,186', 'M272,262 Q500,280 728,262', 'M472,270 L478,380', 'M528,270 L522,380');
    shape.seams.push('M272,270 Q500,288 728,270');
    shape.folds.push('M340,420 Q400,470 420,580', 'M660,420 Q600,470 580,580');
  }
  return shape;
}
