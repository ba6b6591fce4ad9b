/**
 * Perceptual colour difference: CIEDE2000 (ΔE00) over CIELAB, as Sharma, Wu and Dalal set it
 * out ("The CIEDE2000 Color-Difference Formula: Implementation Notes, Supplementary Test Data,
 * and Mathematical Observations", Color Research and Application 30(1), 2005), with
 * kL = kC = kH = 1. The studio uses it to tell an ink that will not show on the garment: a
 * WCAG luminance ratio sees only lightness, so it calls a bright red on a mid grey fine and
 * cannot tell two equally light but different hues apart; ΔE00 weighs lightness, chroma and hue
 * as the eye does. A ΔE00 of about 1 is the smallest difference a trained eye sees side by side.
 */

export interface Lab {
  readonly L: number;
  readonly a: number;
  readonly b: number;
}

const DEG = Math.PI / 180;
const POW25_7 = 25 ** 7;

/** Hue angle in degrees, 0 to 360; 0 for a neutral colour (a = b = 0), as the paper says. */
function hueDegrees(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const h = Math.atan2(b, a) / DEG;
  return h < 0 ? h + 360 : h;
}

/** CIEDE2000 colour difference of two CIELAB colours (equations 1-22 of Sharma et al. 2005). */
export function ciede2000(one: Lab, two: Lab): number {
  // Step 1: a' and C', h' with the G factor that lifts near-neutral a* values.
  const c1 = Math.hypot(one.a, one.b);
  const c2 = Math.hypot(two.a, two.b);
  const cMean7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(cMean7 / (cMean7 + POW25_7)));
  const a1 = (1 + g) * one.a;
  const a2 = (1 + g) * two.a;
  const cp1 = Math.hypot(a1, one.b);
  const cp2 = Math.hypot(a2, two.b);
  const hp1 = hueDegrees(one.b, a1);
  const hp2 = hueDegrees(two.b, a2);

  // Step 2: ΔL', ΔC', ΔH'.
  const dL = two.L - one.L;
  const dC = cp2 - cp1;
  let dh = 0;
  if (cp1 * cp2 !== 0) {
    dh = hp2 - hp1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin((dh / 2) * DEG);

  // Step 3: the weighting functions and the rotation term.
  const lMean = (one.L + two.L) / 2;
  const cpMean = (cp1 + cp2) / 2;
  let hMean = hp1 + hp2;
  if (cp1 * cp2 !== 0) {
    if (Math.abs(hp1 - hp2) <= 180) hMean /= 2;
    else hMean = hMean < 360 ? (hMean + 360) / 2 : (hMean - 360) / 2;
  }
  const t = 1 - 0.17 * Math.cos((hMean - 30) * DEG) + 0.24 * Math.cos(2 * hMean * DEG) + 0.32 * Math.cos((3 * hMean + 6) * DEG) - 0.2 * Math.cos((4 * hMean - 63) * DEG);
  const dTheta = 30 * Math.exp(-(((hMean - 275) / 25) ** 2));
  const cpMean7 = cpMean ** 7;
  const rc = 2 * Math.sqrt(cpMean7 / (cpMean7 + POW25_7));
  const lFromMid = (lMean - 50) ** 2;
  const sl = 1 + (0.015 * lFromMid) / Math.sqrt(20 + lFromMid);
  const sc = 1 + 0.045 * cpMean;
  const sh = 1 + 0.015 * cpMean * t;
  const rt = -Math.sin(2 * dTheta * DEG) * rc;

  const l = dL / sl;
  const c = dC / sc;
  const h = dH / sh;
  return Math.sqrt(l * l + c * c + h * h + rt * c * h);
}

/** sRGB's D65 white in XYZ (Y = 1). */
const WHITE = { x: 0.95047, y: 1, z: 1.08883 };

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function labF(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116;
}

/** A #rrggbb sRGB colour in CIELAB (D65), or null when it is not #rrggbb. */
export function hexToLab(hex: string): Lab | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => linear(Number.parseInt(part, 16))) as [number, number, number];
  const fx = labF((0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / WHITE.x);
  const fy = labF((0.2126729 * r + 0.7151522 * g + 0.072175 * b) / WHITE.y);
  const fz = labF((0.0193339 * r + 0.119192 * g + 0.9503041 * b) / WHITE.z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** ΔE00 between two #rrggbb colours, or null if either is not #rrggbb. */
export function colourDifference(one: string, two: string): number | null {
  const a = hexToLab(one);
  const b = hexToLab(two);
  return a && b ? ciede2000(a, b) : null;
}
