import { SIDES, type Design } from '../src/engine/model/design';
import { MOTIF_NAMES, graphicSvg, stencilSvg, type MotifName } from '../src/server/db/seed/graphics-svg';
import { STARTER_TEMPLATES } from '../src/server/db/seed/starter-templates';

/** How the bench names a starter template among its fixtures. */
export const templateFixtureName = (name: string) => `Template: ${name}`;

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * A demo catalogue graphic's document key (`graphic-<motif>.png`, or `-stencil.png` for a
 * one-ink one: content-plan.ts) as the very SVG the seed rasterises it from, inline: the bench
 * has no shop and no files, and its print-file half reads data: URLs. Null for any other src.
 */
export function benchGraphicSrc(src: string): string | null {
  const match = /^graphic-([a-z0-9-]+?)(-stencil)?\.png$/.exec(src);
  if (!match || !(MOTIF_NAMES as readonly string[]).includes(match[1]!)) return null;
  const motif = match[1] as MotifName;
  return svgDataUrl(match[2] ? stencilSvg(motif) : graphicSvg(motif));
}

/** A template's document with its catalogue graphics inline (benchGraphicSrc); every layer else as it is. */
function withInlineGraphics(design: Design): Design {
  const sides = Object.fromEntries(
    SIDES.map((side) => [side, design.sides[side].map((layer) => (layer.kind === 'graphic' ? { ...layer, src: benchGraphicSrc(layer.src) ?? layer.src } : layer))]),
  ) as unknown as Design['sides'];
  return { ...design, sides };
}

/**
 * Every starter template (the seed's list, src/server/db/seed/starter-templates.ts) as a bench
 * fixture, so each is seen drawn by the browser and as the server's print file side by side.
 */
export const TEMPLATE_FIXTURES: Record<string, Design> = Object.fromEntries(STARTER_TEMPLATES.map((template) => [templateFixtureName(template.name), withInlineGraphics(template.document)]));
