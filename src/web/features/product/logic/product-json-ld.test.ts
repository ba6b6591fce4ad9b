import { describe, expect, it } from 'vitest';
import type { ProductDetail } from './product-types';
import { jsonLdText, metaDescription, productJsonLd } from './product-json-ld';

const variant = {
  _id: 'v1',
  color: 'Sky Blue',
  images: ['a-1.webp', 'a-2.webp'],
  sizes: [{ size: 'M' as const, stock: 2 }],
  inStock: true,
};

const product: ProductDetail = {
  _id: 'p1',
  name: 'Sunday Ride Regular Tee',
  description: 'Early Sunday rides around the lake.',
  price: 899,
  finalPrice: 539.4,
  discount: 40,
  images: ['a-1.webp'],
  category: 'upperwear',
  subCategory: 'regular-t-shirt',
  tags: ['newarrival'],
  returnPolicy: 7,
  codAvailable: true,
  isAvailable: true,
  variants: [variant],
  productDetails: [],
  reviews: [
    { _id: 'r1', user: { username: 'Asha' }, rating: 5, comment: 'Great', createdAt: '2025-01-01T00:00:00Z', verifiedBuyer: false, staffReply: null },
    { _id: 'r2', user: { username: 'Ravi' }, rating: 0, comment: 'Fits well', createdAt: '2025-01-02T00:00:00Z', verifiedBuyer: false, staffReply: null },
    { _id: 'r3', user: { username: 'Meera' }, rating: 4, comment: '', createdAt: '2025-01-03T00:00:00Z', verifiedBuyer: false, staffReply: null },
  ],
  averageRating: 4.5,
  reviewCount: 3,
  seller: 'Bhopal Threads, Bhopal',
};

const url = (key: string) => `https://shop.example/api/api/v1/document/${key}`;

describe('productJsonLd', () => {
  it('describes the product, the shown colour and the offer in INR', () => {
    const data = productJsonLd(product, variant, url, 'https://shop.example/display/p1/v1');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Sunday Ride Regular Tee',
      sku: 'p1',
      image: ['https://shop.example/api/api/v1/document/a-1.webp', 'https://shop.example/api/api/v1/document/a-2.webp'],
      brand: { '@type': 'Brand', name: 'Bhopal Threads' },
      offers: { priceCurrency: 'INR', price: 539.4, availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.5, ratingCount: 2 },
    });
  });

  it('says out of stock, and leaves out the rating when nobody gave stars', () => {
    const data = productJsonLd({ ...product, reviews: [], averageRating: 0 }, { ...variant, inStock: false }, url, '');
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data).not.toHaveProperty('aggregateRating');
  });
});

describe('jsonLdText', () => {
  it('cannot close its script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(jsonLdText({ name: '</script>' }))).toEqual({ name: '</script>' });
  });
});

describe('metaDescription', () => {
  it('uses the description, cut near 160 characters at a word', () => {
    expect(metaDescription(product)).toBe('Early Sunday rides around the lake.');
    const long = metaDescription({ name: 'x', description: 'word '.repeat(60) });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });
});
