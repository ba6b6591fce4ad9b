import { describe, expect, it } from 'vitest';
import { searchCountText, searchPath, searchTermFrom } from './search-path';

describe('search addresses', () => {
  it('put what was typed in q, trimmed and encoded as a form would', () => {
    expect(searchPath('hodie')).toBe('/search?q=hodie');
    expect(searchPath('  oversize tee ')).toBe('/search?q=oversize+tee');
    expect(searchPath('a&b=c #1')).toBe('/search?q=a%26b%3Dc+%231');
  });

  it('read the term back from the address, trimmed and cut to 100 characters', () => {
    expect(searchTermFrom(new URLSearchParams('q=oversize+tee'))).toBe('oversize tee');
    expect(searchTermFrom(new URLSearchParams(searchPath('a&b=c #1').split('?')[1]))).toBe('a&b=c #1');
    expect(searchTermFrom(new URLSearchParams('q=+++'))).toBe('');
    expect(searchTermFrom(new URLSearchParams('page=2'))).toBe('');
    expect(searchTermFrom(new URLSearchParams(`q=${'x'.repeat(500)}`))).toHaveLength(100);
  });

  it('count products in the singular and the plural', () => {
    expect(searchCountText(12, 'hodie')).toBe('12 products for "hodie"');
    expect(searchCountText(1, 'red')).toBe('1 product for "red"');
  });
});
