import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('uses the spec defaults: 60 s stale time, one retry, no refetch on focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(60_000);
    expect(queries?.retry).toBe(1);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('returns a fresh client (and cache) on every call', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
