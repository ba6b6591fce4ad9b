import { describe, expect, it } from 'vitest';
import { issueXsrfToken } from './security';

describe('XSRF tokens', () => {
  it('never repeat a nonce, across several refills of the random pool', () => {
    // 4096 bytes give 227 nonces of 18 bytes: 2000 tokens cross the pool's refill eight times.
    const nonces = Array.from({ length: 2000 }, () => issueXsrfToken('secret', undefined).split('.')[0]!);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
