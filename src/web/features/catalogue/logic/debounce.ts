/** Spec section 9: the search box waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export interface Debouncer<T> {
  /** A new value: settles after the wait unless another comes first. */
  push: (value: T) => void;
  /** Settles at once with this value, dropping any waiting one (a cleared search box). */
  flush: (value: T) => void;
  /** Drops the waiting value (the screen went away). */
  cancel: () => void;
}

/** Calls settle with the last pushed value once no new one has come for `wait` ms. */
export function createDebouncer<T>(wait: number, settle: (value: T) => void, timers: Timers = realTimers): Debouncer<T> {
  let pending: unknown = null;
  const cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  return {
    push(value) {
      cancel();
      pending = timers.setTimeout(() => {
        pending = null;
        settle(value);
      }, wait);
    },
    flush(value) {
      cancel();
      settle(value);
    },
    cancel,
  };
}
