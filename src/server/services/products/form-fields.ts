import { DomainError } from '../../errors';
import type { ProductDraft } from '../../../shared/product-rules';

/** Splits a multipart field name such as `variants[0][sizes][1][stock]` into its segments. */
export function fieldPath(name: string): string[] | null {
  const match = /^([A-Za-z]+)((?:\[[A-Za-z0-9]{0,20}\])*)$/.exec(name);
  if (!match) return null;
  const rest = [...match[2]!.matchAll(/\[([A-Za-z0-9]*)\]/g)].map((m) => m[1]!);
  return [match[1]!, ...rest];
}

const MAX_INDEX = 99;
// hsn is ours (the spec's form has no HSN); optional, so the spec's body alone still works.
const SCALARS = ['name', 'description', 'price', 'discount', 'finalPrice', 'category', 'subCategory', 'returnPolicy', 'hsn'] as const;
type Scalar = (typeof SCALARS)[number];

/** `[]` appends; `[n]` places at n. Sparse lists are compacted in index order at the end. */
function slot(segment: string, list: Map<number, unknown>): number | null {
  if (segment === '') return list.size === 0 ? 0 : Math.max(...list.keys()) + 1;
  if (!/^\d{1,2}$/.test(segment) || Number(segment) > MAX_INDEX) return null;
  return Number(segment);
}

const ordered = <T>(list: Map<number, T>): T[] => [...list.entries()].sort((a, b) => a[0] - b[0]).map((entry) => entry[1]);

interface VariantParts {
  color: string;
  sizes: Map<number, { size: string; stock: string }>;
  images: Map<number, true>;
}

/**
 * Collects the spec's multipart fields (section 7) into a ProductDraft: scalar fields, tags[],
 * variants[i][color], variants[i][sizes][j][size|stock], variants[i][images][j] (files),
 * productDetails[overview|features|materialAndCare|specifications]. Any other name is refused,
 * as the JSON calls refuse unknown properties.
 */
export class ProductFormReader {
  private readonly scalars = new Map<Scalar, string>();
  private readonly tags = new Map<number, string>();
  private codAvailable = true;
  private readonly variants = new Map<number, VariantParts>();
  private overview = '';
  private readonly features = new Map<number, string>();
  private readonly materialAndCare = new Map<number, string>();
  private readonly specifications = new Map<number, { name: string; value: string }>();

  private unknown(name: string): never {
    throw new DomainError('INVALID_DATA', `The form field ${name} is not part of the add-product form.`);
  }

  private variant(segment: string, name: string): VariantParts {
    const index = slot(segment, this.variants) ?? this.unknown(name);
    let variant = this.variants.get(index);
    if (!variant) this.variants.set(index, (variant = { color: '', sizes: new Map(), images: new Map() }));
    return variant;
  }

  /** A text field. */
  field(name: string, value: string): void {
    const path = fieldPath(name) ?? this.unknown(name);
    const [head, a, b, c, d] = path;
    if ((SCALARS as readonly string[]).includes(head!) && path.length === 1) {
      this.scalars.set(head as Scalar, value);
    } else if (head === 'codAvailable' && path.length === 1) {
      this.codAvailable = !/^(false|no|0)$/i.test(value.trim());
    } else if (head === 'tags' && path.length <= 2) {
      if (value.trim() !== '') this.tags.set(slot(a ?? '', this.tags) ?? this.unknown(name), value.trim());
    } else if (head === 'variants' && a !== undefined && b === 'color' && path.length === 3) {
      this.variant(a, name).color = value;
    } else if (head === 'variants' && a !== undefined && b === 'sizes' && c !== undefined && (d === 'size' || d === 'stock') && path.length === 5) {
      const sizes = this.variant(a, name).sizes;
      const index = slot(c, sizes) ?? this.unknown(name);
      const entry = sizes.get(index) ?? { size: '', stock: '' };
      entry[d] = value;
      sizes.set(index, entry);
    } else if (head === 'productDetails' && a === 'overview' && path.length === 2) {
      this.overview = value;
    } else if (head === 'productDetails' && (a === 'features' || a === 'materialAndCare') && path.length === 3) {
      const list = a === 'features' ? this.features : this.materialAndCare;
      list.set(slot(b!, list) ?? this.unknown(name), value);
    } else if (head === 'productDetails' && a === 'specifications' && (c === 'name' || c === 'value') && path.length === 4) {
      const index = slot(b!, this.specifications) ?? this.unknown(name);
      const entry = this.specifications.get(index) ?? { name: '', value: '' };
      entry[c] = value;
      this.specifications.set(index, entry);
    } else {
      this.unknown(name);
    }
  }

  /**
   * Where an uploaded file goes: the raw variant and position indexes of its field name
   * (compacted later, as the fields are). Refuses a file under any other name.
   */
  imageSlot(name: string): { variantKey: number; positionKey: number } {
    const path = fieldPath(name);
    if (!path || path[0] !== 'variants' || path[2] !== 'images' || path.length !== 4) {
      throw new DomainError('INVALID_DATA', `Files can only be sent as variants[i][images][j], not as ${name}.`);
    }
    const variantKey = slot(path[1]!, this.variants) ?? this.unknown(name);
    const variant = this.variant(String(variantKey), name);
    const positionKey = slot(path[3]!, variant.images) ?? this.unknown(name);
    if (variant.images.has(positionKey)) throw new DomainError('INVALID_DATA', `Two files were sent as ${name}.`);
    variant.images.set(positionKey, true);
    return { variantKey, positionKey };
  }

  /** The raw variant indexes in the order the draft lists the variants. */
  variantKeys(): number[] {
    return [...this.variants.keys()].sort((a, b) => a - b);
  }

  draft(): ProductDraft {
    const text = (field: Scalar) => this.scalars.get(field) ?? '';
    return {
      name: text('name'),
      description: text('description'),
      price: text('price'),
      discount: text('discount'),
      finalPrice: text('finalPrice'),
      category: text('category'),
      subCategory: text('subCategory'),
      returnPolicy: text('returnPolicy'),
      tags: ordered(this.tags),
      codAvailable: this.codAvailable,
      hsn: text('hsn'),
      variants: ordered(this.variants).map((variant) => ({
        color: variant.color,
        sizes: ordered(variant.sizes),
        imageCount: variant.images.size,
      })),
      productDetails: {
        overview: this.overview,
        features: ordered(this.features),
        materialAndCare: ordered(this.materialAndCare),
        specifications: ordered(this.specifications),
      },
    };
  }
}
