import { SHOP_SIZES, type ShopSize, type SubCategory } from './catalogue-options';

/**
 * Garment measurements per product type, in cm, measured flat and doubled for the chest: what a
 * shopper compares with a T-shirt of their own. The shop's pattern sizes, kept here once so the
 * product page (and later the studio) show the same numbers. Inches are derived, never typed.
 */

export const SIZE_CHART_TYPES = ['t-shirt', 'oversize-t-shirt', 'hoodie', 'shacket'] as const;
export type SizeChartType = (typeof SIZE_CHART_TYPES)[number];

export const MEASUREMENTS = ['chest', 'length', 'shoulder', 'sleeve'] as const;
export type Measurement = (typeof MEASUREMENTS)[number];

export type SizeRow = Record<Measurement, number>;

export interface SizeChart {
  /** The chart's name: 'Regular T-shirt'. */
  title: string;
  /** Every shop size, S included (S is made in the design studio). */
  cm: Record<ShopSize, SizeRow>;
}

export const MEASUREMENT_LABELS: Record<Measurement, string> = {
  chest: 'Chest',
  length: 'Length',
  shoulder: 'Shoulder',
  sleeve: 'Sleeve',
};

/** How each is taken, for the note under the table. */
export const MEASUREMENT_HOW =
  'Chest: across the garment 2.5 cm below the armholes, doubled. Length: from the highest point of the shoulder to the hem. Sleeve: from the shoulder seam to the cuff.';

const row = (chest: number, length: number, shoulder: number, sleeve: number): SizeRow => ({ chest, length, shoulder, sleeve });

export const SIZE_CHARTS: Record<SizeChartType, SizeChart> = {
  't-shirt': {
    title: 'Regular T-shirt',
    cm: { S: row(96, 68, 42, 19), M: row(101, 70, 44, 20), L: row(106, 72, 46, 21), XL: row(111, 74, 48, 22), XXL: row(116, 76, 50, 23) },
  },
  'oversize-t-shirt': {
    title: 'Oversize T-shirt',
    cm: { S: row(112, 70, 54, 22), M: row(117, 72, 56, 23), L: row(122, 74, 58, 24), XL: row(127, 76, 60, 25), XXL: row(132, 78, 62, 26) },
  },
  hoodie: {
    title: 'Hoodie',
    cm: { S: row(106, 66, 46, 60), M: row(111, 68, 48, 61), L: row(116, 70, 50, 62), XL: row(121, 72, 52, 63), XXL: row(126, 74, 54, 64) },
  },
  shacket: {
    title: 'Shacket',
    cm: { S: row(108, 72, 46, 62), M: row(113, 74, 48, 63), L: row(118, 76, 50, 64), XL: row(123, 78, 52, 65), XXL: row(128, 80, 54, 66) },
  },
};

/** The chart a product's sub-category is cut by: plain and regular T-shirts share one. */
export function sizeChartTypeOf(subCategory: SubCategory): SizeChartType {
  return subCategory === 'regular-t-shirt' ? 't-shirt' : subCategory;
}

/** cm in inches, to the nearest half inch (how shops print them). */
export function toInches(cm: number): number {
  return Math.round((cm / 2.54) * 2) / 2;
}

export type SizeUnit = 'cm' | 'in';

/** A chart's rows for the sizes asked for (in their order), in cm or inches. */
export function sizeChartRows(type: SizeChartType, unit: SizeUnit, sizes: readonly ShopSize[] = SHOP_SIZES): { size: ShopSize; values: SizeRow }[] {
  const chart = SIZE_CHARTS[type];
  return sizes.map((size) => {
    const cm = chart.cm[size];
    const values = unit === 'cm' ? cm : row(toInches(cm.chest), toInches(cm.length), toInches(cm.shoulder), toInches(cm.sleeve));
    return { size, values };
  });
}
