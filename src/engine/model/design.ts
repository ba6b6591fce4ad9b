import type { GarmentType, ShopSize } from '../../shared/catalogue-options';
import type { FontFamilyId } from '../../shared/text-font-families';
import type { TextEffects } from './text-effects';
import type { FontStyle, FontWeight } from './text-options';

/** Version of the saved JSON that this code writes; older versions go through migrations.ts. */
export const DESIGN_VERSION = 3;

export const SIDES = ['front', 'back'] as const;
export type Side = (typeof SIDES)[number];

export type Garment = GarmentType;
export type Size = ShopSize;

/**
 * Geometry shared by every layer, in print-area units (see units.ts). (x, y) is the layer's
 * origin, the top-left corner of its unrotated box, and rotation (degrees, clockwise) turns
 * the box about that origin: Konva's own convention, so the view maps a node's x, y and
 * rotation to the document with no conversion.
 */
interface LayerGeometry {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  /**
   * A locked layer stays where it is: it cannot be moved, resized, turned or deleted until it
   * is unlocked (its text and colours can still change). Absent means unlocked; since version 3.
   */
  readonly locked?: boolean;
}

/**
 * A text block; its height follows from the content, the font and the box width. Its effects
 * (text-effects.ts: outline, shadow, spacing, line height, alignment, curve) are optional
 * since version 2; a curved text does not wrap, and its box is its curved shape's bounds.
 */
export interface TextLayer extends LayerGeometry, TextEffects {
  readonly kind: 'text';
  readonly content: string;
  /** Lower-case #rrggbb. */
  readonly color: string;
  /** Reference display px (see units.ts): one of FONT_SIZES, or a free whole size from a corner drag or the slider. */
  readonly fontSize: number;
  readonly fontWeight: FontWeight;
  readonly fontStyle: FontStyle;
  /**
   * The picker's family (src/shared/text-font-families.ts); absent: the shop's own face,
   * Manrope. Optional within version 2, as `tint` was within version 1: every document saved
   * before the picker has no family and is drawn in Manrope, exactly as it was, so no
   * migration is needed; the default is never saved (commands drop it), so a design left in
   * Manrope still reads on a server that predates the picker.
   */
  readonly fontFamily?: FontFamilyId;
  /** Wrapping width of the text box. */
  readonly width: number;
}

/** A graphic from the shop's catalogue (`GET /customized/getGraphic`). */
export interface GraphicLayer extends LayerGeometry {
  readonly kind: 'graphic';
  /** Document key (or URL) of the graphic's image. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /**
   * A one-ink graphic printed in another ink (lower-case #rrggbb; kernels/tint.ts); absent:
   * its own colours. Optional, so version-1 documents saved before it read unchanged.
   */
  readonly tint?: string;
}

/** The shopper's own upload; its pixel size is kept to judge the print resolution. */
export interface ImageLayer extends LayerGeometry {
  readonly kind: 'image';
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly naturalWidth: number;
  readonly naturalHeight: number;
}

export type Layer = TextLayer | GraphicLayer | ImageLayer;
export type LayerKind = Layer['kind'];

/** The saved design document. Layers are ordered bottom to top. */
export interface Design {
  readonly version: typeof DESIGN_VERSION;
  readonly garment: Garment;
  /** Colour variant name as listed by `GET /customized/getImage` (for example 'black'). */
  readonly color: string;
  readonly size: Size;
  readonly sides: { readonly front: readonly Layer[]; readonly back: readonly Layer[] };
}
