import type { SubCategory } from '../../../shared/catalogue-options';
import type { Specification } from '../schema';
import type { ProductDefinition } from './product-definition';
import type { Prng } from './prng';

/** What each sub-category is made of; the copy and specifications are written from it. */
const MAKE: Record<SubCategory, { fabric: string; gsm: string; fit: string; neck: string; sleeve: string; feel: string }> = {
  't-shirt': { fabric: '100% combed cotton jersey', gsm: '180', fit: 'Classic fit', neck: 'Round neck (crew)', sleeve: 'Half sleeve', feel: 'soft, breathable' },
  'oversize-t-shirt': { fabric: '100% cotton heavyweight jersey', gsm: '240', fit: 'Oversized, drop shoulder', neck: 'Round neck with thick rib', sleeve: 'Half sleeve, elbow length', feel: 'heavy, structured' },
  'regular-t-shirt': { fabric: '100% bio-washed cotton', gsm: '160', fit: 'Regular fit', neck: 'Round neck (crew)', sleeve: 'Half sleeve', feel: 'light, smooth' },
  hoodie: { fabric: '80% cotton, 20% polyester fleece, brushed inside', gsm: '360', fit: 'Relaxed fit', neck: 'Hooded, double-layer hood', sleeve: 'Full sleeve with rib cuffs', feel: 'warm, cosy' },
  shacket: { fabric: '100% cotton brushed flannel / twill', gsm: '260', fit: 'Relaxed shirt-jacket fit', neck: 'Spread collar', sleeve: 'Full sleeve with button cuffs', feel: 'sturdy, warm' },
};

const FEATURES: Record<SubCategory, string[]> = {
  't-shirt': ['Pre-shrunk fabric that keeps its size after washing', 'Ribbed crew neck that does not sag', 'Soft-hand screen print that does not crack', 'Double-needle stitched hem and sleeves', 'Tagless neck label, no itching', 'Printed and stitched in India'],
  'oversize-t-shirt': ['Heavyweight 240 GSM cotton with a structured drape', 'Dropped shoulders and a longer, boxy body', 'Big back print with a small chest print', 'Thick 2 cm rib collar that holds its shape', 'Enzyme washed for a broken-in feel', 'Printed in small batches in Bhopal'],
  'regular-t-shirt': ['Regular fit that sits close without clinging', 'Bio-washed for a smooth, pill-free surface', 'Light enough to layer under a shirt or shacket', 'Soft-hand print with water-based inks', 'Reinforced shoulder seams', 'Made in India'],
  hoodie: ['Brushed fleece inside for real warmth', 'Double-layer hood with flat drawcords and metal eyelets', 'Kangaroo pocket big enough for a phone and earphones', 'Ribbed cuffs and hem that keep out the draught', 'Print on the chest, big graphic on the back on select styles', 'Pre-washed to avoid shrinkage'],
  shacket: ['Shirt-jacket cut: wear it open as a layer or buttoned as a shirt', 'Two chest pockets with button flaps', 'Button cuffs and a spread collar', 'Brushed fabric for warmth without bulk', 'Straight hem that works tucked or untucked', 'Horn-look buttons'],
};

const CARE: Record<SubCategory, string[]> = {
  't-shirt': ['Machine wash cold with similar colours', 'Turn inside out before washing to protect the print', 'Do not bleach', 'Dry in shade; do not tumble dry', 'Iron inside out on low heat, never on the print'],
  'oversize-t-shirt': ['Machine wash cold, inside out', 'Do not bleach or soak for long', 'Dry flat in shade to keep the shape', 'Warm iron on the reverse, avoid the print'],
  'regular-t-shirt': ['Machine wash cold', 'Wash dark colours separately for the first few washes', 'Do not bleach', 'Line dry in shade'],
  hoodie: ['Machine wash cold on a gentle cycle, inside out', 'Do not tumble dry; dry flat', 'Do not iron on the print', 'Do not dry clean', 'Wash with similar colours'],
  shacket: ['Machine wash cold or hand wash', 'Do not bleach', 'Hang dry in shade', 'Warm iron if needed'],
};

/** The overview, features, material and care lines and specifications of a product (deterministic through `prng`). */
export function productCopy(product: ProductDefinition, prng: Prng) {
  const make = MAKE[product.subCategory];
  const colours = product.colours.map((colour) => colour.name.toLowerCase());
  const overview =
    `${product.description} Cut from ${make.fabric.toLowerCase()} (${make.gsm} GSM), it feels ${make.feel} and comes in ` +
    `${colours.slice(0, -1).join(', ')} and ${colours.at(-1)}. Designed in Bhopal by Bhopal Threads for everyday wear across India.`;
  const features = pickSome(FEATURES[product.subCategory], prng.int(4, 6), prng);
  const materialAndCare = [`Fabric: ${make.fabric}`, ...pickSome(CARE[product.subCategory], prng.int(2, 4), prng)];
  const printType = product.print ? (product.subCategory === 'hoodie' ? 'Screen print with puff details' : 'Screen print, water-based inks') : 'Solid / woven check, no print';
  const specs: [string, string][] = [
    ['Fabric', make.fabric],
    ['GSM', `${make.gsm} GSM`],
    ['Fit', make.fit],
    ['Neck', make.neck],
    ['Sleeve', make.sleeve],
    ['Print', printType],
    ['Country of Origin', 'India'],
  ];
  // Five to seven rows: the first five always, then Print and Country of Origin as the dice say.
  const count = prng.int(5, 7);
  const chosen = specs.slice(0, 5).concat(count >= 6 ? [specs[6]!] : [], count === 7 ? [specs[5]!] : []);
  const specifications: Specification[] = chosen.map(([name, value]) => ({ _id: prng.uuid(), name, value }));
  return { overview, features, materialAndCare: materialAndCare.slice(0, 5), specifications };
}

function pickSome<T>(items: readonly T[], count: number, prng: Prng): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(prng.int(0, pool.length - 1), 1)[0]!);
  return out;
}
