import type { SubCategory, Tag } from '../../../shared/catalogue-options';
import type { PrintSpec } from './prints';

/** A colour the label sells, with the hex it is drawn in. */
export interface Colour {
  name: string;
  hex: string;
  pattern?: 'check';
}

export const COLOURS = {
  black: { name: 'Jet Black', hex: '#151517' },
  offWhite: { name: 'Off White', hex: '#f1ede4' },
  bone: { name: 'Bone', hex: '#e6dcc8' },
  ash: { name: 'Ash Grey', hex: '#b4b3ae' },
  charcoal: { name: 'Charcoal', hex: '#3a3b3f' },
  navy: { name: 'Navy', hex: '#1f2a44' },
  olive: { name: 'Olive', hex: '#5f6b3a' },
  bottle: { name: 'Bottle Green', hex: '#1f4d3a' },
  maroon: { name: 'Maroon', hex: '#6e1f2b' },
  rust: { name: 'Rust', hex: '#b5532f' },
  mustard: { name: 'Mustard', hex: '#d6a233' },
  sand: { name: 'Sand', hex: '#cdb58f' },
  lavender: { name: 'Lavender', hex: '#b7a6d6' },
  sky: { name: 'Sky Blue', hex: '#8fb8de' },
  teal: { name: 'Teal', hex: '#1f6f78' },
  pink: { name: 'Dusty Pink', hex: '#d9a3a6' },
  coffee: { name: 'Coffee Brown', hex: '#5b4332' },
  sage: { name: 'Sage', hex: '#9fae8a' },
  indigo: { name: 'Indigo', hex: '#2e3a72' },
  orange: { name: 'Burnt Orange', hex: '#cc6130' },
  khaki: { name: 'Khaki', hex: '#a89a6e' },
  brownCheck: { name: 'Brown Check', hex: '#7d6a4f', pattern: 'check' },
  oliveCheck: { name: 'Olive Check', hex: '#56653b', pattern: 'check' },
  blackCheck: { name: 'Black Check', hex: '#2c2c30', pattern: 'check' },
  rustCheck: { name: 'Rust Check', hex: '#9c4a2f', pattern: 'check' },
} satisfies Record<string, Colour>;

/** One product of the demo catalogue as a person would write it down. */
export interface ProductDefinition {
  name: string;
  subCategory: SubCategory;
  description: string;
  /** M.R.P. in whole rupees. */
  mrp: number;
  /** Whole percent. */
  discount: number;
  tags: Tag[];
  colours: Colour[];
  print: PrintSpec | null;
  codAvailable?: boolean;
  /** Index of a colour that is sold out in every size. */
  soldOutColour?: number;
}
