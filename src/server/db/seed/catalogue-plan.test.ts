import { describe, expect, it } from 'vitest';
import { SHOP_SIZES, SUB_CATEGORIES } from '../../../shared/catalogue-options';
import { finalPricePaise } from '../../../shared/money';
import { isDocumentKey } from '../../adapters/storage/store';
import { planCatalogue } from './catalogue-plan';
import { planContent } from './content-plan';
import { PRODUCT_DEFINITIONS } from './products-data';
import { SERVICE_AREAS } from './service-areas';

const NOW = new Date('2026-11-22T10:00:00Z');
const plan = planCatalogue(NOW);
const DAY = 24 * 60 * 60 * 1000;

describe('demo catalogue definitions', () => {
  it('has at least 32 upper-wear products over every sub-category and nothing in bottom wear', () => {
    expect(PRODUCT_DEFINITIONS.length).toBeGreaterThanOrEqual(32);
    expect(plan.products.every((p) => p.category === 'upperwear')).toBe(true);
    expect(new Set(plan.products.map((p) => p.subCategory))).toEqual(new Set(SUB_CATEGORIES));
    expect(new Set(plan.products.map((p) => p.name)).size).toBe(plan.products.length);
  });

  it('tags enough products for lists to page past 8, and some as low sellers', () => {
    const tagged = (tag: string) => plan.products.filter((p) => p.tags?.includes(tag as never)).length;
    expect(tagged('trending')).toBeGreaterThanOrEqual(10);
    expect(tagged('newarrival')).toBeGreaterThanOrEqual(10);
    expect(tagged('lowsell')).toBeGreaterThan(0);
  });

  it('prices in paise from rupee M.R.P.s with 0-60 % discounts, mostly cash on delivery', () => {
    for (const product of plan.products) {
      expect(product.pricePaise % 100).toBe(0);
      expect(product.pricePaise).toBeGreaterThanOrEqual(499_00);
      expect(product.pricePaise).toBeLessThanOrEqual(3_499_00);
      expect(product.discount).toBeGreaterThanOrEqual(0);
      expect(product.discount).toBeLessThanOrEqual(60);
      expect(product.finalPricePaise).toBe(finalPricePaise(product.pricePaise, product.discount!));
      expect(product.returnPolicy).toBe(7);
    }
    expect(plan.products.filter((p) => p.codAvailable).length).toBeGreaterThan(plan.products.length * 0.8);
  });

  it('gives every product 2-4 colours with 2-4 images each and stock for the five sizes', () => {
    for (const product of plan.products) {
      const variants = plan.variants.filter((v) => v.row.productId === product.id);
      expect(variants.length).toBeGreaterThanOrEqual(2);
      expect(variants.length).toBeLessThanOrEqual(4);
      for (const { row } of variants) {
        expect(row.images!.length).toBeGreaterThanOrEqual(2);
        expect(row.images!.length).toBeLessThanOrEqual(4);
        expect(plan.sizes.filter((s) => s.variantId === row.id).map((s) => s.size)).toEqual([...SHOP_SIZES]);
      }
    }
  });

  it('has sold-out sizes, and one or two colours sold out in every size', () => {
    expect(plan.sizes.some((s) => s.stock === 0)).toBe(true);
    expect(plan.sizes.some((s) => (s.stock ?? 0) > 0)).toBe(true);
    const soldOut = plan.variants.filter(({ row }) => plan.sizes.filter((s) => s.variantId === row.id).every((s) => s.stock === 0));
    expect(soldOut.length).toBeGreaterThanOrEqual(1);
    expect(soldOut.length).toBeLessThanOrEqual(2);
  });

  it('spreads products over the last 60 days with new arrivals the newest and no two at the same moment', () => {
    const times = plan.products.map((p) => (p.createdAt as Date).getTime());
    expect(new Set(times).size).toBe(times.length);
    for (const time of times) {
      expect(time).toBeLessThanOrEqual(NOW.getTime());
      expect(time).toBeGreaterThanOrEqual(NOW.getTime() - 61 * DAY);
    }
    const oldestNew = Math.min(...plan.products.filter((p) => p.tags?.includes('newarrival')).map((p) => (p.createdAt as Date).getTime()));
    expect(NOW.getTime() - oldestNew).toBeLessThan(15 * DAY);
    expect(Math.min(...times)).toBeLessThan(NOW.getTime() - 50 * DAY);
  });

  it('writes details for every product: overview, 4-6 features, 3-5 care lines, 5-7 specifications', () => {
    expect(plan.details.map((d) => d.productId)).toEqual(plan.products.map((p) => p.id));
    for (const detail of plan.details) {
      expect(detail.overview!.length).toBeGreaterThan(80);
      expect(detail.features!.length).toBeGreaterThanOrEqual(4);
      expect(detail.features!.length).toBeLessThanOrEqual(6);
      expect(detail.materialAndCare!.length).toBeGreaterThanOrEqual(3);
      expect(detail.materialAndCare!.length).toBeLessThanOrEqual(5);
      expect(detail.specifications!.length).toBeGreaterThanOrEqual(5);
      expect(detail.specifications!.length).toBeLessThanOrEqual(7);
      for (const spec of detail.specifications!) expect(spec._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('reviews at least 10 products with ratings 1-5, one review per reviewer and product', () => {
    expect(new Set(plan.reviews.map((r) => r.productId)).size).toBeGreaterThanOrEqual(10);
    const pairs = plan.reviews.map((r) => `${r.productId}/${r.reviewer}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const review of plan.reviews) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('is the same on every run', () => {
    const again = planCatalogue(NOW);
    expect(again.products).toEqual(plan.products);
    expect(again.sizes).toEqual(plan.sizes);
    expect(again.reviews).toEqual(plan.reviews);
    expect(again.images.map((job) => job.key)).toEqual(plan.images.map((job) => job.key));
  });
});

describe('image keys and content', () => {
  it('names every file with a safe, unique document key', () => {
    const keys = [...plan.images, ...planContent().images].map((job) => job.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(isDocumentKey(key), key).toBe(true);
    expect(plan.variants.flatMap((v) => v.row.images)).toEqual(plan.images.map((job) => job.key));
  });

  it('plans banners, six or more colours per studio garment and 24 or more graphics', () => {
    const content = planContent();
    expect(content.banners.length).toBeGreaterThanOrEqual(3);
    expect(content.banners.map((b) => b.link)).toEqual(expect.arrayContaining(['/new-arrivals', '/customized', '/trending']));
    for (const type of ['tshirt', 'hoodie']) expect(content.garments.filter((g) => g.type === type).length).toBeGreaterThanOrEqual(6);
    expect(content.garments.find((g) => g.type === 'tshirt')!.basePricePaise).toBe(499_00);
    expect(content.graphics.length).toBeGreaterThanOrEqual(24);
    expect(content.images.filter((job) => job.format === 'png').length).toBe(content.graphics.length);
  });
});

describe('service areas', () => {
  const rule = (pincode: string) =>
    SERVICE_AREAS.filter((area) => pincode.startsWith(area.pincodePrefix)).sort((a, b) => b.pincodePrefix.length - a.pincodePrefix.length)[0];

  it('delivers to Bhopal with cash on delivery and refuses the islands and army post', () => {
    expect(rule('462001')).toMatchObject({ deliverable: true, codAvailable: true });
    expect(rule('744101')?.deliverable).toBe(false);
    expect(rule('682559')?.deliverable).toBe(false);
    expect(rule('900001')?.deliverable).toBe(false);
    expect(rule('793001')).toMatchObject({ deliverable: true, codAvailable: false });
    expect(rule('110001')).toMatchObject({ deliverable: true, codAvailable: true });
    expect(new Set(SERVICE_AREAS.map((a) => a.pincodePrefix)).size).toBe(SERVICE_AREAS.length);
    for (const area of SERVICE_AREAS) expect(area.note).not.toBe('');
  });
});
