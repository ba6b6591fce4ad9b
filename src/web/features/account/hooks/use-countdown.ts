import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `endsAt` (ms since the epoch), rounded up; 0 when over or not started. */
export function remainingSeconds(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

// Ticks faster than once a second so that the shown number never lags a whole second behind.
const TICK_MS = 250;

/**
 * A countdown in whole seconds. It is computed from a deadline rather than decremented per
 * tick, so a throttled background tab still shows the right number when it wakes up.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + seconds * 1000);
  }, []);

  return { secondsLeft: remainingSeconds(endsAt, now), start };
}
