import { SIDES, type Design } from './design';

/** Keys the upload route gives out: `upload-<uuid>.png` or `.jpg` (a shopper's own picture). */
export const UPLOAD_KEY = /^upload-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;

/**
 * The shopper uploads the design draws, by key, each once. Every layer with a src counts, not
 * only image layers: a crafted document can name an upload as a graphic's picture too.
 */
export function uploadKeysOf(design: Design): string[] {
  const keys = SIDES.flatMap((side) => design.sides[side].flatMap((layer) => ('src' in layer && UPLOAD_KEY.test(layer.src) ? [layer.src] : [])));
  return [...new Set(keys)];
}

/** The design with every layer that draws one of `replaced`'s keys drawing its new key instead. */
export function withUploadKeysReplaced(design: Design, replaced: ReadonlyMap<string, string>): Design {
  if (replaced.size === 0) return design;
  const sides = Object.fromEntries(
    SIDES.map((side) => [side, design.sides[side].map((layer) => ('src' in layer && replaced.has(layer.src) ? { ...layer, src: replaced.get(layer.src)! } : layer))]),
  ) as unknown as Design['sides'];
  return { ...design, sides };
}
