import { describe, expect, it } from 'vitest';
import { newShareSlug, SHARE_SLUG, SHARE_SLUG_BYTES } from './design-shares';

describe('share slugs', () => {
  it('are at least 128 bits from the random source: never repeated, every bit as often 1 as 0', () => {
    expect(SHARE_SLUG_BYTES * 8).toBeGreaterThanOrEqual(128);
    const slugs = Array.from({ length: 2000 }, () => newShareSlug());
    expect(new Set(slugs).size).toBe(slugs.length);
    const ones = new Array<number>(SHARE_SLUG_BYTES * 8).fill(0);
    for (const slug of slugs) {
      expect(slug).toMatch(SHARE_SLUG);
      const bytes = Buffer.from(slug, 'base64url');
      expect(bytes).toHaveLength(SHARE_SLUG_BYTES);
      bytes.forEach((byte, index) => {
        for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) ones[index * 8 + bit]! += 1;
      });
    }
    // 2000 fair coin flips per bit: a share of ones outside 40-60 % is about a 1 in 10^18 event.
    for (const count of ones) {
      expect(count / slugs.length).toBeGreaterThan(0.4);
      expect(count / slugs.length).toBeLessThan(0.6);
    }
  });
});
