import { describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_SIZES, SHOP_SIZES, SUB_CATEGORIES } from './catalogue-options';
import { MEASUREMENTS, SIZE_CHART_TYPES, SIZE_CHARTS, sizeChartRows, sizeChartTypeOf, toInches } from './size-charts';

describe('size charts', () => {
  it('has a chart for every product type with S, M, L, XL and XXL rows', () => {
    for (const type of SIZE_CHART_TYPES) {
      expect(Object.keys(SIZE_CHARTS[type].cm).sort()).toEqual([...SHOP_SIZES].sort());
      for (const size of SHOP_SIZES) {
        for (const measurement of MEASUREMENTS) expect(SIZE_CHARTS[type].cm[size][measurement]).toBeGreaterThan(0);
      }
    }
  });

  it('grows with every size up, in every measurement', () => {
    for (const type of SIZE_CHART_TYPES) {
      for (const measurement of MEASUREMENTS) {
        const values = SHOP_SIZES.map((size) => SIZE_CHARTS[type].cm[size][measurement]);
        for (let i = 1; i < values.length; i += 1) expect(values[i]!, `${type} ${measurement}`).toBeGreaterThan(values[i - 1]!);
      }
    }
  });

  it('gives inches as cm / 2.54 to the nearest half inch', () => {
    expect(toInches(2.54)).toBe(1);
    expect(toInches(101)).toBe(40); // 39.76
    expect(toInches(19)).toBe(7.5); // 7.48
    expect(toInches(44)).toBe(17.5); // 17.32
    expect(toInches(68)).toBe(27); // 26.77
    for (const type of SIZE_CHART_TYPES) {
      const cm = sizeChartRows(type, 'cm');
      const inches = sizeChartRows(type, 'in');
      cm.forEach(({ values }, i) => {
        for (const measurement of MEASUREMENTS) {
          const exact = values[measurement] / 2.54;
          const shown = inches[i]!.values[measurement];
          expect(Math.abs(shown - exact)).toBeLessThanOrEqual(0.25);
          expect(shown * 2).toBe(Math.round(shown * 2));
        }
      });
    }
  });

  it("gives the product page's sizes in its order, and a chart for every sub-category", () => {
    expect(sizeChartRows('hoodie', 'cm', PRODUCT_PAGE_SIZES).map((entry) => entry.size)).toEqual(['M', 'L', 'XL', 'XXL']);
    expect(sizeChartRows('hoodie', 'cm', PRODUCT_PAGE_SIZES)[0]!.values).toEqual({ chest: 111, length: 68, shoulder: 48, sleeve: 61 });
    for (const subCategory of SUB_CATEGORIES) expect(SIZE_CHART_TYPES).toContain(sizeChartTypeOf(subCategory));
    expect(sizeChartTypeOf('regular-t-shirt')).toBe('t-shirt');
    expect(sizeChartTypeOf('oversize-t-shirt')).toBe('oversize-t-shirt');
  });
});
