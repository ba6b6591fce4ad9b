import { useEffect, useState } from 'react';
import { createDebouncer } from '../logic/debounce';

/**
 * The value once it has stopped changing for `wait` ms. A value for which settleNow answers
 * true is taken at once (a blank search box clears its results without waiting).
 */
export function useDebouncedValue<T>(value: T, wait: number, settleNow?: (value: T) => boolean): T {
  const [settled, setSettled] = useState(value);
  const [debouncer] = useState(() => createDebouncer<T>(wait, setSettled));
  const now = settleNow?.(value) ?? false;
  useEffect(() => {
    if (now) debouncer.flush(value);
    else debouncer.push(value);
  }, [debouncer, value, now]);
  useEffect(() => debouncer.cancel, [debouncer]);
  return settled;
}
