import { describe, expect, it } from 'vitest';
import { newPressKey } from './press-key';

describe('newPressKey', () => {
  it('makes a new key of the form the contract asks for on every press', () => {
    const keys = Array.from({ length: 50 }, newPressKey);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
