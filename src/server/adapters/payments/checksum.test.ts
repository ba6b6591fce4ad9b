import { describe, expect, it } from 'vitest';
import { isValidXVerify, xVerify } from './checksum';

describe('X-VERIFY checksum', () => {
  it("matches PhonePe's published example (developer.phonepe.com, Calculating X VERIFY)", () => {
    // The documented base64 request, API path and example salt key, and the SHA-256 they publish.
    const base64 = 'ewoJImdyYW50VG9rZW4iOiAiR1JUOTc5YTYzZjQ4ZjIxYjZmMWRiN2JhOTNiYjRhMGZiMjk3NWQ0OWFmYmMyY2QxMDdkYTBmYWMxZGQ1N2RlN2ZiNCIKfQ==';
    const header = xVerify(base64 + '/v3/service/auth/access', '6b451f58-d565-4890-836f-6fb1gjt84d97', 1);
    expect(header).toBe('5DE0E70CF2B78F3923CA108E583E6A80FABE910EFD1726570B3E5CB2040DF7D2'.toLowerCase() + '###1');
  });

  it('follows the pay formula sha256(base64 + "/pg/v1/pay" + saltKey) + "###" + index', () => {
    // Hand-computed with `printf '%s' 'eyJhIjoxfQ==/pg/v1/paysalt' | sha256sum`.
    expect(xVerify('eyJhIjoxfQ==/pg/v1/pay', 'salt', 2)).toBe('e3a1554ae29f6b0b320ce33f494c6588f8c3b34f2cb3af3968be111063a58abc###2');
  });

  it('verifies in constant time and refuses a changed body, key or index', () => {
    const header = xVerify('body', 'key', 1);
    expect(isValidXVerify(header, 'body', 'key', 1)).toBe(true);
    expect(isValidXVerify(header.toUpperCase(), 'body', 'key', 1)).toBe(true);
    expect(isValidXVerify(header, 'bodY', 'key', 1)).toBe(false);
    expect(isValidXVerify(header, 'body', 'kez', 1)).toBe(false);
    expect(isValidXVerify(header, 'body', 'key', 2)).toBe(false);
  });
});
