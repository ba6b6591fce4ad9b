import { describe, expect, it } from 'vitest';
import { listOptionsOf, productCountText, searchWithOptions } from './listing-params';

describe('listing address', () => {
  it('reads sort, sizes, colours and price, dropping unknown values', () => {
    expect(listOptionsOf('?sort=price-asc&size=XL&size=m&size=S&color=Navy&color=navy&price=500-999')).toEqual({
      sort: 'price-asc',
      sizes: ['M', 'XL'],
      colors: ['Navy'],
      price: '500-999',
    });
    expect(listOptionsOf('?sort=cheapest&price=free&size=XXXL')).toEqual({});
  });

  it('keeps the tab and the term, drops the page, and writes a canonical order', () => {
    expect(searchWithOptions('?tab=hoodie&page=3&sort=rating', { sizes: ['L', 'M'], sort: 'discount' })).toBe(
      '?tab=hoodie&sort=discount&size=M&size=L',
    );
    expect(searchWithOptions('?q=hodie&color=Navy', {})).toBe('?q=hodie');
    expect(searchWithOptions('?page=2', {})).toBe('');
  });

  it('round-trips through the address', () => {
    const options = { sort: 'price-desc' as const, sizes: ['L' as const], colors: ['Off White', 'Jet Black'], price: '2000-plus' as const };
    expect(listOptionsOf(searchWithOptions('', options))).toEqual({ ...options, colors: ['Jet Black', 'Off White'] });
  });

  it('counts in Indian English', () => {
    expect(productCountText(1)).toBe('1 product');
    expect(productCountText(123456)).toBe('1,23,456 products');
    expect(productCountText(12345)).toBe('12,345 products');
  });
});
