import { describe, expect, it } from 'vitest';
import { movedTo } from './moved-paths';

describe('moved page addresses', () => {
  it('send the usual names of the policy and help pages to the spec\'s own, keeping the query', () => {
    expect(movedTo('/faq')).toBe('/faquetions');
    expect(movedTo('/Privacy-Policy')).toBe('/privacypolicy');
    expect(movedTo('/returns?from=mail')).toBe('/return-cancellation?from=mail');
    expect(movedTo('/faq/')).toBe('/faquetions');
  });

  it('drop a trailing slash from any page address', () => {
    expect(movedTo('/trending/')).toBe('/trending');
    expect(movedTo('/upper-wear//?tab=hoodie')).toBe('/upper-wear?tab=hoodie');
  });

  it("leave the spec's own addresses, the home page and protocol-relative tricks alone", () => {
    for (const own of ['/', '/faquetions', '/privacypolicy', '/display/a/b', '/Customized', '/new-arrivals?page=2']) expect(movedTo(own)).toBeNull();
    expect(movedTo('//evil.example/')).toBeNull();
  });
});
