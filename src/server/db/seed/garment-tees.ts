import type { GarmentShape, GarmentView, Pt } from './garment-shape';
import { mirror, toward } from './garment-shape';

/** The numbers that tell a classic, an oversized and a fitted tee apart (left half; the right is mirrored). */
interface TeeCut {
  neckHalf: number;
  neckY: number;
  frontDrop: number;
  backDrop: number;
  shoulder: Pt;
  sleeveOut: Pt;
  sleeveIn: Pt;
  underarm: Pt;
  waistX: number;
  hemX: number;
  hemY: number;
  print: { cy: number; size: number };
  backPrint: { cy: number; size: number };
}

export const TEE_CUTS = {
  tee: {
    neckHalf: 86, neckY: 150, frontDrop: 64, backDrop: 16,
    shoulder: [268, 182], sleeveOut: [124, 378], sleeveIn: [222, 428], underarm: [292, 336],
    waistX: 300, hemX: 296, hemY: 872,
    print: { cy: 400, size: 250 }, backPrint: { cy: 300, size: 110 },
  },
  // Dropped shoulders: the armhole seam sits on the upper arm, the body is boxy and longer.
  oversize: {
    neckHalf: 92, neckY: 150, frontDrop: 58, backDrop: 14,
    shoulder: [232, 204], sleeveOut: [110, 470], sleeveIn: [232, 514], underarm: [258, 404],
    waistX: 258, hemX: 256, hemY: 912,
    print: { cy: 410, size: 290 }, backPrint: { cy: 470, size: 380 },
  },
  regular: {
    neckHalf: 80, neckY: 152, frontDrop: 62, backDrop: 15,
    shoulder: [284, 180], sleeveOut: [162, 350], sleeveIn: [244, 392], underarm: [308, 320],
    waistX: 316, hemX: 312, hemY: 852,
    print: { cy: 390, size: 220 }, backPrint: { cy: 295, size: 100 },
  },
} satisfies Record<string, TeeCut>;

export type TeeStyle = keyof typeof TEE_CUTS;

const f = (n: number) => Math.round(n * 10) / 10;
const p = ([x, y]: Pt) => `${f(x)},${f(y)}`;

function sleevePath(c: TeeCut, side: 1 | -1): string {
  const m = (q: Pt) => (side === 1 ? q : mirror(q));
  const [sx, sy] = c.shoulder;
  const [ox, oy] = c.sleeveOut;
  const [ux, uy] = c.underarm;
  const outerCtrl: Pt = [(sx + ox) / 2 - 14, (sy + oy) / 2 - 18];
  const hemCtrl: Pt = [(ox + c.sleeveIn[0]) / 2 + 4, (oy + c.sleeveIn[1]) / 2 + 8];
  const innerCtrl: Pt = [ux - 8, (c.sleeveIn[1] + uy) / 2];
  const armCtrl: Pt = [ux + 10, (sy + uy) / 2];
  return (
    `M${p(m(c.shoulder))} Q${p(m(outerCtrl))} ${p(m(c.sleeveOut))} Q${p(m(hemCtrl))} ${p(m(c.sleeveIn))} ` +
    `Q${p(m(innerCtrl))} ${p(m(c.underarm))} Q${p(m(armCtrl))} ${p(m(c.shoulder))}Z`
  );
}

function bodyPath(c: TeeCut, view: GarmentView): string {
  const nl: Pt = [500 - c.neckHalf, c.neckY];
  const [sx, sy] = c.shoulder;
  const [ux, uy] = c.underarm;
  const mid = (uy + c.hemY) / 2;
  const shoulderCtrl: Pt = [nl[0] - (nl[0] - sx) * 0.55, c.neckY + (sy - c.neckY) * 0.3];
  const armCtrl: Pt = [ux + 10, (sy + uy) / 2];
  const down: Pt[] = [[ux + 4, uy + 140], [c.waistX, mid - 60], [c.waistX, mid], [c.waistX, mid + 60], [c.hemX - 1, c.hemY - 90], [c.hemX, c.hemY]];
  const up = [...down].reverse().map(mirror);
  const k = (view === 'front' ? c.frontDrop : c.backDrop) / 0.75;
  return (
    `M${p(nl)} Q${p(shoulderCtrl)} ${p(c.shoulder)} Q${p(armCtrl)} ${p(c.underarm)} ` +
    `C${p(down[0]!)} ${p(down[1]!)} ${p(down[2]!)} C${p(down[3]!)} ${p(down[4]!)} ${p(down[5]!)} ` +
    `Q500,${f(c.hemY + 12)} ${p(up[0]!)} C${p(up[1]!)} ${p(up[2]!)} ${p(up[3]!)} C${p(up[4]!)} ${p(up[5]!)} ${p(mirror(c.underarm))} ` +
    `Q${p(mirror(armCtrl))} ${p(mirror(c.shoulder))} Q${p(mirror(shoulderCtrl))} ${p(mirror(nl))} ` +
    `C${p([500 + c.neckHalf * 0.8, c.neckY + k])} ${p([500 - c.neckHalf * 0.8, c.neckY + k])} ${p(nl)}Z`
  );
}

function neckCurve(c: TeeCut, drop: number, inset = 0): string {
  const k = drop / 0.75;
  const nh = c.neckHalf - inset * 0.3;
  return `M${p([500 - nh, c.neckY + inset * 0.2])} C${p([500 - nh * 0.8, c.neckY + k + inset])} ${p([500 + nh * 0.8, c.neckY + k + inset])} ${p([500 + nh, c.neckY + inset * 0.2])}`;
}

function sleeveHemStitch(c: TeeCut, side: 1 | -1): string {
  const m = (q: Pt) => (side === 1 ? q : mirror(q));
  const a = toward(c.sleeveOut, c.shoulder, 24);
  const b = toward(c.sleeveIn, c.underarm, 24);
  return `M${p(m(a))} Q${p(m([(a[0] + b[0]) / 2 + 4, (a[1] + b[1]) / 2 + 8]))} ${p(m(b))}`;
}

/** A crew-neck tee in one of three cuts, drawn in a 1000 x 1000 box. */
export function teeShape(style: TeeStyle, view: GarmentView): GarmentShape {
  const c: TeeCut = TEE_CUTS[style];
  const [ux, uy] = c.underarm;
  const shape: GarmentShape = {
    pieces: [
      { d: sleevePath(c, 1), role: 'sleeve' },
      { d: sleevePath(c, -1), role: 'sleeve' },
      { d: bodyPath(c, view), role: 'body' },
    ],
    rims: [],
    seams: [
      `M${f(c.hemX + 4)},${f(c.hemY - 24)} Q500,${f(c.hemY - 12)} ${f(1000 - c.hemX - 4)},${f(c.hemY - 24)}`,
      sleeveHemStitch(c, 1),
      sleeveHemStitch(c, -1),
    ],
    creases: [],
    folds: [
      `M${f(ux + 14)},${f(uy + 40)} Q${f(ux + 70)},${f(uy + 110)} ${f(ux + 86)},${f(uy + 210)}`,
      `M${f(1000 - ux - 14)},${f(uy + 50)} Q${f(1000 - ux - 60)},${f(uy + 120)} ${f(1000 - ux - 70)},${f(uy + 230)}`,
      `M392,${f(c.hemY - 6)} Q404,${f(c.hemY - 60)} 396,${f(c.hemY - 120)}`,
      `M640,${f(c.hemY - 6)} Q650,${f(c.hemY - 50)} 668,${f(c.hemY - 100)}`,
      `M${f(c.shoulder[0] - 10)},${f(c.shoulder[1] + 50)} Q${f(c.sleeveOut[0] + 60)},${f(c.sleeveOut[1] - 70)} ${f(c.sleeveOut[0] + 70)},${f(c.sleeveOut[1] + 10)}`,
    ],
    extras: [],
    print: view === 'front' ? { cx: 500, ...c.print } : { cx: 500, ...c.backPrint },
  };
  if (view === 'front') {
    const back = neckCurve(c, c.backDrop);
    shape.pieces.unshift({
      d: `${back} C${p([500 + c.neckHalf * 0.8, c.neckY + c.frontDrop / 0.75])} ${p([500 - c.neckHalf * 0.8, c.neckY + c.frontDrop / 0.75])} ${p([500 - c.neckHalf, c.neckY])}Z`,
      role: 'inner',
    });
    shape.rims.push({ d: neckCurve(c, c.backDrop, 4), width: 10 }, { d: neckCurve(c, c.frontDrop, 7), width: 16 });
    shape.seams.push(neckCurve(c, c.frontDrop, 19));
    shape.extras.push({ kind: 'label', x: 500, y: c.neckY + c.backDrop + 12 });
  } else {
    shape.rims.push({ d: neckCurve(c, c.backDrop, 6), width: 14 });
    shape.seams.push(neckCurve(c, c.backDrop, 17));
  }
  return shape;
}
