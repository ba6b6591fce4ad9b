import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './use-redirect-target';

describe('safeRedirectPath', () => {
  it.each(['/trending', '/', '/display/p1/v1', '/cart?from=popup', '/upper-wear#hoodie', '/user-orders?tab=all&page=2', '/search?q=red%20hoodie'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'http://evil.com/trending',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/%5Cevil.com',
    '/%252F%252Fevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/%09/evil.com',
    ' /trending',
    'trending',
    'evil.com',
    '/%E0%A4%A',
  ])('sends the open-redirect attempt %j home', (attempt) => {
    expect(safeRedirectPath(attempt)).toBe('/');
  });

  it('goes home without a redirect', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath('')).toBe('/');
  });

  it('does not send the shopper back into the account screens', () => {
    expect(safeRedirectPath('/login')).toBe('/');
    expect(safeRedirectPath('/signup?redirect=/cart')).toBe('/');
    expect(safeRedirectPath('/forgot-password')).toBe('/');
  });

  it('refuses absurdly long values', () => {
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`)).toBe('/');
  });
});
