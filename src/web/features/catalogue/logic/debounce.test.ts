import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer, SEARCH_DEBOUNCE_MS } from './debounce';

describe('createDebouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles with the last value 500 ms after the last push', () => {
    const settle = vi.fn();
    const debouncer = createDebouncer<string>(SEARCH_DEBOUNCE_MS, settle);
    debouncer.push('h');
    vi.advanceTimersByTime(300);
    debouncer.push('ho');
    vi.advanceTimersByTime(300);
    debouncer.push('hood');
    vi.advanceTimersByTime(499);
    expect(settle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settle).toHaveBeenCalledTimes(1);
    expect(settle).toHaveBeenCalledWith('hood');
  });

  it('flushes at once and drops the waiting value', () => {
    const settle = vi.fn();
    const debouncer = createDebouncer<string>(SEARCH_DEBOUNCE_MS, settle);
    debouncer.push('hood');
    debouncer.flush('');
    expect(settle).toHaveBeenCalledWith('');
    vi.advanceTimersByTime(1000);
    expect(settle).toHaveBeenCalledTimes(1);
  });

  it('cancels a waiting value', () => {
    const settle = vi.fn();
    const debouncer = createDebouncer<string>(SEARCH_DEBOUNCE_MS, settle);
    debouncer.push('tee');
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(settle).not.toHaveBeenCalled();
  });
});
