import { SIDES, type Design } from '../../../../engine/model/design';
import type { CarriedImages } from '../../../../engine/model/design-png';
import { resolveDesignSrc } from './studio-data';
import { uploadDesignImage } from './upload-image';

/**
 * A design opened from a PNG: a picture whose stored upload is still there keeps its key; one
 * the shop no longer has is uploaded again from the bytes the PNG carried (as the opener's own
 * upload, so a visitor is asked to log in), and its layer points at the new key.
 */
export async function restoreCarriedImages(design: Design, images: CarriedImages): Promise<Design> {
  const replaced = new Map<string, { src: string }>();
  for (const [src, bytes] of Object.entries(images)) {
    const stored = await fetch(resolveDesignSrc(src), { method: 'HEAD' }).then((answer) => answer.ok, () => false);
    if (stored) continue;
    const type = bytes[0] === 0x89 ? 'image/png' : 'image/jpeg';
    const file = new File([bytes as BlobPart], type === 'image/png' ? 'picture.png' : 'picture.jpg', { type });
    replaced.set(src, { src: (await uploadDesignImage(file)).src });
  }
  if (replaced.size === 0) return design;
  const sides = Object.fromEntries(
    SIDES.map((side) => [side, design.sides[side].map((layer) => (layer.kind === 'image' && replaced.has(layer.src) ? { ...layer, src: replaced.get(layer.src)!.src } : layer))]),
  ) as unknown as Design['sides'];
  return { ...design, sides };
}
