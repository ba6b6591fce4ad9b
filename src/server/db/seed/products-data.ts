import type { ProductDefinition } from './product-definition';
import { LAYER_PRODUCTS } from './products-layers';
import { TEE_PRODUCTS } from './products-tees';

/** The whole demo catalogue, in the order it was added to the shop (oldest first). */
export const PRODUCT_DEFINITIONS: readonly ProductDefinition[] = interleave(TEE_PRODUCTS, LAYER_PRODUCTS);

// Mixes the two lists so that tees, hoodies and shackets are spread over the 60 days of history.
function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  const ratio = a.length / Math.max(1, b.length);
  let j = 0;
  a.forEach((item, i) => {
    out.push(item);
    if (j < b.length && (i + 1) / ratio >= j + 1) out.push(b[j++]!);
  });
  while (j < b.length) out.push(b[j++]!);
  return out;
}

/** A key-safe lower-case slug: 'Bhopal Lakes Oversized Tee' -> 'bhopal-lakes-oversized-tee'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
