import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueXsrfToken } from './security';

describe('XSRF tokens', () => {
  it('never repeat a nonce, across several refills of the random pool', () => {
    // 4096 bytes give 227 nonces of 18 bytes: 2000 tokens cross the pool's refill eight times.
    const nonces = Array.from({ length: 2000 }, () => issueXsrfToken('secret', undefined).split('.')[0]!);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('are signed with the secret as before it was kept as a key object: tokens a browser holds stay valid', () => {
    const [nonce, mac] = issueXsrfToken('a-secret-of-the-shop', undefined).split('.');
    expect(mac).toBe(createHmac('sha256', 'a-secret-of-the-shop').update(`xsrf:no-session:${nonce}`).digest('base64url'));
  });
});
